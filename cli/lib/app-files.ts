/**
 * What makes a school's site an installable web app (docs/decisions/0086-offline-study.md): its web app manifest
 * (name, colours and icons from the school's config), the icons drawn from its favicon, and the service worker,
 * built with Workbox from src/offline-sw/sw.ts. They go into the bundle's `_media/`; the edge serves the worker at
 * `/sw.js`, where it may control the school's pages.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import sharp from 'sharp';
import type { SchoolConfigResponse } from '../../src/contract/school-config.ts';
import { APP_FILES, PRECACHE_GLOBAL } from '../../src/contract/service-worker.ts';
import { readBundleStats } from './bundle-stats.ts';
import { staticClosure, staticImports } from './module-preload.ts';
import type { MediaFile } from './fetch-school.ts';

/** The icon sizes a browser asks for to install (192) and for its splash screen (512). */
export const APP_ICON_SIZES = [192, 512] as const;
const iconName = (size: number, maskable: boolean) => `app-icon-${size}${maskable ? '-maskable' : ''}.png`;

/**
 * The modules offline study needs beyond what a page names in its HTML (a shell page names its island; the page's
 * own code loads on demand): the library with its Downloads tab, which is the offline page, and the player with a
 * downloaded lesson's viewers. The worker keeps their chunks once a learner downloads, so that they open offline
 * though never opened online.
 */
export const OFFLINE_MODULES = [
  'src/features/learning/courses-library-page.tsx',
  'src/features/offline/downloads-panel.tsx',
  'src/features/player/player-page.tsx',
  'src/features/offline/offline-copy.ts',
  'src/features/offline/download-button.tsx',
  // A lesson's attachment, kept with its download, opens in its own page.
  'src/features/player/supplements-player-page.tsx',
  'src/features/player/pdf-view.tsx',
  'src/features/player/article-view.tsx',
  // A downloaded video plays in the same viewer, through hls.js.
  'src/features/player/video-view.tsx',
  'hls.js dist/hls.mjs',
  // The library (the offline page) sends what was done offline when the network returns.
  'src/features/player/journal-sync.ts',
] as const;

// Files a chunk names as strings rather than imports: pdf.js's worker (`/_astro/pdf.worker.min.<hash>.mjs`), fonts.
const NAMED_ASSET = /\/_astro\/[A-Za-z0-9._@-]+\.(?:mjs|css|woff2)\b/g;

/**
 * The `/_astro/` files of OFFLINE_MODULES in a compiled client: their chunks, everything those import statically,
 * and the files they name; sorted. A module in no chunk is an error: the list would otherwise fall silently short.
 */
export async function offlineAssets(client: { clientDir: string; bundleStats: string }): Promise<string[]> {
  const { chunkOf } = await readBundleStats(client.bundleStats);
  const entries = OFFLINE_MODULES.map((module) => {
    const chunk = chunkOf.get(module);
    if (!chunk) throw new Error(`${module} is in no chunk of the compiled client: offline study could not list what to keep`);
    return chunk;
  });
  const named = new Set<string>();
  const chunks = await staticClosure(entries, async (url) => {
    const source = await readFile(path.join(client.clientDir, url), 'utf8');
    for (const [asset] of source.matchAll(NAMED_ASSET)) named.add(asset);
    return staticImports(url, source);
  });
  return [...new Set([...chunks, ...named])].sort();
}

const compiled = new Map<string, Promise<Buffer>>();

/**
 * The service worker's script with the files it keeps for offline study (`precache`, offlineAssets). Compiled once per CLI
 * run; the same for every school (it reads its base from its scope).
 */
export function serviceWorkerScript(precache: readonly string[]): Promise<Buffer> {
  const key = precache.join('\n');
  let script = compiled.get(key);
  if (!script) {
    script = workerCode().then((code) => Buffer.concat([Buffer.from(`self.${PRECACHE_GLOBAL}=${JSON.stringify(precache)};\n`), code]));
    compiled.set(key, script);
  }
  return script;
}

let workerBundle: Promise<Buffer> | null = null;
function workerCode(): Promise<Buffer> {
  workerBundle ??= build({
    entryPoints: [fileURLToPath(new URL('../../src/offline-sw/sw.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    // Workbox logs its development messages unless told it runs in production.
    define: { 'process.env.NODE_ENV': '"production"' },
  }).then((result) => Buffer.from(result.outputFiles[0]!.contents));
  return workerBundle;
}

/** The manifest of the school's app. `icons` names the icon files that exist (a favicon sharp cannot read has none). */
export function webManifest(config: SchoolConfigResponse, icons: boolean): Record<string, unknown> {
  const sc = config.school_config;
  const light = config.theme_config.base_ui_data.light;
  // The base without its slash: the store's own address (`/learn`) is part of the app too.
  const scope = `/${sc.base_prefix}`;
  return {
    id: `${scope}/`,
    name: sc.school_name,
    short_name: sc.school_name.length <= 12 ? sc.school_name : sc.school_name.split(/\s+/)[0]!.slice(0, 12),
    lang: config.i18n_config.default_language,
    dir: 'ltr',
    // The learner's own courses: what a learner opens the app for, and the page that lists downloads offline.
    start_url: `${scope}/courses-library`,
    scope,
    display: 'standalone',
    theme_color: light.primary,
    background_color: light.background,
    icons: icons
      ? APP_ICON_SIZES.flatMap((size) => [
          { src: `/_media/${iconName(size, false)}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
          { src: `/_media/${iconName(size, true)}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
        ])
      : [],
  };
}

/**
 * The icons from the favicon: as it is, and maskable (the mark within the middle 80% on the school's colour, which
 * a launcher may crop to a circle). None when sharp cannot read the favicon (an .ico).
 */
async function appIcons(favicon: Buffer, background: string): Promise<MediaFile[]> {
  try {
    const files: MediaFile[] = [];
    for (const size of APP_ICON_SIZES) {
      files.push({ name: iconName(size, false), body: await sharp(favicon, { density: 600 }).resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer() });
      const inner = Math.round(size * 0.7);
      const mark = await sharp(favicon, { density: 600 }).resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
      files.push({
        name: iconName(size, true),
        body: await sharp({ create: { width: size, height: size, channels: 4, background } }).composite([{ input: mark, gravity: 'centre' }]).png().toBuffer(),
      });
    }
    return files;
  } catch {
    return [];
  }
}

/** The manifest, its icons and the service worker (`worker`, serviceWorkerScript), as files of the bundle's `_media/`. */
export async function appFiles(config: SchoolConfigResponse, favicon: Buffer | undefined, worker: Buffer): Promise<MediaFile[]> {
  const icons = favicon ? await appIcons(favicon, config.theme_config.base_ui_data.light.primary) : [];
  const manifest = webManifest(config, icons.length > 0);
  return [
    ...icons,
    { name: APP_FILES.manifest, body: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
    { name: APP_FILES.serviceWorker, body: worker },
  ];
}
