import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serialize } from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { compact, pageRecordPath, readPageRecord, writePageRecord, type PageRecord } from './renderer.ts';

const record = (): PageRecord => ({
  code: 'c0de',
  build: '20261126T101500Z-abc123',
  frames: { 'demo|en': 'frame' },
  school: Int32Array.of(0),
  paths: ['demo|en\u0001name', 'demo|en\u0001courses\u00010\u0001price'],
  values: ['"Demo"', '500'],
  groups: [Int32Array.of(1)],
  pages: { learn: { root: 'demo|en', reads: Int32Array.of(0, 1), groups: Int32Array.of(0) } },
});

let dir: string | null = null;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = null;
});

describe("a school's page record", () => {
  it('reads back as written', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'page-record-'));
    await writePageRecord(dir, 'demo', record());
    expect(await readPageRecord(dir, 'demo')).toEqual(record());
    // Paths and values are stored packed into one string each: any character survives, empty strings included.
    const odd = { ...record(), paths: ['demo|en\u0001a\u0000b', '', 'demo|en\u0001\u{1f600}\n'], values: ['"\\u0000"', '', '"é"'], school: Int32Array.of(0, 1, 2) };
    await writePageRecord(dir, 'demo', odd);
    expect(await readPageRecord(dir, 'demo')).toEqual(odd);
  });

  it('reads back as written after reads were added to the table it was read with', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'page-record-'));
    await writePageRecord(dir, 'demo', record());
    const read = (await readPageRecord(dir, 'demo'))!;
    // As a build's ReadTable grows the table it started from: paths pushed onto the same list.
    read.paths.push('demo|en\u0001courses\u00011\u0001price', 'demo|en\u0001é');
    const grown = { ...read, values: [...read.values, '700', '"x"'], school: Int32Array.of(0, 2, 3) };
    await writePageRecord(dir, 'demo', grown);
    expect(await readPageRecord(dir, 'demo')).toEqual({ ...record(), paths: [...record().paths, 'demo|en\u0001courses\u00011\u0001price', 'demo|en\u0001é'], values: ['"Demo"', '500', '700', '"x"'], school: Int32Array.of(0, 2, 3) });
    // A list made anew (a compacted record) is packed whole.
    await writePageRecord(dir, 'demo', { ...grown, paths: grown.paths.slice(1, 3), values: grown.values.slice(1, 3), school: Int32Array.of(0, 1), groups: [Int32Array.of(0)], pages: { learn: { root: 'demo|en', reads: Int32Array.of(0, 1), groups: Int32Array.of(0) } } });
    expect((await readPageRecord(dir, 'demo'))!.paths).toEqual(['demo|en\u0001courses\u00010\u0001price', 'demo|en\u0001courses\u00011\u0001price']);
  });

  it('is refused (so every page renders) when it names a read or group it lacks, has the wrong shape or is not a record at all', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'page-record-'));
    const broken: [string, PageRecord | unknown][] = [
      ['a page read out of range', { ...record(), pages: { learn: { root: 'demo|en', reads: Int32Array.of(0, 2), groups: Int32Array.of(0) } } }],
      ['a negative read', { ...record(), school: Int32Array.of(-1) }],
      ['a group out of range', { ...record(), pages: { learn: { root: 'demo|en', reads: Int32Array.of(0), groups: Int32Array.of(1) } } }],
      ["a group's read out of range", { ...record(), groups: [Int32Array.of(5)] }],
      ['values not matching paths', { ...record(), values: ['"Demo"'] }],
      ['ids as a plain array', { ...record(), school: [0] }],
    ];
    for (const [what, value] of broken) {
      await writePageRecord(dir, 'demo', value as PageRecord);
      expect(await readPageRecord(dir, 'demo'), what).toBeNull();
    }
    // A packed table whose lengths do not add up to its text.
    const { paths: _p, values: _v, ...rest } = record();
    const packed = (list: string[]) => ({ text: list.join(''), lengths: Int32Array.from(list, (x) => x.length) });
    await writeFile(pageRecordPath(dir, 'demo'), serialize({ ...rest, paths: { text: 'demo|en', lengths: Int32Array.of(50, 3) }, values: packed(['"Demo"', '500']) }));
    expect(await readPageRecord(dir, 'demo'), 'lengths past the text').toBeNull();
    await writeFile(pageRecordPath(dir, 'demo'), serialize({ ...rest, paths: packed(record().paths), values: { text: '"Demo"500', lengths: Int32Array.of(-1, 10) } }));
    expect(await readPageRecord(dir, 'demo'), 'a negative length').toBeNull();
    await writeFile(pageRecordPath(dir, 'demo'), serialize({ ...rest, paths: packed(record().paths), values: packed(['"Demo"', '500']) }));
    expect(await readPageRecord(dir, 'demo'), 'the same, packed right').toEqual(record());
    await writeFile(pageRecordPath(dir, 'demo'), serialize('not a record'));
    expect(await readPageRecord(dir, 'demo')).toBeNull();
    await writeFile(pageRecordPath(dir, 'demo'), 'garbage');
    expect(await readPageRecord(dir, 'demo')).toBeNull();
  });
});

describe('compacting a record', () => {
  // Ten reads, of which the one page uses the first two; two groups, of which it uses the second.
  const wasteful = (clean?: { reads: number; groups: number }) => ({
    code: 'c0de',
    frames: {},
    school: Int32Array.of(0),
    paths: Array.from({ length: 10 }, (_, i) => `demo|en\u0001r${i}`),
    values: Array.from({ length: 10 }, (_, i) => String(i)),
    groups: [Int32Array.of(9), Int32Array.of(1)],
    pages: { learn: { root: 'demo|en', reads: Int32Array.of(0, 1), groups: Int32Array.of(1) } },
    ...(clean ? { clean } : {}),
  });

  it('drops the reads and groups no page uses, renumbering the rest, once many are unused', () => {
    const out = compact(wasteful());
    expect(out.paths).toEqual(['demo|en\u0001r0', 'demo|en\u0001r1']);
    expect(out.values).toEqual(['0', '1']);
    expect(out.groups).toEqual([Int32Array.of(1)]);
    expect(out.pages['learn']).toEqual({ root: 'demo|en', reads: Int32Array.of(0, 1), groups: Int32Array.of(0) });
    expect(out.clean).toEqual({ reads: 2, groups: 1 });
  });

  it('leaves the record alone while it has grown by less than an eighth since it was last found clean', () => {
    const record = wasteful({ reads: 9, groups: 2 });
    expect(compact(record)).toBe(record);
    // Grown past that, it is checked (and here compacted) again.
    expect(compact(wasteful({ reads: 8, groups: 2 })).paths).toHaveLength(2);
  });
});
