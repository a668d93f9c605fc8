import type { ComponentType } from 'react';
import type { LanguageCode } from '../contract/school-config.ts';
import type { PageMeta, PageProps } from './page-props.ts';

export type { PageMeta, PageProps };

/**
 * A prerendered page: a React component rendered to HTML at build time (no hydration) inside the school's layout,
 * and its head.
 */
export interface PageDefinition {
  readonly component: ComponentType<PageProps>;
  /** The page's <title> and meta description. */
  meta(props: PageProps): PageMeta;
}

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

/** An Astro component the catch-all page renders with a prerendered page's own props (an island, a script). */
export type PageAddition = () => Promise<{ default: (props: Omit<PageProps, 'children'>) => unknown }>;

/**
 * What one feature adds to prerendered pages, by route id (its own or another feature's): Astro components rendered
 * `inside` the page component (its children) or `after` it. Islands need Astro, which a React page cannot host.
 */
export type PageAdditions = Readonly<Record<string, { readonly inside?: readonly PageAddition[]; readonly after?: readonly PageAddition[] }>>;

/** A feature's own strings: one translation group (its prefix, e.g. `learning`), one JSON object per language. */
export interface FeatureMessages {
  readonly group: string;
  readonly byLanguage: Readonly<Record<LanguageCode, Readonly<Record<string, unknown>>>>;
}

/**
 * SPEC.md's fixed English texts a feature shows (from its zod schemas or the API's `data.message`), by the
 * translation group holding a key for each (`account.validation` -> VALIDATION_TEXT): the key's English value is the
 * exact text, so an English page shows SPEC.md's words and another language its translation.
 */
export type ErrorTexts = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/**
 * What a feature's `index.ts` exports as `feature`: the parts the browser's shell reads (src/platform/features.ts
 * finds every feature folder's `feature`, so a new feature registers itself by having one). Every part is optional.
 * Its strings are its index.ts's `messages` export (a FeatureMessages), read on the server only.
 */
export interface Feature {
  /** Route id -> shell page (the route table's built `shell` routes). */
  readonly shellPages?: Readonly<Record<string, ShellPage>>;
  readonly errorTexts?: ErrorTexts;
}

/**
 * What a feature's `index.ts` may export besides, by these names, for the build only: its prerendered pages (a
 * loader, so that the browser never pulls them in) and the Astro parts it adds to prerendered pages.
 */
export interface FeatureBuild {
  /** Route id -> prerendered page (the route table's built `prerendered` routes). */
  readonly pages?: () => Promise<Readonly<Record<string, PageDefinition>>>;
  readonly pageAdditions?: PageAdditions;
}
