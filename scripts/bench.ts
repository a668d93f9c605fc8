// `npm run bench`: build time for one school and for all four (the three demo schools plus the generated
// 2,000-product school), pages per second, the JavaScript and CSS bytes (gzip) a store page loads, and for every
// school its search index's bytes, load time and time to first result (scripts/bench-search.ts).
// Prints a table; docs/performance.md records the figures. No timing is asserted anywhere.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { runBuild, type BuildReport } from '../cli/lib/build-pipeline.ts';
import { PROJECT_ROOT } from '../cli/lib/paths.ts';
import { createProgress } from '../cli/lib/progress.ts';
import { SITE_DIR } from '../src/contract/bundle.ts';
import { GENERATED_TENANTS_DIR } from '../src/tenants/load.ts';
import { searchFigures } from './bench-search.ts';
import { generateLargeSchool } from './generate-large-school.ts';
import { startStack } from './stack.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8797);
const DEMO = ['nova-academy', 'harbor-code', 'atelier-lingua'];
const LARGE = 'mega-institute';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const rows: [string, string][] = [];
const row = (name: string, value: string) => {
  rows.push([name, value]);
  console.log(`  ${name}: ${value}`);
};
const quiet = (slugs: readonly string[]) => createProgress(slugs, { out: { write: () => true } as never, err: process.stderr }, { CI: 'true' });

async function timedBuild(slugs: string[]): Promise<BuildReport & { pages: number }> {
  const report = await runBuild({ slugs, api: `http://127.0.0.1:${PORT}`, outDir: path.join(PROJECT_ROOT, SITE_DIR), progress: quiet(slugs) });
  if (report.failed.length) throw new Error(`build failed: ${report.failed.map((f) => (f.ok ? '' : `${f.slug}: ${f.reason}`)).join('; ')}`);
  const pages = report.results.reduce((sum, r) => sum + (r.ok ? r.pages : 0), 0);
  return { ...report, pages };
}

/** What a store page makes the browser download, split by kind, gzip-compressed as a CDN would send it. */
async function storeWeight(url: string): Promise<{ js: number; css: number; html: number; requests: number }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const weight = { js: 0, css: 0, html: 0, requests: 0 };
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      pending.push(
        response.body().then(
          (body) => {
            weight.requests++;
            const gz = gzipSync(body).length;
            if (type === 'script') weight.js += gz;
            else if (type === 'stylesheet') weight.css += gz;
            else if (type === 'document') weight.html += gz;
          },
          () => {},
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    return weight;
  } finally {
    await browser.close();
  }
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
  const large = await timedBuild([LARGE]);
  row(`build the large school (${LARGE})`, `${secs(large.ms)} (${large.pages} pages)`);
  const all = await timedBuild([...DEMO, LARGE]);
  row('build all four schools', `${secs(all.ms)} (${all.pages} pages)`);
  row('pages per second (all four)', (all.pages / (all.ms / 1000)).toFixed(0));
  for (const slug of ['nova-academy', LARGE]) {
    const weight = await storeWeight(stack.url(slug));
    row(`store page JS, gzip (${slug})`, kb(weight.js));
    row(`store page CSS, gzip (${slug})`, kb(weight.css));
    row(`store page HTML, gzip (${slug})`, kb(weight.html));
  }
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
} finally {
  await stack.stop();
  // The large school is generated data, never kept: a later `npm start` serves the demo schools only.
  await rm(path.join(GENERATED_TENANTS_DIR, LARGE), { recursive: true, force: true });
}

const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\n| ${'measure'.padEnd(width)} | value |\n| ${'-'.repeat(width)} | --- |`);
for (const [name, value] of rows) console.log(`| ${name.padEnd(width)} | ${value} |`);
