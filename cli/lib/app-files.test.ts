import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SchoolConfigResponse } from '../../src/contract/school-config.ts';
import { appFiles, OFFLINE_MODULES, offlineAssets, serviceWorkerScript, webManifest } from './app-files.ts';

const config = SchoolConfigResponse.parse(JSON.parse(await readFile('tenants/atelier-lingua/school.json', 'utf8')));
const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A compiled client of a few chunks, with the bundle stats that say which module is in which. */
async function client(chunks: Record<string, string>, modules: Record<string, string>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sf-app-files-'));
  dirs.push(dir);
  await mkdir(path.join(dir, 'client', '_astro'), { recursive: true });
  for (const [name, source] of Object.entries(chunks)) await writeFile(path.join(dir, 'client', '_astro', name), source);
  const nodeMetas = Object.fromEntries(Object.entries(modules).map(([module, chunk], i) => [`m${i}`, { id: `/${module}`, moduleParts: { [`_astro/${chunk}`]: `p${i}` } }]));
  const nodeParts = Object.fromEntries(Object.keys(modules).map((_, i) => [`p${i}`, { renderedLength: 1, gzipLength: 1, metaUid: `m${i}` }]));
  await writeFile(path.join(dir, 'bundle-stats.json'), JSON.stringify({ nodeMetas, nodeParts }));
  return { clientDir: path.join(dir, 'client'), bundleStats: path.join(dir, 'bundle-stats.json') };
}

describe("a school's app files", () => {
  it('lists what offline study loads on demand: its modules\' chunks, their static imports and the files they name', async () => {
    const modules = Object.fromEntries(OFFLINE_MODULES.map((module) => [module, module.endsWith('pdf-view.tsx') ? 'pdf-view.a1.js' : 'pages.b2.js']));
    const files = await client({
      'pages.b2.js': 'import{a}from"./shared.c3.js";const later=()=>import("./elsewhere.d4.js");',
      'pdf-view.a1.js': 'import"./shared.c3.js";var w=`/_astro/pdf.worker.min.e5.mjs`;',
      'shared.c3.js': 'export const a=1;',
    }, { ...modules, 'src/features/store/store-page.tsx': 'elsewhere.d4.js' });
    // What is imported only on demand elsewhere (another page's chunk) is not kept.
    expect(await offlineAssets(files)).toEqual(['/_astro/pages.b2.js', '/_astro/pdf-view.a1.js', '/_astro/pdf.worker.min.e5.mjs', '/_astro/shared.c3.js']);
  });

  it('refuses a compiled client without one of the modules, rather than keep too little', async () => {
    const files = await client({ 'pages.b2.js': '' }, { 'src/features/player/player-page.tsx': 'pages.b2.js' });
    await expect(offlineAssets(files)).rejects.toThrow(/courses-library-page\.tsx is in no chunk/);
  });

  it('opens the worker with the files it keeps for offline study', async () => {
    const script = (await serviceWorkerScript(['/_astro/a.js'])).toString();
    expect(script.startsWith('self.__SF_PRECACHE=["/_astro/a.js"];\n')).toBe(true);
    expect(script).toContain('sf-pages-v1');
  });

  it("makes the manifest from the school's config, and icons from its favicon", async () => {
    expect(webManifest(config, true)).toMatchObject({
      id: '/campus/', scope: '/campus', start_url: '/campus/courses-library', display: 'standalone', name: config.school_config.school_name,
      theme_color: config.theme_config.base_ui_data.light.primary, background_color: config.theme_config.base_ui_data.light.background,
      lang: config.i18n_config.default_language,
    });
    const favicon = await readFile('tenants/atelier-lingua/media/favicon.svg');
    const files = await appFiles(config, favicon, Buffer.from('worker'));
    expect(files.map((f) => f.name)).toEqual(['app-icon-192.png', 'app-icon-192-maskable.png', 'app-icon-512.png', 'app-icon-512-maskable.png', 'manifest.webmanifest', 'sw.js']);
    // A PNG of the size the manifest says.
    const icon = files.find((f) => f.name === 'app-icon-512-maskable.png')!.body;
    expect(icon.subarray(1, 4).toString()).toBe('PNG');
    expect(icon.readUInt32BE(16)).toBe(512);
    // A favicon sharp cannot read (an .ico): no icons, and a manifest that names none.
    const bare = await appFiles(config, Buffer.from('not an image'), Buffer.from('worker'));
    expect(bare.map((f) => f.name)).toEqual(['manifest.webmanifest', 'sw.js']);
    expect(JSON.parse(bare[0]!.body.toString()).icons).toEqual([]);
  });
});
