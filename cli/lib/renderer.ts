/**
 * The page renderer (docs/decisions/0050-rendering-what-changed.md): Astro compiles the site once per version of
 * the code into a server module, kept under `.schoolfront/renderer/<code hash>/`; every build after that imports it
 * and renders its schools' pages one by one, paying for its pages only. The shared assets (`_astro/`) are the
 * renderer's client output, the same for every school.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_INPUT_DIR_ENV, SCHOOLS_ENV } from '../../src/platform/build/build-env.ts';
import { PROJECT_ROOT } from './paths.ts';

/** Where compiled renderers are kept, one folder per code hash. */
export const RENDERER_DIR = path.join(PROJECT_ROOT, '.schoolfront', 'renderer');
/** Renderers kept besides the current one (a branch switched back and forth compiles once each). */
const KEEP_OTHERS = 2;
const STAGING = '.compiling-';

/** What the compiled site is made from: the source, the styles' generated system and the tools' versions. */
const CODE_INPUTS = ['src', 'styled-system', 'astro.config.mjs', 'panda.config.ts', 'postcss.config.cjs', 'tsconfig.json', 'package-lock.json'];

async function filesOf(root: string, rel: string): Promise<string[]> {
  const full = path.join(root, rel);
  try {
    if (!(await stat(full)).isDirectory()) return [rel];
  } catch {
    return [];
  }
  const entries = await readdir(full, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** A hash of everything the compiled site is made from (a few hundred files, read at once). */
export async function codeHash(root = PROJECT_ROOT): Promise<string> {
  const files = (await Promise.all(CODE_INPUTS.map((input) => filesOf(root, input)))).flat().filter((f) => !/\.test\.tsx?$/.test(f)).sort();
  const bodies = await Promise.all(files.map((file) => readFile(path.join(root, file))));
  const hash = createHash('sha256');
  files.forEach((file, i) => hash.update(`${file}\0${bodies[i]!.length}\0`).update(bodies[i]!));
  return hash.digest('hex').slice(0, 16);
}

export interface RendererModule {
  pagePaths(): Promise<string[]>;
  renderPage(pagePath: string): Promise<string>;
}

export interface Renderer {
  /** The code hash it was compiled from. */
  version: string;
  /** Its shared assets: `<clientDir>/_astro/`. */
  clientDir: string;
  /** Whether this call compiled it (false: an earlier build had). */
  compiled: boolean;
  module: RendererModule;
}

const loaded = new Map<string, Promise<Renderer>>();

/** The renderer for the code as it is now: compiled if no earlier build compiled this version. */
export function renderer(): Promise<Renderer> {
  return codeHash().then((version) => {
    let r = loaded.get(version);
    if (!r) {
      r = load(version);
      loaded.set(version, r);
      r.catch(() => loaded.delete(version));
    }
    return r;
  });
}

async function load(version: string): Promise<Renderer> {
  const dir = path.join(RENDERER_DIR, version);
  const entry = path.join(dir, 'server', 'entry.mjs');
  let compiled = false;
  if (!(await exists(entry))) {
    await compile(dir);
    compiled = true;
    await pruneOthers(version);
  }
  // React's server renderer picks its build by NODE_ENV when first loaded; the development one is several times slower.
  process.env['NODE_ENV'] ??= 'production';
  const module = (await import(pathToFileURL(entry).href)) as RendererModule;
  return { version, clientDir: path.join(dir, 'client'), compiled, module };
}

async function compile(dir: string): Promise<void> {
  const { build } = await import('astro');
  const { rendererAdapter } = await import('../../src/platform/build/renderer-adapter.ts');
  const staging = `${dir}${STAGING}${process.pid}`;
  await rm(staging, { recursive: true, force: true });
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

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Renders the given schools' pages into `outDir` as `<slug>/<path>/index.html`, the layout `publishSchool` takes.
 * Throws on the first page that fails.
 */
export async function renderSchools(r: Renderer, slugs: readonly string[], buildInputDir: string, outDir: string): Promise<number> {
  const saved = { schools: process.env[SCHOOLS_ENV], dir: process.env[BUILD_INPUT_DIR_ENV] };
  process.env[SCHOOLS_ENV] = slugs.join(',');
  process.env[BUILD_INPUT_DIR_ENV] = buildInputDir;
  try {
    const paths = await r.module.pagePaths();
    for (const pagePath of paths) {
      const html = await r.module.renderPage(pagePath);
      const file = path.join(outDir, ...pagePath.split('/'), 'index.html');
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, html);
    }
    return paths.length;
  } finally {
    restore(SCHOOLS_ENV, saved.schools);
    restore(BUILD_INPUT_DIR_ENV, saved.dir);
  }
}

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
