// The local stack: the learner API's database prepared, the edge worker and the learner API running under
// `wrangler dev` with the local-only vars on (local-config.ts), and the schools built through them. Used by
// `npm start` (scripts/start.ts), `schoolfront preview`, the end-to-end suite (e2e/global-setup.ts) and the bench.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { prepareLocalDb, seedShards } from './local-db.ts';
import { SITE_DIR } from '../../src/contract/bundle.ts';
import { deploySchool, describeDeploy } from './deploy.ts';
import { livePointer } from './site-pointer.ts';
import { SchoolError } from './errors.ts';
import { localSiteStore } from './site-store.ts';
import { runBuild, type BuildReport } from './build-pipeline.ts';
import { writeLocalConfigs } from './local-config.ts';
import { PROJECT_ROOT } from './paths.ts';
import { allTenantSlugs } from './tenants.ts';

/** How long wrangler may take to answer its first request. */
export const STACK_START_TIMEOUT_MS = 90_000;
/** Where the local stack keeps its D1, R2 and KV (relative to the repository root). */
export const PERSIST_TO = '.wrangler/state';

export interface Stack {
  /** The school's store address, e.g. `http://nova-academy.localhost:8787/learn`. */
  url(slug: string): string;
  /** What the build of the schools reported (some may have failed). */
  report: BuildReport;
  /** The `wrangler dev` process (its process group holds workerd), for measuring it. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Resolves when anything answers HTTP on the port; rejects when the process exits first or time runs out. */
function waitUntilAnswering(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STACK_START_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const onExit = (code: number | null) => finish(new Error(`wrangler dev exited (${code ?? 'signal'}) before answering: ${output().trim().split('\n').slice(-5).join(' | ')}`));
    child.on('exit', onExit);
    const attempt = () => {
      if (done) return;
      const req = http.get({ host: '127.0.0.1', port, path: '/', timeout: 2_000 }, (res) => {
        res.resume();
        finish();
      });
      req.on('error', () => {
        if (Date.now() > deadline) finish(new Error(`wrangler dev did not answer on port ${port} within ${STACK_START_TIMEOUT_MS / 1000}s`));
        else setTimeout(attempt, 300);
      });
      req.on('timeout', () => req.destroy());
    };
    attempt();
  });
}

/**
 * Rejects when something already listens on `port`. Readiness is "anything answers", so a stack already there
 * (`npm start` beside the e2e suite) would pass for this one, have its database re-seeded under it, and share
 * wrangler's registry for that port: its workers re-bound and taken down when this stack stops.
 */
export function ensurePortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${port} is already in use (another stack?): stop what listens there or choose another port (PORT for npm start, E2E_PORT for the e2e suite)`) : error);
    });
    probe.listen({ host: '127.0.0.1', port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => signal('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    signal('SIGTERM');
  });
  function signal(sig: NodeJS.Signals) {
    // wrangler runs workerd as a child: signal the whole process group we started.
    try {
      if (child.pid) process.kill(-child.pid, sig);
    } catch {
      child.kill(sig);
    }
  }
}

/**
 * Starts the local stack on `port` and builds the named schools (default: every school under tenants/) through
 * it into dist/site, which the edge serves.
 */
export async function startStack(opts: { port: number; slugs?: string[] }): Promise<Stack> {
  await ensurePortFree(opts.port);
  const slugs = opts.slugs ?? (await allTenantSlugs());
  const { tenants } = await prepareLocalDb({ persistTo: PERSIST_TO, ...(opts.slugs ? { slugs: opts.slugs } : {}) });
  const siteDir = path.join(PROJECT_ROOT, SITE_DIR);
  await mkdir(siteDir, { recursive: true });

  const [edgeConfig, apiConfig, storeConfig, pythonConfig, shardsConfig] = await writeLocalConfigs();
  const wrangler = await startWranglerDev({
    cwd: PROJECT_ROOT,
    port: opts.port,
    args: ['-c', edgeConfig, '-c', apiConfig, '-c', storeConfig, '-c', pythonConfig, '-c', shardsConfig, '--persist-to', PERSIST_TO],
  });

  const origin = `http://127.0.0.1:${opts.port}`;
  // Before the build, which reads each school's catalogue from the API.
  try {
    await seedShards(origin, tenants);
  } catch (error) {
    await wrangler.stop();
    throw error;
  }
  const report = await runBuild({ slugs, api: origin, outDir: siteDir });
  // The edge serves what is deployed, as on Cloudflare: every school whose build is in the build directory (built
  // now, or before when this build of it failed) goes into the stack's emulated R2 and KV.
  const store = localSiteStore(origin);
  const bases = new Map<string, string>();
  for (const slug of slugs) {
    try {
      const deployed = await deploySchool(store, { outDir: siteDir, slug });
      bases.set(slug, (await livePointer(store, slug))?.base ?? 'learn');
      if (deployed.changed) console.log(describeDeploy(deployed));
    } catch (error) {
      if (error instanceof SchoolError) console.error(`✗ ${slug}: not deployed: ${error.message}`);
      else throw error;
    }
  }

  return {
    url: (slug) => `http://${slug}.localhost:${opts.port}/${bases.get(slug) ?? 'learn'}`,
    report,
    pid: wrangler.pid,
    stop: wrangler.stop,
  };
}

/**
 * `wrangler dev` on `port` (loopback) with `args`, in `cwd`, once it answers HTTP; stopped with its workerd when
 * `stop` is called or this process ends.
 */
export async function startWranglerDev(opts: { cwd: string; port: number; args: readonly string[] }): Promise<{ pid: number | undefined; stop(): Promise<void> }> {
  const wrangler = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'wrangler');
  const args = ['dev', ...opts.args, '--port', String(opts.port), '--ip', '127.0.0.1'];
  let output = '';
  const child = spawn(wrangler, args, {
    cwd: opts.cwd,
    // Node 24 first on PATH: wrangler's `#!/usr/bin/env node` must not pick an older system node.
    //
    // A dev registry of this stack's own: wrangler's default one is global (~/.config/.wrangler/registry), so any
    // other `wrangler dev` or test harness with a worker of the same name (another checkout, `npm start` beside the
    // e2e suite) re-binds this stack's workers to its own and takes this stack's edge down when it stops.
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_REGISTRY_PATH: path.join(PROJECT_ROOT, '.wrangler', `registry-${opts.port}`), PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env['PATH'] ?? ''}` },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // Do not leave workerd running when this process ends without stop().
  const onExit = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', onExit);

  try {
    await waitUntilAnswering(opts.port, child, () => output);
  } catch (error) {
    await stopChild(child);
    process.off('exit', onExit);
    throw error;
  }
  return {
    pid: child.pid,
    stop: async () => {
      await stopChild(child);
      process.off('exit', onExit);
    },
  };
}
