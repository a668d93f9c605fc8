import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serialize } from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { pageRecordPath, readPageRecord, writePageRecord, type PageRecord } from './renderer.ts';

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
    await writeFile(pageRecordPath(dir, 'demo'), serialize('not a record'));
    expect(await readPageRecord(dir, 'demo')).toBeNull();
    await writeFile(pageRecordPath(dir, 'demo'), 'garbage');
    expect(await readPageRecord(dir, 'demo')).toBeNull();
  });
});
