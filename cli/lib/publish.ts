import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { copyFile, cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_CHANGES_FILE, buildRoot, buildsPrefix, BuildId, type BuildChanges, FILE_MAP_FILE, isPlatformFile, Pointer, pointerPath, SCHOOL_SCRIPTS_FILE, SchoolScripts, SEARCH_DIR, SHELLS_DIR, LANGUAGE_DIR } from '../../src/contract/bundle.ts';
import { exists, writeAtomic } from './files.ts';
import type { MediaFile } from './fetch-school.ts';
import { bundleFileOf, type SchoolRender } from './renderer.ts';

/** A new build id: UTC time to the second and six random characters, e.g. `20261123T101500Z-abc123`. */
export function newBuildId(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const suffix = Array.from(randomBytes(6), (b) => alphabet[b % alphabet.length]).join('');
  return BuildId.parse(`${stamp}-${suffix}`);
}

const local = (outDir: string, sitePath: string): string => path.join(outDir, ...sitePath.split('/').filter(Boolean));

/** Moves a file or directory; copies when the two sit on different file systems. */
async function move(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

/**
 * Adds the build's shared assets to `<out>/_astro/`. Names are content-hashed, so an existing file is already
 * right; nothing is ever deleted, since older builds that a pointer may return to still reference their assets.
 */
export async function mergeAssets(renderRoot: string, outDir: string): Promise<number> {
  const from = path.join(renderRoot, '_astro');
  const to = path.join(outDir, '_astro');
  let names: string[];
  try {
    names = await readdir(from);
  } catch {
    return 0;
  }
  await mkdir(to, { recursive: true });
  let added = 0;
  for (const name of names) {
    const target = path.join(to, name);
    if (await exists(target)) continue;
    const tmp = `${target}.tmp-${process.pid}`;
    await copyFile(path.join(from, name), tmp);
    await rename(tmp, target);
    added++;
  }
  return added;
}

/**
 * The HTML files under `dir`. Listed synchronously: Node's asynchronous recursive listing takes a folder at a time,
 * and the large school's 4,000 folders took it a third of a second, more than twice as long.
 */
function countPages(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) count++;
  }
  return count;
}

/**
 * Astro writes each shell page as `<base>/_shells/<route id>/index.html`; the bundle holds it as
 * `<base>/_shells/<route id>.html`, the one file the edge serves for the whole route pattern.
 */
export async function flattenShells(dir: string): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return; // No shell pages in this build.
  }
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    await rename(path.join(dir, entry.name, 'index.html'), path.join(dir, `${entry.name}.html`));
    await rm(path.join(dir, entry.name), { recursive: true, force: true });
  }
}

/** Moves one language's rendered tree into the bundle: its pages under `<base>`, its shells flattened, its 404. */
async function placeTree(from: string, to: string, base: string): Promise<void> {
  await mkdir(to, { recursive: true });
  await move(path.join(from, base), path.join(to, base));
  await flattenShells(path.join(to, base, SHELLS_DIR));
  await move(path.join(from, '404', 'index.html'), path.join(to, '404.html'));
}

export async function readPointer(outDir: string, slug: string): Promise<Pointer | null> {
  try {
    const result = Pointer.safeParse(JSON.parse(await readFile(local(outDir, pointerPath(slug)), 'utf8')));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export interface PublishSchool {
  outDir: string;
  /** The Astro output holding `<slug>/<base>/...` and `<slug>/404/index.html`. */
  renderRoot: string;
  slug: string;
  base: string;
  /** The languages rendered besides the default, each a tree under `<slug>/_lang/<language>/`. */
  otherLanguages: readonly string[];
  customDomain: string | null;
  buildId: string;
  media: readonly MediaFile[];
  /** The school's head and body snippets, for the edge to inject (never served itself). */
  scripts: SchoolScripts;
  /** The school's search index files (`_search/<part>.<hash>.json`), which its pages name. */
  searchFiles: readonly { name: string; body: string }[];
  /** How many pages the renderer wrote, when it says (otherwise they are counted). */
  pages?: number;
  /** The last build, when the renderer took pages from it: the new build is made from its folder. */
  reuse?: SchoolRender['reuse'];
}

const sameBytes = async (file: string, body: string | Uint8Array): Promise<boolean> => {
  try {
    return Buffer.from(await readFile(file)).equals(typeof body === 'string' ? Buffer.from(body) : Buffer.from(body));
  } catch {
    return false;
  }
};

const schoolScriptsText = (scripts: SchoolScripts): string => `${JSON.stringify(SchoolScripts.parse(scripts), null, 2)}\n`;

/**
 * The school's last build, when the one `job` would publish is the same files: every page taken from it (the
 * renderer's record of `build` says so; `pages` of them, as many as it holds) and the same snippets, search index,
 * media, base and domain. A rebuild where nothing changed then publishes nothing (a school rebuilt on a schedule
 * costs its checks, not a new build to store and deploy). Null when anything differs or cannot be read.
 */
export async function unchangedBuild(job: PublishSchool, pages: number, build: string): Promise<Pointer | null> {
  const previous = await readPointer(job.outDir, job.slug);
  // The pages were compared with the build the record names: it must be the live one (a build that stopped after
  // its pointer and before its record is not what the record describes).
  if (!previous || previous.build !== build || previous.base !== job.base || previous.custom_domain !== job.customDomain) return null;
  const dir = local(job.outDir, buildRoot(job.slug, previous.build));
  try {
    if (countPages(dir) !== pages) return null;
    if (!(await sameBytes(path.join(dir, SCHOOL_SCRIPTS_FILE), schoolScriptsText(job.scripts)))) return null;
    const search = (await readdir(path.join(dir, SEARCH_DIR)).catch(() => [] as string[])).sort();
    if (search.join('\0') !== job.searchFiles.map((f) => f.name).sort().join('\0')) return null;
    const media = await readdir(path.join(dir, '_media'), { recursive: true, withFileTypes: true }).catch(() => []);
    if (media.filter((e) => e.isFile()).length !== job.media.length) return null;
    for (const file of job.media) if (!(await sameBytes(path.join(dir, '_media', file.name), file.body))) return null;
  } catch {
    return null;
  }
  return previous;
}

/**
 * Makes `staging` from the last build's folder (`reuse.dir`), which stops being a build: its taken pages stay where
 * they are, its other pages and its files besides pages go, and the pages rendered now (under `rendered`) move in.
 * The last build was already deployed or replaced: storage serves it, not this folder. Its file map, if a deploy
 * wrote one, stays in a folder of its name, where deploy reads the live build's. A build folder holding nothing else
 * is no build to take pages from or to deploy; those older builds left are deleted. If this fails, the half-made
 * folder is removed, and the next build renders every page (docs/decisions/0055-a-build-made-from-the-last.md).
 * Its search index files named `searchFiles` stay (a price changes the catalogue's, not the lessons'). Returns the
 * last build's files it removed (the pages rendered now are written, not removed) and the search files it kept.
 */
async function takeOver(reuse: NonNullable<SchoolRender['reuse']>, staging: string, rendered: string, searchFiles: ReadonlySet<string>): Promise<{ removed: string[]; kept: Set<string> }> {
  await rename(reuse.dir, staging);
  const removed: string[] = [];
  const kept = new Set<string>();
  try {
    // Only the last build's map is kept so: the maps older builds left are another build's, never the live one's.
    const builds = path.dirname(reuse.dir);
    for (const entry of await readdir(builds, { withFileTypes: true })) {
      const folder = path.join(builds, entry.name);
      if (entry.isDirectory() && BuildId.safeParse(entry.name).success && !(await exists(path.join(folder, SCHOOL_SCRIPTS_FILE)))) await rm(folder, { recursive: true, force: true });
    }
    await mkdir(reuse.dir, { recursive: true });
    await rename(path.join(staging, FILE_MAP_FILE), path.join(reuse.dir, FILE_MAP_FILE)).catch(() => rm(reuse.dir, { recursive: true, force: true }));
    for (const name of await readdir(staging)) {
      if (!isPlatformFile(name)) continue;
      await rm(path.join(staging, name), { force: true });
      removed.push(name);
    }
    for (const entry of await readdir(path.join(staging, SEARCH_DIR), { withFileTypes: true }).catch(() => [])) {
      if (entry.isFile() && searchFiles.has(entry.name)) {
        kept.add(entry.name);
        continue;
      }
      await rm(path.join(staging, SEARCH_DIR, entry.name), { recursive: true, force: true });
      if (entry.isFile()) removed.push(`${SEARCH_DIR}/${entry.name}`);
    }
    if (kept.size === 0) await rm(path.join(staging, SEARCH_DIR), { recursive: true, force: true });
    const media = await readdir(path.join(staging, '_media'), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of media) if (entry.isFile()) removed.push(path.relative(staging, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    await rm(path.join(staging, '_media'), { recursive: true, force: true });
    for (const page of reuse.dropped) {
      await rm(path.join(staging, ...bundleFileOf(page).split('/')), { force: true });
      removed.push(bundleFileOf(page));
    }
    for (const page of reuse.rendered) {
      const to = path.join(staging, ...bundleFileOf(page).split('/'));
      await mkdir(path.dirname(to), { recursive: true });
      await rename(path.join(rendered, ...page.split('/'), 'index.html'), to);
    }
    return { removed, kept };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Moves one school's rendered pages into its bundle `_sf/schools/<slug>/builds/<buildId>/` (assembled under a
 * staging name, then renamed into place), then swaps its pointer. Until the pointer is written, the school's
 * live build is untouched.
 */
export async function publishSchool(job: PublishSchool): Promise<{ pages: number; pointer: Pointer }> {
  const rendered = path.join(job.renderRoot, job.slug);
  const bundle = local(job.outDir, buildRoot(job.slug, job.buildId));
  const staging = path.join(path.dirname(bundle), `.staging-${job.buildId}`);
  await rm(staging, { recursive: true, force: true });
  const taken = job.reuse ? await takeOver(job.reuse, staging, rendered, new Set(job.searchFiles.map((f) => f.name))) : null;
  // Search files the last build had are there already, by name (their names are their contents' hashes).
  const searchFiles = job.searchFiles.filter((f) => !taken?.kept.has(f.name));
  if (!job.reuse) {
    await mkdir(staging, { recursive: true });
    // The default language's tree, then one tree per other language under `_lang/<language>/`, laid out alike.
    for (const language of job.otherLanguages) {
      await placeTree(path.join(rendered, LANGUAGE_DIR, language), path.join(staging, LANGUAGE_DIR, language), job.base);
    }
    await placeTree(rendered, staging, job.base);
  }
  if (job.media.length) {
    await mkdir(path.join(staging, '_media'), { recursive: true });
    for (const file of job.media) {
      // Renditions sit in `_media/_img/` (src/contract/image.ts).
      await mkdir(path.dirname(path.join(staging, '_media', file.name)), { recursive: true });
      await writeFile(path.join(staging, '_media', file.name), file.body);
    }
  }
  await writeFile(path.join(staging, SCHOOL_SCRIPTS_FILE), schoolScriptsText(job.scripts));
  if (searchFiles.length) {
    await mkdir(path.join(staging, SEARCH_DIR), { recursive: true });
    for (const file of searchFiles) await writeFile(path.join(staging, SEARCH_DIR, file.name), file.body);
  }
  if (job.reuse && taken) {
    // What deploy needs to read of this build, beside what it read of the last one.
    const written = [...job.reuse.rendered.map(bundleFileOf), ...job.media.map((f) => `_media/${f.name}`), SCHOOL_SCRIPTS_FILE, ...searchFiles.map((f) => `${SEARCH_DIR}/${f.name}`)];
    const changes: BuildChanges = { from: path.basename(job.reuse.dir), removed: taken.removed, written };
    await writeFile(path.join(staging, BUILD_CHANGES_FILE), JSON.stringify(changes));
  }
  const pages = job.pages ?? countPages(staging);
  await rename(staging, bundle);

  const previous = await readPointer(job.outDir, job.slug);
  const pointer: Pointer = Pointer.parse({
    slug: job.slug,
    build: job.buildId,
    base: job.base,
    custom_domain: job.customDomain,
    built_at: new Date().toISOString(),
    previous: previous?.build ?? null,
  });
  await writeAtomic(local(job.outDir, pointerPath(job.slug)), `${JSON.stringify(pointer, null, 2)}\n`);
  return { pages, pointer };
}

/** What `pruneLocalBuilds` deleted: build ids, newest first, and their bytes; and the builds kept. */
export interface LocalPrune {
  deleted: string[];
  bytes: number;
  kept: string[];
}

/**
 * Deletes a school's local builds beyond the newest `keep` complete ones (folders holding their snippets file), never
 * the one its local pointer names. Storage serves deployed builds, not these folders: a build here is what the next
 * build is made from and what deploy uploads, and the newest is both. A folder a build took over holds only its file
 * map, which deploy reads when that build is the live one; only the map of the build the pointer's replaced stays.
 */
export async function pruneLocalBuilds(outDir: string, slug: string, keep: number): Promise<LocalPrune> {
  const dir = local(outDir, buildsPrefix(slug));
  const pointer = await readPointer(outDir, slug);
  const complete: string[] = [];
  const mapsOnly: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory() || !BuildId.safeParse(entry.name).success) continue;
    ((await exists(path.join(dir, entry.name, SCHOOL_SCRIPTS_FILE))) ? complete : mapsOnly).push(entry.name);
  }
  // Build ids begin with their UTC time, so they sort by age.
  complete.sort().reverse();
  const kept = complete.filter((build, i) => i < keep || build === pointer?.build);
  const deleted = complete.filter((build) => !kept.includes(build));
  let bytes = 0;
  for (const build of deleted) {
    for (const entry of readdirSync(path.join(dir, build), { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
    }
    await rm(path.join(dir, build), { recursive: true, force: true });
  }
  for (const build of mapsOnly) if (build !== pointer?.previous) await rm(path.join(dir, build), { recursive: true, force: true });
  return { deleted, bytes, kept };
}
