// The feature registry's build half (see features.ts): each feature's prerendered pages and the Astro parts it adds
// to them, read from the features' index.ts when the build asks. Only build code imports this module, so the
// browser's bundle never holds these loaders (a dynamic import keeps a whole module, every export of an index.ts).
import type { FeatureBuild, PageAddition, PageDefinition } from './feature.ts';
import { mergeOnce } from './features.ts';

const BUILD_PARTS = import.meta.glob<FeatureBuild>('../features/*/index.ts');

let parts: Promise<readonly FeatureBuild[]> | undefined;

/** Every feature's build-only parts, in the folders' order (loaded on first call). */
function buildParts(): Promise<readonly FeatureBuild[]> {
  parts ??= Promise.all(Object.values(BUILD_PARTS).map((load) => load()));
  return parts;
}

let pages: Promise<Readonly<Record<string, PageDefinition>>> | undefined;

/** Route id -> prerendered page, from every feature (build time: each feature's pages load on first call). */
export function loadPages(): Promise<Readonly<Record<string, PageDefinition>>> {
  pages ??= buildParts().then((parts) => Promise.all(parts.map((part) => part.pages?.() ?? {}))).then((maps) => mergeOnce(maps, 'prerendered page'));
  return pages;
}

/** The prerendered page of a route; a built prerendered route without one fails the build. */
export async function pageFor(routeId: string): Promise<PageDefinition> {
  const page = (await loadPages())[routeId];
  if (!page) throw new Error(`The route table marks "${routeId}" as a built prerendered route, but no feature registers a page for it (a feature's index.ts, pages)`);
  return page;
}

/** The Astro parts every feature adds to a prerendered route, in feature order. */
export async function pageAdditionsFor(routeId: string): Promise<{ inside: readonly PageAddition[]; after: readonly PageAddition[] }> {
  const all = (await buildParts()).map((part) => part.pageAdditions?.[routeId]);
  return { inside: all.flatMap((a) => a?.inside ?? []), after: all.flatMap((a) => a?.after ?? []) };
}
