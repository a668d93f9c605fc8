import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BuildInput, otherLanguages } from '../../src/contract/build-input.ts';
import { LANGUAGE_DIR } from '../../src/contract/bundle.ts';
import type { RenderFn } from '../lib/render.ts';

/**
 * A fast stand-in for the Astro build in pipeline tests: a store page, a shell page and a 404 per school plus a
 * shared hashed asset, in Astro's output layout. Throws for the slugs in `failFor`, as a broken page would.
 */
export function stubRender(opts: { failFor?: readonly string[]; asset?: string } = {}): RenderFn & { calls: string[][] } {
  const calls: string[][] = [];
  const render = async (slugs: readonly string[], ctx: { buildInputDir: string; outDir: string }) => {
    calls.push([...slugs]);
    const broken = slugs.find((slug) => opts.failFor?.includes(slug));
    if (broken) throw new Error(`[build] Failed to render /${broken}/learn/\nstack...`);
    const asset = opts.asset ?? 'ui.Ab12Cd34.css';
    await mkdir(path.join(ctx.outDir, '_astro'), { recursive: true });
    await writeFile(path.join(ctx.outDir, '_astro', asset), 'body{}');
    for (const slug of slugs) {
      const input = BuildInput.parse(JSON.parse(await readFile(path.join(ctx.buildInputDir, `${slug}.json`), 'utf8')));
      const base = input.config.school_config.base_prefix;
      // The default language's tree, and one under `_lang/<language>/` for each other language, as Astro lays them out.
      for (const language of ['', ...otherLanguages(input)]) {
        const root = language ? path.join(ctx.outDir, slug, LANGUAGE_DIR, language) : path.join(ctx.outDir, slug);
        const words = language ? `${language}: ` : '';
        await mkdir(path.join(root, base, 'home'), { recursive: true });
        await mkdir(path.join(root, '404'), { recursive: true });
        await writeFile(path.join(root, base, 'index.html'), `<h1>${words}${input.config.school_config.school_name}</h1>`);
        await writeFile(path.join(root, base, 'home', 'index.html'), `${words}home`);
        await writeFile(path.join(root, '404', 'index.html'), `${words}not found`);
        await mkdir(path.join(root, base, '_shells', 'signin'), { recursive: true });
        await writeFile(path.join(root, base, '_shells', 'signin', 'index.html'), `${words}sign in`);
      }
    }
  };
  return Object.assign(render, { calls });
}
