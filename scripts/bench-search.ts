// The search lines of `npm run bench` (scripts/bench.ts): per school, the index files' bytes (raw and gzip, as a
// CDN would send them), and in Debian's Chromium against the built /search page: the time to fetch and open the
// catalogue index (its own performance measures, src/features/search/load-index.ts), the time to open it again
// from the browser cache, and the time from a typed misspelled query to the first result in the page.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { buildRoot, Pointer, pointerPath, SEARCH_DIR } from '../src/contract/bundle.ts';

export interface SearchFigures {
  /** Per part: bytes on disk and gzip-compressed. */
  files: { part: string; raw: number; gzip: number }[];
  /** Request to opened, first visit (nothing cached). */
  coldLoadMs: number;
  /** JSON parse, contract check and MiniSearch load, first visit. */
  coldOpenMs: number;
  /** Request to opened on a second visit (the file from the browser cache). */
  warmLoadMs: number;
  /** From the input event of a typed misspelled query to its first result row in the DOM (median of 5). */
  firstResultMs: number;
  /** How many results that query found. */
  results: number;
}

/** The school's index files in its live build. */
async function indexFiles(siteDir: string, slug: string): Promise<SearchFigures['files']> {
  const pointer = Pointer.parse(JSON.parse(await readFile(path.join(siteDir, pointerPath(slug)), 'utf8')));
  const dir = path.join(siteDir, buildRoot(pointer.slug, pointer.build), SEARCH_DIR);
  const files = [];
  for (const name of (await readdir(dir)).sort()) {
    const body = await readFile(path.join(dir, name));
    files.push({ part: name.split('.')[0]!, raw: body.length, gzip: gzipSync(body).length });
  }
  return files;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Types `query` into the page's search field (one input event) and times the first result row's arrival. */
function timeFirstResult(query: string): Promise<{ ms: number; results: number }> {
  const input = document.getElementById('search-input') as HTMLInputElement;
  const list = document.getElementById('search-results')!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  // Back to an empty field first, so every run starts from the same state.
  setValue.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const started = performance.now();
      const observer = new MutationObserver(() => {
        if (!list.querySelector('[data-testid=search-result]')) return;
        observer.disconnect();
        const count = Number(/\d+/.exec(document.querySelector('[data-testid=search-count]')?.textContent ?? '')?.[0] ?? 0);
        resolve({ ms: performance.now() - started, results: count });
      });
      observer.observe(list, { childList: true, subtree: true, characterData: true });
      setValue.call(input, query);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  });
}

export async function searchFigures(browser: Browser, siteDir: string, slug: string, storeUrl: string, query: string): Promise<SearchFigures> {
  const files = await indexFiles(siteDir, slug);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const measure = (name: string) => page.evaluate((n) => performance.getEntriesByName(n).at(-1)?.duration ?? Number.NaN, name);
    await page.goto(`${storeUrl}/search`);
    await page.waitForSelector('[data-testid=search-page][data-state=ready]');
    const coldLoadMs = await measure('search-index:catalogue');
    const coldOpenMs = await measure('search-index:catalogue:open');
    const runs: { ms: number; results: number }[] = [];
    for (let i = 0; i < 5; i++) runs.push(await page.evaluate(timeFirstResult, query));
    await page.reload();
    await page.waitForSelector('[data-testid=search-page][data-state=ready]');
    const warmLoadMs = await measure('search-index:catalogue');
    return { files, coldLoadMs, coldOpenMs, warmLoadMs, firstResultMs: median(runs.map((r) => r.ms)), results: runs[0]!.results };
  } finally {
    await context.close();
  }
}
