/**
 * What a page was made from (docs/decisions/0050-rendering-what-changed.md). The renderer hands pages a school's
 * build input through proxies that note every value read, by its path from the input's root. A page's output is a
 * function of the values it read (and of the code and the school's few untracked facts, its `frame`), so when none
 * of those values changed in the next build input, the page is the same bytes and need not be rendered again.
 *
 * Reads made while no page renders (building the site's lookups, listing its pages) count for every page of that
 * school: a page may use what they built (a map of products by id) without reading the values behind it again. A
 * computation kept for later pages (`remember`) keeps its reads as one group, which each page that uses its result
 * notes whole.
 */

/** Read paths and what was read there, encoded by `encode`. */
export type Reads = Map<string, string>;

/**
 * The reads of one kept computation (`remember`), shared by every page that uses its result: a page notes the
 * group, not its thousands of reads again.
 */
export interface ReadGroup {
  readonly reads: Reads;
  readonly groups: Set<ReadGroup>;
}

/** What one page (or the time outside pages) read: values, and the kept computations it used. */
export interface Recorded {
  readonly reads: Reads;
  readonly groups: Set<ReadGroup>;
}

const SEP = '\u0001';
const KEYS = '#keys';
const HAS = '#has';

const newRecorded = (): Recorded => ({ reads: new Map(), groups: new Set() });
/** Reads while no page renders, every root's. */
let outside = newRecorded();
let current: Recorded = outside;

function note(path: string, value: string): void {
  current.reads.set(path, value);
}

/** The value at a path as a string: primitives as JSON, objects and arrays only as what they are. */
function encode(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return '[]';
  if (typeof value === 'object') return '{}';
  if (typeof value === 'function') return 'fn';
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

/**
 * Each root's proxies, by the object they stand for. Per root, because roots share objects: a language's input keeps
 * every product it does not translate as the default language's input has it, and a page of that language must note
 * its reads under its own root. (Under the first root's, a translation added later changed no value its pages read.)
 */
const proxies = new Map<string, WeakMap<object, object>>();
const raws = new WeakMap<object, object>();

/**
 * `raw` seen through proxies that note each read under `root`. Only the renderer tracks; pages see the same values
 * and shapes either way. The raw object must not change while tracked.
 */
export function track<T extends object>(raw: T, root: string): T {
  if (root.includes(SEP)) throw new Error('a tracked root name cannot hold the separator');
  let own = proxies.get(root);
  if (!own) proxies.set(root, (own = new WeakMap()));
  return wrap(raw, root, own);
}

function wrap<T extends object>(raw: T, path: string, own: WeakMap<object, object>): T {
  const known = own.get(raw);
  if (known) return known as T;
  // Each child's path is made once and kept: a page reads thousands of values, and a string made afresh per read
  // (then hashed to be noted) cost more than rendering the page.
  const paths = new Map<string, string>();
  const pathOf = (key: string): string => {
    let at = paths.get(key);
    if (at === undefined) paths.set(key, (at = `${path}${SEP}${key}`));
    return at;
  };
  const child = (key: string, value: unknown) => {
    const at = pathOf(key);
    note(at, encode(value));
    return value !== null && typeof value === 'object' ? wrap(value, at, own) : value;
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
      if (typeof key === 'string') note(pathOf(`${HAS}${SEP}${key}`), String(has));
      return has;
    },
    ownKeys(target) {
      const keys = Reflect.ownKeys(target);
      note(pathOf(KEYS), JSON.stringify(keys.filter((k) => typeof k === 'string')));
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
  own.set(raw, proxy);
  raws.set(proxy, raw);
  return proxy;
}

/** The object a tracked value stands for (the value itself when it is not tracked): to read without noting. */
export const untracked = <T extends object>(value: T): T => (raws.get(value) as T | undefined) ?? value;

/** Runs `render` noting its reads (and the kept computations it reuses) into a fresh record, which it returns. */
export async function recording<T>(render: () => Promise<T>): Promise<{ value: T } & Recorded> {
  if (current !== outside) throw new Error('pages render one at a time');
  const recorded = newRecorded();
  current = recorded;
  try {
    return { value: await render(), ...recorded };
  } finally {
    current = outside;
  }
}

/** Every read of a record, its groups' included (each group once). */
export function allReads(recorded: Recorded, into: Reads = new Map(), seen = new Set<ReadGroup>()): Reads {
  for (const [path, value] of recorded.reads) into.set(path, value);
  for (const group of recorded.groups) {
    if (seen.has(group)) continue;
    seen.add(group);
    allReads(group, into, seen);
  }
  return into;
}

/** Reads made while no page rendered under roots starting with `prefix` (a school's: `<slug>|`), groups included. */
export function readsOutside(prefix: string): Reads {
  // Filtered as they are walked: every school's reads gathered first into one map, then filtered into another, was
  // two maps of the large school's 28,000 reads each build.
  const reads: Reads = new Map();
  const seen = new Set<ReadGroup>();
  const walk = (recorded: Recorded) => {
    for (const [path, value] of recorded.reads) if (path.startsWith(prefix)) reads.set(path, value);
    for (const group of recorded.groups) {
      if (seen.has(group)) continue;
      seen.add(group);
      walk(group);
    }
  };
  walk(outside);
  return reads;
}

/** Forgets the reads made outside pages (a new build input is about to be read). */
export function forgetOutsideReads(): void {
  outside = newRecorded();
  current = outside;
}

interface Remembered<V> {
  readonly value: V;
  readonly group: ReadGroup;
}

/**
 * A computation kept per key (a school's parsed content, its products by bundle) whose reads count for every page
 * that uses it, not only the first: each use notes the computation's group of reads.
 */
export function remember<K extends object, V>(cache: WeakMap<K, Remembered<V>>, key: K, compute: () => V): V {
  const kept = cache.get(key);
  if (kept) {
    current.groups.add(kept.group);
    return kept.value;
  }
  const outer = current;
  const group: ReadGroup = newRecorded();
  current = group;
  let value: V;
  try {
    value = compute();
  } finally {
    current = outer;
  }
  cache.set(key, { value, group });
  current.groups.add(group);
  return value;
}

/** A cache for `remember`. */
export const rememberCache = <K extends object, V>(): WeakMap<K, Remembered<V>> => new WeakMap();

const NOWHERE = Symbol('nowhere');

/**
 * What is at each path in `roots` now, encoded as a read of it was; `undefined` where a path no longer leads
 * anywhere. A large school's record holds hundreds of thousands of paths: each path's parent is found once and
 * kept, since paths share their parents (a product's dozens of fields), not walked from the root for every field.
 */
export function valuesAt(roots: ReadonlyMap<string, unknown>, paths: readonly string[]): (string | undefined)[] {
  const found = new Map<string, unknown>();
  const resolve = (path: string): unknown => {
    let value = found.get(path);
    if (value !== undefined || found.has(path)) return value;
    const at = path.lastIndexOf(SEP);
    if (at < 0) value = roots.get(path) ?? NOWHERE;
    else {
      const parent = resolve(path.slice(0, at));
      value = parent !== null && typeof parent === 'object' ? (parent as Record<string, unknown>)[path.slice(at + 1)] : NOWHERE;
    }
    found.set(path, value);
    return value;
  };
  const objectAt = (path: string): object | null => {
    const value = resolve(path);
    return value !== null && typeof value === 'object' ? value : null;
  };
  let lastParentPath = '';
  let lastParent: unknown = NOWHERE;
  return paths.map((path) => {
    const at = path.lastIndexOf(SEP);
    if (at < 0) {
      const root = roots.get(path);
      return root === undefined ? undefined : encode(root);
    }
    const parentPath = path.slice(0, at);
    const key = path.slice(at + 1);
    // `<object>␁#has␁<key>`: whether the object has the key.
    const has = parentPath.lastIndexOf(SEP);
    if (has >= 0 && parentPath.slice(has + 1) === HAS) {
      const object = objectAt(parentPath.slice(0, has));
      return object ? String(key in object) : undefined;
    }
    if (parentPath !== lastParentPath) {
      lastParentPath = parentPath;
      lastParent = resolve(parentPath);
    }
    if (lastParent === null || typeof lastParent !== 'object') return undefined;
    if (key === KEYS) return JSON.stringify(Reflect.ownKeys(lastParent).filter((k) => typeof k === 'string'));
    return encode((lastParent as Record<string, unknown>)[key]);
  });
}

/**
 * Read paths as one run of character codes and each path's length: how a page record stores them
 * (cli/lib/page-record.ts), so a caller holding its bytes need not look at a quarter of a million strings.
 */
export interface PathCodes {
  readonly codes: Uint8Array | Uint16Array;
  readonly lengths: Int32Array;
}

/** The paths' character codes, one after another. */
function codesOf(paths: readonly string[]): PathCodes {
  const lengths = new Int32Array(paths.length);
  let total = 0;
  for (let id = 0; id < paths.length; id++) total += lengths[id] = paths[id]!.length;
  const codes = new Uint16Array(total);
  let at = 0;
  for (const path of paths) for (let i = 0; i < path.length; i++) codes[at++] = path.charCodeAt(i);
  return { codes, lengths };
}

/**
 * Flags (1) the paths that lead into item `i` of an array `list` of one of `roots`, for each `i` in `items.get(list)`:
 * reads of items the caller knows did not change (a product whose digest is the one the last build input had at that
 * place; a price or a review the same as the one there), which need not be looked up again. Given the paths' codes,
 * it reads those: on the large school's record (242,000 paths) a walk of its bytes took 21 ms where one of its strings
 * took 56 to 77.
 */
export function pathsIntoItems(paths: readonly string[] | PathCodes, roots: readonly string[], items: ReadonlyMap<string, ReadonlySet<number>>): Uint8Array {
  const lists = [...items].filter(([, set]) => set.size > 0);
  if (lists.length === 0) return new Uint8Array('codes' in paths ? paths.lengths.length : paths.length);
  const { codes, lengths } = 'codes' in paths ? paths : codesOf(paths);
  const flags = new Uint8Array(lengths.length);
  // In UTF-16 code units, as the codes are (a string's iterator would give code points).
  const prefixes = roots.flatMap((root) =>
    lists.map(([list, set]) => {
      const prefix = `${root}${SEP}${list}${SEP}`;
      return { codes: Array.from({ length: prefix.length }, (_, i) => prefix.charCodeAt(i)), set };
    }),
  );
  const zero = '0'.charCodeAt(0);
  const sep = SEP.charCodeAt(0);
  let from = 0;
  for (let id = 0; id < lengths.length; from += lengths[id]!, id++) {
    const end = from + lengths[id]!;
    let start = -1;
    let set: ReadonlySet<number> | null = null;
    for (const prefix of prefixes) {
      // Compared from the end: paths share their root and differ soonest in the list's name.
      let k = prefix.codes.length - 1;
      if (from + k >= end) continue;
      while (k >= 0 && codes[from + k] === prefix.codes[k]) k--;
      if (k < 0) {
        start = from + prefix.codes.length;
        set = prefix.set;
        break;
      }
    }
    if (start < 0) continue;
    let index = 0;
    let at = start;
    // (Nine digits at most: no list is that long, and the number stays exact.)
    for (; at < end && at - start < 10; at++) {
      const digit = codes[at]! - zero;
      if (digit < 0 || digit > 9) break;
      index = index * 10 + digit;
    }
    if (at > start && at - start < 10 && (at === end || codes[at] === sep) && set!.has(index)) flags[id] = 1;
  }
  return flags;
}
