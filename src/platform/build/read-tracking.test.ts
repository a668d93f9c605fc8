import { describe, expect, it } from 'vitest';
import { allReads, forgetOutsideReads, pathsIntoItems, readsOutside, recording, remember, rememberCache, track, untracked, valuesAt } from './read-tracking.ts';

/** Whether every read's value is the same in `roots` now. */
const unchanged = (reads: Map<string, string>, roots: ReadonlyMap<string, unknown>): boolean => {
  const now = valuesAt(roots, [...reads.keys()]);
  return [...reads.values()].every((v, i) => now[i] === v);
};

const input = () => ({
  slug: 'demo',
  courses: [
    { id: 1, title: 'Algebra', price: { price: 100_00 }, tags: ['maths'] },
    { id: 2, title: 'Physics', price: { price: 250_00 }, tags: [] as string[] },
  ],
});

describe('read tracking', () => {
  it('notes what a page read, by path, and no more', async () => {
    const site = track(input(), 'demo|en');
    const { value, reads } = await recording(async () => `${site.courses[1]!.title}: ${site.courses[1]!.price.price}`);
    expect(value).toBe('Physics: 25000');
    const read = [...reads].map(([path, v]) => [path.split('\u0001').join('.'), v]);
    expect(read).toEqual([
      ['demo|en.courses', '[]'],
      ['demo|en.courses.1', '{}'],
      ['demo|en.courses.1.title', '"Physics"'],
      ['demo|en.courses.1.price', '{}'],
      ['demo|en.courses.1.price.price', '25000'],
    ]);
    // Algebra's price was not read: a change to it leaves the page as it was; a change to Physics's does not.
    const next = input();
    next.courses[0]!.price.price = 1;
    const roots = new Map([['demo|en', next]]);
    expect(unchanged(reads, roots)).toBe(true);
    next.courses[1]!.price.price = 1;
    expect(unchanged(reads, roots)).toBe(false);
  });

  it("notes a read under the root it was made through, though another root shares the object", async () => {
    // A language's input keeps what it does not translate as the default language's input has it.
    const en = input();
    const hi = { ...en, courses: [...en.courses] };
    track(en, 'demo|en').courses[1]!.title;
    const site = track(hi, 'demo|hi');
    const { reads } = await recording(async () => site.courses[1]!.title);
    expect([...reads.keys()].map((path) => path.split('\u0001').join('.'))).toEqual(['demo|hi.courses', 'demo|hi.courses.1', 'demo|hi.courses.1.title']);
    // The product translated later: the Hindi page's read sees it.
    const translated = { ...hi, courses: hi.courses.map((c) => (c.id === 2 ? { ...c, title: 'भौतिकी' } : c)) };
    expect(unchanged(reads, new Map([['demo|en', en], ['demo|hi', translated]]))).toBe(false);
  });

  it('tells the reads that lead into given items of the lists, under any of the roots', () => {
    const paths = [
      ['demo|en', 'courses', '1', 'title'], ['demo|en', 'courses', '12'], ['demo|hi', 'courses', '1', 'price', 'price'], ['demo|en', 'courses', '#keys'],
      ['demo|en', 'courses'], ['demo|en', 'pricings', '1', 'price'], ['other|en', 'courses', '1', 'title'], ['demo|en', 'courses', '2', 'title'],
    ].map((parts) => parts.join('\u0001'));
    const courses = (set: Set<number>) => new Map([['courses', set]]);
    expect([...pathsIntoItems(paths, ['demo|en', 'demo|hi'], courses(new Set([1, 12])))]).toEqual([1, 1, 1, 0, 0, 0, 0, 0]);
    expect([...pathsIntoItems(paths, ['demo|en'], courses(new Set()))]).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    // Each list by its own items: the prices' item 1, not the products'.
    expect([...pathsIntoItems(paths, ['demo|en', 'demo|hi'], new Map([['courses', new Set([12])], ['pricings', new Set([1])]]))]).toEqual([0, 1, 0, 0, 0, 1, 0, 0]);
    expect([...pathsIntoItems(paths, ['demo|en'], new Map([['pricings', new Set([2])], ['reviews', new Set([1])]]))]).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    // The same paths as a record stores them (one Latin-1 text and each one's length), and beside a path in Hindi.
    const stored = { codes: new Uint8Array(Buffer.from(paths.join(''), 'latin1')), lengths: Int32Array.from(paths, (p) => p.length) };
    expect([...pathsIntoItems(stored, ['demo|en', 'demo|hi'], courses(new Set([1, 12])))]).toEqual([1, 1, 1, 0, 0, 0, 0, 0]);
    expect([...pathsIntoItems(stored, ['demo|en', 'demo|hi'], new Map([['courses', new Set([12])], ['pricings', new Set([1])]]))]).toEqual([0, 1, 0, 0, 0, 1, 0, 0]);
    const hindi = ['demo|hi\u0001courses\u00011\u0001भौतिकी', ...paths];
    expect([...pathsIntoItems(hindi, ['demo|en', 'demo|hi'], courses(new Set([1])))]).toEqual([1, 1, 0, 1, 0, 0, 0, 0, 0]);
    // A root beyond the Basic Multilingual Plane is matched unit by unit, as the paths are.
    expect([...pathsIntoItems(['\u{1F600}|en\u0001courses\u00011', '\u{1F600}|en\u0001courses\u00012'], ['\u{1F600}|en'], courses(new Set([1])))]).toEqual([1, 0]);
  });

  it('notes iteration, keys and membership, so a product added or a field gone counts', async () => {
    const site = track(input(), 'demo|en');
    const { reads } = await recording(async () => [site.courses.map((c) => c.id), Object.keys(site.courses[0]!), 'tags' in site.courses[1]!]);
    const next = input();
    const same = new Map([['demo|en', next]]);
    expect(unchanged(reads, same)).toBe(true);
    next.courses.push({ id: 3, title: 'Chemistry', price: { price: 1 }, tags: [] });
    expect(unchanged(reads, same)).toBe(false);
    const gone = input() as { courses: Record<string, unknown>[] };
    delete gone.courses[1]!['tags'];
    expect(unchanged(reads, new Map([['demo|en', gone]]))).toBe(false);
  });

  it('finds the value at each path, and where a path leads nowhere now, in any order', () => {
    const S = '\u0001';
    const roots = new Map<string, unknown>([['demo|en', input()]]);
    const paths = [
      `demo|en${S}courses${S}1${S}price${S}price`,
      `demo|en${S}courses${S}0${S}title`,
      `demo|en${S}courses${S}1${S}price${S}#keys`,
      `demo|en${S}courses${S}0${S}#has${S}tags`,
      `demo|en${S}courses${S}0${S}#has${S}teacher`,
      `demo|en${S}courses${S}1${S}price${S}price`,
      `demo|en${S}courses${S}0${S}missing`,
      `demo|en${S}courses${S}0${S}missing${S}deeper`,
      `demo|en${S}courses${S}0${S}title${S}length`,
      `demo|en${S}courses${S}7${S}title`,
      `demo|en${S}slug`,
      'demo|en',
      `demo|hi${S}slug`,
      'demo|hi',
    ];
    expect(valuesAt(roots, paths)).toEqual(['25000', '"Algebra"', '["price"]', 'true', 'false', '25000', 'undefined', undefined, undefined, undefined, '"demo"', '{}', undefined, undefined]);
  });

  it("counts a kept computation's reads for every page that uses it, and reads outside pages for the school", async () => {
    forgetOutsideReads();
    const site = track(input(), 'demo|en');
    const cache = rememberCache<object, number>();
    const total = () => remember(cache, site, () => site.courses.reduce((sum, c) => sum + c.price.price, 0));
    const first = await recording(async () => total());
    const second = await recording(async () => total());
    expect(second.value).toBe(first.value);
    // Noted once, as a group both pages share.
    expect([...first.groups]).toEqual([...second.groups]);
    const read = [...allReads(second).keys()].map((path) => path.split('\u0001').join('.'));
    expect(read).toEqual(expect.arrayContaining(['demo|en.courses.0.price.price', 'demo|en.courses.1.price.price']));
    expect(second.reads.size).toBe(0);
    // Built before any page (the site's lookups): noted for the school, not for a page.
    void site.slug;
    expect([...readsOutside('demo|en').values()]).toEqual(['"demo"']);
  });

  it('refuses a page that writes to the input, and reads raw data without noting it', async () => {
    const raw = input();
    const site = track(raw, 'demo|en');
    await expect(recording(async () => {
      (site.courses[0] as { title: string }).title = 'changed';
    })).rejects.toThrow(/build input: pages read it, never change it/);
    expect(raw.courses[0]!.title).toBe('Algebra');
    const { reads } = await recording(async () => untracked(site).courses[0]!.title);
    expect(reads.size).toBe(0);
  });
});
