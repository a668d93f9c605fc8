import type { ReactNode } from 'react';
import type { Site } from './shell/site.ts';

/** What every prerendered page component receives from the catch-all page. */
export interface PageProps {
  site: Site;
  routeId: string;
  /** The route's parameters for this page (`categoryCustomName`, `productSeo`). */
  params: Readonly<Record<string, string>>;
  /** Islands the catch-all page renders into the page (the sales page's learner island). */
  children?: ReactNode;
}

/** The head of a page. */
export interface PageMeta {
  title: string;
  description: string;
}

/** A page's <title>: its own name and the school's (`shell.pageTitle`). */
export const pageTitle = (props: PageProps, page: string): string => props.site.i18n.t('shell.pageTitle', { page, school: props.site.config.school_name });
