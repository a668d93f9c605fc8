import type { ShellPage } from '../../platform/feature.ts';
import { RedirectNotice, searchSkeleton } from './search-skeleton.tsx';

/** The search routes (SPEC.md section 2, Store and catalogue). Each page's code is its own chunk. */
export const SEARCH_PAGES: Readonly<Record<string, ShellPage>> = {
  search: { titleKey: 'search.page.title', Skeleton: searchSkeleton('search'), load: () => import('./search-page.tsx').then((m) => m.SearchPage) },
  'global-search': { titleKey: 'search.page.globalTitle', Skeleton: searchSkeleton('kw'), load: () => import('./global-search-page.tsx').then((m) => m.GlobalSearchPage) },
  'search-redirect': { titleKey: 'search.redirect.title', Skeleton: RedirectNotice, load: () => import('./search-redirect-page.tsx').then((m) => m.SearchRedirectPage) },
};
