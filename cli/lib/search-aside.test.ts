import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inLanguage, type BuildInput } from '../../src/contract/build-input.ts';
import { SCHOOL_SCRIPTS_FILE, SEARCH_DIR } from '../../src/contract/bundle.ts';
import { searchAssets } from '../../src/features/search/index-files.ts';
import { makeSchool } from '../testing/fixtures.ts';
import { ASIDE_FROM_PRODUCTS, lastBuildFor, searchAside } from './search-aside.ts';

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'sf-search-aside-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

// A school large enough to be indexed on the worker.
const input = (): BuildInput => makeSchool({ slug: 'nova-academy', perType: Math.ceil(ASIDE_FROM_PRODUCTS / 4) }).input;

/**
 * A last build's folder as publishing leaves it (its snippets name each language's index files), with `mark` in a
 * part of its catalogue index a patch keeps as it is: it shows which file a build's index was patched from.
 */
async function lastBuildOf(name: string, school: BuildInput, mark: number): Promise<{ dir: string }> {
  const dir = path.join(work, name);
  await mkdir(path.join(dir, SEARCH_DIR), { recursive: true });
  const made = searchAssets(school);
  for (const f of made.files) {
    const body = JSON.parse(f.body);
    if (f.part === 'catalogue') body.index.averageFieldLength = body.index.averageFieldLength.map(() => mark);
    await writeFile(path.join(dir, SEARCH_DIR, f.name), JSON.stringify(body));
  }
  const manifests = { default: JSON.stringify(made.manifest), languages: {} };
  await writeFile(path.join(dir, SCHOOL_SCRIPTS_FILE), JSON.stringify({ school_id: 1, slug: 'nova-academy', custom_domain: null, head: null, body: null, embed_origins: [], search_manifests: manifests }));
  return { dir };
}

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

it("starts from the last build's index files when there is one, and builds anew without", async () => {
  const last = input();
  const now = { ...last, courses: last.courses.map((c, i) => (i === 0 && c.price ? { ...c, price: { ...c.price, price: c.price.price + 100 } } : c)) };
  const file = path.join(work, 'now.json');
  await writeFile(file, JSON.stringify(now));
  const { dir } = await lastBuildOf('last-build', last, 1);
  const fresh = searchAssets(JSON.parse(JSON.stringify(now)) as BuildInput);
  const aside = searchAside();
  try {
    const patched = (await aside.build(now, file, ['en'], Promise.resolve({ dir }))).get('en')!;
    expect(JSON.parse(patched.files[0]!.body).index.averageFieldLength.every((n: number) => n === 1)).toBe(true);
    expect(patched.files[1]).toEqual(fresh.files[1]);
    // No last build (none made by this code, or no record): built anew.
    expect((await aside.build(now, file, ['en'], Promise.resolve(null))).get('en')).toEqual(fresh);
    expect((await aside.build(now, file, ['en'], Promise.reject(new Error('no record')))).get('en')).toEqual(fresh);
    expect((await aside.build(now, file, ['en'], Promise.resolve({ dir: path.join(work, 'no-such-build') }))).get('en')).toEqual(fresh);
  } finally {
    await aside.close();
  }
});

it('offers the last build the record names only when the code as it is now made it', () => {
  const record = { build: '20261127T080000Z-aaaaaa', code: 'c0de' };
  expect(lastBuildFor('/site', 'demo', record, 'c0de')).toEqual({ dir: path.join('/site', '_sf', 'schools', 'demo', 'builds', '20261127T080000Z-aaaaaa') });
  expect(lastBuildFor('/site', 'demo', record, 'other-code')).toBeNull();
  expect(lastBuildFor('/site', 'demo', null, 'c0de')).toBeNull();
});

it("reads the last build's index files while the school is fetched, and patches the build's own last build", async () => {
  const last = input();
  const now = { ...last, courses: last.courses.map((c, i) => (i === 1 && c.price ? { ...c, price: { ...c.price, price: c.price.price + 200 } } : c)) };
  const file = path.join(work, 'prepared.json');
  await writeFile(file, JSON.stringify(now));
  // The last input only has to be large enough for the worker to start early.
  const lastInput = path.join(work, 'prepared-last.json');
  await writeFile(lastInput, Buffer.alloc(1024 * 1024 + 1, 32));
  const marked = (assets: Map<string, { files: readonly { body: string }[] }>) => JSON.parse(assets.get('en')!.files[0]!.body).index.averageFieldLength[0];
  const one = await lastBuildOf('prepared-one', last, 3);
  const two = await lastBuildOf('prepared-two', last, 5);
  const aside = searchAside();
  try {
    await aside.prepare(lastInput, Promise.resolve(one));
    expect(marked(await aside.build(now, file, ['en'], Promise.resolve(one)))).toBe(3);
    // Another build named than the one read early: that one's files.
    await aside.prepare(lastInput, Promise.resolve(one));
    expect(marked(await aside.build(now, file, ['en'], Promise.resolve(two)))).toBe(5);
    // A last build that cannot be read: built anew, as without one.
    await aside.prepare(lastInput, Promise.resolve({ dir: path.join(work, 'no-such-build') }));
    expect((await aside.build(now, file, ['en'], Promise.resolve({ dir: path.join(work, 'no-such-build') }))).get('en')).toEqual(searchAssets(JSON.parse(JSON.stringify(now)) as BuildInput));
  } finally {
    await aside.close();
  }
});
