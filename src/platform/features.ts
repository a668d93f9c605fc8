// The one place that knows which features exist: every folder under src/features with an index.ts that exports
// `feature` (its shell pages and fixed texts) and `messages` (its strings); the build reads `pages` and
// `pageAdditions` through features-build.ts. A new feature registers itself by having that folder; nothing is listed. The central places (the catch-all page, the shell
// island, the strings, the fixed texts) read the features through this module only.
import { ROUTES, type RouteEntry } from '../routes/route-table.ts';
import type { ErrorTexts, Feature, FeatureMessages, ShellPage } from './feature.ts';

// Only each index's `feature` export is imported (Vite writes a named import per folder), so what reaches the browser
// is that object and what it names, never the components a feature exports for other features, nor its prerendered
// pages. A folder whose index.ts lacks `feature` fails the build.
const REGISTERED = import.meta.glob<Feature>('../features/*/index.ts', { eager: true, import: 'feature' });
// Each feature's strings: read on the server only (the build's i18n and the islands' string groups), so in the
// browser nothing uses them and they are left out.
const MESSAGES = import.meta.glob<FeatureMessages>('../features/*/index.ts', { eager: true, import: 'messages' });

const folderOf = (file: string): string => file.split('/').at(-2)!;

// The lists below are made on first use, not while modules load: a feature's modules reach back to the platform
// (its strings, its error texts), so this module may load while a feature's index.ts has not finished.

/** Every feature, by its folder's name, in the folders' order. */
export function featuresByName(): Readonly<Record<string, Feature>> {
  return Object.fromEntries(Object.entries(REGISTERED).map(([file, feature]) => [folderOf(file), feature]));
}

const features = (): readonly Feature[] => Object.values(REGISTERED);

let shellPageMap: Readonly<Record<string, ShellPage>> | undefined;

/** Route id -> shell page, for every built shell route of the route table. */
export function shellPages(): Readonly<Record<string, ShellPage>> {
  shellPageMap ??= mergeOnce(features().map((feature) => feature.shellPages ?? {}), 'shell page');
  return shellPageMap;
}

/** Every feature's fixed texts (SPEC.md), by translation group. */
export function featureErrorTexts(): readonly ErrorTexts[] {
  return features().flatMap((feature) => (feature.errorTexts ? [feature.errorTexts] : []));
}


/** The routes the site renders as shell pages: built `shell` entries of the route table. */
// (A prerendered route with a list query has a shell too: it answers the list.)
export const SHELL_ROUTES: readonly RouteEntry[] = ROUTES.filter((route) => route.built && (route.kind === 'shell' || (route.kind === 'prerendered' && route.listShell === true)));

export function shellPageFor(routeId: string): ShellPage {
  const page = shellPages()[routeId];
  if (!page) throw new Error(`The route table marks "${routeId}" as a built shell route, but no feature registers a page for it (a feature's index.ts, shellPages)`);
  return page;
}

/** Every feature's own strings (a translation group each). */
export function featureMessages(): readonly FeatureMessages[] {
  return Object.values(MESSAGES);
}

/** The maps as one; a route two features register is an error (the build's and the shell's lists alike). */
export function mergeOnce<T>(maps: readonly Readonly<Record<string, T>>[], what: string): Record<string, T> {
  const out: Record<string, T> = {};
  for (const map of maps) {
    for (const [id, value] of Object.entries(map)) {
      if (id in out) throw new Error(`Two features register the ${what} of route "${id}"`);
      out[id] = value;
    }
  }
  return out;
}
