import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inLanguage, type BuildInput } from '../../src/contract/build-input.ts';
import { searchAssets } from '../../src/features/search/index-files.ts';
import { makeSchool } from '../testing/fixtures.ts';
import { ASIDE_FROM_PRODUCTS, searchAside } from './search-aside.ts';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'sf-search-aside-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

// A school large enough to be indexed on the worker.
const input = (): BuildInput => makeSchool({ slug: 'nova-academy', perType: Math.ceil(ASIDE_FROM_PRODUCTS / 4) }).input;

it("builds each language's index on its own thread from the file the build wrote, school after school", async () => {
  const first = input();
  const second = { ...input(), courses: input().courses.map((c) => ({ ...c, title: `${c.title} (second)` })) };
  const files = [path.join(work, 'first.json'), path.join(work, 'second.json')];
  await writeFile(files[0]!, JSON.stringify(first));
  await writeFile(files[1]!, JSON.stringify(second));
  const aside = searchAside();
  try {
    const [a, b] = await Promise.all([aside.build(first, files[0]!, ['en', 'hi']), aside.build(second, files[1]!, ['en'])]);
    expect([...a.keys()]).toEqual(['en', 'hi']);
    expect(a.get('en')).toEqual(searchAssets(first));
    expect(a.get('hi')).toEqual(searchAssets(inLanguage(first, 'hi')));
    expect(b.get('en')).toEqual(searchAssets(second));
    expect(b.get('en')!.manifest).not.toEqual(a.get('en')!.manifest);
  } finally {
    await aside.close();
  }
});

it('builds the index here when the worker cannot read the file, and after it was closed', async () => {
  const school = input();
  const aside = searchAside();
  expect((await aside.build(school, path.join(work, 'missing.json'), ['en'])).get('en')).toEqual(searchAssets(school));
  await aside.close();
  expect((await aside.build(school, path.join(work, 'missing.json'), ['en'])).get('en')).toEqual(searchAssets(school));
});
