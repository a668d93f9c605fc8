// What a rebuild costs (issue 14, docs/decisions/0050-rendering-what-changed.md), against a running local stack: a
// school built with no page from an earlier build, the 2,000-product school built again with nothing changed, with
// one product's price changed, and with its theme changed; each built and deployed to the stack's R2 and KV. A
// change is made as a school admin's would arrive: in the school's tenant files, seeded into the learner API's
// database, then built. Part of `npm run bench`; `node scripts/bench-rebuild.ts` runs it alone (its own stack).
import { execFile } from 'node:child_process';
import { Session } from 'node:inspector';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runBuild } from '../cli/lib/build-pipeline.ts';
import { useCompileCache } from '../cli/lib/compile-cache.ts';
import { deploySchool } from '../cli/lib/deploy.ts';
import { PROJECT_ROOT } from '../cli/lib/paths.ts';
import { createProgress } from '../cli/lib/progress.ts';
import { pageRecordPath } from '../cli/lib/page-record.ts';
import { pruneLocalBuilds } from '../cli/lib/publish.ts';
import { localSiteStore } from '../cli/lib/site-store.ts';
import { PERSIST_TO, startStack } from '../cli/lib/stack.ts';
import { SITE_DIR } from '../src/contract/bundle.ts';
import { GENERATED_TENANTS_DIR } from '../src/tenants/load.ts';
import { prepareLocalDb, seedShards } from '../cli/lib/local-db.ts';
import { generateLargeSchool, LARGE_SCHOOL_SLUG } from './generate-large-school.ts';

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Rebuild {
  buildMs: number;
  deployMs: number;
  pages: number;
  rendered: number;
  uploaded: number;
}

/**
 * With BENCH_PROFILE=<dir>, each rebuild's build and deploy is CPU-profiled into `<dir>/<n>-<slug>.cpuprofile`
 * (open it in Chrome's DevTools), so a row's cost can be read without the stack's start and the first build.
 */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env['BENCH_PROFILE'];
  if (!dir) return work();
  const session = new Session();
  session.connect();
  const post = (method: string) => new Promise<unknown>((resolve, reject) => session.post(method, (error, result) => (error ? reject(error) : resolve(result))));
  await post('Profiler.enable');
  await post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `${(profiles += 1)}-${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}
let profiles = 0;

/** Builds one school through the stack and deploys it; what it took and what it rendered and uploaded. */
function rebuild(port: number, slug: string): Promise<Rebuild> {
  return profiled(slug, () => rebuildOnce(port, slug));
}

async function rebuildOnce(port: number, slug: string): Promise<Rebuild> {
  const outDir = path.join(PROJECT_ROOT, SITE_DIR);
  let unchanged = 0;
  const progress = createProgress([slug], { out: { write: () => true } as never, err: process.stderr }, { CI: 'true' });
  // The same progress, counting the pages the build took from the last one.
  const counting = new Proxy(progress, {
    get: (target, key) =>
      key === 'built'
        ? (s: string, pages: number, build: string, ms: number, kept = 0) => ((unchanged = kept), target.built(s, pages, build, ms, kept))
        : (Reflect.get(target, key) as (...args: unknown[]) => unknown).bind(target),
  });
  const report = await runBuild({ slugs: [slug], api: `http://127.0.0.1:${port}`, outDir, progress: counting });
  const result = report.results[0]!;
  if (!result.ok) throw new Error(`build of ${slug} failed: ${result.reason}`);
  const started = Date.now();
  const deployed = await deploySchool(localSiteStore(`http://127.0.0.1:${port}`), { outDir, slug });
  return { buildMs: report.ms, deployMs: Date.now() - started, pages: result.pages, rendered: result.pages - unchanged, uploaded: deployed.files };
}

/** Runs of each row: one run varies by a second on this shared machine; the median of three is steadier. */
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A row's runs: the median of each part and of the whole, the whole's range, and what the last run rendered. */
function describe(runs: Rebuild[]): string {
  const totals = runs.map((r) => r.buildMs + r.deployMs);
  const last = runs.at(-1)!;
  const range = runs.length > 1 ? `; ${runs.length} runs, ${secs(Math.min(...totals))} to ${secs(Math.max(...totals))}` : '';
  return `build ${secs(median(runs.map((r) => r.buildMs)))} + deploy ${secs(median(runs.map((r) => r.deployMs)))} = ${secs(median(totals))} (median${range}; ${last.rendered} of ${last.pages} pages rendered, ${last.uploaded} files uploaded)`;
}

/** `RUNS` measures, each after `before(run)`. */
async function repeat<T>(before: (run: number) => Promise<void>, measure: () => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let run = 0; run < RUNS; run++) {
    await before(run);
    out.push(await measure());
  }
  return out;
}

/** `RUNS` rebuilds, each after `before(run)`. */
const runs = (before: (run: number) => Promise<void>, port: number, slug: string): Promise<Rebuild[]> => repeat(before, () => rebuild(port, slug));

/**
 * One build and deploy as a school admin's rebuild runs it: `schoolfront build --deploy`, a process of its own (the
 * CLI's start, its modules and a cold renderer included), against the stack at `port`; the process's wall time.
 */
function cliRebuild(port: number, slug: string): Promise<number> {
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['cli/bin.ts', 'build', '--tenant', slug, '--api', origin, '--deploy', '--store', origin], { cwd: PROJECT_ROOT }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`schoolfront build --deploy of ${slug} failed: ${stderr.trim() || error.message}`));
      else resolve(performance.now() - started);
    });
  });
}

/** `RUNS` CLI rebuilds, each after `before(run)`: the median and the range. */
async function cliRuns(before: (run: number) => Promise<void>, port: number, slug: string): Promise<string> {
  const times = await repeat(before, () => cliRebuild(port, slug));
  return `${secs(median(times))} (median; ${times.length} runs, ${secs(Math.min(...times))} to ${secs(Math.max(...times))})`;
}

/** Changes the school's tenant files and seeds the change into the stack's registry and the school's shard. */
async function change(port: number, slug: string, file: string, edit: (json: Record<string, unknown>) => void): Promise<void> {
  const at = path.join(GENERATED_TENANTS_DIR, slug, file);
  const json = JSON.parse(await readFile(at, 'utf8')) as Record<string, unknown>;
  edit(json);
  await writeFile(at, `${JSON.stringify(json, null, 2)}\n`);
  // Only the catalogue or the school changed: the lessons' media (put when the stack started) stay as they are. Put
  // again, they took the bench's process generating PDFs and a workerd of their own, both still busy as the build ran.
  const { rejected, tenants } = await prepareLocalDb({ persistTo: PERSIST_TO, slugs: [slug], lessonMedia: false });
  if (rejected.length) throw new Error(`the changed ${slug} did not seed`);
  await seedShards(`http://127.0.0.1:${port}`, tenants);
}

/** The rebuild rows, against the stack at `port` that serves `small` and the large school. */
export async function rebuildFigures(port: number, small: string, row: (name: string, value: string) => void): Promise<void> {
  const large = LARGE_SCHOOL_SLUG;
  // As the CLI runs a build: its search index's thread loads its modules from Node's compile cache.
  useCompileCache();
  // Cold: no earlier build of the school to take pages from (the compiled site is there: the code did not change).
  const cold = await runs(() => rm(pageRecordPath(path.join(PROJECT_ROOT, SITE_DIR), small), { force: true }), port, small);
  row(`a small school (${small}) built from no earlier build`, describe(cold));
  await rebuild(port, large);
  row(`${large} built again, nothing changed`, describe(await runs(async () => {}, port, large)));
  // A price no earlier run set, so each run has a change to render and new pages to upload (the stack's bucket keeps
  // the pages of earlier benches, and a price seen before would find its pages stored).
  const newPrice = () =>
    change(port, large, 'catalogue.json', (catalogue) => {
      const pricing = (catalogue['pricings'] as { price: number }[])[0]!;
      pricing.price += 10_000 + 100 * Math.floor(Math.random() * 1_000_000);
    });
  const priced = await runs(newPrice, port, large);
  row(`${large}: one product's price changed`, describe(priced));
  const themed = await runs(
    () =>
      change(port, large, 'school.json', (school) => {
        const light = (school['theme_config'] as { base_ui_data: { light: Record<string, string> } }).base_ui_data.light;
        light['primary'] = light['primary'] === '#1e3a8a' ? '#312e81' : '#1e3a8a';
      }),
    port,
    large,
  );
  row(`${large}: its theme's primary colour changed`, describe(themed));

  // The same as a school admin's rebuild waits for it: the CLI in a process of its own, built and deployed in one run.
  const coldCli = await cliRuns(() => rm(pageRecordPath(path.join(PROJECT_ROOT, SITE_DIR), small), { force: true }), port, small);
  row(`${small} built from no earlier build and deployed, by \`schoolfront build --deploy\` in its own process`, coldCli);
  row(`${large}: one product's price changed, by \`schoolfront build --deploy\` in its own process`, await cliRuns(newPrice, port, large));
  // Each cold build made a folder of its own: only the newest of each school stays (what the next build is made from).
  for (const slug of [small, large]) await pruneLocalBuilds(path.join(PROJECT_ROOT, SITE_DIR), slug, 1);
}

if (import.meta.main) {
  const port = Number(process.env.BENCH_PORT ?? 8798);
  await generateLargeSchool();
  const small = 'harbor-code';
  console.log('Starting the stack (seeding, first build)…');
  const stack = await startStack({ port, slugs: [small, LARGE_SCHOOL_SLUG] });
  const rows: [string, string][] = [];
  try {
    await rebuildFigures(port, small, (name, value) => {
      rows.push([name, value]);
      console.log(`  ${name}: ${value}`);
    });
  } finally {
    await stack.stop();
    // Generated data, never kept: a later `npm start` serves the demo schools only.
    await rm(path.join(GENERATED_TENANTS_DIR, LARGE_SCHOOL_SLUG), { recursive: true, force: true });
  }
  console.log('\n| What | Figure |\n| --- | --- |');
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
}
