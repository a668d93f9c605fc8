import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { modulePreloader } from './module-preload.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'sf-preload-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
await mkdir(path.join(dir, '_astro'));
const chunks: Record<string, string> = {
  'island.js': 'import{a as r}from"./react.js";import"./shared.js";const p=()=>import("./page.js");export{p}',
  'react.js': 'import{s}from"./shared.js";export const a=s',
  'shared.js': 'export const s=1',
  'page.js': 'import"./katex.js";export const page=1',
  'katex.js': 'export const k=1',
  'layout.js': 'export{}',
  'client.js': 'import"./react.js";',
};
for (const [name, source] of Object.entries(chunks)) await writeFile(path.join(dir, '_astro', name), source);

const links = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);

describe('a shell page preloads its scripts’ static import tree', () => {
  it('names every chunk the island and the page scripts import statically, once, and nothing loaded on demand', async () => {
    const html = '<html><head><script type="module" src="/_astro/layout.js"></script></head><body><astro-island component-url="/_astro/island.js" renderer-url="/_astro/client.js"></astro-island></body></html>';
    const out = await modulePreloader(dir)(html);
    expect(links(out).sort()).toEqual(['/_astro/client.js', '/_astro/island.js', '/_astro/layout.js', '/_astro/react.js', '/_astro/shared.js']);
    expect(out.indexOf('modulepreload')).toBeLessThan(out.indexOf('</head>'));
    // Run again on its own output: nothing named twice.
    expect(links(await modulePreloader(dir)(out))).toHaveLength(5);
  });

  it('leaves a page without scripts as it is', async () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(await modulePreloader(dir)(html)).toBe(html);
  });
});
