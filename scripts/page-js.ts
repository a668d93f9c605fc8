// What JavaScript a built page loads, chunk by chunk, read from the build output (no server, no browser):
//   node scripts/page-js.ts <school slug> [page path under the base, e.g. "" for the store or "categories/x"]
// Follows the page's module scripts through their static imports (dynamic `import()` loads later, on demand, and
// is listed apart), and marks chunks that carry React or full zod. The bench weighs the same page in Chromium;
// this says which files the weight is in (decision 0014).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticClosure, staticImports } from '../cli/lib/module-preload.ts';
import { PROJECT_ROOT } from '../cli/lib/paths.ts';
import { Pointer, pointerPath, SITE_DIR } from '../src/contract/bundle.ts';

export interface Chunk {
  readonly file: string;
  readonly gzip: number;
  /** What the chunk holds that a store page should not need. */
  readonly marks: readonly string[];
}

export interface PageJs {
  /** Loaded with the page: its module scripts and everything they import statically. */
  readonly loaded: readonly Chunk[];
  /** Reachable only through dynamic import(): fetched when the code asks for them. */
  readonly lazy: readonly string[];
  /** Inline scripts of the HTML, gzip bytes together. */
  readonly inlineGzip: number;
}

// Names libraries give their own classes and symbols: minifiers keep string literals.
const MARKS: readonly [string, RegExp][] = [
  ['react', /Symbol\.for\(["'`]react\.(transitional\.)?element["'`]\)/],
  ['react-dom', /__reactContainer\$|react-dom/],
  ['zod (full)', /["'`]ZodType["'`]/],
  ['zod/mini', /["'`]ZodMiniType["'`]/],
  ['astro island', /astro-island|astro:hydrate/],
];

const DYNAMIC_IMPORT = /import\(\s*["']([^"']+\.js)["']\s*\)/g;

const gz = (text: string): number => gzipSync(Buffer.from(text)).length;

/** The JS graph of one HTML file whose `/_astro/...` references resolve under `siteDir`. */
export async function pageJs(htmlFile: string, siteDir: string): Promise<PageJs> {
  const html = await readFile(htmlFile, 'utf8');
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  const entries = [...html.matchAll(/<script[^>]*\bsrc="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!);
  // Islands name their component and renderer URLs in attributes; they load with the page (client:load).
  entries.push(...[...html.matchAll(/\b(?:component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!));
  const { loaded, lazy } = await chunkClosure(entries, siteDir);
  return { loaded, lazy, inlineGzip: inline.length ? gz(inline.join('\n')) : 0 };
}

/** The chunks `entries` (URLs under `siteDir`) load through static imports, and those they name for later. */
export async function chunkClosure(entries: readonly string[], siteDir: string): Promise<{ loaded: Chunk[]; lazy: string[] }> {
  const chunks = new Map<string, Chunk>();
  const lazy = new Set<string>();
  const seen = await staticClosure(entries, async (url) => {
    const text = await readFile(path.join(siteDir, url), 'utf8');
    chunks.set(url, { file: url, gzip: gz(text), marks: MARKS.filter(([, re]) => re.test(text)).map(([name]) => name) });
    for (const m of text.matchAll(DYNAMIC_IMPORT)) lazy.add(path.posix.join(path.posix.dirname(url), m[1]!));
    return staticImports(url, text);
  });
  for (const url of seen) lazy.delete(url);
  return { loaded: [...seen].map((url) => chunks.get(url)!), lazy: [...lazy] };
}

/** The folder of a school's live build and its base path inside it. */
export async function liveBuild(slug: string, siteDir = path.join(PROJECT_ROOT, SITE_DIR)): Promise<{ bundle: string; base: string }> {
  const pointer = Pointer.parse(JSON.parse(await readFile(path.join(siteDir, pointerPath(slug)), 'utf8')));
  return { bundle: path.join(path.dirname(path.join(siteDir, pointerPath(slug))), 'builds', pointer.build), base: pointer.base };
}

async function main(): Promise<void> {
  const [slug, page = ''] = process.argv.slice(2);
  if (!slug) throw new Error('usage: node scripts/page-js.ts <school slug> [page path under the base]');
  const siteDir = path.join(PROJECT_ROOT, SITE_DIR);
  const { bundle, base } = await liveBuild(slug, siteDir);
  const file = path.join(bundle, base, page, 'index.html');
  const js = await pageJs(file, siteDir);
  const total = js.loaded.reduce((sum, c) => sum + c.gzip, 0);
  console.log(`${path.relative(PROJECT_ROOT, file)}`);
  for (const c of js.loaded) console.log(`  ${(c.gzip / 1024).toFixed(1).padStart(6)} KiB  ${c.file}${c.marks.length ? `  [${c.marks.join(', ')}]` : ''}`);
  console.log(`  ${(total / 1024).toFixed(1).padStart(6)} KiB  in ${js.loaded.length} files (gzip), plus ${(js.inlineGzip / 1024).toFixed(1)} KiB inline`);
  if (js.lazy.length) console.log(`  on demand: ${js.lazy.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
