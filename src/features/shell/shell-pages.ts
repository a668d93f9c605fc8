import type { ComponentType } from 'react';
import { SHELLS_DIR } from '../../contract/bundle.ts';
import { ACCOUNT_PAGES } from '../account/pages.ts';
import { CONTENT_SHELL_PAGES } from '../content/shell-pages.ts';
import { LEARNING_PAGES } from '../learning/pages.ts';
import { PROFILE_PAGES } from '../profile/pages.ts';
import { SEARCH_PAGES } from '../search/pages.ts';
import { ROUTES, type RouteEntry } from '../../routes/route-table.ts';

/**
 * One shell page: what the route's island renders. The component's code is loaded on demand (its own chunk),
 * starting as the island hydrates, while the school configuration loads.
 */
export interface ShellPage {
  readonly load: () => Promise<ComponentType>;
  /** The i18n key of the page's name, for its <title>. */
  readonly titleKey: string;
  /** The page's own skeleton, shown until the school configuration and the page's code are there. */
  readonly Skeleton: ComponentType;
}

/** Route id -> shell page, for every built shell route of the route table. Features add their maps here. */
export const SHELL_PAGES: Readonly<Record<string, ShellPage>> = {
  ...ACCOUNT_PAGES,
  ...PROFILE_PAGES,
  ...CONTENT_SHELL_PAGES,
  ...SEARCH_PAGES,
  ...LEARNING_PAGES,
};

/** The routes the site renders as shell pages: built `shell` entries of the route table. */
export const SHELL_ROUTES: readonly RouteEntry[] = ROUTES.filter((route) => route.built && route.kind === 'shell');

export { SHELLS_DIR };

export function shellPageFor(routeId: string): ShellPage {
  const page = SHELL_PAGES[routeId];
  if (!page) throw new Error(`The route table marks "${routeId}" as a built shell route, but no feature registers a page for it (src/features/shell/shell-pages.ts)`);
  return page;
}
