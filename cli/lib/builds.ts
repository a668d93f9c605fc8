/** The builds of a school in storage, for `schoolfront builds` and for pruning. */
import { BuildId, buildsPrefix } from '../../src/contract/bundle.ts';
import { livePointer, storedManifest } from './site-pointer.ts';
import type { SiteStore } from './site-store.ts';

export interface BuildInfo {
  build: string;
  /** When it was built and deployed; null for an incomplete build (a deploy that stopped before its manifest). */
  builtAt: string | null;
  deployedAt: string | null;
  bytes: number;
  pages: number;
  complete: boolean;
  live: boolean;
  previous: boolean;
}

/** The school's builds in the store, newest first. */
export async function listBuilds(store: SiteStore, slug: string): Promise<BuildInfo[]> {
  const live = await livePointer(store, slug);
  const { prefixes } = await store.list(buildsPrefix(slug), '/');
  // A folder may be named on more than one page of a listing.
  const builds = [...new Set(prefixes.map((p) => p.slice(buildsPrefix(slug).length).replace(/\/$/, '')))].filter((b) => BuildId.safeParse(b).success).sort().reverse();
  const out: BuildInfo[] = [];
  for (const build of builds) {
    const manifest = await storedManifest(store, slug, build);
    out.push({
      build,
      builtAt: manifest?.built_at ?? null,
      deployedAt: manifest?.deployed_at ?? null,
      bytes: manifest ? manifest.files.reduce((a, f) => a + f.size, 0) : (await store.list(`${buildsPrefix(slug)}${build}/`)).objects.reduce((a, o) => a + o.size, 0),
      pages: manifest?.pages ?? 0,
      complete: manifest !== null,
      live: live?.build === build,
      previous: live?.previous === build,
    });
  }
  return out;
}
