import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_CHANGES_FILE, BuildChanges, FILE_MAP_FILE, SCHOOL_SCRIPTS_FILE, type SchoolScripts } from '../../src/contract/bundle.ts';
import { publishSchool, type PublishSchool } from './publish.ts';

const LAST = '20261127T080000Z-aaaaaa';
const OLDER = '20261127T070000Z-bbbbbb';
const NEXT = '20261127T090000Z-cccccc';

let work: string | null = null;
afterEach(async () => {
  if (work) await rm(work, { recursive: true, force: true });
  work = null;
});

async function put(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** A build directory whose school `demo` has a last build (LAST, deployed: it has a map) and an older build's map. */
async function lastBuild() {
  work = await mkdtemp(path.join(tmpdir(), 'publish-'));
  const outDir = path.join(work, 'site');
  const builds = path.join(outDir, '_sf', 'schools', 'demo', 'builds');
  const last = path.join(builds, LAST);
  await put(path.join(last, 'learn', 'index.html'), 'store, price 500');
  await put(path.join(last, 'learn', 'physics', 'index.html'), 'physics, unchanged');
  await put(path.join(last, 'learn', 'retired', 'index.html'), 'a product withdrawn since');
  await put(path.join(last, '404.html'), 'not found');
  await put(path.join(last, SCHOOL_SCRIPTS_FILE), '{"old":true}');
  await put(path.join(last, FILE_MAP_FILE), '{"learn/index.html":"abc.html"}');
  await put(path.join(last, '_search', 'catalogue.0000000000000000.json'), '{}');
  await put(path.join(builds, OLDER, FILE_MAP_FILE), '{}');
  // The renderer writes each page as `<its path>/index.html`: the store page, rendered again with its new price.
  const renderRoot = path.join(work, 'render');
  await put(path.join(renderRoot, 'demo', 'learn', 'index.html'), 'store, price 700');
  const scripts: SchoolScripts = { school_id: 1, slug: 'demo', custom_domain: null, head: null, body: null, embed_origins: [] };
  const job: PublishSchool = {
    outDir, renderRoot, slug: 'demo', base: 'learn', otherLanguages: [], customDomain: null, buildId: NEXT, media: [], scripts, searchFiles: [], pages: 3,
    reuse: { dir: last, pages: ['learn/physics', '404'], dropped: ['learn', 'learn/retired'], rendered: ['learn'] },
  };
  return { outDir, builds, last, job };
}

describe('a build made from the last one', () => {
  it('keeps the taken pages, moves the rendered ones in, drops the rest, and keeps only the last build’s map', async () => {
    const { builds, job } = await lastBuild();
    const { pointer } = await publishSchool(job);
    expect(pointer.build).toBe(NEXT);
    const made = path.join(builds, NEXT);
    expect(await readFile(path.join(made, 'learn', 'index.html'), 'utf8')).toBe('store, price 700');
    expect(await readFile(path.join(made, 'learn', 'physics', 'index.html'), 'utf8')).toBe('physics, unchanged');
    expect(await readFile(path.join(made, '404.html'), 'utf8')).toBe('not found');
    expect(existsSync(path.join(made, 'learn', 'retired', 'index.html'))).toBe(false);
    // Its files besides pages are its own: the last build's search index and map are not in it.
    expect(await readdir(path.join(made))).not.toContain(FILE_MAP_FILE);
    expect(existsSync(path.join(made, '_search'))).toBe(false);
    expect(await readFile(path.join(made, SCHOOL_SCRIPTS_FILE), 'utf8')).not.toContain('"old"');
    // The last build's folder holds only its map (for deploy); the older build's map is gone.
    expect(await readdir(path.join(builds, LAST))).toEqual([FILE_MAP_FILE]);
    expect((await readdir(builds)).sort()).toEqual([LAST, NEXT]);
  });

  it('keeps the last build’s search files the build names again, and writes and lists only the new ones', async () => {
    const { builds, last, job } = await lastBuild();
    await put(path.join(last, '_search', 'lessons.1111111111111111.json'), '{"lessons":"as they were"}');
    const searchFiles = [
      { name: 'catalogue.2222222222222222.json', body: '{"catalogue":"a price changed"}' },
      { name: 'lessons.1111111111111111.json', body: '{"lessons":"made again"}' },
    ];
    await publishSchool({ ...job, searchFiles });
    const made = path.join(builds, NEXT);
    expect((await readdir(path.join(made, '_search'))).sort()).toEqual(['catalogue.2222222222222222.json', 'lessons.1111111111111111.json']);
    // The kept file is the last build's own (not written again), and deploy is told only of the new one.
    expect(await readFile(path.join(made, '_search', 'lessons.1111111111111111.json'), 'utf8')).toBe('{"lessons":"as they were"}');
    expect(await readFile(path.join(made, '_search', 'catalogue.2222222222222222.json'), 'utf8')).toBe('{"catalogue":"a price changed"}');
    const changes = BuildChanges.parse(JSON.parse(await readFile(path.join(made, BUILD_CHANGES_FILE), 'utf8')));
    expect(changes.removed).toContain('_search/catalogue.0000000000000000.json');
    expect(changes.removed).not.toContain('_search/lessons.1111111111111111.json');
    expect(changes.written).toContain('_search/catalogue.2222222222222222.json');
    expect(changes.written).not.toContain('_search/lessons.1111111111111111.json');
  });

  it('fails without a half-made build when a rendered page is missing, and leaves no folder to take pages from', async () => {
    const { builds, last, job } = await lastBuild();
    await rm(path.join(job.renderRoot, 'demo', 'learn', 'index.html'));
    await expect(publishSchool(job)).rejects.toThrow(/ENOENT/);
    const left = await readdir(builds);
    expect(left.some((name) => name.includes('staging'))).toBe(false);
    expect(left).not.toContain(NEXT);
    // What is left of the last build is no build: the next one renders every page (renderer.ts needs the snippets).
    expect(existsSync(path.join(last, SCHOOL_SCRIPTS_FILE))).toBe(false);
  });
});
