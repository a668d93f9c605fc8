import { mkdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import type { BuildInput } from '../../src/contract/build-input.ts';
import type { SameAs } from './fetch-school.ts';
import type { PageRecord } from './page-record.ts';
import { compiledRenderer, renderer, renderSchools, type KeepsLast, type Renderer, type SchoolRender } from './renderer.ts';

export interface RenderContext {
  /** Where the schools' BuildInput files are. */
  buildInputDir: string;
  /** An empty directory to render into: `_astro/` and `<slug>/...`. */
  outDir: string;
  /** The build directory (dist/site), whose last build of a school supplies the pages whose inputs did not change. */
  siteDir?: string;
  /** The schools' inputs as fetched and checked, so the renderer need not read and check their files again. */
  inputs?: ReadonlyMap<string, BuildInput>;
  /** The schools' records in `siteDir`, when the build started reading them already (readPageRecord). */
  records?: ReadonlyMap<string, Promise<PageRecord | null>>;
  /** Per school, what of its input is as it was in the input its last build was made from (cli/lib/fetch-school.ts). */
  sameAs?: ReadonlyMap<string, SameAs>;
  keepsLast?: KeepsLast;
}

/** Renders the given schools' pages into `ctx.outDir`, and says per school what they were made from; throws if any page fails. */
export type RenderFn = (slugs: readonly string[], ctx: RenderContext) => Promise<ReadonlyMap<string, SchoolRender> | void>;

export type RenderResult = { ok: true; root: string; school?: SchoolRender } | { ok: false; reason: string };

/**
 * Renders through the compiled site (cli/lib/renderer.ts), compiling it first if this version of the code never
 * was; the shared assets are linked in as `_astro/`.
 */
export const pageRender: RenderFn = async (slugs, ctx) => {
  const early = warm;
  warm = null;
  const r = (await early?.catch(() => null)) ?? (await renderer());
  await symlink(path.join(r.clientDir, '_astro'), path.join(ctx.outDir, '_astro'));
  return renderSchools(r, slugs, ctx.buildInputDir, ctx.outDir, ctx.siteDir, ctx.inputs, ctx.records, ctx.keepsLast, ctx.sameAs);
};

let warm: Promise<Renderer | null> | null = null;

/**
 * Starts loading the renderer while the build fetches (its code hash alone reads some hundred files; `code`, when
 * the build has it), if an earlier build compiled this code; a compile waits until some school was fetched, so a
 * build that fetched nothing makes none.
 */
export function warmPageRender(code?: Promise<string>): void {
  // Asked afresh each build: one that fetched nothing left its answer unread, and the code may have changed since.
  warm = compiledRenderer(code);
  warm.catch(() => {});
}

const firstLine = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n').find((l) => l.trim())?.trim() ?? 'unknown error';

/**
 * Renders all schools in one pass; if that fails, renders each school alone to find the ones that fail,
 * so one school's broken page never stops the others. The cost of the retry is paid only when something broke.
 */
export async function renderIsolated(slugs: readonly string[], ctx: RenderContext, render: RenderFn = pageRender): Promise<Map<string, RenderResult>> {
  const results = new Map<string, RenderResult>();
  if (slugs.length === 0) return results;
  await rm(ctx.outDir, { recursive: true, force: true });
  await mkdir(ctx.outDir, { recursive: true });
  try {
    const schools = await render(slugs, ctx);
    for (const slug of slugs) results.set(slug, { ok: true, root: ctx.outDir, school: schools?.get(slug) });
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
      const schools = await render([slug], { ...ctx, outDir });
      results.set(slug, { ok: true, root: outDir, school: schools?.get(slug) });
    } catch (error) {
      results.set(slug, { ok: false, reason: `render failed: ${firstLine(error)}` });
    }
  }
  return results;
}
