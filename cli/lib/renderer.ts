/**
 * The page renderer (docs/decisions/0050-rendering-what-changed.md): Astro compiles the site once per version of
 * the code into a server module, kept under `.schoolfront/renderer/<code hash>/`; every build after that imports it
 * and renders its schools' pages one by one, paying for its pages only. The shared assets (`_astro/`) are the
 * renderer's client output, the same for every school.
 */
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_INPUT_DIR_ENV, SCHOOLS_ENV } from '../../src/platform/build/build-env.ts';
import type { PageInfo } from '../../src/platform/build/renderer-entry.ts';
import type { ReadGroup } from '../../src/platform/build/read-tracking.ts';
import type { BuildInput } from '../../src/contract/build-input.ts';
import { SCHOOL_SCRIPTS_FILE } from '../../src/contract/bundle.ts';
import { codeHash } from './code-hash.ts';
import { modulePreloader } from './module-preload.ts';
import { pathCodes, readPageRecord, type PageRecord } from './page-record.ts';
import { PROJECT_ROOT } from './paths.ts';
import type { SameAs } from './fetch-school.ts';
import { exists } from './files.ts';

/** Where compiled renderers are kept, one folder per code hash. */
export const RENDERER_DIR = path.join(PROJECT_ROOT, '.schoolfront', 'renderer');
/** Renderers kept besides the current one (a branch switched back and forth compiles once each). */
const KEEP_OTHERS = 2;
/** What each browser chunk is made of (rollup-plugin-visualizer's raw data; astro.config.mjs, scripts/bench-islands.ts). */
export const BUNDLE_STATS = 'bundle-stats.json';
const STAGING = '.compiling-';

/** What the compiled entry exports (src/platform/build/renderer-entry.ts). */
export type RendererModule = typeof import('../../src/platform/build/renderer-entry.ts');

export interface Renderer {
  /** The code hash it was compiled from. */
  version: string;
  /** Its shared assets: `<clientDir>/_astro/`. */
  clientDir: string;
  module: RendererModule;
}

const loaded = new Map<string, Promise<Renderer>>();

/** The renderer for the code as it is now: compiled if no earlier build compiled this version. */
export function renderer(): Promise<Renderer> {
  return codeHash().then(rendererOf);
}

/**
 * The renderer for the code as it is now (`code`, its hash, when the caller has it) if an earlier build compiled it,
 * else null (and nothing is compiled).
 */
export async function compiledRenderer(code: Promise<string> = codeHash()): Promise<Renderer | null> {
  const version = await code;
  if (!loaded.has(version) && !(await exists(path.join(RENDERER_DIR, version, 'server', 'entry.mjs')))) return null;
  return rendererOf(version);
}

/**
 * Where the renderer for the code as it is (`code`, its hash) keeps its browser output and that output's bundle
 * stats, if a build compiled it; null otherwise. Nothing is compiled or loaded.
 */
export async function compiledClient(code: Promise<string> = codeHash()): Promise<{ clientDir: string; bundleStats: string } | null> {
  const dir = path.join(RENDERER_DIR, await code);
  if (!(await exists(path.join(dir, 'server', 'entry.mjs')))) return null;
  return { clientDir: path.join(dir, 'client'), bundleStats: path.join(dir, BUNDLE_STATS) };
}

function rendererOf(version: string): Promise<Renderer> {
  let r = loaded.get(version);
  if (!r) {
    r = load(version);
    loaded.set(version, r);
    r.catch(() => loaded.delete(version));
  }
  return r;
}

async function load(version: string): Promise<Renderer> {
  const dir = path.join(RENDERER_DIR, version);
  const entry = path.join(dir, 'server', 'entry.mjs');
  if (!(await exists(entry))) {
    await compile(dir);
    await pruneOthers(version);
  }
  // React's server renderer picks its build by NODE_ENV when first loaded; the development one is a third slower.
  process.env['NODE_ENV'] = 'production';
  const module = (await import(pathToFileURL(entry).href)) as RendererModule;
  return { version, clientDir: path.join(dir, 'client'), module };
}

async function compile(dir: string): Promise<void> {
  const { build } = await import('astro');
  const { rendererAdapter } = await import('../../src/platform/build/renderer-adapter.ts');
  const staging = `${dir}${STAGING}${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  // Vite and React read NODE_ENV besides Astro's mode: a renderer compiled under a test runner's NODE_ENV=test must
  // be what production gets, since every later build of this code uses it.
  process.env['NODE_ENV'] = 'production';
  process.env['SF_BUNDLE_STATS'] = path.join(staging, BUNDLE_STATS);
  await build({ root: PROJECT_ROOT, outDir: staging, output: 'server', adapter: rendererAdapter(), logLevel: 'silent', mode: 'production' });
  try {
    await rename(staging, dir);
  } catch (error) {
    // Another build compiled the same code meanwhile: its renderer is as good, and may be in use.
    if (!(await exists(path.join(dir, 'server', 'entry.mjs')))) throw error;
    await rm(staging, { recursive: true, force: true });
  }
}

/** Deletes renderers of older code, and staging folders a compile left over an hour ago. */
async function pruneOthers(current: string): Promise<void> {
  const others = [];
  for (const name of await readdir(RENDERER_DIR)) {
    if (name === current) continue;
    const full = path.join(RENDERER_DIR, name);
    others.push({ full, name, at: (await stat(full)).mtimeMs });
  }
  const done = others.filter((o) => !o.name.includes(STAGING)).sort((a, b) => b.at - a.at);
  const doomed = [...done.slice(KEEP_OTHERS), ...others.filter((o) => o.name.includes(STAGING) && Date.now() - o.at > 3_600_000)];
  for (const o of doomed) await rm(o.full, { recursive: true, force: true });
}

/** One school's render: its pages' record (without the build, which publishing names) and what it cost. */
export interface SchoolRender {
  record: Omit<PageRecord, 'build'>;
  rendered: number;
  reused: number;
  /** Every page was the last build's, and the build kept it whole (`keepsLast`). */
  kept?: boolean;
  /**
   * Pages taken as they are from the last build, whose folder (`dir`) the new build is made from (`publishSchool`):
   * `pages` (paths under the school, as the renderer names them) stay, the last build's `dropped` pages go, and the
   * pages rendered now (`rendered`, in the render's output) are put in. None of the taken pages is copied or linked:
   * the large school's four thousand cost a second of file system calls on this machine.
   */
  reuse?: { dir: string; pages: readonly string[]; dropped: readonly string[]; rendered: readonly string[] };
}

/**
 * Asked when every page of a school would be taken from its last build (`build`, the one its record names): whether
 * the build keeps that build whole (nothing else changed either), so the pages need not be linked anew.
 */
export type KeepsLast = (slug: string, pages: number, build: string) => Promise<boolean>;

/**
 * One table of read paths and values, each pair once. It may start as the last build's, ids and all, so pages taken
 * from that build keep their reads as they are; its lookup by path is made only when a read is looked up.
 */
class ReadTable {
  readonly paths: string[];
  readonly values: string[];
  #ids: Map<string, number> | null = null;
  constructor(paths: string[] = [], values: string[] = []) {
    this.paths = paths;
    this.values = values;
  }
  id(path: string, value: string): number {
    this.#ids ??= new Map(this.paths.map((p, i) => [p, i]));
    let id = this.#ids.get(path);
    if (id === undefined) {
      id = this.paths.push(path) - 1;
      this.values.push(value);
      this.#ids.set(path, id);
    }
    return id;
  }

  /**
   * `id`, for reads that mostly come in the order of an earlier list of ids (`hint`: what the same page read last
   * time): each read is checked against the hint's next, then looked up among the hint's, and only one the hint lacks
   * needs the whole table's lookup (a map of every path: a quarter of a second on the large school, for a price
   * change whose pages read nothing new).
   */
  along(hint: ArrayLike<number>): (path: string, value: string) => number {
    let next = 0;
    let positions: Map<string, number> | null = null;
    return (path, value) => {
      if (next < hint.length && this.paths[hint[next]!] === path) return hint[next++]!;
      if (!positions) {
        positions = new Map();
        for (let i = 0; i < hint.length; i++) positions.set(this.paths[hint[i]!]!, i);
      }
      const at = positions.get(path);
      if (at === undefined) return this.id(path, value);
      next = at + 1;
      return hint[at]!;
    };
  }
}

const sameIds = (a: Int32Array, b: Int32Array): boolean => a.length === b.length && a.every((id, i) => id === b[i]);

/** A record is compacted once more than one read (or group) in this many is used by no page. */
const WASTE_AT_MOST = 8;
/** The share of growth since the record was last found clean below which it is not checked: one in this many. */
const GROWTH_AT_MOST = 8;

/**
 * The record without the reads and groups no page uses any more (a page that read a value now changed was rendered
 * again, with a new group where a kept computation changed): ids renumbered in order, in a few passes over arrays.
 */
export function compact(record: SchoolRender['record']): SchoolRender['record'] {
  // Reads and groups fall out of use as pages render again (a changed price leaves its old groups behind), and the
  // table grows with them; finding which are unused walks every page's ids (a tenth of a second on the large
  // school), so it waits until the table has grown by an eighth since it was last found clean.
  const { clean } = record;
  const within = (size: number, was: number) => size * GROWTH_AT_MOST <= was * (GROWTH_AT_MOST + 1);
  if (clean && within(record.paths.length, clean.reads) && within(record.groups.length, clean.groups)) return record;
  const usedReads = new Uint8Array(record.paths.length);
  const usedGroups = new Uint8Array(record.groups.length);
  for (const id of record.school) usedReads[id] = 1;
  for (const page of Object.values(record.pages)) {
    for (const id of page.reads) usedReads[id] = 1;
    for (const id of page.groups) usedGroups[id] = 1;
  }
  record.groups.forEach((reads, id) => {
    if (usedGroups[id]) for (const read of reads) usedReads[read] = 1;
  });
  // Reads no page uses cost the next build a check each, and nothing else: the record is rewritten without them only
  // once they are many (rewriting the large school's quarter of a million reads for the few a price change left
  // behind cost a tenth of a second each build).
  const unused = (used: Uint8Array) => used.length - used.reduce((a, u) => a + u, 0);
  if (unused(usedReads) * WASTE_AT_MOST <= usedReads.length && unused(usedGroups) * WASTE_AT_MOST <= usedGroups.length) {
    return { ...record, clean: { reads: usedReads.length - unused(usedReads), groups: usedGroups.length - unused(usedGroups) } };
  }
  const renumber = (used: Uint8Array): Int32Array => {
    const to = new Int32Array(used.length).fill(-1);
    let next = 0;
    used.forEach((u, id) => {
      if (u) to[id] = next++;
    });
    return to;
  };
  const readTo = renumber(usedReads);
  const groupTo = renumber(usedGroups);
  const reads = (ids: Int32Array) => ids.map((id) => readTo[id]!);
  return {
    ...record,
    school: reads(record.school),
    paths: record.paths.filter((_, id) => usedReads[id]),
    values: record.values.filter((_, id) => usedReads[id]),
    groups: record.groups.filter((_, id) => usedGroups[id]).map(reads),
    pages: Object.fromEntries(Object.entries(record.pages).map(([rel, page]) => [rel, { root: page.root, reads: reads(page.reads), groups: page.groups.map((id) => groupTo[id]!) }])),
    clean: { reads: readTo.length - unused(usedReads), groups: groupTo.length - unused(usedGroups) },
  };
}

/**
 * Renders the given schools' pages into `outDir` as `<slug>/<path>/index.html`, the layout `publishSchool` takes.
 * With `siteDir` (the build directory), a page whose record there shows that nothing it was made from changed is
 * linked from the school's last build instead of rendered. Throws on the first page that fails.
 */
export async function renderSchools(
  r: Renderer,
  slugs: readonly string[],
  buildInputDir: string,
  outDir: string,
  siteDir?: string,
  inputs?: ReadonlyMap<string, BuildInput>,
  records?: ReadonlyMap<string, Promise<PageRecord | null>>,
  keepsLast?: KeepsLast,
  sameAs?: ReadonlyMap<string, SameAs>,
): Promise<Map<string, SchoolRender>> {
  const saved = { schools: process.env[SCHOOLS_ENV], dir: process.env[BUILD_INPUT_DIR_ENV] };
  process.env[SCHOOLS_ENV] = slugs.join(',');
  process.env[BUILD_INPUT_DIR_ENV] = buildInputDir;
  try {
    const pages = await r.module.pagePaths(inputs);
    const out = new Map<string, SchoolRender>();
    for (const slug of slugs) {
      const own = pages.filter((p) => p.path.startsWith(`${slug}/`));
      out.set(slug, await renderSchool(r, slug, own, outDir, siteDir, records?.get(slug), keepsLast, sameAs?.get(slug)));
    }
    return out;
  } finally {
    r.module.forgetSchools();
    restore(SCHOOLS_ENV, saved.schools);
    restore(BUILD_INPUT_DIR_ENV, saved.dir);
  }
}

async function renderSchool(
  r: Renderer, slug: string, pages: readonly PageInfo[], outDir: string, siteDir: string | undefined, last?: Promise<PageRecord | null>, keepsLast?: KeepsLast, sameAs?: SameAs,
): Promise<SchoolRender> {
  // What changed since the school's last build: the read values that differ now, and the groups holding one.
  const previous = siteDir ? await (last ?? readPageRecord(siteDir, slug)) : null;
  const previousDir = previous && siteDir ? path.join(siteDir, '_sf', 'schools', slug, 'builds', previous.build) : null;
  // (Flags by read id: pages check millions of reads between them.)
  let changed: Uint8Array | null = null;
  let changedGroups = new Set<number>();
  let table = new ReadTable();
  let groups: PageRecord['groups'] = [];
  if (previous && previous.code === r.version) {
    // Reads of products, prices, reviews and questions the fetch found as they were in the input these values were read
    // from are not looked up: on the large school, a price change's quarter of a million lookups become a few thousand.
    const known = sameAs && previous.input === sameAs.input ? r.module.pathsIntoItems(pathCodes(previous.paths) ?? previous.paths, [...new Set(pages.map((p) => p.root))], sameAs.items) : null;
    // The reads whose value is not the one recorded, with their value now. (Loops over ids, not arrays made per
    // read: the large school's record holds a quarter of a million, and each array made was garbage to collect.)
    const differ = new Map<number, string | undefined>();
    let checked: number[] | null = null;
    if (known) {
      checked = [];
      for (let id = 0; id < known.length; id++) if (!known[id]) checked.push(id);
    }
    const found = await r.module.valuesNow(checked ? checked.map((id) => previous.paths[id]!) : previous.paths);
    for (let i = 0; i < found.length; i++) {
      const id = checked ? checked[i]! : i;
      if (found[i] !== previous.values[id]) differ.set(id, found[i]);
    }
    const flags = new Uint8Array(previous.paths.length);
    for (const id of differ.keys()) flags[id] = 1;
    if (!previous.school.some((id) => flags[id])) {
      changed = flags;
      changedGroups = new Set(previous.groups.flatMap((reads, id) => (reads.some((read) => flags[read]) ? [id] : [])));
      // Pages may be taken from the last build: its table, with each changed read's value as it is now, is this
      // build's, so a page taken keeps its ids. (A changed read is in no page taken; a page rendered again that reads
      // it finds the value it read.)
      const values = previous.values.slice();
      for (const [id, value] of differ) if (value !== undefined) values[id] = value;
      table = new ReadTable(previous.paths, values);
      groups = previous.groups;
    }
  }

  const frames = Object.fromEntries(pages.map((p) => [p.root, p.frame]));
  const record: SchoolRender['record'] = { code: r.version, frames, school: new Int32Array(0), paths: table.paths, values: table.values, groups, pages: {}, ...(changed && previous!.clean ? { clean: previous!.clean } : {}) };
  const groupIds = new Map<ReadGroup, number>();
  // `was`: the groups the page used last time. A group that reads what one of them read (the table keeps a path's id
  // and holds its value as it is now) is that group: kept under its id, the record does not grow with every price
  // change, and is not walked whole to be compacted (a tenth of a second on the large school).
  const groupId = (group: ReadGroup, idOf: (path: string, value: string) => number, was?: Int32Array): number => {
    let id = groupIds.get(group);
    if (id === undefined) {
      const list: number[] = [];
      const add = (g: ReadGroup, seen: Set<ReadGroup>) => {
        for (const [p, v] of g.reads) list.push(idOf(p, v));
        for (const inner of g.groups) if (!seen.has(inner)) add(inner, seen.add(inner));
      };
      add(group, new Set([group]));
      const reads = Int32Array.from(list);
      id = Array.from(was ?? []).find((old) => sameIds(record.groups[old]!, reads)) ?? record.groups.push(reads) - 1;
      groupIds.set(group, id);
    }
    return id;
  };
  const made = new Map<string, PageRecord['pages'][string]>();
  const target = (page: PageInfo) => path.join(outDir, ...page.path.split('/'), 'index.html');
  const preload = modulePreloader(r.clientDir);

  // Pages nothing of which changed stay in the last build's folder, which the new build is made from.
  const toRender: PageInfo[] = [];
  const taken: string[] = [];
  // (A build's folder without its snippets file is not one: publishing left only the map of a build it took over.)
  const usable = previousDir !== null && (await exists(path.join(previousDir, SCHOOL_SCRIPTS_FILE)));
  for (const page of pages) {
    const rel = page.path.slice(slug.length + 1);
    const before = previous?.pages[rel];
    const unchanged = changed && before && previous!.frames[page.root] === page.frame && before.root === page.root && !before.reads.some((id) => changed![id]) && !before.groups.some((id) => changedGroups.has(id));
    if (unchanged && usable) {
      taken.push(rel);
      made.set(rel, before!);
    } else toRender.push(page);
  }
  // Nothing to render and nothing else changed: the last build stays.
  const kept = toRender.length === 0 && taken.length > 0 && (await keepsLast?.(slug, taken.length, previous!.build)) === true;
  for (const page of toRender) {
    const to = target(page);
    await mkdir(path.dirname(to), { recursive: true });
    const { html, reads, groups: used } = await r.module.renderPage(page.path);
    await writeFile(to, SHELL_PAGE.test(page.path) ? await preload(html) : html);
    // The ids the page had last time, when the table is the last build's: a page rendered again mostly reads what it
    // read then, in the same order.
    const rel = page.path.slice(slug.length + 1);
    const before = changed ? previous!.pages[rel] : undefined;
    const readId = before ? table.along(before.reads) : (p: string, v: string) => table.id(p, v);
    const groupReadId = before ? table.along(Int32Array.from(Array.from(before.groups, (id) => [...groups[id]!]).flat())) : readId;
    made.set(rel, { root: page.root, reads: Int32Array.from(reads, ([p, v]) => readId(p, v)), groups: Int32Array.from(used, (group) => groupId(group, groupReadId, before?.groups)) });
  }
  // In page order, so the record does not depend on which pages were taken and which rendered.
  for (const page of pages) {
    const rel = page.path.slice(slug.length + 1);
    record.pages[rel] = made.get(rel)!;
  }
  const rendered = toRender.length;
  const stays = new Set(taken);
  const reuse = taken.length && !kept ? { dir: previousDir!, pages: taken, dropped: Object.keys(previous!.pages).filter((rel) => !stays.has(rel)), rendered: toRender.map((page) => page.path.slice(slug.length + 1)) } : undefined;
  // The school's reads are mostly the ones it made last time, in the same order: found along those first, the
  // table's whole lookup is made only when a page rendered or a new read came.
  const schoolId = changed ? table.along(previous!.school) : (p: string, v: string) => table.id(p, v);
  record.school = Int32Array.from(r.module.schoolReads(slug), ([p, v]) => schoolId(p, v));
  // A record made afresh uses every read and group it holds.
  return { record: changed ? compact(record) : { ...record, clean: { reads: record.paths.length, groups: record.groups.length } }, rendered, reused: taken.length, kept, ...(reuse ? { reuse } : {}) };
}

/** A shell page's path as the renderer names it: its island is the page, so its scripts are preloaded. */
const SHELL_PAGE = /\/_shells\/[^/]+$/;

/**
 * Where a rendered page (its path under the school, as the renderer names it) sits in the school's bundle
 * (publish.ts): `<base>/<path>/index.html`, a shell as `<base>/_shells/<route>.html`, the 404 as `404.html`; each
 * under `_lang/<language>/` for another language.
 */
export function bundleFileOf(pagePath: string): string {
  const [, language = '', rest = ''] = /^(_lang\/[^/]+\/)?(.*)$/.exec(pagePath)!;
  if (rest === '404') return `${language}404.html`;
  const shell = /^([^/]+)\/_shells\/([^/]+)$/.exec(rest);
  if (shell) return `${language}${shell[1]}/_shells/${shell[2]}.html`;
  return `${language}${rest}/index.html`;
}

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
