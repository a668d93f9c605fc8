// `npm run bench`: build time for one school and for all four (the three demo schools plus the generated
// 2,000-product school), pages per second, what a rebuild costs when little changed (scripts/bench-rebuild.ts), the
// JavaScript and CSS bytes (gzip) a store page loads, for every school its search index's bytes, load time and time
// to first result (scripts/bench-search.ts), and the store page's Lighthouse performance score, LCP and total
// blocking time (median of 3 runs, mobile defaults, simulated throttling) served by the real edge. Prints a table;
// docs/performance.md records the figures. No timing is asserted anywhere. The many-schools bench (issue 14: build,
// deploy, storage and edge latency for 1,000 generated schools) takes most of an hour and runs on its own:
// `node scripts/bench-schools.ts [count]`.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { runBuild, type BuildReport } from '../cli/lib/build-pipeline.ts';
import { deploySchool } from '../cli/lib/deploy.ts';
import { localSiteStore } from '../cli/lib/site-store.ts';
import { PROJECT_ROOT } from '../cli/lib/paths.ts';
import { createProgress } from '../cli/lib/progress.ts';
import { SITE_DIR } from '../src/contract/bundle.ts';
import { GENERATED_TENANTS_DIR } from '../src/tenants/load.ts';
import { searchFigures } from './bench-search.ts';
import { freeVideoLesson, offlineFigures, pdfFigures, pdfLesson, playerFigures, trailerSalesPage } from './bench-player.ts';
import { feedCacheFigures } from './bench-feed-cache.ts';
import { describeLoad, mockTestLoad } from './bench-mock-test-load.ts';
import { mockTestFigures, plainWindowJs, slowProfileFigures } from './bench-mock-test.ts';
import { describeIslands, islandWeights } from './bench-islands.ts';
import { describeReport, reportBench } from './bench-report.ts';
import { describeLedger, ledgerBench } from './bench-ledger.ts';
import { codeLabBench, describeCodeLab } from './bench-code-lab.ts';
import { codeLabBrowserFigures } from './bench-code-lab-browser.ts';
import { describeRenewals, renewalBench } from './bench-renewals.ts';
import { communityBench, describeCommunity } from './bench-community.ts';
import { capacityBench, capacityTable } from './bench-capacity.ts';
import { shardBench, shardTable } from './bench-shards.ts';
import { roomBench, roomRows } from './bench-rooms.ts';
import { generateLargeSchool } from './generate-large-school.ts';
import { rebuildFigures } from './bench-rebuild.ts';
import { CHROMIUM_ARGS, lighthouseMedian } from './lighthouse.ts';
import { startStack } from '../cli/lib/stack.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8797);
const DEMO = ['nova-academy', 'harbor-code', 'atelier-lingua'];
const LARGE = 'mega-institute';
const LIGHTHOUSE_RUNS = 3;

const rows: [string, string][] = [];
const row = (name: string, value: string) => {
  rows.push([name, value]);
  console.log(`  ${name}: ${value}`);
};
const quiet = (slugs: readonly string[]) => createProgress(slugs, { out: { write: () => true } as never, err: process.stderr }, { CI: 'true' });

/** Builds the schools and deploys them to the stack's R2 and KV (what the edge serves); `ms` is the build's. */
async function timedBuild(slugs: string[]): Promise<BuildReport & { pages: number; deployMs: number }> {
  const outDir = path.join(PROJECT_ROOT, SITE_DIR);
  const report = await runBuild({ slugs, api: `http://127.0.0.1:${PORT}`, outDir, progress: quiet(slugs) });
  if (report.failed.length) throw new Error(`build failed: ${report.failed.map((f) => (f.ok ? '' : `${f.slug}: ${f.reason}`)).join('; ')}`);
  const pages = report.results.reduce((sum, r) => sum + (r.ok ? r.pages : 0), 0);
  const started = Date.now();
  const store = localSiteStore(`http://127.0.0.1:${PORT}`);
  for (const slug of slugs) await deploySchool(store, { outDir, slug });
  return { ...report, pages, deployMs: Date.now() - started };
}

interface Weight {
  js: number;
  jsFiles: number;
  css: number;
  html: number;
  requests: number;
  /** Responses whose body the browser could not give back (then the figures are not complete). */
  unread: string[];
  /** The document's status and the school its <html> names: the edge may still be picking up a fresh build. */
  status: number | null;
  slug: string | null;
}

/** What a store page makes the browser download, split by kind, gzip-compressed as a CDN would send it. */
async function storeWeightOnce(url: string): Promise<Weight> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const weight: Weight = { js: 0, jsFiles: 0, css: 0, html: 0, requests: 0, unread: [], status: null, slug: null };
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      pending.push(
        response.body().then(
          (body) => {
            weight.requests++;
            const gz = gzipSync(body).length;
            if (type === 'script') {
              weight.js += gz;
              weight.jsFiles++;
            } else if (type === 'stylesheet') weight.css += gz;
            else if (type === 'document') weight.html += gz;
          },
          (error: unknown) => void weight.unread.push(`${response.url()}: ${String(error).split('\n')[0]}`),
        ),
      );
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    weight.status = response?.status() ?? null;
    weight.slug = await page.locator('html').getAttribute('data-slug');
    return weight;
  } finally {
    await browser.close();
  }
}

const WEIGH_ATTEMPTS = 10;

/**
 * The weight of `slug`'s store page. Right after a build the local edge can answer for a few seconds with
 * something else (wrangler picking up thousands of new files), and the browser can fail to give back a body:
 * then it waits a second and weighs again, and fails loudly rather than print a wrong figure.
 */
async function storeWeight(url: string, slug: string): Promise<Weight> {
  let problem = '';
  for (let attempt = 1; attempt <= WEIGH_ATTEMPTS; attempt++) {
    const weight = await storeWeightOnce(url);
    problem =
      weight.status !== 200 ? `status ${weight.status}` : weight.slug !== slug ? `a page of ${weight.slug ?? 'no school'}` : weight.unread.length ? `unread ${weight.unread[0]}` : '';
    if (!problem) return weight;
    console.warn(`  (weighing ${url} again: ${problem})`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`could not weigh ${url}: ${problem}`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
/** A misspelled query per school, each finding that school's products. */
const SEARCH_QUERIES: Record<string, string> = { 'nova-academy': 'phisics', 'harbor-code': 'javscript', 'atelier-lingua': 'renaisance', [LARGE]: 'phisics' };
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

console.log('Generating the large school…');
await generateLargeSchool();
console.log('Starting the stack (seeding all four schools, first build)…');
const stack = await startStack({ port: PORT, slugs: [...DEMO, LARGE] });
try {
  console.log('Measuring…');
  const one = await timedBuild(['nova-academy']);
  row('build one school (nova-academy)', `${secs(one.ms)} (${one.pages} pages)`);
  row('deploy it to the local R2 and KV (a new build: every file of it)', secs(one.deployMs));
  const large = await timedBuild([LARGE]);
  row(`build the large school (${LARGE})`, `${secs(large.ms)} (${large.pages} pages)`);
  row('deploy it to the local R2 and KV', secs(large.deployMs));
  const all = await timedBuild([...DEMO, LARGE]);
  row('build all four schools', `${secs(all.ms)} (${all.pages} pages)`);
  row('pages per second (all four)', (all.pages / (all.ms / 1000)).toFixed(0));
  // What a rebuild costs when little changed (scripts/bench-rebuild.ts); the large school ends changed and rebuilt.
  await rebuildFigures(PORT, 'harbor-code', row);
  for (const slug of ['nova-academy', LARGE]) {
    const weight = await storeWeight(stack.url(slug), slug);
    row(`store page JS, gzip (${slug})`, `${kb(weight.js)} (${weight.jsFiles} files)`);
    row(`store page CSS, gzip (${slug})`, kb(weight.css));
    row(`store page HTML, gzip (${slug})`, kb(weight.html));
  }
  const player = await playerFigures(freeVideoLesson('nova-academy', stack.url('nova-academy')));
  row('player page JS, gzip (free video lesson, nova-academy)', `${kb(player.jsGzip)} (${player.jsFiles} files${player.loadedPdfJs ? ', WITH pdf.js' : ', no pdf.js'})`);
  row('video: play to first frame (nova-academy)', ms(player.firstFrameMs));
  const pdf = await pdfFigures(stack.url('nova-academy'), pdfLesson('nova-academy', stack.url('nova-academy')));
  row('PDF notes: navigation to first page shown (nova-academy, enrolled), cold / cached code', `${ms(pdf.firstPageMs)} / ${ms(pdf.warmFirstPageMs)}${pdf.loadedHls ? ', WITH hls.js' : ', no hls.js'}`);
  const offline = await offlineFigures(stack.url('nova-academy'), pdfLesson('nova-academy', stack.url('nova-academy')));
  row('PDF notes downloaded: navigation to first page shown, online / offline (from the vault, nova-academy)', `${ms(offline.onlineMs)} / ${ms(offline.offlineMs)}`);
  const feedCache = await feedCacheFigures(stack.url('nova-academy'));
  row('feed: navigation to the first post, first visit / repeat visit (nova-academy)', `${ms(feedCache.firstVisitMs)} / ${ms(feedCache.repeatVisitMs)}${feedCache.fromCache ? ', repeat from the read cache' : ', repeat NOT from the cache'}`);
  const testWindow = await mockTestFigures(stack.url('nova-academy'));
  row(`test window JS, gzip (NEET UG mock, with mathematics, nova-academy)`, `${kb(testWindow.jsGzip)} (${testWindow.jsFiles} files)`);
  // Each island route's first screen, read from the build and the bundle analyzer's data, with its largest modules.
  const islands = await islandWeights('nova-academy');
  for (const island of islands) row(`${island.name}: JS its first screen loads, gzip (nova-academy)`, `${kb(island.gzip)} (${island.files} files)`);
  console.log(`islands, largest modules:\n${describeIslands(islands)}`);
  const plainWindow = await plainWindowJs(stack.url('nova-academy'));
  row(`test window JS, gzip (UPSC GS mock, no mathematics, nova-academy)`, `${kb(plainWindow.jsGzip)} (${plainWindow.jsFiles} files${plainWindow.katex ? ', WITH KaTeX' : ', no KaTeX'})`);
  row('test window: journal write to IndexedDB, p50 / p99', `${ms(testWindow.writeP50)} / ${ms(testWindow.writeP99)}`);
  row(`test window: move between questions, the work (${testWindow.questions}-question paper), p50 / p99`, `${ms(testWindow.switchP50)} / ${ms(testWindow.switchP99)}`);
  row(`test window: move between questions, to the next frame, p50 / p99`, `${ms(testWindow.frameP50)} / ${ms(testWindow.frameP99)}`);
  // The code lab in Chromium (issue 45): Python cold, again and cached; JavaScript's and SQL's first run.
  const lab = await codeLabBrowserFigures(stack.url('harbor-code'));
  row('code lab: Python\'s first run, cold (Pyodide from the edge) / again / after a reload (Cache Storage)', `${ms(lab.pythonCold)} / ${ms(lab.pythonWarm)} / ${ms(lab.pythonCached)}`);
  row('code lab: a JavaScript / an SQL run, the page\'s first (QuickJS or sql.js loaded)', `${ms(lab.javascript)} / ${ms(lab.sql)}`);
  const slow = await slowProfileFigures(stack.url('nova-academy'));
  row('slow 4G, CPU x4, 390 px, cold: store page loaded / test window ready', `${ms(slow.storeLoadMs)} / ${ms(slow.windowReadyMs)} (${(slow.windowReadyMs / slow.storeLoadMs).toFixed(2)} x)`);
  // The engine's load test, through this stack's edge as a learner's writes go.
  console.log('Mock-test load test (500 candidates × 100 answers)…');
  const load = await mockTestLoad(500, 100, 25, { port: PORT, running: true });
  row('mock test: writes/s, p50 / p99 of one write (500 candidates × 100 answers, 10% repeated, 10% out of order)',
    `${(load.writes / load.seconds).toFixed(0)} writes/s, ${ms(load.p50)} / ${ms(load.p99)}`);
  row('mock test: final answers lost', `${load.lost} of ${load.candidates * load.answers}`);
  console.log(`mock-test load: ${describeLoad(load)}`);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    for (const slug of [...DEMO, LARGE]) {
      const query = SEARCH_QUERIES[slug]!;
      const search = await searchFigures(browser, path.join(PROJECT_ROOT, SITE_DIR), slug, stack.url(slug), query);
      row(`search index, raw / gzip (${slug})`, search.files.map((f) => `${f.part} ${kb(f.raw)} / ${kb(f.gzip)}`).join('; '));
      row(`search index fetch + open, first visit (${slug})`, `${ms(search.coldLoadMs)} (open ${ms(search.coldOpenMs)})`);
      row(`search index fetch + open, cached (${slug})`, ms(search.warmLoadMs));
      row(`search first result for "${query}" (${slug})`, `${ms(search.firstResultMs)} (${search.results} results)`);
    }
  } finally {
    await browser.close();
  }
  // Lighthouse last: after the builds, with the machine as quiet as the bench can make it.
  for (const slug of [LARGE, 'nova-academy']) {
    const lh = await lighthouseMedian(stack.url(slug), LIGHTHOUSE_RUNS);
    const each = lh.runs.map((r) => r.score).join(', ');
    row(`store page Lighthouse performance (${slug})`, `${lh.score} (runs: ${each})`);
    row(`store page LCP, simulated (${slug})`, secs(lh.lcpMs));
    row(`store page total blocking time (${slug})`, `${Math.round(lh.tbtMs)} ms`);
    row(`store page cumulative layout shift (${slug})`, lh.cls.toFixed(3));
  }
  // A sales page, with its trailer's poster and its learner part (issue 47 holds it to the store page's bar).
  const sales = await lighthouseMedian(trailerSalesPage('nova-academy', stack.url('nova-academy')), LIGHTHOUSE_RUNS);
  row('sales page Lighthouse performance (nova-academy, a course with a trailer)', `${sales.score} (runs: ${sales.runs.map((r) => r.score).join(', ')})`);
  row('sales page LCP, simulated / total blocking time / CLS (same)', `${secs(sales.lcpMs)} / ${Math.round(sales.tbtMs)} ms / ${sales.cls.toFixed(3)}`);
} finally {
  await stack.stop();
  // The large school is generated data, never kept: a later `npm start` serves the demo schools only.
  await rm(path.join(GENERATED_TENANTS_DIR, LARGE), { recursive: true, force: true });
}


// Reports: rank and percentile from the score counts, with 100,000 attempts on one test (issue 12).
console.log('Test report with 100,000 attempts…');
const report = await reportBench(100_000);
row('test report of a new attempt, p50 / p99 (100,000 attempts on one 180-question test)', `${ms(report.reportP50)} / ${ms(report.reportP99)}`);
row('test submission scored and counted for rank (same test)', ms(report.submitMs));
console.log(`report: ${describeReport(report)}`);

// The double-entry ledger with 1,000,000 entries: a learner's wallet, and one account summing half of them (issue 43).
console.log('A ledger with 1,000,000 entries…');
const ledger = await ledgerBench(1_000_000);
row('a learner\'s wallet read, p50 / p99 (1,000,000 entries in the school\'s ledger)', `${ms(ledger.walletP50)} / ${ms(ledger.walletP99)}`);
row('an account\'s balance of 500,000 legs, p50 / p99 (same ledger)', `${ms(ledger.accountP50)} / ${ms(ledger.accountP99)}`);
row('an affiliate\'s links and statement with 2,000 commissions, p50 / p99 (same ledger)', `${ms(ledger.affiliateP50)} / ${ms(ledger.affiliateP99)}`);
console.log(`ledger: ${describeLedger(ledger)}`);

// The code lab's grading on the server (issue 45): a JavaScript and an SQL submission, in a fresh isolate and warm.
console.log('Code lab grading…');
const codeLab = await codeLabBench(20);
row('code lab: a JavaScript submission graded (4 tests), first in an isolate / p50 / p99', `${codeLab.jsFirst} / ${codeLab.jsP50} / ${codeLab.jsP99} ms`);
row('code lab: an SQL submission graded (2 tests), first in an isolate (sql.js loaded) / p50 / p99', `${codeLab.sqlFirst} / ${codeLab.sqlP50} / ${codeLab.sqlP99} ms`);
row('code lab: a Python submission graded (4 tests, round trip), first (Pyodide loaded in its Durable Object) / p50 / p99', `${codeLab.pyFirst} / ${codeLab.pyP50} / ${codeLab.pyP99} ms`);
console.log(`code lab: ${describeCodeLab(codeLab)}`);

// The renewal job with 10,000 subscriptions due at once on the generated large school (issue 43).
console.log('10,000 subscriptions due at once…');
const renewals = await renewalBench(10_000);
row('subscription renewals processed by the scheduled job, per second (10,000 due at once on the large school)', renewals.perSecond.toFixed(1));
console.log(`renewals: ${describeRenewals(renewals)}`);

console.log('A community with 100,000 posts and 1,000,000 likes…');
// One live class's room with 1,000 WebSockets, 20 messages a second, then 30% dropped and back (bench-rooms).
const rooms = await roomBench();
for (const [name, value] of roomRows(rooms)) row(name, value);
const community = await communityBench();
row('community first page, p50 / p99 (100,000 posts, 1,000,000 likes in one community)', `${ms(community.firstPageP50)} / ${ms(community.firstPageP99)}`);
row('community unanswered questions, first page, p50 / p99 (same)', `${ms(community.unresolvedP50)} / ${ms(community.unresolvedP99)}`);
row('a like of a community post, p50 / p99 (same)', `${ms(community.likeP50)} / ${ms(community.likeP99)}`);
console.log(`community: ${describeCommunity(community)}`);

// What each hot path costs one request, for the capacity model (docs/capacity.md): its own table, after this one.
console.log('The hot paths\' cost per request…');
const capacity = await capacityBench();
for (const path of capacity) row(`cost of ${path.name}: statements (registry and shard) / rows read / rows written / workerd CPU ms`, `${path.queries.toFixed(1)} / ${path.rowsRead.toFixed(0)} / ${path.rowsWritten.toFixed(0)} / ${path.cpuMs.toFixed(1)}`);

// A statement through a school's shard against the platform's D1 (docs/decisions/0087-school-shards.md).
console.log('A statement through a school\'s shard and through D1…');
const shards = await shardBench();
for (const figure of shards) row(`${figure.label}: through D1 / through the school's shard, ms`, `${figure.d1Ms === null ? 'n/a' : figure.d1Ms.toFixed(2)} / ${figure.shardMs.toFixed(2)}`);

const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\n| ${'measure'.padEnd(width)} | value |\n| ${'-'.repeat(width)} | --- |`);
for (const [name, value] of rows) console.log(`| ${name.padEnd(width)} | ${value} |`);
console.log(`\ncapacity (docs/capacity.md), per request:\n${capacityTable(capacity)}`);
console.log(`\na statement through a school's shard and through D1 (docs/decisions/0087-school-shards.md):\n${shardTable(shards)}`);
