/**
 * Prepares the learner API's local data: the registry (the shared D1: src/api/migrations applied, the schools' rows
 * (re)seeded) before `wrangler dev ... --persist-to <dir>` serves it, and each school's shard (its learner data) through
 * the shards door once the stack runs (seedShards; docs/decisions/0087-school-shards.md). Run by the stack (stack.ts),
 * the benches, and by hand through scripts/db.ts.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { REPO_ROOT } from '../../src/tenants/load.ts';
import { getPlatformProxy } from 'wrangler';
import { lessonObjects } from '../../src/api/seed/lesson-content.ts';
import type { LoadedTenant } from '../../src/tenants/load.ts';
import { schoolSeed } from '../../src/api/seed/seed-sql.ts';
import { writeSeed } from './seed-file.ts';
import { localShards } from './shards.ts';

export const API_CONFIG = path.join(REPO_ROOT, 'src', 'api', 'wrangler.jsonc');
const DATABASE = 'schoolfront';
// Run by this Node (24), not the `#!/usr/bin/env node` of node_modules/.bin/wrangler, which may find an older one.
const WRANGLER = path.join(REPO_ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');

/** The line of wrangler's output that says what went wrong. */
function firstError(output: string): string {
  const lines = stripVTControlCharacters(output).split('\n').map((l) => l.trim()).filter(Boolean);
  const line = lines.find((l) => l.includes('[ERROR]')) ?? lines[0] ?? 'no output';
  return line.replace(/^✘\s*\[ERROR\]\s*/, '');
}

/** Runs wrangler quietly (no metrics, no prompts); throws a one-line error when it fails or hangs. */
function wrangler(args: string[], timeoutMs = 120_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRANGLER, ...args], {
      cwd: REPO_ROOT,
      // No network here: do not try to download the Request.cf sample either.
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => reject(new Error(`wrangler ${args.slice(0, 3).join(' ')}: ${error.message}`)));
    child.on('close', (code, signal) => {
      const command = `wrangler ${args.slice(0, 3).join(' ')}`;
      if (code === 0) resolve();
      else if (signal) reject(new Error(`${command} did not finish within ${timeoutMs / 1000} s`));
      else reject(new Error(`${command} failed: ${firstError(output)}`));
    });
  });
}

/**
 * Migrates the local registry under `persistTo` (relative paths are from the repository root) and seeds every
 * school's row there, or the named ones'; other schools already in it are kept. Their shards are seeded by
 * seedShards, with the tenants returned, once the stack runs. A school whose tenant files
 * are bad is reported on stderr (file, field, reason) and left as it was; the others are seeded. Their lessons'
 * media (clips, generated PDFs) go into the local LESSONS bucket unless `lessonMedia` is false (a bench of store
 * pages needs none).
 */
export async function prepareLocalDb(opts: { persistTo: string; slugs?: string[]; lessonMedia?: boolean }): Promise<{ rejected: string[]; tenants: LoadedTenant[] }> {
  const persistTo = path.resolve(REPO_ROOT, opts.persistTo);
  const local = ['--local', '--persist-to', persistTo, '-c', API_CONFIG];
  const { file, rejected, tenants } = await writeSeed(opts.slugs ? { slugs: opts.slugs } : {});
  for (const error of rejected) process.stderr.write(`✗ ${error.message}\n`);
  await wrangler(['d1', 'migrations', 'apply', DATABASE, ...local]);
  await wrangler(['d1', 'execute', DATABASE, ...local, '--file', file, '--yes']);
  if (opts.lessonMedia !== false) await putLessonMedia(persistTo, tenants);
  return { rejected: rejected.map((error) => error.message), tenants };
}

/**
 * Seeds each school's shard on the running stack at `origin`, through its shards door: the school's rows replaced and
 * its learners' kept, in one transaction per school. Its row must be in the registry (prepareLocalDb) first.
 */
export async function seedShards(origin: string, tenants: readonly LoadedTenant[]): Promise<void> {
  const shards = localShards(origin);
  for (const tenant of tenants) await shards.seed(tenant.config.school_config.school_id, schoolSeed(tenant));
}

/**
 * Puts the schools' lesson media in the local LESSONS bucket (R2) under `persistTo`, where `wrangler dev
 * --persist-to` finds them: through wrangler's own bindings (getPlatformProxy), not one `wrangler r2 object put`
 * process per file.
 */
export async function putLessonMedia(persistTo: string, tenants: readonly LoadedTenant[]): Promise<number> {
  const proxy = await getPlatformProxy<{ LESSONS: R2Bucket }>({ configPath: API_CONFIG, persist: { path: path.join(persistTo, 'v3') }, remoteBindings: false });
  let count = 0;
  try {
    for (const tenant of tenants) {
      for await (const object of lessonObjects(tenant)) {
        await proxy.env.LESSONS.put(object.key, object.body, { httpMetadata: { contentType: object.contentType } });
        count += 1;
      }
    }
  } finally {
    await proxy.dispose();
  }
  return count;
}
