/**
 * What learners are served of a school, in storage (docs/decisions/0049-sites-in-r2-and-kv.md): its live pointer
 * in KV and each complete build's manifest. Changing what they see is one KV write of the pointer; deploy, rollback
 * and prune all read and write it here.
 */
import { BuildManifest, buildManifestPath, kvKeys, objectKey, Pointer, RETIRED_KEEP_MS } from '../../src/contract/bundle.ts';
import { SchoolError } from './errors.ts';
import type { SiteStore } from './site-store.ts';

/** The school's live pointer in the store, or null; a broken one is an error (a rollback must not guess). */
export async function livePointer(store: SiteStore, slug: string): Promise<Pointer | null> {
  const text = await store.kvGet(kvKeys.pointer(slug));
  if (text === null) return null;
  const parsed = Pointer.safeParse(JSON.parse(text));
  if (!parsed.success || parsed.data.slug !== slug) throw new SchoolError(`its live pointer in ${store.name} is broken; deploy a build to replace it`);
  return parsed.data;
}

export async function storedManifest(store: SiteStore, slug: string, build: string): Promise<BuildManifest | null> {
  const text = await store.get(objectKey(buildManifestPath(slug, build)));
  if (text === null) return null;
  const parsed = BuildManifest.safeParse(JSON.parse(text));
  return parsed.success && parsed.data.slug === slug && parsed.data.build === build ? parsed.data : null;
}

/**
 * The `retired` list of the pointer that replaces `live` with `build` at `now`: the build going out of service, and
 * those that went out less than RETIRED_KEEP_MS ago (never the one coming back).
 */
export function retiredAfter(live: Pointer | null, build: string, now: Date): NonNullable<Pointer['retired']> {
  if (!live) return [];
  const recent = (live.retired ?? []).filter((r) => now.getTime() - Date.parse(r.at) < RETIRED_KEEP_MS && r.build !== build && r.build !== live.build);
  return live.build === build ? recent : [...recent, { build: live.build, at: now.toISOString() }];
}

/** Points the school at `next`, moving its custom domain's KV entry when the domain changed. */
export async function swapPointer(store: SiteStore, next: Pointer, live: Pointer | null): Promise<void> {
  await store.kvPut(kvKeys.pointer(next.slug), JSON.stringify(next));
  if (next.custom_domain) await store.kvPut(kvKeys.host(next.custom_domain), JSON.stringify(next.slug));
  const old = live?.custom_domain;
  if (old && old !== next.custom_domain) {
    // Only if the old domain still names this school: another school may have taken it since.
    const owner = await store.kvGet(kvKeys.host(old));
    if (owner === JSON.stringify(next.slug)) await store.kvDelete(kvKeys.host(old));
  }
}
