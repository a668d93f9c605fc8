/**
 * A school's page record (`_sf/schools/<slug>/pages.bin`): what each of its pages was made from, for the next build
 * to render only what changed (docs/decisions/0050-rendering-what-changed.md).
 *
 * Stored as one small JSON header and the rest as raw bytes: every id list as 32-bit integers, the read paths and
 * values each as one text with each one's length. The large school's record (a quarter of a million reads, four
 * thousand pages) is 20 MB. Node's structured serialisation (v8) spent a quarter of a second of the build's start
 * reading it, on the thread that also takes the API's answers; read here, the ids are views of the file's bytes and
 * only the header is parsed (docs/decisions/0058-the-page-record-as-bytes.md).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { writeAtomic } from './files.ts';

/** Read ids (indexes into a record's `paths` and `values`) or group ids: typed, so the record is stored as raw bytes. */
const Ids = z.instanceof(Int32Array);
type IdList = z.infer<typeof Ids>;

/**
 * What a school's pages were made from, kept beside its local pointer for the next build: the code, each language's
 * frame, and for each page the values it read (as indexes into one table of read paths and values, since pages share
 * most of them) and the kept computations it used.
 */
export const PageRecord = z.object({
  code: z.string(),
  /** The build whose folder holds these pages. */
  build: z.string(),
  frames: z.record(z.string(), z.string()),
  /** What every page of the school depends on: reads made while no page rendered. */
  school: Ids,
  paths: z.array(z.string()),
  values: z.array(z.string()),
  /** Reads of computations pages shared (the school's content, its products by bundle), each group once. */
  groups: z.array(Ids),
  pages: z.record(z.string(), z.object({ root: z.string(), reads: Ids, groups: Ids })),
  /** How many reads and groups the table held when every one was last found in use (see `compact`). */
  clean: z.object({ reads: z.number().int().min(0), groups: z.number().int().min(0) }).optional(),
  /** The hash of the build input the values were read from (cli/lib/last-input.ts). */
  input: z.string().optional(),
});
export type PageRecord = z.infer<typeof PageRecord>;

export const pageRecordPath = (siteDir: string, slug: string): string => path.join(siteDir, '_sf', 'schools', slug, 'pages.bin');

/** The file's first bytes: a record in another layout (an older build's) is not read, and every page renders once. */
const MAGIC = Buffer.from('SFPAGES2');
const count = z.number().int().min(0);
/**
 * A text's encoding: Latin-1 when it is ASCII (every table seen so far), which reads back as a copy of its bytes
 * where UTF-8 is decoded (a tenth of a second for the large school's paths); UTF-8 for other text; UTF-16 for text
 * with a lone surrogate, which only UTF-16 keeps.
 */
const Encoding = z.enum(['latin1', 'utf8', 'utf16le']);

const Header = z.object({
  code: z.string(),
  build: z.string(),
  frames: z.record(z.string(), z.string()),
  clean: PageRecord.shape.clean,
  input: z.string().optional(),
  /** The pages in order: each one's path under the school and its root, as an index into `roots`. */
  roots: z.array(z.string()),
  pages: z.array(z.tuple([z.string(), count])),
  /** How many ids each list holds (the id sections follow the header in this order), and each text's bytes. */
  counts: z.object({ reads: count, school: count, groups: count, groupIds: count, pageReads: count, pageGroups: count }),
  text: z.object({ paths: count, values: count, encoding: z.object({ paths: Encoding, values: Encoding }) }),
});
type Header = z.infer<typeof Header>;

/**
 * A list of strings as stored: one text and each one's length, as the file holds them. The table of read paths
 * only grows (a build's ReadTable pushes onto the list it read; a compacted record has new lists), so a list written
 * again is the bytes it was read as and what was pushed since: encoding the large school's 242,000 paths again cost
 * each build a tenth of a second.
 */
interface StoredText {
  /** The text's bytes, in parts (the bytes read and those pushed since), so a write copies none of them. */
  bytes: Uint8Array[];
  lengths: Int32Array;
  encoding: z.infer<typeof Encoding>;
}
const storedWhenRead = new WeakMap<readonly string[], StoredText>();

const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const encodingOf = (text: string): StoredText['encoding'] =>
  // (isWellFormed is Node 20's and ES2024's; the project's TypeScript library is older.)
  Buffer.byteLength(text, 'utf8') === text.length ? 'latin1' : (text as string & { isWellFormed(): boolean }).isWellFormed() ? 'utf8' : 'utf16le';

function store(list: readonly string[]): StoredText {
  const known = storedWhenRead.get(list);
  const from = known && known.lengths.length <= list.length ? known.lengths.length : 0;
  // A plain loop: Int32Array.from with a map function took a tenth of a second for the large school's 242,000 reads.
  const lengths = new Int32Array(list.length);
  if (from) lengths.set(known!.lengths);
  for (let i = from; i < list.length; i++) lengths[i] = list[i]!.length;
  const rest = (from ? list.slice(from) : list).join('');
  // (ASCII is the same bytes in UTF-8: paths pushed onto a UTF-8 table are mostly ASCII.)
  const restEncoding = from ? encodingOf(rest) : null;
  if (from && (restEncoding === known!.encoding || (restEncoding === 'latin1' && known!.encoding === 'utf8'))) {
    return { bytes: [...known!.bytes, Buffer.from(rest, known!.encoding)], lengths, encoding: known!.encoding };
  }
  const text = from ? Buffer.concat(known!.bytes).toString(known!.encoding) + rest : rest;
  const encoding = encodingOf(text);
  return { bytes: [Buffer.from(text, encoding)], lengths, encoding };
}

/**
 * The paths of a record as read, as their Latin-1 bytes and lengths (for pathsIntoItems in
 * src/platform/build/read-tracking.ts); null when they were stored otherwise or have grown since.
 */
export function pathCodes(paths: readonly string[]): { codes: Uint8Array; lengths: Int32Array } | null {
  const stored = storedWhenRead.get(paths);
  return stored && stored.encoding === 'latin1' && stored.bytes.length === 1 && stored.lengths.length === paths.length ? { codes: stored.bytes[0]!, lengths: stored.lengths } : null;
}

/** The strings back, or null when the lengths do not add up to the text. */
function unstore(bytes: Uint8Array, lengths: Int32Array, encoding: StoredText['encoding']): string[] | null {
  const text = asBuffer(bytes).toString(encoding);
  const list = new Array<string>(lengths.length);
  let at = 0;
  for (let i = 0; i < lengths.length; i++) {
    const length = lengths[i]!;
    if (length < 0) return null;
    list[i] = text.slice(at, (at += length));
  }
  return at === text.length ? list : null;
}

const aligned = (n: number): number => (n + 3) & ~3;
const ID_BYTES = Int32Array.BYTES_PER_ELEMENT;

/** Every id below `limit`: a record naming a read or group it lacks is broken. */
const within = (ids: Int32Array, limit: number): boolean => ids.every((id) => id >= 0 && id < limit);

/** One Int32Array of the lists one after another. */
function joined(lists: readonly Int32Array[]): Int32Array {
  const out = new Int32Array(lists.reduce((total, list) => total + list.length, 0));
  let at = 0;
  for (const list of lists) {
    out.set(list, at);
    at += list.length;
  }
  return out;
}

const byteLength = (parts: readonly Uint8Array[]): number => parts.reduce((total, part) => total + part.byteLength, 0);

/** The record's bytes, in parts. */
function recordParts(record: PageRecord): Uint8Array[] {
  const paths = store(record.paths);
  const values = store(record.values);
  const pages = Object.entries(record.pages);
  const roots = [...new Set(pages.map(([, page]) => page.root))];
  const rootIds = new Map(roots.map((root, i) => [root, i]));
  const groupIds = joined(record.groups);
  const pageReads = joined(pages.map(([, page]) => page.reads));
  const pageGroups = joined(pages.map(([, page]) => page.groups));
  const header: Header = {
    code: record.code,
    build: record.build,
    frames: record.frames,
    ...(record.clean ? { clean: record.clean } : {}),
    ...(record.input !== undefined ? { input: record.input } : {}),
    roots,
    pages: pages.map(([rel, page]) => [rel, rootIds.get(page.root)!]),
    counts: { reads: paths.lengths.length, school: record.school.length, groups: record.groups.length, groupIds: groupIds.length, pageReads: pageReads.length, pageGroups: pageGroups.length },
    text: { paths: byteLength(paths.bytes), values: byteLength(values.bytes), encoding: { paths: paths.encoding, values: values.encoding } },
  };
  const head = Buffer.from(JSON.stringify(header));
  const size = Buffer.alloc(4);
  size.writeUInt32LE(head.byteLength);
  const headEnd = MAGIC.length + size.byteLength + head.byteLength;
  const pad = Buffer.alloc(aligned(headEnd) - headEnd);
  const ids = [
    paths.lengths, values.lengths, record.school, Int32Array.from(record.groups, (group) => group.length), groupIds,
    Int32Array.from(pages, ([, page]) => page.reads.length), Int32Array.from(pages, ([, page]) => page.groups.length), pageReads, pageGroups,
  ];
  return [MAGIC, size, head, pad, ...ids.map((list) => new Uint8Array(list.buffer, list.byteOffset, list.byteLength)), ...paths.bytes, ...values.bytes];
}

/** The record's bytes. */
export const encodePageRecord = (record: PageRecord): Buffer => Buffer.concat(recordParts(record));

/** The record in `bytes`, or null when they are not one whole, sound record. */
export function decodePageRecord(file: Uint8Array): PageRecord | null {
  // Ids are read in place, which needs them at multiples of four bytes from the buffer's start.
  const bytes = file.byteOffset % ID_BYTES === 0 ? file : new Uint8Array(file);
  // (A file read is never in shared memory.)
  const source = bytes.buffer as ArrayBuffer;
  const buffer = asBuffer(bytes);
  if (buffer.byteLength < MAGIC.length + 4 || !buffer.subarray(0, MAGIC.length).equals(MAGIC)) return null;
  const headLength = buffer.readUInt32LE(MAGIC.length);
  const headEnd = MAGIC.length + 4 + headLength;
  if (headEnd > buffer.byteLength) return null;
  let parsed;
  try {
    parsed = Header.safeParse(JSON.parse(buffer.toString('utf8', MAGIC.length + 4, headEnd)));
  } catch {
    return null;
  }
  if (!parsed.success) return null;
  const header = parsed.data;
  const { counts, text } = header;
  const pageCount = header.pages.length;

  // The sections' sizes, in order, must fill the file exactly.
  const idCounts = [counts.reads, counts.reads, counts.school, counts.groups, counts.groupIds, pageCount, pageCount, counts.pageReads, counts.pageGroups];
  let at = aligned(headEnd);
  if (at + idCounts.reduce((total, n) => total + n * ID_BYTES, 0) + text.paths + text.values !== buffer.byteLength) return null;
  const [pathLengths, valueLengths, school, groupLengths, groupIds, readLengths, groupCounts, pageReads, pageGroups] = idCounts.map((n) => {
    const ids = new Int32Array(source, bytes.byteOffset + at, n);
    at += n * ID_BYTES;
    return ids;
  }) as [IdList, IdList, IdList, IdList, IdList, IdList, IdList, IdList, IdList];
  const pathBytes = bytes.subarray(at, (at += text.paths));
  const valueBytes = bytes.subarray(at, (at += text.values));

  /** `all` cut into lists of `lengths`, or null when they do not add up. */
  const cut = (all: IdList, lengths: IdList): IdList[] | null => {
    const lists = new Array<IdList>(lengths.length);
    let from = 0;
    for (let i = 0; i < lengths.length; i++) {
      const length = lengths[i]!;
      if (length < 0 || from + length > all.length) return null;
      lists[i] = all.subarray(from, (from += length));
    }
    return from === all.length ? lists : null;
  };
  const groups = cut(groupIds, groupLengths);
  const reads = cut(pageReads, readLengths);
  const used = cut(pageGroups, groupCounts);
  const paths = unstore(pathBytes, pathLengths, text.encoding.paths);
  const values = unstore(valueBytes, valueLengths, text.encoding.values);
  if (!groups || !reads || !used || !paths || !values) return null;
  storedWhenRead.set(paths, { bytes: [pathBytes], lengths: pathLengths, encoding: text.encoding.paths });

  const pages: PageRecord['pages'] = {};
  for (let i = 0; i < pageCount; i++) {
    const [rel, root] = header.pages[i]!;
    // (`__proto__` would set the object's prototype, not add a page.)
    if (root >= header.roots.length || Object.hasOwn(pages, rel) || rel === '__proto__') return null;
    pages[rel] = { root: header.roots[root]!, reads: reads[i]!, groups: used[i]! };
  }
  const readCount = paths.length;
  const sound =
    values.length === readCount &&
    within(school, readCount) &&
    groups.every((group) => within(group, readCount)) &&
    reads.every((list) => within(list, readCount)) &&
    used.every((list) => within(list, groups.length));
  if (!sound) return null;
  return {
    code: header.code, build: header.build, frames: header.frames, school, paths, values, groups, pages,
    ...(header.clean ? { clean: header.clean } : {}),
    ...(header.input !== undefined ? { input: header.input } : {}),
  };
}

/** The school's last record, or null when there is none or it is unreadable or broken (every page then renders). */
export async function readPageRecord(siteDir: string, slug: string): Promise<PageRecord | null> {
  try {
    return decodePageRecord(await readFile(pageRecordPath(siteDir, slug)));
  } catch {
    return null;
  }
}

/** Written in parts, never as one buffer: 20 MB made at once had the build's large heap collected (a fifth of a second). */
export async function writePageRecord(siteDir: string, slug: string, record: PageRecord): Promise<void> {
  await writeAtomic(pageRecordPath(siteDir, slug), recordParts(record));
}
