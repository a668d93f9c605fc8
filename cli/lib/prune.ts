/** `schoolfront prune`: a school's old builds deleted from storage, and the files no kept build names. */
import { buildManifestPath, buildsPrefix, contentPrefix, FileMap, fileMapPath, objectKey, RETIRED_KEEP_MS } from '../../src/contract/bundle.ts';
import { listBuilds } from './builds.ts';
import { SchoolError } from './errors.ts';
import { livePointer } from './site-pointer.ts';
import type { SiteStore } from './site-store.ts';

/**
 * Deletes the school's builds beyond the newest `keep` complete ones, never the live one or the one before it,
 * nor one that stopped being live less than RETIRED_KEEP_MS before `now` (an edge may still serve it), nor an
 * incomplete build newer than the live one (a deploy may be under way). Shared assets stay: other schools and kept
 * builds name them.
 */
export async function pruneSchool(store: SiteStore, slug: string, keep: number, dryRun = false, now = new Date()): Promise<{ deleted: string[]; kept: string[]; objects: number; bytes: number }> {
  const builds = await listBuilds(store, slug);
  const live = builds.find((b) => b.live);
  const pointer = await livePointer(store, slug);
  const lately = new Set((pointer?.retired ?? []).filter((r) => now.getTime() - Date.parse(r.at) < RETIRED_KEEP_MS).map((r) => r.build));
  const kept = new Set(builds.filter((b) => b.complete).slice(0, keep).map((b) => b.build));
  for (const b of builds) {
    if (b.live || b.previous || lately.has(b.build)) kept.add(b.build);
    if (!b.complete && (!live || b.build > live.build)) kept.add(b.build);
  }
  const doomed = builds.filter((b) => !kept.has(b.build));
  let objects = 0;
  let bytes = 0;
  for (const b of doomed) {
    const listed = (await store.list(`${buildsPrefix(slug)}${b.build}/`)).objects;
    objects += listed.length;
    bytes += listed.reduce((a, o) => a + o.size, 0);
    // The manifest first: from then on the build is incomplete, never a rollback target, even if this stops.
    const manifest = objectKey(buildManifestPath(slug, b.build));
    if (!dryRun) {
      await store.delete(listed.some((o) => o.key === manifest) ? [manifest] : []);
      await store.delete(listed.map((o) => o.key).filter((k) => k !== manifest));
    }
  }
  // Files by content that no remaining build names (by its map; a build without one names none there).
  if (doomed.length > 0) {
    const named = new Set<string>();
    for (const b of builds.filter((b) => kept.has(b.build))) {
      const text = await store.get(objectKey(fileMapPath(slug, b.build)));
      const map = text === null ? null : FileMap.safeParse(JSON.parse(text));
      if (text !== null && !map?.success) throw new SchoolError(`build ${b.build}'s file map is broken: nothing pruned of its files`);
      for (const name of Object.values(map?.data ?? {})) named.add(contentPrefix(slug) + name);
    }
    const unnamed = (await store.list(contentPrefix(slug))).objects.filter((o) => !named.has(o.key));
    objects += unnamed.length;
    bytes += unnamed.reduce((a, o) => a + o.size, 0);
    if (!dryRun) await store.delete(unnamed.map((o) => o.key));
  }
  return { deleted: doomed.map((b) => b.build), kept: builds.filter((b) => kept.has(b.build)).map((b) => b.build), objects, bytes };
}
