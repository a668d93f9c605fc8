// Many schools, simulated (issue 14: a thousand small schools): generates `count` schools of 50 products each
// (scripts/generate-schools.ts: their own hosts, colours and currencies), seeds them into a local stack's learner
// API, builds and deploys them all to the stack's R2 and KV, and reports:
// - the build (100 schools a run) and the deploy (each batch beside the next one's build), in all, per school and
//   per page, and the wall clock of both, beside one school built alone (the fixed start-up a build pays once a
//   run, not once per school);
// - the bytes stored, the shared assets among them (stored once, whatever the number of schools);
// - the edge's latency for a school's store page at the first and the last school, p50 and p99 (autocannon on
//   loopback), against the same bytes from a bare static file server, and from `wrangler dev` serving them as a
//   static asset with no worker of ours: wrangler's local plumbing costs every request some milliseconds that
//   Cloudflare's network does not, so the edge's own cost is what it adds over that.
//   node scripts/bench-schools.ts [count=1000]
// The schools live in .schoolfront/tenants for the run only, and their builds and stored files are removed after
// it: never committed, never built or served by a later `npm start`. Prints a table for docs/performance.md.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { runBuild } from '../cli/lib/build-pipeline.ts';
import { deploySchool } from '../cli/lib/deploy.ts';
import { mapLimit } from '../cli/lib/map-limit.ts';
import { PROJECT_ROOT } from '../cli/lib/paths.ts';
import { createProgress } from '../cli/lib/progress.ts';
import { localSiteStore, type SiteStore } from '../cli/lib/site-store.ts';
import { PERSIST_TO, startStack, startWranglerDev } from '../cli/lib/stack.ts';
import { SITE_DIR } from '../src/contract/bundle.ts';
import { GENERATED_TENANTS_DIR } from '../src/tenants/load.ts';
import { prepareLocalDb, seedShards } from '../cli/lib/local-db.ts';
import { generateSchools, schoolSlug } from './generate-schools.ts';

const PORT = Number(process.env['BENCH_PORT'] ?? 8796);
const BARE_PORT = PORT + 1;
const ASSET_PORT = PORT + 2;
/** Schools deployed at once (each deploy uploads its files eight at a time). */
const DEPLOYS_AT_ONCE = 4;
/** Schools seeded, and built, in one go. */
const BATCH = 100;

const batches = <T>(items: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
/** Seconds autocannon asks each address per round, one request at a time (latency, not throughput: more connections only queue). */
const LOAD_SECONDS = 5;
/**
 * Rounds over all the addresses in turn; each figure is the median of its rounds. The machine is shared: a busy
 * moment then lands on one round of every address, not on all of one address's requests.
 */
const ROUNDS = 3;
const CONNECTIONS = 1;

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const quiet = (slugs: readonly string[]) => createProgress(slugs, { out: { write: () => true } as never, err: process.stderr }, { CI: 'true' });

async function build(slugs: string[], origin: string): Promise<{ ms: number; pages: number }> {
  const report = await runBuild({ slugs, api: origin, outDir: path.join(PROJECT_ROOT, SITE_DIR), progress: quiet(slugs) });
  if (report.failed.length) throw new Error(`build failed: ${report.failed.map((f) => (f.ok ? '' : `${f.slug}: ${f.reason}`)).join('; ')}`);
  return { ms: report.ms, pages: report.results.reduce((sum, r) => sum + (r.ok ? r.pages : 0), 0) };
}

async function deploy(store: SiteStore, slugs: string[]): Promise<{ ms: number; files: number; bytes: number }> {
  const started = Date.now();
  const results = await mapLimit(slugs, DEPLOYS_AT_ONCE, (slug) => deploySchool(store, { outDir: path.join(PROJECT_ROOT, SITE_DIR), slug }));
  return { ms: Date.now() - started, files: results.reduce((a, r) => a + r.files, 0), bytes: results.reduce((a, r) => a + r.bytes, 0) };
}

interface Latency {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

/** p50 and p99 of GET `url` with `host`, in ms, after a warm-up. */
async function latency(port: number, host: string, pathname: string): Promise<Latency> {
  const run = (duration: number) =>
    autocannon({ url: `http://127.0.0.1:${port}${pathname}`, headers: { host }, connections: CONNECTIONS, duration });
  await run(2);
  const result = await run(LOAD_SECONDS);
  if (result.errors + result.non2xx > 0) throw new Error(`${host}${pathname}: ${result.errors} errors and ${result.non2xx} answers other than 2xx under load`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, errors: result.errors + result.non2xx };
}

/** GET through the edge as the school's host would (fetch() cannot set Host). */
const get = (port: number, host: string, pathname: string): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });

/** A static file server for one page's bytes, in its own process (so it does not share a core with autocannon). */
async function bareServer(html: string): Promise<() => void> {
  const file = path.join(tmpdir(), `schoolfront-bare-${process.pid}.html`);
  await writeFile(file, html);
  const source = `
    const body = require('node:fs').readFileSync(process.env.BODY_FILE);
    require('node:http').createServer((req, res) => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length }); res.end(body); })
      .listen(${BARE_PORT}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { env: { ...process.env, BODY_FILE: file }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare server stopped (${code})`)));
  });
  return () => {
    child.kill();
    void rm(file, { force: true });
  };
}

/** The page as a static asset of `wrangler dev` (its assets only, no worker of ours), at `/`. */
async function wranglerStaticFile(html: string): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'schoolfront-static-'));
  await mkdir(path.join(dir, 'public'));
  await writeFile(path.join(dir, 'public', 'index.html'), html);
  await writeFile(path.join(dir, 'wrangler.jsonc'), JSON.stringify({ name: 'bench-static-file', compatibility_date: '2026-11-01', assets: { directory: 'public' } }));
  const wrangler = await startWranglerDev({ cwd: dir, port: ASSET_PORT, args: [] });
  return async () => {
    await wrangler.stop();
    await rm(dir, { recursive: true, force: true });
  };
}

/** Deletes everything stored for these schools (their builds and files by content) and their local builds. */
async function forget(store: SiteStore, slugs: readonly string[]): Promise<void> {
  await mapLimit(slugs, 4, async (slug) => {
    const { objects } = await store.list(`_sf/schools/${slug}/`);
    for (let i = 0; i < objects.length; i += 1000) await store.delete(objects.slice(i, i + 1000).map((o) => o.key));
    await rm(path.join(PROJECT_ROOT, SITE_DIR, '_sf', 'schools', slug), { recursive: true, force: true });
  });
}

if (import.meta.main) {
  const count = Number(process.argv[2] ?? 1000);
  const slugs = Array.from({ length: count }, (_, i) => schoolSlug(i + 1));
  const rows: [string, string][] = [];
  const row = (name: string, value: string) => {
    rows.push([name, value]);
    console.log(`  ${name}: ${value}`);
  };

  let started = Date.now();
  await generateSchools(count, 50, GENERATED_TENANTS_DIR);
  row(`generate ${count} schools of 50 products`, secs(Date.now() - started));
  console.log('Starting the stack…');
  const stack = await startStack({ port: PORT, slugs: ['harbor-code'] });
  const origin = `http://127.0.0.1:${PORT}`;
  const store = localSiteStore(origin);
  try {
    started = Date.now();
    // In batches: one SQL file for a thousand schools would be some 300 MB for wrangler to read at once.
    for (const batch of batches(slugs, BATCH)) {
      const { rejected, tenants } = await prepareLocalDb({ persistTo: PERSIST_TO, slugs: batch, lessonMedia: false });
      if (rejected.length) throw new Error(`${rejected.length} schools did not seed: ${rejected[0]}`);
      await seedShards(origin, tenants);
    }
    row(`seed them into the learner API: registry and shards (no lesson media, ${BATCH} schools a batch)`, secs(Date.now() - started));

    // The first school alone: what one build costs, start-up included.
    const alone = await build([slugs[0]!], origin);
    row('build one school alone (fetch, render, write)', `${secs(alone.ms)} for ${alone.pages} pages`);
    await forget(store, [slugs[0]!]);

    // A batch of schools is built in one run while the batch before it deploys: the build renders on one core, the
    // deploy and the stack work on the other, as a CI runner per school would keep both busy.
    started = Date.now();
    const built = { ms: 0, pages: 0 };
    const deployed = { ms: 0, files: 0, bytes: 0 };
    let deploying: Promise<void> = Promise.resolve();
    for (const batch of batches(slugs, BATCH)) {
      const b = await build(batch, origin);
      built.ms += b.ms;
      built.pages += b.pages;
      await deploying;
      deploying = deploy(store, batch).then((d) => {
        deployed.ms += d.ms;
        deployed.files += d.files;
        deployed.bytes += d.bytes;
      });
      console.log(`  built ${built.pages} pages so far, ${secs(Date.now() - started)}`);
    }
    await deploying;
    const wall = Date.now() - started;
    row(`build all ${count}, ${BATCH} schools a run`, `${secs(built.ms)} for ${built.pages} pages: ${(built.ms / count).toFixed(0)} ms a school, ${(built.ms / built.pages).toFixed(1)} ms a page`);
    row(`deploy all ${count} (${DEPLOYS_AT_ONCE} at once, beside the next batch's build)`, `${secs(deployed.ms)}: ${deployed.files} files, ${mib(deployed.bytes)} (${(deployed.ms / count).toFixed(0)} ms a school)`);
    row(`build and deploy all ${count}, wall clock`, `${secs(wall)} (${(wall / count).toFixed(0)} ms a school)`);

    const schools = (await mapLimit(slugs, 8, (slug) => store.list(`_sf/schools/${slug}/`))).flatMap((l) => l.objects);
    const shared = (await store.list('_astro/')).objects;
    const sum = (objects: readonly { size: number }[]) => objects.reduce((a, o) => a + o.size, 0);
    row('bytes stored for the schools', `${mib(sum(schools))} in ${schools.length} files (${mib(sum(schools) / count)} a school)`);
    row('shared assets stored (once, for every school)', `${mib(sum(shared))} in ${shared.length} files`);
    const names = new Set(shared.map((o) => o.key.slice('_astro/'.length)));
    const copies = schools.filter((o) => names.has(path.posix.basename(o.key))).length;
    row('shared assets stored again under a school', String(copies));

    // Latency: the first and the last school's store page through the edge, and the same bytes from a bare server.
    const first = slugs[0]!;
    const last = slugs.at(-1)!;
    const { status, body: html } = await get(PORT, `${last}.localhost`, '/learn');
    if (status !== 200 || !html.includes(`data-slug="${last}"`)) throw new Error(`the edge did not serve ${last}'s store page (${status})`);
    const stopBare = await bareServer(html);
    const stopStatic = await wranglerStaticFile(html);
    try {
      const targets = [
        { port: BARE_PORT, host: 'bare.localhost', pathname: '/learn' },
        { port: ASSET_PORT, host: 'static.localhost', pathname: '/' },
        { port: PORT, host: `${first}.localhost`, pathname: '/learn' },
        { port: PORT, host: `${last}.localhost`, pathname: '/learn' },
      ];
      const rounds: Latency[][] = [];
      for (let round = 0; round < ROUNDS; round++) rounds.push(await mapLimit(targets, 1, (t) => latency(t.port, t.host, t.pathname)));
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const [bare, asset, ...edges] = targets.map((_, i) => ({
        p50: median(rounds.map((r) => r[i]!.p50)),
        p99: median(rounds.map((r) => r[i]!.p99)),
        rps: median(rounds.map((r) => r[i]!.rps)),
        errors: rounds.reduce((sum, r) => sum + r[i]!.errors, 0),
      })) as [Latency, Latency, ...Latency[]];
      for (const [name, edge] of [['1st', edges[0]!], [`${count}th`, edges[1]!]] as const) {
        row(
          `edge, ${name} school's store page (${(html.length / 1024).toFixed(0)} KiB), ${CONNECTIONS === 1 ? 'one request at a time' : `${CONNECTIONS} connections`}`,
          `p50 ${edge.p50} ms, p99 ${edge.p99} ms (${edge.rps.toFixed(0)} req/s, ${edge.errors} errors); added over wrangler's static file: p50 ${edge.p50 - asset.p50} ms, p99 ${edge.p99 - asset.p99} ms; over the bare file: p50 ${edge.p50 - bare.p50} ms, p99 ${edge.p99 - bare.p99} ms`,
        );
      }
      row("wrangler dev's own static asset, same bytes", `p50 ${asset.p50} ms, p99 ${asset.p99} ms (${asset.rps.toFixed(0)} req/s)`);
      row('bare static file server (Node), same bytes', `p50 ${bare.p50} ms, p99 ${bare.p99} ms (${bare.rps.toFixed(0)} req/s)`);
    } finally {
      stopBare();
      await stopStatic();
    }
  } finally {
    await forget(store, slugs).catch((error: unknown) => console.error('could not remove the schools from the store:', error));
    await stack.stop();
    for (const name of await readdir(GENERATED_TENANTS_DIR)) if (slugs.includes(name)) await rm(path.join(GENERATED_TENANTS_DIR, name), { recursive: true, force: true });
  }
  console.log('\n| What | Figure |\n| --- | --- |');
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
}
