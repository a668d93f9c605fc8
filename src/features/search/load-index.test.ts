import { describe, expect, it } from 'vitest';
import { makeSchool } from '../../../cli/testing/fixtures.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { searchAssets } from './index-files.ts';
import { loadSearchPart, readSearchManifest } from './load-index.ts';

const input = makeSchool({ slug: 'demo', perType: 1 }).input;
const assets = searchAssets(input);
const catalogue = assets.files.find((f) => f.part === 'catalogue')!;

function fakeFetch(answers: (() => Response)[]): typeof fetch & { calls: string[] } {
  const calls: string[] = [];
  const fn = (async (url: string) => {
    calls.push(url);
    return answers.shift()!();
  }) as unknown as typeof fetch & { calls: string[] };
  return Object.assign(fn, { calls });
}

describe('the page finds and opens its index', () => {
  it('reads the manifest from <html data-search-index>, and nothing from a bad one', () => {
    expect(readSearchManifest({ searchIndex: JSON.stringify(assets.manifest) })).toEqual(assets.manifest);
    expect(readSearchManifest({})).toBeNull();
    expect(readSearchManifest({ searchIndex: '{not json' })).toBeNull();
    expect(readSearchManifest({ searchIndex: JSON.stringify({ ...assets.manifest, parts: { catalogue: 'https://evil.example/x.json', lessons: null } }) })).toBeNull();
  });

  it('fetches a part once, opens it, and measures it', async () => {
    const fetchFile = fakeFetch([() => new Response(catalogue.body)]);
    const url = `${catalogue.url}?once`;
    const [a, b] = await Promise.all([loadSearchPart(url, fetchFile), loadSearchPart(url, fetchFile)]);
    expect(a).toBe(b);
    expect(fetchFile.calls).toEqual([url]);
    expect(a.search(input.courses[0]!.title).map((hit) => hit.doc.id)).toContain(input.courses[0]!.id);
    expect(performance.getEntriesByName('search-index:catalogue:open').length).toBeGreaterThan(0);
  });

  it('fails with the error path, and fetches again on the next try', async () => {
    const fetchFile = fakeFetch([() => new Response('Not found', { status: 404 }), () => new Response('{"version":2}'), () => new Response(catalogue.body)]);
    const url = `${catalogue.url}?retry`;
    const missing = await loadSearchPart(url, fetchFile).catch((error: unknown) => toAppError(error));
    expect(missing).toMatchObject({ code: 404 });
    const broken = await loadSearchPart(url, fetchFile).catch((error: unknown) => toAppError(error));
    expect(broken).toMatchObject({ code: 604 });
    const index = await loadSearchPart(url, fetchFile);
    expect(index.size).toBe(input.courses.length);
    expect(fetchFile.calls).toHaveLength(3);
  });
});
