import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_FILE_TTL_MS, createSite } from './site.ts';

const pointer = (slug: string, build = '20261123T101500Z-abc123') => ({
  slug,
  build,
  base: 'learn',
  custom_domain: null,
  built_at: '2026-11-23T10:15:00Z',
  previous: null,
});

/**
 * Stand-ins for the site bucket and KV, over mutable maps, counting reads. (The edge's workerd tests read wrangler's
 * own emulation of both; these check the caching and the parsing alone.)
 */
function fakeStore(files: Map<string, string>, entries: Map<string, string>) {
  const reads: string[] = [];
  const bucket = {
    get: async (key: string) => {
      reads.push(key);
      if (key === 'boom') throw new Error('R2 is down');
      const body = files.get(key);
      if (body === undefined) return null;
      return { body: new Response(body).body, arrayBuffer: async () => new TextEncoder().encode(body).buffer, httpEtag: '"e1"', writeHttpMetadata: (h: Headers) => h.set('content-type', 'text/plain') };
    },
  } as unknown as R2Bucket;
  const kv = {
    get: async (key: string) => {
      reads.push(key);
      return entries.get(key) ?? null;
    },
  } as unknown as KVNamespace;
  return { bucket, kv, reads };
}

afterEach(() => vi.restoreAllMocks());

describe('createSite', () => {
  it('reads and validates a pointer from KV, reusing it for a few seconds only', async () => {
    const entries = new Map([['pointer:demo', JSON.stringify(pointer('demo'))]]);
    const { bucket, kv, reads } = fakeStore(new Map(), entries);
    let now = 1_000;
    const site = createSite(bucket, kv, () => now);

    expect((await site.pointer('demo'))?.build).toBe('20261123T101500Z-abc123');
    entries.set('pointer:demo', JSON.stringify(pointer('demo', '20261124T101500Z-def456')));
    now += SITE_FILE_TTL_MS - 1;
    expect((await site.pointer('demo'))?.build).toBe('20261123T101500Z-abc123');
    expect(reads).toHaveLength(1);

    now += 1;
    expect((await site.pointer('demo'))?.build).toBe('20261124T101500Z-def456');
  });

  it('treats a missing pointer or host as absent', async () => {
    const { bucket, kv } = fakeStore(new Map(), new Map());
    const site = createSite(bucket, kv);
    expect(await site.pointer('demo')).toBeNull();
    expect(await site.schoolOfDomain('learn.example.edu')).toBeNull();
  });

  it('treats a broken entry as absent and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { bucket, kv } = fakeStore(
      new Map(),
      new Map([
        ['pointer:notjson', '{'],
        ['pointer:badshape', JSON.stringify({ ...pointer('badshape'), build: 'latest' })],
        ['pointer:moved', JSON.stringify(pointer('demo'))],
        ['host:learn.example.edu', JSON.stringify('Not A Slug')],
      ]),
    );
    const site = createSite(bucket, kv);
    expect(await site.pointer('notjson')).toBeNull();
    expect(await site.pointer('badshape')).toBeNull();
    expect(await site.pointer('moved')).toBeNull();
    expect(await site.schoolOfDomain('learn.example.edu')).toBeNull();
    expect(log).toHaveBeenCalledTimes(4);
  });

  it("reads the build's school snippets from the bucket, refusing a file that names another school", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const scripts = (slug: string) => JSON.stringify({ school_id: 7, slug, custom_domain: null, head: '<meta name="a">', body: null });
    const root = (slug: string) => `_sf/schools/${slug}/builds/20261123T101500Z-abc123`;
    const { bucket, kv, reads } = fakeStore(
      new Map([
        [`${root('demo')}/_sf-school.json`, scripts('demo')],
        [`${root('moved')}/_sf-school.json`, scripts('demo')],
      ]),
      new Map(),
    );
    const site = createSite(bucket, kv);
    // A file from before embed forms lists no framing origins.
    expect(await site.schoolScripts(pointer('demo'))).toEqual({ school_id: 7, slug: 'demo', custom_domain: null, head: '<meta name="a">', body: null, embed_origins: [] });
    await site.schoolScripts(pointer('demo'));
    expect(reads).toHaveLength(1);
    expect(await site.schoolScripts(pointer('moved'))).toBeNull();
    expect(await site.schoolScripts(pointer('absent'))).toBeNull();
    expect(log).toHaveBeenCalledOnce();
  });

  it('finds the school of a custom domain with one read', async () => {
    const { bucket, kv, reads } = fakeStore(new Map(), new Map([['host:learn.example.edu', JSON.stringify('demo')]]));
    const site = createSite(bucket, kv);
    expect(await site.schoolOfDomain('learn.example.edu')).toBe('demo');
    expect(await site.schoolOfDomain('learn.example.edu')).toBe('demo');
    expect(reads).toEqual(['host:learn.example.edu']);
  });

  it('answers null for a missing file, serves one with its type and tag, and throws when the bucket fails', async () => {
    const { bucket, kv } = fakeStore(new Map([['a.txt', 'a']]), new Map());
    const site = createSite(bucket, kv);
    const file = await site.file('/a.txt');
    expect(await file?.text()).toBe('a');
    expect(file?.headers.get('etag')).toBe('"e1"');
    expect(file?.headers.get('content-type')).toBe('text/plain');
    expect(await site.file('/b.txt')).toBeNull();
    await expect(site.file('/boom')).rejects.toThrow(/down/);
  });

  it('serves a file read once from memory after (every key is immutable), with 304 for a current copy, and never remembers a missing one', async () => {
    const files = new Map([['a.txt', 'a']]);
    const { bucket, kv, reads } = fakeStore(files, new Map());
    const site = createSite(bucket, kv);
    expect(await (await site.file('/a.txt'))?.text()).toBe('a');
    expect(await (await site.file('/a.txt'))?.text()).toBe('a');
    expect((await site.file('/a.txt', '"e1"'))?.status).toBe(304);
    expect((await site.file('/a.txt', 'W/"e1", "other"'))?.status).toBe(304);
    expect((await site.file('/a.txt', '"other"'))?.status).toBe(200);
    expect(reads).toEqual(['a.txt']);
    expect(await site.file('/b.txt')).toBeNull();
    files.set('b.txt', 'b');
    expect(await (await site.file('/b.txt'))?.text()).toBe('b');
  });
});
