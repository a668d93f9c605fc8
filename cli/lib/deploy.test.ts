/**
 * deploy, rollback, builds and prune against wrangler's local R2 and KV, read back through the real edge worker
 * (src/edge/testing/harness.ts): what learners see changes only with the pointer.
 */
import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPrefix, fileMapPath, kvKeys, objectKey, RETIRED_KEEP_MS, SITE_STORE_PATH, SITE_STORE_PUT_AT_MOST, SITE_STORE_TOKEN_HEADER, type SchoolScripts } from '../../src/contract/bundle.ts';
import { SITE_FILE_TTL_MS } from '../../src/edge/site.ts';
import { startEdge, type Edge } from '../../src/edge/testing/harness.ts';
import { listBuilds } from './builds.ts';
import { deploySchool } from './deploy.ts';
import { pruneSchool } from './prune.ts';
import { rollbackSchool } from './rollback.ts';
import { retiredAfter } from './site-pointer.ts';
import { SchoolError } from './errors.ts';
import { publishSchool } from './publish.ts';
import { LOCAL_SITE_STORE_TOKEN, type SiteStore } from './site-store.ts';

const B1 = '20261101T100000Z-aaaaaa';
const B2 = '20261102T100000Z-bbbbbb';
const B3 = '20261103T100000Z-cccccc';
const B4 = '20261104T100000Z-dddddd';

let edge: Edge;
const TWO_LOGO = '<svg xmlns="http://www.w3.org/2000/svg" id="two"/>';
let out: string;

/** Writes a build of `slug` into the build directory, as `schoolfront build` lays it out, and points at it. */
function writeBuild(slug: string, build: string, store: string, opts: { asset?: string; scripts?: boolean; domain?: string | null; logo?: string } = {}) {
  const root = path.join(out, '_sf', 'schools', slug, 'builds', build);
  const asset = opts.asset ?? 'app.1111.js';
  const file = (p: string, body: string) => {
    mkdirSync(path.dirname(path.join(root, p)), { recursive: true });
    writeFileSync(path.join(root, p), body);
  };
  file('learn/index.html', `<h1>${store}</h1><script src="/_astro/${asset}"></script>`);
  file('learn/home/index.html', `<h1>${store} home</h1>`);
  file('404.html', '<h1>Not here</h1>');
  file('_media/logo.svg', opts.logo ?? '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (opts.scripts !== false) file('_sf-school.json', JSON.stringify({ school_id: 9, slug, custom_domain: opts.domain ?? null, head: null, body: null }));
  mkdirSync(path.join(out, '_astro'), { recursive: true });
  writeFileSync(path.join(out, '_astro', asset), `console.log(${JSON.stringify(asset)})`);
  mkdirSync(path.join(out, '_sf', 'schools', slug), { recursive: true });
  writeFileSync(path.join(out, '_sf', 'schools', slug, 'current.json'), JSON.stringify({ slug, build, base: 'learn', custom_domain: opts.domain ?? null, built_at: '2026-11-01T10:00:00.000Z', previous: null }));
}

const page = async (host: string, p = '/learn') => {
  const response = await edge.get(`http://${host}${p}`);
  return { status: response.status, text: await response.text() };
};

/** Waits for the edge to show `text` (its pointer cache lives SITE_FILE_TTL_MS); fails if it takes much longer. */
async function shows(host: string, text: string, p = '/learn'): Promise<number> {
  const started = Date.now();
  while (!(await page(host, p)).text.includes(text)) {
    if (Date.now() - started > SITE_FILE_TTL_MS + 5_000) throw new Error(`${host} never showed ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

/** A store that fails after `n` uploads, as a deploy cut off halfway (network gone, process killed). */
function failingAfter(store: SiteStore, n: number): SiteStore {
  let puts = 0;
  return {
    ...store,
    put: async (key, body, type) => {
      if (++puts > n) throw new SchoolError('connection reset');
      await store.put(key, body, type);
    },
    // A batch cut off partway: the objects before the cut are stored.
    putMany: async (objects) => {
      for (const o of objects) {
        if (++puts > n) throw new SchoolError('connection reset');
        await store.put(o.key, o.body, o.contentType);
      }
    },
  };
}

beforeAll(async () => {
  edge = await startEdge({});
  out = mkdtempSync(path.join(tmpdir(), 'schoolfront-deploy-'));
}, 60_000);
afterAll(async () => {
  await edge?.close();
  rmSync(out, { recursive: true, force: true });
});

describe("the local store's batch of uploads", () => {
  it('stores each object with its type in one request, and a form with anything else in it stores nothing', async () => {
    const keys = ['_sf/batch/a page.html', '_sf/batch/été.json'];
    await edge.store.putMany([
      { key: keys[0]!, body: new TextEncoder().encode('<p>a</p>'), contentType: 'text/html; charset=utf-8' },
      { key: keys[1]!, body: new TextEncoder().encode('{"b":1}'), contentType: 'application/json; charset=utf-8' },
    ]);
    expect(await edge.store.get(keys[0]!)).toBe('<p>a</p>');
    expect(await edge.store.get(keys[1]!)).toBe('{"b":1}');
    const door = `${edge.origin.origin}${SITE_STORE_PATH}objects`;
    const typed = await fetch(`${door}/${encodeURIComponent(keys[0]!)}`, { headers: { [SITE_STORE_TOKEN_HEADER]: LOCAL_SITE_STORE_TOKEN } });
    expect(typed.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // A key that is not percent-encoded text is refused as such, not an error of the door's.
    const malformed = await fetch(`${door}/%E0%A4%A`, { method: 'PUT', body: 'x', headers: { [SITE_STORE_TOKEN_HEADER]: LOCAL_SITE_STORE_TOKEN } });
    expect([malformed.status, ((await malformed.json()) as { error: string }).error]).toEqual([400, 'a key is one percent-encoded path segment']);

    const form = new FormData();
    form.append(encodeURIComponent('_sf/batch/c.html'), new Blob(['<p>c</p>'], { type: 'text/html' }));
    form.append(encodeURIComponent('_sf/batch/d.html'), 'not a file');
    const refused = await fetch(`${door}/put`, { method: 'POST', body: form, headers: { [SITE_STORE_TOKEN_HEADER]: LOCAL_SITE_STORE_TOKEN } });
    expect(refused.status).toBe(400);
    expect(await edge.store.has(['_sf/batch/c.html', '_sf/batch/d.html'])).toEqual(new Set());
    // More objects than one request may hold go in several.
    const many = Array.from({ length: SITE_STORE_PUT_AT_MOST + 3 }, (_, i) => ({ key: `_sf/batch/many/${i}`, body: new Uint8Array([i % 256]), contentType: 'application/octet-stream' }));
    await edge.store.putMany(many);
    expect((await edge.store.list('_sf/batch/many/')).objects).toHaveLength(SITE_STORE_PUT_AT_MOST + 3);
  });
});

describe('deploy', () => {
  it('uploads a build and its shared assets, then serves it; a second school uploads no shared asset again', async () => {
    writeBuild('alpha', B1, 'Alpha one');
    const first = await deploySchool(edge.store, { outDir: out, slug: 'alpha' });
    expect(first).toMatchObject({ build: B1, files: 5, already: 0, assets: 1, previous: null, changed: true });
    expect(await page('alpha.localhost')).toEqual({ status: 200, text: expect.stringContaining('Alpha one') });
    const asset = await edge.get('http://alpha.localhost/_astro/app.1111.js');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // Pages and media are stored by content, once per school, and served through the build's map; the build's own
    // folder holds only its platform files.
    const logo = await edge.get('http://alpha.localhost/_media/logo.svg');
    expect([logo.status, logo.headers.get('content-type'), await logo.text()]).toEqual([200, 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>']);
    const stored = (await edge.store.list(contentPrefix('alpha'))).objects.map((o) => o.key);
    expect(stored).toHaveLength(4);
    for (const key of stored) expect(key).toMatch(/^_sf\/schools\/alpha\/files\/[0-9a-f]{64}\.(html|svg)$/);
    expect(await edge.store.has([stored[0]!, `${contentPrefix('alpha')}${'0'.repeat(64)}.html`, `${contentPrefix('beta')}${stored[0]!.split('/').pop()}`])).toEqual(new Set([stored[0]]));
    expect((await edge.store.list(`_sf/schools/alpha/builds/${B1}/`)).objects.map((o) => o.key.split('/').pop()).sort()).toEqual(['_sf-build.json', '_sf-files.json', '_sf-school.json']);
    expect(await page('alpha.localhost', '/learn/home')).toEqual({ status: 200, text: expect.stringContaining('Alpha one home') });
    expect((await edge.get('http://alpha.localhost/_media/nothing.svg')).status).toBe(404);
    expect((await edge.get('http://alpha.localhost/learn/nowhere')).status).toBe(404);

    writeBuild('beta', B1, 'Beta one');
    expect(await deploySchool(edge.store, { outDir: out, slug: 'beta' })).toMatchObject({ assets: 0, changed: true });
    // Deploying what is live changes nothing.
    expect(await deploySchool(edge.store, { outDir: out, slug: 'beta' })).toMatchObject({ files: 0, already: 5, changed: false });
  });

  it('prints a dry run and changes nothing', async () => {
    writeBuild('alpha', B2, 'Alpha two', { asset: 'app.2222.js', logo: TWO_LOGO });
    const before = await edge.store.list('');
    const plan = await deploySchool(edge.store, { outDir: out, slug: 'alpha', dryRun: true });
    expect(plan).toMatchObject({ build: B2, files: 4, already: 1, assets: 1, previous: B1, changed: true, dryRun: true });
    expect(await edge.store.list('')).toEqual(before);
    expect(JSON.parse((await edge.store.kvGet(kvKeys.pointer('alpha')))!).build).toBe(B1);
  });

  it('cut off halfway, the old build keeps serving; run again, it uploads only what is missing and swaps', async () => {
    await expect(deploySchool(failingAfter(edge.store, 3), { outDir: out, slug: 'alpha' })).rejects.toThrow('connection reset');
    expect((await page('alpha.localhost')).text).toContain('Alpha one');
    expect((await listBuilds(edge.store, 'alpha')).map((b) => [b.build, b.complete, b.live])).toEqual([[B2, false, false], [B1, true, true]]);
    await expect(rollbackSchool(edge.store, 'alpha', B2)).rejects.toThrow(/not a complete build/);

    const resumed = await deploySchool(edge.store, { outDir: out, slug: 'alpha' });
    expect(resumed.already).toBeGreaterThan(0);
    expect(resumed.files + resumed.already).toBe(5);
    await shows('alpha.localhost', 'Alpha two');
    expect((await edge.get('http://alpha.localhost/_astro/app.2222.js')).status).toBe(200);
  });

  it('refuses a broken build with one line and uploads nothing', async () => {
    writeBuild('gamma', B1, 'Gamma', { scripts: false });
    const before = await edge.store.list('');
    await expect(deploySchool(edge.store, { outDir: out, slug: 'gamma' })).rejects.toThrow(/broken: its _sf-school.json is missing/);
    await expect(deploySchool(edge.store, { outDir: out, slug: 'nobody' })).rejects.toThrow(/no build of it/);
    await expect(deploySchool(edge.store, { outDir: out, slug: 'alpha', build: B4 })).rejects.toThrow(/is not in/);
    // A page naming a shared asset the build directory lacks.
    writeBuild('gamma', B2, 'Gamma', { asset: 'gone.9999.js' });
    rmSync(path.join(out, '_astro', 'gone.9999.js'));
    await expect(deploySchool(edge.store, { outDir: out, slug: 'gamma' })).rejects.toThrow(/lacks, e.g. _astro\/gone.9999.js/);
    expect(await edge.store.list('')).toEqual(before);
    expect(await edge.store.kvGet(kvKeys.pointer('gamma'))).toBeNull();
  });

  it('moves a custom domain with the build that names it', async () => {
    writeBuild('delta', B1, 'Delta', { domain: 'learn.delta.example' });
    await deploySchool(edge.store, { outDir: out, slug: 'delta' });
    expect((await page('learn.delta.example')).text).toContain('Delta');
    writeBuild('delta', B2, 'Delta two', { domain: 'study.delta.example' });
    // The same logo and 404 page as the build before: not uploaded again.
    expect(await deploySchool(edge.store, { outDir: out, slug: 'delta' })).toMatchObject({ files: 3, already: 2 });
    expect(await edge.store.kvGet(kvKeys.host('learn.delta.example'))).toBeNull();
    await shows('study.delta.example', 'Delta two');
  });

  it('takes the files a rebuild kept (hard links) from what it learned last time, and reads the new ones', async () => {
    writeBuild('epsilon', B1, 'Epsilon one');
    await deploySchool(edge.store, { outDir: out, slug: 'epsilon' });
    // The next build as `schoolfront build` makes it: what did not change linked from the last one, one page anew.
    const root = (build: string) => path.join(out, '_sf', 'schools', 'epsilon', 'builds', build);
    for (const file of ['learn/index.html', '404.html', '_media/logo.svg', '_sf-school.json']) {
      mkdirSync(path.dirname(path.join(root(B2), file)), { recursive: true });
      linkSync(path.join(root(B1), file), path.join(root(B2), file));
    }
    mkdirSync(path.join(root(B2), 'learn', 'home'), { recursive: true });
    writeFileSync(path.join(root(B2), 'learn', 'home', 'index.html'), '<h1>Epsilon two home</h1><script src="/_astro/app.5555.js"></script>');
    writeFileSync(path.join(out, '_astro', 'app.5555.js'), 'console.log(5)');
    writeFileSync(path.join(out, '_sf', 'schools', 'epsilon', 'current.json'), JSON.stringify({ slug: 'epsilon', build: B2, base: 'learn', custom_domain: null, built_at: '2026-11-02T10:00:00.000Z', previous: B1 }));
    // The new page and the build's own snippets file; the shared asset only the new page names.
    expect(await deploySchool(edge.store, { outDir: out, slug: 'epsilon' })).toMatchObject({ build: B2, files: 2, already: 3, assets: 1 });
    expect((await page('epsilon.localhost', '/learn/home')).text).toContain('Epsilon two home');
    expect((await page('epsilon.localhost')).text).toContain('Epsilon one');
    expect((await edge.get('http://epsilon.localhost/_astro/app.5555.js')).status).toBe(200);

    // Deploying it again while it is live: nothing to do.
    expect(await deploySchool(edge.store, { outDir: out, slug: 'epsilon' })).toMatchObject({ build: B2, files: 0, already: 5, changed: false });
    // What it learned is only a shortcut: unreadable, the next deploy (back from a rollback) reads every file and
    // comes to the same.
    await rollbackSchool(edge.store, 'epsilon');
    writeFileSync(path.join(out, '_sf', 'schools', 'epsilon', 'files.json'), '{"broken');
    expect(await deploySchool(edge.store, { outDir: out, slug: 'epsilon' })).toMatchObject({ build: B2, files: 0, already: 5, changed: true });
  });
});

/**
 * A rebuild as `schoolfront build` makes it from the last build's folder (publish.ts): `page` rendered anew with
 * `text`, `dropped` pages gone, the other pages taken as they were.
 */
async function rebuildFrom(slug: string, from: string, build: string, page: string, text: string, dropped: string[] = []) {
  const renderRoot = mkdtempSync(path.join(tmpdir(), 'schoolfront-render-'));
  mkdirSync(path.join(renderRoot, slug, page), { recursive: true });
  writeFileSync(path.join(renderRoot, slug, page, 'index.html'), text);
  const scripts: SchoolScripts = { school_id: 9, slug, custom_domain: null, head: null, body: null, embed_origins: [] };
  const dir = path.join(out, '_sf', 'schools', slug, 'builds', from);
  await publishSchool({
    outDir: out, renderRoot, slug, base: 'learn', otherLanguages: [], customDomain: null, buildId: build, scripts, searchFiles: [],
    media: [{ name: 'logo.svg', body: readFileSync(path.join(dir, '_media', 'logo.svg')) }],
    reuse: { dir, pages: ['learn', '404'].filter((p) => p !== page), dropped: [page, ...dropped], rendered: [page] },
  });
  rmSync(renderRoot, { recursive: true, force: true });
}

const storedMap = async (slug: string, build: string) => JSON.parse((await edge.store.get(objectKey(fileMapPath(slug, build))))!) as Record<string, string>;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('deploying a build made from the last one', () => {
  it('reads only what the build changed, and stores the same map as a deploy that lists every file', async () => {
    writeBuild('zeta', B1, 'Zeta one');
    mkdirSync(path.join(out, '_sf', 'schools', 'zeta', 'builds', B1, 'learn', 'old'), { recursive: true });
    writeFileSync(path.join(out, '_sf', 'schools', 'zeta', 'builds', B1, 'learn', 'old', 'index.html'), '<h1>Zeta old</h1>');
    await deploySchool(edge.store, { outDir: out, slug: 'zeta' });
    expect((await page('zeta.localhost', '/learn/old')).text).toContain('Zeta old');

    await rebuildFrom('zeta', B1, B2, 'learn/home', '<h1>Zeta two home</h1>', ['learn/old']);
    // The page rendered anew and the build's snippets file; the store page, 404 page and logo were stored.
    expect(await deploySchool(edge.store, { outDir: out, slug: 'zeta' })).toMatchObject({ build: B2, files: 2, already: 3, changed: true });
    await shows('zeta.localhost', 'Zeta two home', '/learn/home');
    expect((await page('zeta.localhost')).text).toContain('Zeta one');
    expect((await page('zeta.localhost', '/learn/old')).status).toBe(404);
    const told = await storedMap('zeta', B2);
    expect(Object.keys(told).sort()).toEqual(['404.html', '_media/logo.svg', 'learn/home/index.html', 'learn/index.html']);
    expect(told['learn/home/index.html']).toBe(`${sha256('<h1>Zeta two home</h1>')}.html`);

    // A third build from the second, deployed with what the second's deploy learned; then, with that forgotten, the
    // same build deployed from a listing of its folder comes to the same map.
    await rebuildFrom('zeta', B2, B3, 'learn', '<h1>Zeta three</h1><script src="/_astro/app.1111.js"></script>');
    // What the second's deploy learned names the live build's files: neither its map's copy here nor the stored map
    // is read.
    rmSync(path.join(out, ...fileMapPath('zeta', B2).split('/').filter(Boolean)));
    const asked: string[] = [];
    const watched: SiteStore = { ...edge.store, get: (key) => (asked.push(key), edge.store.get(key)) };
    expect(await deploySchool(watched, { outDir: out, slug: 'zeta' })).toMatchObject({ build: B3, files: 2, already: 3 });
    expect(asked).not.toContain(objectKey(fileMapPath('zeta', B2)));
    await shows('zeta.localhost', 'Zeta three');
    expect((await page('zeta.localhost', '/learn/home')).text).toContain('Zeta two home');
    const third = await storedMap('zeta', B3);
    await rollbackSchool(edge.store, 'zeta');
    rmSync(path.join(out, '_sf', 'schools', 'zeta', 'files.json'));
    await edge.store.delete([objectKey(fileMapPath('zeta', B3))]);
    expect(await deploySchool(edge.store, { outDir: out, slug: 'zeta' })).toMatchObject({ build: B3, changed: true });
    expect(await storedMap('zeta', B3)).toEqual(third);
  });

  it('lists the folder when a file the build says it wrote is not there', async () => {
    writeBuild('eta', B1, 'Eta one');
    await deploySchool(edge.store, { outDir: out, slug: 'eta' });
    await rebuildFrom('eta', B1, B2, 'learn/home', '<h1>Eta two home</h1>');
    rmSync(path.join(out, '_sf', 'schools', 'eta', 'builds', B2, '_media', 'logo.svg'));
    expect(await deploySchool(edge.store, { outDir: out, slug: 'eta' })).toMatchObject({ build: B2, changed: true });
    expect(Object.keys(await storedMap('eta', B2)).sort()).toEqual(['404.html', 'learn/home/index.html', 'learn/index.html']);
    await shows('eta.localhost', 'Eta two home', '/learn/home');
    expect((await edge.get('http://eta.localhost/_media/logo.svg')).status).toBe(404);
  });
});

describe('rollback', () => {
  it('swaps back to the previous build at once, seen within the pointer cache time, and refuses what it cannot do', async () => {
    // A dry run checks and says what it would do, and changes nothing.
    expect(await rollbackSchool(edge.store, 'alpha', undefined, true)).toEqual({ from: B2, to: B1 });
    expect(JSON.parse((await edge.store.kvGet(kvKeys.pointer('alpha')))!).build).toBe(B2);
    const { from, to } = await rollbackSchool(edge.store, 'alpha');
    expect([from, to]).toEqual([B2, B1]);
    expect(await shows('alpha.localhost', 'Alpha one')).toBeLessThanOrEqual(SITE_FILE_TTL_MS + 1_000);
    // Back again: the previous one is now B2.
    expect(await rollbackSchool(edge.store, 'alpha')).toEqual({ from: B1, to: B2 });
    await expect(rollbackSchool(edge.store, 'alpha', B2)).rejects.toThrow(/already live/);
    await expect(rollbackSchool(edge.store, 'alpha', B4)).rejects.toThrow(/not a complete build/);
    await expect(rollbackSchool(edge.store, 'nobody')).rejects.toThrow(/no live build/);
  });
});

describe('prune', () => {
  it('never deletes the live build, the previous one, one live moments ago or a newer incomplete one', async () => {
    writeBuild('alpha', B3, 'Alpha three', { logo: TWO_LOGO });
    await deploySchool(edge.store, { outDir: out, slug: 'alpha' });
    // A deploy of B4 under way (incomplete, newer than the live one).
    writeBuild('alpha', B4, 'Alpha four', { logo: TWO_LOGO });
    await expect(deploySchool(failingAfter(edge.store, 2), { outDir: out, slug: 'alpha' })).rejects.toThrow();

    // B1 was live seconds ago (the rollbacks above): an edge may still serve it from a pointer it read then.
    expect(JSON.parse((await edge.store.kvGet(kvKeys.pointer('alpha')))!).retired.map((r: { build: string }) => r.build)).toEqual([B1, B2]);
    expect((await pruneSchool(edge.store, 'alpha', 0, true)).deleted).toEqual([]);
    const later = new Date(Date.now() + RETIRED_KEEP_MS + 1_000);
    const dry = await pruneSchool(edge.store, 'alpha', 0, true, later);
    expect(dry.deleted).toEqual([B1]);
    expect((await listBuilds(edge.store, 'alpha')).map((b) => b.build)).toEqual([B4, B3, B2, B1]);

    const done = await pruneSchool(edge.store, 'alpha', 0, false, later);
    // B1's platform files (snippets, file map, manifest), and its two pages and logo, which no build kept names (its
    // 404 page is the same bytes as theirs).
    expect(done).toMatchObject({ deleted: [B1], kept: [B4, B3, B2], objects: 6 });
    expect((await edge.store.list(contentPrefix('alpha'))).objects.filter((o) => o.key.endsWith('.svg'))).toHaveLength(1);
    expect((await listBuilds(edge.store, 'alpha')).map((b) => [b.build, b.live, b.previous, b.complete])).toEqual([[B4, false, false, false], [B3, true, false, true], [B2, false, true, true]]);
    // Once the edge's cached pointer names the live build, its logo is the one kept.
    await shows('alpha.localhost', 'Alpha three');
    expect(await (await edge.get('http://alpha.localhost/_media/logo.svg')).text()).toBe(TWO_LOGO);
  });
});

describe('retiredAfter', () => {
  const pointer = (build: string, retired: { build: string; at: string }[]) => ({ slug: 'alpha', build, base: 'learn', custom_domain: null, built_at: '2026-11-01T10:00:00.000Z', previous: null, retired });
  const now = new Date('2026-11-26T10:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('lists the build going out, keeps those gone out lately, drops older ones and never the one coming back', () => {
    expect(retiredAfter(null, B1, now)).toEqual([]);
    expect(retiredAfter(pointer(B3, [{ build: B1, at: ago(RETIRED_KEEP_MS + 1) }, { build: B2, at: ago(30_000) }]), B4, now)).toEqual([
      { build: B2, at: ago(30_000) },
      { build: B3, at: now.toISOString() },
    ]);
    // Rolling back to B2 takes it off the list: it is live again.
    expect(retiredAfter(pointer(B3, [{ build: B2, at: ago(30_000) }]), B2, now)).toEqual([{ build: B3, at: now.toISOString() }]);
  });
});
