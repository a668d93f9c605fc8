/**
 * Deploying a school's build to storage (docs/decisions/0049-sites-in-r2-and-kv.md): upload what the store lacks,
 * write the build's manifest last, then swap the pointer (site-pointer.ts). The swap is the one step that changes
 * what learners see, so a deploy that stops halfway leaves the live build serving. Listing, rolling back and pruning
 * are builds.ts, rollback.ts and prune.ts.
 */
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  BUILD_CHANGES_FILE, BuildChanges, BUILD_MANIFEST_FILE, SF_DIR, BuildId, BuildManifest, buildManifestPath, buildRoot, contentPrefix, FILE_MAP_FILE, FileMap, fileMapPath, isPlatformFile, objectKey, Pointer, SCHOOL_SCRIPTS_FILE, SchoolScripts,
} from '../../src/contract/bundle.ts';
import { contentTypeOf } from '../../src/contract/content-type.ts';
import { SchoolError } from './errors.ts';
import { mapLimit } from './map-limit.ts';
import { writeAtomic } from './files.ts';
import { readPointer } from './publish.ts';
import { livePointer, retiredAfter, storedManifest, swapPointer } from './site-pointer.ts';
import type { SiteStore } from './site-store.ts';

/** Batches of uploads in flight at once, and the most one batch holds. */
const UPLOADS_AT_ONCE = 4;
const BATCH_FILES = 50;
const BATCH_BYTES = 8 * 1024 * 1024;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

interface LocalFile {
  path: string;
  size: number;
  /** Which file this is while its bytes stay the same: device, inode, size, modification time. */
  identity: string;
}

/**
 * The files under `dir`, each with its identity. Read synchronously: Node's asynchronous recursive listing takes a
 * directory at a time, and the large school's 4,000 folders took it a third of a second, more than twice as long.
 */
function filesUnder(dir: string): LocalFile[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  const out: LocalFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const s = statSync(full);
    out.push({ path: path.relative(dir, full).split(path.sep).join('/'), size: s.size, identity: `${s.dev}:${s.ino}:${s.size}:${s.mtimeMs}` });
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** An object to upload: bytes at hand, or a file read when its batch goes. */
type Upload = { key: string; body: Uint8Array; contentType: string } | { key: string; file: string; size: number };

/**
 * Uploads in batches of at most BATCH_FILES objects and about BATCH_BYTES, UPLOADS_AT_ONCE batches at a time: a
 * price change's nine objects are one request to the local store, and a first deploy's thousands do not all sit in
 * memory at once.
 */
async function upload(store: SiteStore, uploads: readonly Upload[]): Promise<void> {
  const batches: Upload[][] = [];
  let bytes = 0;
  for (const u of uploads) {
    const size = 'file' in u ? u.size : u.body.byteLength;
    const last = batches.at(-1);
    if (!last || last.length >= BATCH_FILES || bytes + size > BATCH_BYTES) {
      batches.push([u]);
      bytes = size;
    } else {
      last.push(u);
      bytes += size;
    }
  }
  await mapLimit(batches, UPLOADS_AT_ONCE, async (batch) =>
    store.putMany(await Promise.all(batch.map(async (u) => ('file' in u ? { key: u.key, body: await readFile(u.file), contentType: contentTypeOf(u.file) } : u)))),
  );
}

/**
 * What the last deploy here learned of the school's files (`_sf/schools/<slug>/files.json` beside its local
 * pointer): the files of the build it deployed, each with its name by content and the shared assets it names. A
 * build made from that build's folder says what it changed in it (BUILD_CHANGES_FILE), so the next deploy lists and
 * reads only the files written anew. Any other build is listed whole, and only the files whose identity is not
 * among these are read (a page a build took from the last one is the same file).
 */
interface FileFact extends LocalFile {
  /** Its name by content. */
  name: string;
  /** The shared assets it names. */
  assets: readonly string[];
}
interface DeployedFiles {
  build: string;
  files: FileFact[];
}
// A column is checked by one loop: checked element by element, the columns cost a deploy's first (cold) parse
// about 50 ms.
const column = <T>(is: (value: unknown) => value is T) => z.custom<T[]>((value) => Array.isArray(value) && value.every(is));
const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
/**
 * As kept on disk: a column per fact, and the lists of assets once each (the large school's 4,229 pages name five
 * lists between them). Stored as a list of objects, it was 2.2 MB that each deploy parsed and checked.
 */
const StoredFiles = z
  .object({
    build: BuildId,
    paths: column((value): value is string => isString(value) && value.length > 0),
    sizes: column(isCount),
    identities: column(isString),
    names: column(isString),
    assetLists: z.array(column(isString)),
    assetsOf: column(isCount),
  })
  .refine((s) => [s.sizes, s.identities, s.names, s.assetsOf].every((column) => column.length === s.paths.length) && s.assetsOf.every((i) => i < s.assetLists.length));
const deployedFilesPath = (outDir: string, slug: string) => path.join(outDir, '_sf', 'schools', slug, 'files.json');

async function readDeployedFiles(outDir: string, slug: string): Promise<DeployedFiles | null> {
  let stored: z.infer<typeof StoredFiles>;
  try {
    stored = StoredFiles.parse(JSON.parse(await readFile(deployedFilesPath(outDir, slug), 'utf8')));
  } catch {
    return null;
  }
  const { build, paths, sizes, identities, names, assetLists, assetsOf } = stored;
  return { build, files: paths.map((p, i) => ({ path: p, size: sizes[i]!, identity: identities[i]!, name: names[i]!, assets: assetLists[assetsOf[i]!]! })) };
}

function storedFiles({ build, files }: DeployedFiles): z.infer<typeof StoredFiles> {
  const lists = new Map<string, number>();
  const assetsOf = files.map((f) => {
    const key = JSON.stringify(f.assets);
    let at = lists.get(key);
    if (at === undefined) lists.set(key, (at = lists.size));
    return at;
  });
  return {
    build, paths: files.map((f) => f.path), sizes: files.map((f) => f.size), identities: files.map((f) => f.identity), names: files.map((f) => f.name),
    assetLists: [...lists.keys()].map((key) => JSON.parse(key) as string[]), assetsOf,
  };
}

/** Files the build directory keeps for itself, never deployed. */
const isLocalOnly = (pathInBuild: string): boolean => pathInBuild === BUILD_MANIFEST_FILE || pathInBuild === FILE_MAP_FILE || pathInBuild === BUILD_CHANGES_FILE;

/** Each file with its name by content and the shared assets it names: read only for the files `known` lacks. */
async function learnFiles(root: string, files: readonly LocalFile[], known: ReadonlyMap<string, FileFact>): Promise<FileFact[]> {
  const out: FileFact[] = [];
  for (const f of files) {
    const fact = known.get(f.identity);
    if (fact) {
      out.push({ ...f, name: fact.name, assets: fact.assets });
      continue;
    }
    const body = await readFile(path.join(root, f.path));
    const assets = f.path.endsWith('.html') ? [...new Set(Array.from(body.toString('utf8').matchAll(/\/_astro\/([A-Za-z0-9._-]+)/g), (m) => m[1]!))] : [];
    out.push({ ...f, name: `${createHash('sha256').update(body).digest('hex')}${path.extname(f.path).toLowerCase()}`, assets });
  }
  return out;
}

const byPath = (a: { path: string }, b: { path: string }): number => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/**
 * The build's files with their facts. When the build says what it changed in the build the last deploy here read,
 * that deploy's facts stand for every file it kept, and only the files it wrote are read: listing the large
 * school's 4,229 files cost each deploy about a fifth of a second. Otherwise (a build from nothing, one made from a
 * build never deployed here, or changes that do not match the folder) the build is listed whole.
 */
async function buildFiles(root: string, deployed: DeployedFiles | null): Promise<FileFact[]> {
  const changes = await readFile(path.join(root, BUILD_CHANGES_FILE), 'utf8').then((text) => BuildChanges.parse(JSON.parse(text))).catch(() => null);
  if (changes && deployed && changes.from === deployed.build) {
    const gone = new Set([...changes.removed, ...changes.written]);
    let written: LocalFile[] | null;
    try {
      written = [...new Set(changes.written)].map((p) => {
        const s = statSync(path.join(root, ...p.split('/')));
        return { path: p, size: s.size, identity: `${s.dev}:${s.ino}:${s.size}:${s.mtimeMs}` };
      });
    } catch {
      // A file it says it wrote is not there: the folder is not what it says; list what is.
      written = null;
    }
    if (written) return [...deployed.files.filter((f) => !gone.has(f.path)), ...(await learnFiles(root, written, new Map()))].sort(byPath);
  }
  const known = new Map((deployed?.files ?? []).map((f) => [f.identity, f]));
  return learnFiles(root, filesUnder(root).filter((f) => !isLocalOnly(f.path)), known);
}

/** Names asked about (`has`) before listing all the school's stored files is cheaper. */
const ASK_AT_MOST = 64;

/**
 * The names the live build's file map gives its files; none if it has no readable map. Taken from what the last
 * deploy here learned when that deploy made it live, else read from the copy its deploy left beside the build
 * (`_sf-files.json`) when this machine made it: a build's map never changes, and fetching the large school's from
 * the store cost each deploy a few tenths of a second (reading and checking the copy, some tens of milliseconds).
 */
async function liveNames(store: SiteStore, live: Pointer | null, outDir: string, deployed: DeployedFiles | null): Promise<Set<string>> {
  if (!live) return new Set();
  // What the last deploy here learned names them when it deployed the live build.
  if (deployed?.build === live.build) return new Set(deployed.files.flatMap((f) => (isPlatformFile(f.path) ? [] : [f.name])));
  const copy = await readFile(path.join(outDir, ...fileMapPath(live.slug, live.build).split('/').filter(Boolean)), 'utf8').catch(() => null);
  const text = copy ?? (await store.get(objectKey(fileMapPath(live.slug, live.build))));
  const parsed = text === null ? null : FileMap.safeParse(JSON.parse(text));
  return new Set(parsed?.success ? Object.values(parsed.data) : []);
}

/**
 * A mark in the store that every one of a set of shared assets is there (written after they were uploaded, named by
 * a hash of their names). Shared assets are never deleted, so one look-up answers for the whole set: listing the
 * store's thousand assets cost each deploy a few tenths of a second when the build directory's were all there.
 */
const assetSetKey = (names: readonly string[]): string => `${SF_DIR}/asset-sets/${createHash('sha256').update([...names].sort().join('\n')).digest('hex')}`;

/**
 * Which of `names` the store holds among the school's files by content. What the live build names is there: its
 * deploy stored every file before making it live, and prune never takes a file a kept build names. The rest are
 * asked about together, or, when many, by listing every stored file of the school (thousands: about a second).
 */
async function storedNames(store: SiteStore, slug: string, names: readonly string[], live: ReadonlySet<string>): Promise<Set<string>> {
  const content = contentPrefix(slug);
  const unknown = names.filter((name) => !live.has(name));
  if (unknown.length > ASK_AT_MOST) {
    const all = new Set((await store.list(content)).objects.map((o) => o.key.slice(content.length)));
    return new Set(names.filter((name) => all.has(name)));
  }
  const there = new Set(names.filter((name) => live.has(name)));
  for (const key of await store.has(unknown.map((name) => content + name))) there.add(key.slice(content.length));
  return there;
}

export interface DeployOptions {
  /** The build directory `schoolfront build` wrote (dist/site). */
  outDir: string;
  slug: string;
  /** The build to deploy; the one the last `build` made by default. */
  build?: string;
  dryRun?: boolean;
}

export interface DeployResult {
  slug: string;
  build: string;
  /** The build's own files uploaded now, and their bytes. */
  files: number;
  bytes: number;
  /** Its files the store already held (a deploy resumed after an interruption). */
  already: number;
  /** Shared assets uploaded now (the others were there: every school shares them). */
  assets: number;
  assetBytes: number;
  previous: string | null;
  /** False when the build was already live: nothing changed. */
  changed: boolean;
  dryRun: boolean;
}

/**
 * Deploys one school's build from the build directory. Checks the build first (its pages, its snippets file, the
 * shared assets its pages name): a broken build fails with one line and changes nothing.
 */
export async function deploySchool(store: SiteStore, opts: DeployOptions): Promise<DeployResult> {
  const { slug, outDir } = opts;
  const localPointer = await readPointer(outDir, slug);
  const build = opts.build ?? localPointer?.build;
  if (!build) throw new SchoolError(`no build of it in ${outDir}: run \`schoolfront build --tenant ${slug}\` first`);
  if (!BuildId.safeParse(build).success) throw new SchoolError(`"${build}" is not a build id (like 20261123T101500Z-abc123)`);
  const root = path.join(outDir, ...buildRoot(slug, build).split('/').filter(Boolean));
  const prefix = objectKey(buildRoot(slug, build)) + '/';
  // What the store holds, asked while the build's files are read and checked (reads only: a broken build still
  // changes nothing, and its error comes first).
  const livePromise = livePointer(store, slug);
  const deployedPromise = readDeployedFiles(outDir, slug);
  const localAssets = new Map(filesUnder(path.join(outDir, '_astro')).map((f) => [f.path, f.size]));
  const assetSet = assetSetKey([...localAssets.keys()]);
  const held = (async () => {
    const live = await livePromise;
    const [stored, liveFiles, assetsThere, manifest] = await Promise.all([
      store.list(prefix).then((l) => new Set(l.objects.map((o) => o.key))),
      deployedPromise.then((deployed) => liveNames(store, live, outDir, deployed)),
      store.has([assetSet]).then((there) => there.has(assetSet)),
      storedManifest(store, slug, build),
    ]);
    return { live, stored, liveFiles, assetsThere, manifest };
  })();
  held.catch(() => {});
  // Already live (a rebuild that changed nothing keeps its build): its deploy stored everything before the pointer
  // named it, so there is nothing to check or upload.
  if ((await livePromise.catch(() => null))?.build === build) {
    const { manifest } = await held;
    if (manifest) return { slug, build, files: 0, bytes: 0, already: manifest.files.length, assets: 0, assetBytes: 0, previous: build, changed: false, dryRun: Boolean(opts.dryRun) };
  }
  const files = await buildFiles(root, await deployedPromise);
  if (files.length === 0) throw new SchoolError(`build ${build} is not in ${outDir}`);

  // What the edge needs of a build, checked before anything is uploaded.
  let scripts: SchoolScripts;
  try {
    scripts = SchoolScripts.parse(JSON.parse(await readFile(path.join(root, SCHOOL_SCRIPTS_FILE), 'utf8')));
  } catch {
    throw new SchoolError(`build ${build} is broken: its ${SCHOOL_SCRIPTS_FILE} is missing or invalid`);
  }
  if (scripts.slug !== slug) throw new SchoolError(`build ${build} is broken: it was made for ${scripts.slug}`);
  const base = build === localPointer?.build ? localPointer.base : null;
  const pageBase = base ?? files.find((f) => /^[a-z0-9-]+\/index\.html$/.test(f.path))?.path.split('/')[0];
  if (!pageBase || !files.some((f) => f.path === `${pageBase}/index.html`) || !files.some((f) => f.path === '404.html')) {
    throw new SchoolError(`build ${build} is broken: it has no store page or no 404 page`);
  }
  const fileMap: FileMap = {};
  const named = new Set<string>();
  for (const f of files) {
    if (!isPlatformFile(f.path)) fileMap[f.path] = f.name;
    for (const asset of f.assets) named.add(asset);
  }
  const absent = [...named].filter((name) => !localAssets.has(name));
  if (absent.length) throw new SchoolError(`build ${build} is broken: its pages name ${absent.length} shared asset(s) the build directory lacks, e.g. _astro/${absent[0]}`);

  const { live, stored, liveFiles, assetsThere, manifest: storedBuild } = await held;
  const storedAssets = assetsThere ? null : new Set((await store.list('_astro/')).objects.map((o) => o.key));
  const manifestThere = storedBuild !== null;
  const content = contentPrefix(slug);
  // Files by content: a page or picture another build of the school already stored is not uploaded again.
  const byName = new Map<string, { path: string; size: number }>();
  for (const f of files) if (!isPlatformFile(f.path)) byName.set(fileMap[f.path]!, f);
  const platform = files.filter((f) => isPlatformFile(f.path));
  const storedContent = await storedNames(store, slug, [...byName.keys()], liveFiles);
  const platformToUpload = platform.filter((f) => !stored.has(prefix + f.path));
  const contentToUpload = [...byName].filter(([name]) => !storedContent.has(name));
  const assetsToUpload = [...localAssets].filter(([name]) => storedAssets !== null && !storedAssets.has(`_astro/${name}`)).map(([name, size]) => ({ path: name, size }));
  const uploading = new Set(contentToUpload.map(([name]) => name));
  const result: DeployResult = {
    slug, build,
    files: platformToUpload.length + contentToUpload.length,
    bytes: platformToUpload.reduce((a, f) => a + f.size, 0) + contentToUpload.reduce((a, [, f]) => a + f.size, 0),
    already: files.filter((f) => (isPlatformFile(f.path) ? stored.has(prefix + f.path) : !uploading.has(fileMap[f.path]!))).length,
    assets: assetsToUpload.length, assetBytes: assetsToUpload.reduce((a, f) => a + f.size, 0),
    previous: live?.build ?? null, changed: live?.build !== build, dryRun: Boolean(opts.dryRun),
  };
  if (opts.dryRun) return result;
  const factsWritten = writeAtomic(deployedFilesPath(outDir, slug), JSON.stringify(storedFiles({ build, files })));
  factsWritten.catch(() => {});

  // Shared assets and the mark that they are all there; the build's file map, its files by content and its platform
  // files together; then a check that every file it names is there (below), and its manifest last: the pointer never
  // names a build missing a file.
  const mapText = json(fileMap);
  const asJson = 'application/json; charset=utf-8';
  const contentUpload = ([name, f]: [string, { path: string; size: number }]): Upload => ({ key: content + name, file: path.join(root, f.path), size: f.size });
  await upload(store, assetsToUpload.map((f) => ({ key: `_astro/${f.path}`, file: path.join(outDir, '_astro', f.path), size: f.size })));
  if (!assetsThere) await store.put(assetSet, new TextEncoder().encode(json([...localAssets.keys()].sort())), asJson);
  await upload(store, [
    { key: objectKey(fileMapPath(slug, build)), body: new TextEncoder().encode(mapText), contentType: asJson },
    ...contentToUpload.map(contentUpload),
    ...platformToUpload.map((f) => ({ key: prefix + f.path, file: path.join(root, f.path), size: f.size })),
  ]);
  // A prune that read the maps before this build's was written may have taken a file this build names (one uploaded
  // just now, or one an older build stored): put back whatever is gone before the build can be made live. A prune
  // after this check reads this build's map, and keeps its files. (Deploy and prune of one school are meant to run
  // one after the other, as the CI workflow runs them; this keeps a mistake from breaking a live page.)
  const present = await storedNames(store, slug, [...byName.keys()], liveFiles);
  await upload(store, [...byName].filter(([name]) => !present.has(name)).map(contentUpload));
  const now = new Date().toISOString();
  const builtAt = build === localPointer?.build ? localPointer.built_at : now;
  if (!manifestThere) {
    // Made of values checked above, so not checked again: the schema's pass over the large school's 4,229 files cost
    // each deploy some tens of milliseconds.
    const manifest: BuildManifest = {
      slug, build, base: pageBase, custom_domain: scripts.custom_domain ?? null, built_at: builtAt, deployed_at: now,
      pages: files.filter((f) => f.path.endsWith('.html')).length, files: files.map((f) => ({ path: f.path, size: f.size })), assets: [...named].sort(),
    };
    await store.put(objectKey(buildManifestPath(slug, build)), new TextEncoder().encode(json(manifest)), asJson);
  }
  // The map beside the build, for the deploy after this one (liveNames), and the facts learned of its files.
  await Promise.all([writeAtomic(path.join(root, FILE_MAP_FILE), mapText), factsWritten]);
  if (result.changed) {
    await swapPointer(store, Pointer.parse({ slug, build, base: pageBase, custom_domain: scripts.custom_domain ?? null, built_at: builtAt, previous: live?.build ?? null, retired: retiredAfter(live, build, new Date()) }), live);
  }
  return result;
}

export function describeDeploy(r: DeployResult): string {
  const verb = r.dryRun ? 'would upload' : 'uploaded';
  const swap = r.changed ? `${r.previous ?? 'nothing'} -> ${r.build}` : `${r.build} already live`;
  return `${r.slug}: ${verb} ${r.files} file(s), ${mib(r.bytes)}${r.already ? ` (${r.already} already stored)` : ''}, and ${r.assets} shared asset(s), ${mib(r.assetBytes)}; ${r.dryRun && r.changed ? 'would point ' : ''}${swap}`;
}

