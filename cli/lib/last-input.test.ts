import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuildInput } from '../../src/contract/build-input.ts';
import { readLastInput, writeBuildInput } from './last-input.ts';

const course = (id: number, title: string) => ({ id, title, price: 100 * id, tags: ['a', 'ü'], sections: [{ name: 'Intro "one"', lessons: 3 }], promo: null });
// Only the file's form matters here: the build checked every part before writing it.
const inputOf = (courses: object[]) => ({ slug: 'x', fetched_at: '2026-11-28T00:00:00.000Z', config: { a: 1 }, categories: [], courses, teachers: [], pricings: [{ id: 1, price: 5 }], faqs: [], reviews: [], media: {} }) as unknown as BuildInput;
const digestsOf = (input: BuildInput) => input.courses.map((c) => ({ id: c.id, digest: `d${c.id}` }));

describe('the build input as written and read back', () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'last-input-'));
    file = path.join(dir, 'x.json');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is the JSON of the input, byte for byte, when products are taken from the last one and others are new', async () => {
    const first = inputOf([course(1, 'One'), course(2, 'Two'), course(3, 'Three')]);
    await writeBuildInput(file, first, digestsOf(first));
    expect(await readFile(file, 'utf8')).toBe(JSON.stringify(first));

    const last = (await readLastInput(file))!;
    expect(last.input).toEqual(first);
    // Products 1 and 3 as read (their bytes reused), 2 changed, 4 new, in another order.
    const next = inputOf([last.input.courses[2]!, { ...course(2, 'Two, cheaper'), price: 1 }, course(4, 'Four'), last.input.courses[0]!]);
    const hash = await writeBuildInput(file, next, digestsOf(next));
    expect(await readFile(file, 'utf8')).toBe(JSON.stringify(next));
    const again = (await readLastInput(file))!;
    expect(again.hash).toBe(hash);
    expect(again.input).toEqual(next);
  });

  it('is read without the products\' places when they do not fit the file, and is still the same input', async () => {
    const first = inputOf([course(1, 'One'), course(2, 'Two')]);
    await writeBuildInput(file, first, digestsOf(first));
    const digestsFile = file.replace(/\.json$/, '.digests');
    const digests = JSON.parse(await readFile(digestsFile, 'utf8'));
    // Places off by one: no product's bytes are taken from them.
    await writeFile(digestsFile, JSON.stringify({ ...digests, spans: digests.spans.map((n: number) => n + 1) }));
    const last = (await readLastInput(file))!;
    const next = inputOf([...last.input.courses, course(3, 'Three')]);
    await writeBuildInput(file, next, digestsOf(next));
    expect(await readFile(file, 'utf8')).toBe(JSON.stringify(next));
  });

  it('is not used when its file is not the one its digests were written with', async () => {
    const first = inputOf([course(1, 'One')]);
    await writeBuildInput(file, first, digestsOf(first));
    await writeFile(file, JSON.stringify(inputOf([course(1, 'Changed')])));
    expect(await readLastInput(file)).toBeNull();
  });
});
