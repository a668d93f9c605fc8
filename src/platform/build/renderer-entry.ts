// The server entry of the page renderer (cli/lib/renderer.ts): Astro compiles the site once per version of the code
// into a module exporting these, and the CLI renders each school's pages through it, so a build pays for its pages,
// not for compiling the site again, and for the pages whose inputs changed, not for the others
// (docs/decisions/0050-rendering-what-changed.md).
import { createApp } from 'astro/app/entrypoint';
import type { BuildInput } from '../../contract/build-input.ts';
import { forgetOutsideReads, readsOutside, recording, untracked, valuesAt, type ReadGroup, type Reads } from './read-tracking.ts';

export { pathsIntoItems } from './read-tracking.ts';
import { RENDER_ERROR } from './render-error.ts';
import { forgetSites, sitePages } from './site-pages.ts';

const app = createApp({ streaming: false });

/** One page to render: its path (`<slug>/<path>`), the root its reads are noted under, and its site's frame. */
export interface PageInfo {
  readonly path: string;
  readonly root: string;
  readonly frame: string;
}

/**
 * Every page of the schools named by the build environment (src/platform/build/build-env.ts), read afresh: from
 * `inputs` where the CLI hands over what it fetched and checked, else from their build input files.
 */
export async function pagePaths(inputs?: ReadonlyMap<string, BuildInput>): Promise<PageInfo[]> {
  forgetSites(inputs);
  forgetOutsideReads();
  return [...(await sitePages()).values()].map((page) => ({ path: page.path, root: `${page.site.slug}|${page.site.language}`, frame: page.site.frame }));
}

/**
 * Lets go of the schools the last `pagePaths` read, and of what their pages read outside a page: a process that
 * builds again (a bench, a long-lived builder) would otherwise carry the last build's sites (about 25 MB of the large
 * school's heap) through every collection of the next one.
 */
export function forgetSchools(): void {
  forgetSites();
  forgetOutsideReads();
}

/**
 * One page's HTML, the values it read and the kept computations it used (each a group of reads, the same object
 * for every page that used it); throws when it did not render.
 */
export async function renderPage(pagePath: string): Promise<{ html: string; reads: Reads; groups: Set<ReadGroup> }> {
  const locals: Record<symbol, unknown> = {};
  const { value: html, reads, groups } = await recording(async () => {
    const response = await app.render(new Request(`http://render.invalid/${pagePath}`), { locals });
    const error = locals[RENDER_ERROR];
    if (error instanceof Error) throw new Error(`page /${pagePath} failed: ${error.message}`, { cause: error });
    if (response.status !== 200) throw new Error(`page /${pagePath} failed: ${response.status}`);
    return response.text();
  });
  return { html, reads, groups };
}

/** What the school's pages read while none was rendering (its lookups, its page list): every page depends on it. */
export const schoolReads = (slug: string): Reads => readsOutside(`${slug}|`);

/** The values at these read paths in the build input just read (`undefined` where a path leads nowhere now). */
export async function valuesNow(paths: readonly string[]): Promise<(string | undefined)[]> {
  const roots = new Map<string, unknown>();
  for (const page of (await sitePages()).values()) roots.set(`${page.site.slug}|${page.site.language}`, untracked(page.site.input));
  return valuesAt(roots, paths);
}
