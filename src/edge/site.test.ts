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

/** A stand-in for the ASSETS binding, serving a mutable map of path -> body and counting reads. */
function fakeAssets(files: Map<string, string>) {
  const reads: string[] = [];
  const fetcher = {
    fetch: async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : input).pathname;
      reads.push(path);
      if (path === '/boom') return new Response('', { status: 500 });
      const body = files.get(path);
      return body === undefined ? new Response('', { status: 404 }) : new Response(body);
    },
  } as unknown as Fetcher;
  return { fetcher, reads };
}

afterEach(() => vi.restoreAllMocks());

describe('createSite', () => {
  it('reads and validates a pointer, reusing it for a few seconds only', async () => {
    const files = new Map([['/_sf/schools/demo/current.json', JSON.stringify(pointer('demo'))]]);
    const { fetcher, reads } = fakeAssets(files);
    let now = 1_000;
    const site = createSite(fetcher, () => now);

    expect((await site.pointer('demo'))?.build).toBe('20261123T101500Z-abc123');
    files.set('/_sf/schools/demo/current.json', JSON.stringify(pointer('demo', '20261124T101500Z-def456')));
    now += SITE_FILE_TTL_MS - 1;
    expect((await site.pointer('demo'))?.build).toBe('20261123T101500Z-abc123');
    expect(reads).toHaveLength(1);

    now += 1;
    expect((await site.pointer('demo'))?.build).toBe('20261124T101500Z-def456');
  });

  it('treats a missing pointer as absent', async () => {
    const site = createSite(fakeAssets(new Map()).fetcher);
    expect(await site.pointer('demo')).toBeNull();
  });

  it('treats a broken file as absent and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const site = createSite(
      fakeAssets(
        new Map([
          ['/_sf/schools/notjson/current.json', '{'],
          ['/_sf/schools/badshape/current.json', JSON.stringify({ ...pointer('badshape'), build: 'latest' })],
          ['/_sf/schools/moved/current.json', JSON.stringify(pointer('demo'))],
          ['/_sf/hosts.json', JSON.stringify({ 'learn.example.edu': 'Not A Slug' })],
        ]),
      ).fetcher,
    );
    expect(await site.pointer('notjson')).toBeNull();
    expect(await site.pointer('badshape')).toBeNull();
    expect(await site.pointer('moved')).toBeNull();
    expect(await site.hosts()).toBeNull();
    expect(log).toHaveBeenCalledTimes(4);
  });

  it("reads the build's school snippets, refusing a file that names another school", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const scripts = (slug: string) => JSON.stringify({ school_id: 7, slug, custom_domain: null, head: '<meta name="a">', body: null });
    const root = (slug: string) => `/_sf/schools/${slug}/builds/20261123T101500Z-abc123`;
    const { fetcher, reads } = fakeAssets(
      new Map([
        [`${root('demo')}/_sf-school.json`, scripts('demo')],
        [`${root('moved')}/_sf-school.json`, scripts('demo')],
      ]),
    );
    const site = createSite(fetcher);
    // A file from before embed forms lists no framing origins.
    expect(await site.schoolScripts(pointer('demo'))).toEqual({ school_id: 7, slug: 'demo', custom_domain: null, head: '<meta name="a">', body: null, embed_origins: [] });
    await site.schoolScripts(pointer('demo'));
    expect(reads).toHaveLength(1);
    expect(await site.schoolScripts(pointer('moved'))).toBeNull();
    expect(await site.schoolScripts(pointer('absent'))).toBeNull();
    expect(log).toHaveBeenCalledOnce();
  });

  it('reads hosts.json', async () => {
    const site = createSite(fakeAssets(new Map([['/_sf/hosts.json', JSON.stringify({ 'learn.example.edu': 'demo' })]])).fetcher);
    expect(await site.hosts()).toEqual({ 'learn.example.edu': 'demo' });
  });

  it('answers null for a missing file and throws when the asset store fails', async () => {
    const site = createSite(fakeAssets(new Map([['/a.txt', 'a']])).fetcher);
    expect(await (await site.file('/a.txt'))?.text()).toBe('a');
    expect(await site.file('/b.txt')).toBeNull();
    await expect(site.file('/boom')).rejects.toThrow(/500/);
  });
});
