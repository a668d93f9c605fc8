import type { Site } from '../shell/site.ts';

/** What every prerendered page component receives from the catch-all page. */
export interface PageProps {
  site: Site;
  routeId: string;
  /** The route's parameters for this page (`categoryCustomName`, `productSeo`). */
  params: Readonly<Record<string, string>>;
}

/** The head of a page. */
export interface PageMeta {
  title: string;
  description: string;
}
