/**
 * What a page was made from (docs/decisions/0050-rendering-what-changed.md). The renderer hands pages a school's
 * build input through proxies that note every value read, by its path from the input's root. A page's output is a
 * function of the values it read (and of the code and the school's few untracked facts, its `frame`), so when none
 * of those values changed in the next build input, the page is the same bytes and need not be rendered again.
 *
 * Reads made while no page renders (building the site's lookups, listing its pages) count for every page of that
 * root: a page may use what they built (a map of products by id) without reading the values behind it again. A
 * computation kept for later pages (`remember`) notes its reads into each page that uses its result.
 */

/** Read paths and what was read there, encoded by `encode`. */
export type Reads = Map<string, string>;

const SEP = '\u0001';
const KEYS = '#keys';
const HAS = '#has';

let current: Reads | null = null;
/** Reads while no page renders, per root name. */
const outside = new Map<string, Reads>();

/** The value at a path as a string: primitives as JSON, objects and arrays only as what they are. */
function encode(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return '[]';
  if (typeof value === 'object') return '{}';
  if (typeof value === 'function') return 'fn';
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

function note(path: string, value: string): void {
  if (current) {
    current.set(path, value);
    return;
  }
  const root = path.slice(0, path.indexOf(SEP));
  let reads = outside.get(root);
  if (!reads) outside.set(root, (reads = new Map()));
  reads.set(path, value);
}

const proxies = new WeakMap<object, object>();
const raws = new WeakMap<object, object>();

/**
 * `raw` seen through proxies that note each read under `root`. Only the renderer tracks; pages see the same values
 * and shapes either way. The raw object must not change while tracked.
 */
export function track<T extends object>(raw: T, root: string): T {
  if (root.includes(SEP)) throw new Error('a tracked root name cannot hold the separator');
  return wrap(raw, root);
}

function wrap<T extends object>(raw: T, path: string): T {
  const known = proxies.get(raw);
  if (known) return known as T;
  const child = (key: string, value: unknown) => {
    note(`${path}${SEP}${key}`, encode(value));
    return value !== null && typeof value === 'object' ? wrap(value, `${path}${SEP}${key}`) : value;
  };
  const proxy = new Proxy(raw, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      // Symbols (iterators) and methods are the language's, not the data's.
      if (typeof key === 'symbol' || typeof value === 'function') return value;
      return child(key, value);
    },
    has(target, key) {
      const has = Reflect.has(target, key);
      if (typeof key === 'string') note(`${path}${SEP}${HAS}${SEP}${key}`, String(has));
      return has;
    },
    ownKeys(target) {
      const keys = Reflect.ownKeys(target);
      note(`${path}${SEP}${KEYS}`, JSON.stringify(keys.filter((k) => typeof k === 'string')));
      return keys;
    },
    getOwnPropertyDescriptor(target, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(target, key);
      if (descriptor && 'value' in descriptor && typeof key === 'string' && typeof descriptor.value !== 'function') {
        (descriptor as PropertyDescriptor).value = child(key, descriptor.value);
      }
      return descriptor;
    },
    set() {
      throw new TypeError(`${path.split(SEP).join('.')} is a build input: pages read it, never change it`);
    },
    deleteProperty() {
      throw new TypeError(`${path.split(SEP).join('.')} is a build input: pages read it, never change it`);
    },
  });
  proxies.set(raw, proxy);
  raws.set(proxy, raw);
  return proxy;
}

/** The object a tracked value stands for (the value itself when it is not tracked): to read without noting. */
export const untracked = <T extends object>(value: T): T => (raws.get(value) as T | undefined) ?? value;

/** Runs `render` noting its reads (and those of the computations it reuses) into a fresh set, which it returns. */
export async function recording<T>(render: () => Promise<T>): Promise<{ value: T; reads: Reads }> {
  if (current) throw new Error('pages render one at a time');
  const reads: Reads = new Map();
  current = reads;
  try {
    return { value: await render(), reads };
  } finally {
    current = null;
  }
}

/** Reads made while no page rendered, under `root`. */
export const readsOutside = (root: string): Reads => outside.get(root) ?? new Map();

/** Forgets the reads made outside pages (a new build input is about to be read). */
export function forgetOutsideReads(): void {
  outside.clear();
}

interface Remembered<V> {
  readonly value: V;
  readonly reads: Reads;
}

/**
 * A computation kept per key (a school's parsed content, its products by bundle) whose reads count for every page
 * that uses it, not only the first.
 */
export function remember<K extends object, V>(cache: WeakMap<K, Remembered<V>>, key: K, compute: () => V): V {
  const kept = cache.get(key);
  if (kept) {
    for (const [path, value] of kept.reads) note(path, value);
    return kept.value;
  }
  const outer = current;
  const reads: Reads = new Map();
  current = reads;
  let value: V;
  try {
    value = compute();
  } finally {
    current = outer;
  }
  for (const [path, read] of reads) note(path, read);
  cache.set(key, { value, reads });
  return value;
}

/** A cache for `remember`. */
export const rememberCache = <K extends object, V>(): WeakMap<K, Remembered<V>> => new WeakMap();

/** What is at `path` in `roots` now, encoded as a read of it was; `undefined` when the path no longer leads anywhere. */
export function valueAt(roots: ReadonlyMap<string, unknown>, path: string): string | undefined {
  const parts = path.split(SEP);
  let at: unknown = roots.get(parts[0]!);
  if (at === undefined) return undefined;
  for (let i = 1; i < parts.length; i++) {
    if (at === null || typeof at !== 'object') return undefined;
    const part = parts[i]!;
    if (part === KEYS && i === parts.length - 1) return JSON.stringify(Reflect.ownKeys(at).filter((k) => typeof k === 'string'));
    if (part === HAS && i === parts.length - 2) return String(parts[i + 1]! in at);
    at = (at as Record<string, unknown>)[part];
  }
  return encode(at);
}
