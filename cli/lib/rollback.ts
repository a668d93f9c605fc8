/** `schoolfront rollback`: the school served from an earlier complete build again, by one KV write. */
import { BuildId, Pointer } from '../../src/contract/bundle.ts';
import { SchoolError } from './errors.ts';
import { livePointer, retiredAfter, storedManifest, swapPointer } from './site-pointer.ts';
import type { SiteStore } from './site-store.ts';

/** Points the school back at `to` (by default the build it replaced). Instant: one KV write; none in a dry run. */
export async function rollbackSchool(store: SiteStore, slug: string, to?: string, dryRun = false): Promise<{ from: string; to: string }> {
  const live = await livePointer(store, slug);
  if (!live) throw new SchoolError(`it has no live build in ${store.name}: deploy one first`);
  const target = to ?? live.previous;
  if (!target) throw new SchoolError(`build ${live.build} is its first: there is nothing to roll back to (name one with --to)`);
  if (!BuildId.safeParse(target).success) throw new SchoolError(`"${target}" is not a build id (like 20261123T101500Z-abc123)`);
  if (target === live.build) throw new SchoolError(`build ${target} is already live`);
  const manifest = await storedManifest(store, slug, target);
  if (!manifest) throw new SchoolError(`build ${target} is not a complete build in ${store.name} (see \`schoolfront builds --tenant ${slug}\`)`);
  if (dryRun) return { from: live.build, to: target };
  await swapPointer(store, Pointer.parse({ slug, build: target, base: manifest.base, custom_domain: manifest.custom_domain, built_at: manifest.built_at, previous: live.build, retired: retiredAfter(live, target, new Date()) }), live);
  return { from: live.build, to: target };
}
