import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageJs } from './page-js.ts';

let site = '';

beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'page-js-'));
  await mkdir(path.join(site, '_astro'));
  const files: Record<string, string> = {
    'page.html': [
      '<html><head><script>document.documentElement.dataset.x="1"</script></head><body>',
      '<astro-island component-url="/_astro/toggle.js" renderer-url="/_astro/client.js"></astro-island>',
      '<script type="module" src="/_astro/entry.js"></script></body></html>',
    ].join(''),
    '_astro/entry.js': 'import{a}from"./shared.js";import"./side.js";const l=()=>import("./lazy.js");a(l);',
    '_astro/shared.js': 'export const a=(f)=>f;',
    '_astro/side.js': 'export{}',
    '_astro/lazy.js': 'import{a}from"./shared.js";export const z=`ZodType`;',
    '_astro/toggle.js': 'export const T=1;',
    '_astro/client.js': 'const e=Symbol.for("react.transitional.element");export{e};',
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(site, name), text);
});

afterAll(() => rm(site, { recursive: true, force: true }));

describe('pageJs', () => {
  it('follows module scripts and islands through static imports, and lists dynamic ones apart', async () => {
    const js = await pageJs(path.join(site, 'page.html'), site);
    expect(js.loaded.map((c) => c.file).sort()).toEqual(['/_astro/client.js', '/_astro/entry.js', '/_astro/shared.js', '/_astro/side.js', '/_astro/toggle.js']);
    expect(js.lazy).toEqual(['/_astro/lazy.js']);
    expect(js.inlineGzip).toBeGreaterThan(0);
  });

  it('marks chunks that carry React or zod', async () => {
    const js = await pageJs(path.join(site, 'page.html'), site);
    expect(js.loaded.find((c) => c.file === '/_astro/client.js')?.marks).toEqual(['react']);
    expect(js.loaded.find((c) => c.file === '/_astro/entry.js')?.marks).toEqual([]);
  });
});
