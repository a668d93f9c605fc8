import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_INPUT_DIR_ENV, SCHOOLS_ENV } from '../../src/platform/build/build-env.ts';
import { PROJECT_ROOT } from './paths.ts';

export interface RenderContext {
  /** Where the schools' BuildInput files are. */
  buildInputDir: string;
  /** An empty directory to render into: `_astro/` and `<slug>/...`. */
  outDir: string;
}

/** Renders the given schools' pages into `ctx.outDir`; throws if any page fails. */
export type RenderFn = (slugs: readonly string[], ctx: RenderContext) => Promise<void>;

export type RenderResult = { ok: true; root: string } | { ok: false; reason: string };

/** One programmatic Astro build for all the given schools. */
export const astroRender: RenderFn = async (slugs, ctx) => {
  const { build } = await import('astro');
  const saved = { schools: process.env[SCHOOLS_ENV], dir: process.env[BUILD_INPUT_DIR_ENV] };
  process.env[SCHOOLS_ENV] = slugs.join(',');
  process.env[BUILD_INPUT_DIR_ENV] = ctx.buildInputDir;
  try {
    await build({ root: PROJECT_ROOT, outDir: ctx.outDir, logLevel: 'silent', mode: 'production' });
  } finally {
    restore(SCHOOLS_ENV, saved.schools);
    restore(BUILD_INPUT_DIR_ENV, saved.dir);
  }
};

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

const firstLine = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n').find((l) => l.trim())?.trim() ?? 'unknown error';

/**
 * Renders all schools in one build; if that build fails, renders each school alone to find the ones that fail,
 * so one school's broken page never stops the others. The cost of the retry is paid only when something broke.
 */
export async function renderIsolated(slugs: readonly string[], ctx: RenderContext, render: RenderFn = astroRender): Promise<Map<string, RenderResult>> {
  const results = new Map<string, RenderResult>();
  if (slugs.length === 0) return results;
  await rm(ctx.outDir, { recursive: true, force: true });
  await mkdir(ctx.outDir, { recursive: true });
  try {
    await render(slugs, ctx);
    for (const slug of slugs) results.set(slug, { ok: true, root: ctx.outDir });
    return results;
  } catch (error) {
    if (slugs.length === 1) {
      results.set(slugs[0]!, { ok: false, reason: `render failed: ${firstLine(error)}` });
      return results;
    }
  }
  for (const slug of slugs) {
    const outDir = path.join(ctx.outDir, `alone-${slug}`);
    await mkdir(outDir, { recursive: true });
    try {
      await render([slug], { ...ctx, outDir });
      results.set(slug, { ok: true, root: outDir });
    } catch (error) {
      results.set(slug, { ok: false, reason: `render failed: ${firstLine(error)}` });
    }
  }
  return results;
}
