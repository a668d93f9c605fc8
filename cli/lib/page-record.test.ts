import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pathsIntoItems } from '../../src/platform/build/read-tracking.ts';
import { decodePageRecord, encodePageRecord, pageRecordPath, pathCodes, readPageRecord, writePageRecord, type PageRecord } from './page-record.ts';
import { compact } from './renderer.ts';

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
    // A lone surrogate, which UTF-8 cannot hold, survives too (that text is stored as UTF-16), and so does one pushed
    // onto a table read as UTF-8.
    const lone = { ...record(), paths: ['demo|en\u0001\ud800x', ''], values: ['"\udc00"', '1'] };
    await writePageRecord(dir, 'demo', lone);
    expect(await readPageRecord(dir, 'demo')).toEqual(lone);
    await writePageRecord(dir, 'demo', record());
    const read = (await readPageRecord(dir, 'demo'))!;
    read.paths.push('demo|en\u0001\udbff');
    await writePageRecord(dir, 'demo', { ...read, values: [...read.values, '2'] });
    expect((await readPageRecord(dir, 'demo'))!.paths).toEqual([...record().paths, 'demo|en\u0001\udbff']);
    // A table with other than ASCII in it (stored as UTF-8), grown by ASCII and then by more of the same.
    const accented = { ...record(), paths: ['demo|en\u0001é', 'demo|en\u0001x'] };
    await writePageRecord(dir, 'demo', accented);
    for (const more of ['demo|en\u0001y', 'demo|en\u0001ü']) {
      const grown = (await readPageRecord(dir, 'demo'))!;
      grown.paths.push(more);
      await writePageRecord(dir, 'demo', { ...grown, values: [...grown.values, '3'] });
    }
    expect((await readPageRecord(dir, 'demo'))!.paths).toEqual(['demo|en\u0001é', 'demo|en\u0001x', 'demo|en\u0001y', 'demo|en\u0001ü']);
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

  it("hands over its paths' bytes as read, which tell the reads of unchanged products as the paths do", async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'page-record-'));
    await writePageRecord(dir, 'demo', record());
    const read = (await readPageRecord(dir, 'demo'))!;
    const codes = pathCodes(read.paths);
    expect(codes && Buffer.from(codes.codes).toString('latin1')).toBe(record().paths.join(''));
    expect(pathsIntoItems(codes!, ['demo|en'], new Map([['courses', new Set([0])]]))).toEqual(pathsIntoItems(read.paths, ['demo|en'], new Map([['courses', new Set([0])]])));
    expect([...pathsIntoItems(codes!, ['demo|en'], new Map([['courses', new Set([0])]]))]).toEqual([0, 1]);
    // Not once the list has grown, nor for a list no record was read into, nor for paths stored as UTF-8.
    read.paths.push('demo|en\u0001courses\u00011');
    expect(pathCodes(read.paths)).toBeNull();
    expect(pathCodes(record().paths)).toBeNull();
    await writePageRecord(dir, 'demo', { ...record(), paths: ['demo|en\u0001é', 'demo|en\u0001courses\u00010'] });
    expect(pathCodes((await readPageRecord(dir, 'demo'))!.paths)).toBeNull();
  });

  it('is refused (so every page renders) when it names a read or group it lacks, or its values do not match its paths', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'page-record-'));
    const broken: [string, PageRecord][] = [
      ['a page read out of range', { ...record(), pages: { learn: { root: 'demo|en', reads: Int32Array.of(0, 2), groups: Int32Array.of(0) } } }],
      ['a negative read', { ...record(), school: Int32Array.of(-1) }],
      ['a group out of range', { ...record(), pages: { learn: { root: 'demo|en', reads: Int32Array.of(0), groups: Int32Array.of(1) } } }],
      ["a group's read out of range", { ...record(), groups: [Int32Array.of(5)] }],
      ['values not matching paths', { ...record(), values: ['"Demo"'] }],
    ];
    for (const [what, value] of broken) {
      await writePageRecord(dir, 'demo', value);
      expect(await readPageRecord(dir, 'demo'), what).toBeNull();
    }
  });

  it('is refused when its bytes are not a whole record: cut short, grown, another layout, a header that lies', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'page-record-'));
    const good = encodePageRecord(record());
    expect(decodePageRecord(good)).toEqual(record());
    // Read from any offset: ids are copied to where they can be read in place.
    const shifted = new Uint8Array(good.byteLength + 1).fill(7);
    shifted.set(good, 1);
    expect(decodePageRecord(shifted.subarray(1))).toEqual(record());

    const headLength = good.readUInt32LE(8);
    const header = JSON.parse(good.toString('utf8', 12, 12 + headLength)) as Record<string, unknown>;
    /** The record with its header replaced (the bytes after it as they were). */
    const withHeader = (changed: Record<string, unknown>) => {
      const head = Buffer.from(JSON.stringify({ ...header, ...changed }));
      const size = Buffer.alloc(4);
      size.writeUInt32LE(head.byteLength);
      const rest = good.subarray((12 + headLength + 3) & ~3);
      return Buffer.concat([good.subarray(0, 8), size, head, Buffer.alloc(((12 + head.byteLength + 3) & ~3) - 12 - head.byteLength), rest]);
    };
    expect(decodePageRecord(withHeader({})), 'the same header again').toEqual(record());
    const bad: [string, Uint8Array][] = [
      ['empty', new Uint8Array(0)],
      ['garbage', Buffer.from('garbage garbage garbage')],
      ['another layout', Buffer.concat([Buffer.from('SFPAGES1'), good.subarray(8)])],
      ['cut short', good.subarray(0, good.byteLength - 1)],
      ['a byte more', Buffer.concat([good, Buffer.of(0)])],
      ['a header longer than the file', Buffer.concat([good.subarray(0, 8), Buffer.from([255, 255, 255, 0]), good.subarray(12)])],
      ['a header that is not JSON', withHeader({}).fill(32, 12, 14)],
      ['a header of another shape', withHeader({ pages: 'learn' })],
      ['more reads than the file holds', withHeader({ counts: { ...(header['counts'] as object), reads: 3 } })],
      ['a page of a root it lacks', withHeader({ pages: [['learn', 1]] })],
      ['the same page twice', withHeader({ pages: [['learn', 0], ['learn', 0]] })],
      ['texts of other sizes', withHeader({ text: { ...(header['text'] as object), paths: 1, values: (header['text'] as { paths: number; values: number }).paths + (header['text'] as { values: number }).values - 1 } })],
    ];
    for (const [what, bytes] of bad) expect(decodePageRecord(bytes), what).toBeNull();
    // Lengths that do not add up to their text, or run negative.
    const lengths = Buffer.from(good);
    const pathLengthsAt = (12 + headLength + 3) & ~3;
    lengths.writeInt32LE(50, pathLengthsAt);
    expect(decodePageRecord(lengths), 'lengths past the text').toBeNull();
    lengths.writeInt32LE(-1, pathLengthsAt);
    expect(decodePageRecord(lengths), 'a negative length').toBeNull();
    expect(await readPageRecord(dir, 'demo'), 'no record').toBeNull();
    await writePageRecord(dir, 'demo', record());
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
