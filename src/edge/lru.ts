/** A map that keeps at most a number of bytes of values, the least recently used going first. */
export interface ByteLru<V> {
  get(key: string): V | undefined;
  /** Keeps `value`, of `bytes` bytes, unless it alone is larger than the cache's largest value. */
  set(key: string, value: V, bytes: number): void;
}

export function byteLru<V>(limit: number, largest: number): ByteLru<V> {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, { readonly value: V; readonly bytes: number }>();
  let total = 0;
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    },
    set(key, value, bytes) {
      if (bytes > largest) return;
      const old = entries.get(key);
      if (old) {
        entries.delete(key);
        total -= old.bytes;
      }
      entries.set(key, { value, bytes });
      total += bytes;
      for (const [oldest, entry] of entries) {
        if (total <= limit) break;
        entries.delete(oldest);
        total -= entry.bytes;
      }
    },
  };
}
