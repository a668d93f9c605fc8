// A shell page names its island's scripts; the browser finds what they import only once each has arrived, one round
// trip per level of imports (six on the test window: 3.4 s on a slow 4G phone, issue 40). The build knows the whole
// tree, so each shell page says it up front: a <link rel="modulepreload"> for every chunk its scripts import
// statically. What a page imports on demand (its own page code, KaTeX, pdf.js) is left to load when asked.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g;
const ENTRY = /<script[^>]*\bsrc="(\/_astro\/[^"]+\.js)"|\b(?:component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g;

/** The `/_astro/…` chunk URLs a chunk imports statically. */
export const staticImports = (url: string, source: string): string[] =>
  [...source.matchAll(STATIC_IMPORT)].map((m) => path.posix.join(path.posix.dirname(url), m[1]!));

/** Every chunk `entries` reach through static imports, themselves included, in the order first reached. */
export async function staticClosure(entries: Iterable<string>, importsOf: (url: string) => Promise<readonly string[]>): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...(await importsOf(url)));
  }
  return seen;
}

/**
 * Adds modulepreload links for the static import tree of a page's scripts and islands, under `clientDir` (which holds
 * `_astro/`). Chunks are read once per preloader: a build's shell pages share their island.
 */
export function modulePreloader(clientDir: string): (html: string) => Promise<string> {
  const imports = new Map<string, Promise<string[]>>();
  const importsOf = (url: string) => {
    let found = imports.get(url);
    if (!found) {
      found = readFile(path.join(clientDir, url), 'utf8').then((source) => staticImports(url, source));
      imports.set(url, found);
    }
    return found;
  };
  return async (html) => {
    const seen = await staticClosure(new Set([...html.matchAll(ENTRY)].map((m) => (m[1] ?? m[2])!)), importsOf);
    const named = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!));
    const links = [...seen].filter((url) => !named.has(url)).map((url) => `<link rel="modulepreload" href="${url}">`).join('');
    return links ? html.replace('</head>', `${links}</head>`) : html;
  };
}
