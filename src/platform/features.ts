// The one place that knows which features exist. The central places (the catch-all page, the shell island, the
// strings, the fixed texts) read the features through this module only.
import * as account from '../features/account/index.ts';
import * as certificates from '../features/certificates/index.ts';
import * as checkout from '../features/checkout/index.ts';
import * as content from '../features/content/index.ts';
import * as learning from '../features/learning/index.ts';
import * as mockTest from '../features/mock-test/index.ts';
import * as player from '../features/player/index.ts';
import * as product from '../features/product/index.ts';
import * as profile from '../features/profile/index.ts';
import * as search from '../features/search/index.ts';
import * as store from '../features/store/index.ts';
import * as wallet from '../features/wallet/index.ts';
import { ROUTES, type RouteEntry } from '../routes/route-table.ts';
import type { ErrorTexts, Feature, FeatureMessages, PageAddition, PageDefinition, ShellPage } from './feature.ts';

/** Every feature, by name. Adding a feature: its folder with an index.ts, an import above and its name here. */
export const FEATURES = { account, certificates, checkout, content, learning, mockTest, player, product, profile, search, store, wallet } satisfies Record<string, Feature>;

// The two parts below reach the browser (the shell island, localiseMessage), so they name each feature's export
// rather than reading FEATURES: a bundler keeps a whole module namespace once it is used as a value, and with it
// every feature's strings and page loaders. features.test.ts checks that they list every feature that has them.

/** Route id -> shell page, for every built shell route of the route table. */
export const SHELL_PAGES: Readonly<Record<string, ShellPage>> = {
  ...account.shellPages,
  ...certificates.shellPages,
  ...checkout.shellPages,
  ...content.shellPages,
  ...learning.shellPages,
  ...player.shellPages,
  ...mockTest.shellPages,
  ...profile.shellPages,
  ...search.shellPages,
  ...wallet.shellPages,
};

/** Every feature's fixed texts (SPEC.md), by translation group. */
export const FEATURE_ERROR_TEXTS: readonly ErrorTexts[] = [account.errorTexts, certificates.errorTexts, checkout.errorTexts, learning.errorTexts, mockTest.errorTexts, player.errorTexts];

const features = (): readonly Feature[] => Object.values(FEATURES);

/** The routes the site renders as shell pages: built `shell` entries of the route table. */
// (A prerendered route with a list query has a shell too: it answers the list.)
export const SHELL_ROUTES: readonly RouteEntry[] = ROUTES.filter((route) => route.built && (route.kind === 'shell' || (route.kind === 'prerendered' && route.listShell === true)));

export function shellPageFor(routeId: string): ShellPage {
  const page = SHELL_PAGES[routeId];
  if (!page) throw new Error(`The route table marks "${routeId}" as a built shell route, but no feature registers a page for it (a feature's index.ts, shellPages)`);
  return page;
}

let pages: Promise<Readonly<Record<string, PageDefinition>>> | undefined;

/** Route id -> prerendered page, from every feature (build time: each feature's pages load on first call). */
export function loadPages(): Promise<Readonly<Record<string, PageDefinition>>> {
  pages ??= Promise.all(features().map((feature) => feature.pages?.() ?? {})).then((maps) => mergeOnce(maps, 'prerendered page'));
  return pages;
}

/** The prerendered page of a route; a built prerendered route without one fails the build. */
export async function pageFor(routeId: string): Promise<PageDefinition> {
  const page = (await loadPages())[routeId];
  if (!page) throw new Error(`The route table marks "${routeId}" as a built prerendered route, but no feature registers a page for it (a feature's index.ts, pages)`);
  return page;
}

/** The Astro parts every feature adds to a prerendered route, in feature order. */
export function pageAdditionsFor(routeId: string): { inside: readonly PageAddition[]; after: readonly PageAddition[] } {
  const all = features().map((feature) => feature.pageAdditions?.[routeId]);
  return { inside: all.flatMap((a) => a?.inside ?? []), after: all.flatMap((a) => a?.after ?? []) };
}

/** Every feature's own strings (a translation group each). */
export function featureMessages(): readonly FeatureMessages[] {
  return features().flatMap((feature) => (feature.messages ? [feature.messages] : []));
}

function mergeOnce<T>(maps: readonly Readonly<Record<string, T>>[], what: string): Record<string, T> {
  const out: Record<string, T> = {};
  for (const map of maps) {
    for (const [id, value] of Object.entries(map)) {
      if (id in out) throw new Error(`Two features register the ${what} of route "${id}"`);
      out[id] = value;
    }
  }
  return out;
}
