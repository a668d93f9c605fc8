// The server entry of the page renderer (cli/lib/renderer.ts): Astro compiles the site once per version of the code
// into a module exporting these, and the CLI renders each school's pages through it, so a build pays for its pages,
// not for compiling the site again.
import { createApp } from 'astro/app/entrypoint';
import { RENDER_ERROR } from './render-error.ts';
import { forgetSites, sitePages } from './site-pages.ts';

const app = createApp({ streaming: false });

/** The paths of every page of the schools named by the build environment (src/platform/build/build-env.ts). */
export async function pagePaths(): Promise<string[]> {
  forgetSites();
  return [...(await sitePages()).keys()];
}

/** One page's HTML; throws when it did not render. */
export async function renderPage(pagePath: string): Promise<string> {
  const locals: Record<symbol, unknown> = {};
  const response = await app.render(new Request(`http://render.invalid/${pagePath}`), { locals });
  const error = locals[RENDER_ERROR];
  if (error instanceof Error) throw new Error(`page /${pagePath} failed: ${error.message}`, { cause: error });
  if (response.status !== 200) throw new Error(`page /${pagePath} failed: ${response.status}`);
  return response.text();
}
