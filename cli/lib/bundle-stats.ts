// What each browser chunk of a compiled renderer is made of: rollup-plugin-visualizer's raw data, which the compile
// writes (astro.config.mjs, renderer.ts). The bench weighs islands by it (scripts/bench-islands.ts); the build finds
// by it the chunks that hold the modules offline study needs (app-files.ts).
import { readFile } from 'node:fs/promises';

/** rollup-plugin-visualizer's raw data: module parts by chunk. */
interface RawStats {
  nodeParts: Record<string, { renderedLength: number; gzipLength: number; metaUid: string }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
}

export interface BundleStats {
  /** Chunk URL (`/_astro/…`) -> its modules, with the gzip bytes of each module's part. */
  readonly byChunk: ReadonlyMap<string, readonly { module: string; gzip: number }[]>;
  /** Module name (moduleName) -> the URL of the chunk holding it. */
  readonly chunkOf: ReadonlyMap<string, string>;
}

/** A module's id as a reader knows it: the package (and its file) or our path. */
export function moduleName(id: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(id);
  if (inPackage) return `${inPackage[1]} ${inPackage[2]}`;
  return id.replace(/^\0/, '').replace(/\?.*$/, '').replace(/^\//, '');
}

export async function readBundleStats(file: string): Promise<BundleStats> {
  const stats = JSON.parse(await readFile(file, 'utf8')) as RawStats;
  const byChunk = new Map<string, { module: string; gzip: number }[]>();
  const chunkOf = new Map<string, string>();
  for (const meta of Object.values(stats.nodeMetas)) {
    for (const [file, partUid] of Object.entries(meta.moduleParts)) {
      const part = stats.nodeParts[partUid];
      if (!part) continue;
      const url = `/${file}`;
      const list = byChunk.get(url) ?? [];
      list.push({ module: moduleName(meta.id), gzip: part.gzipLength });
      byChunk.set(url, list);
      chunkOf.set(moduleName(meta.id), url);
    }
  }
  return { byChunk, chunkOf };
}
