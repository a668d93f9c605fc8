/**
 * A school's last build input (`.schoolfront/build-input/<slug>.json`) and the digests its products had when it was
 * fetched (`<slug>.digests` beside it): a build takes each product whose digest the API still gives from there, and
 * fetches only the others' details (docs/decisions/0056-fetching-what-changed.md).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { BuildInput } from '../../src/contract/build-input.ts';
import type { CourseDigest } from '../../src/contract/catalogue.ts';
import { writeAtomic } from './files.ts';

export interface LastInput {
  /** The hash of the input file's text; a page record names the input its pages were made from by it. */
  hash: string;
  input: BuildInput;
  /** Each product's digest when it was fetched. */
  digests: ReadonlyMap<number, string>;
}

const Digests = z.object({
  /** The contract's shape the input was checked against (`contractVersion`). */
  contract: z.string(),
  /** The input file's hash when it was written with these digests. */
  input: z.string(),
  courses: z.array(z.tuple([z.number().int(), z.string()])),
  /** Where each product's text starts and ends in the input file, in the order of its courses: two offsets each. */
  spans: z.array(z.number().int().min(0)).optional(),
});

/**
 * Each product read from a last input, with its bytes there. A product taken as it was is written into the next
 * input as those bytes, not turned into text again: the large school's products are 3.4 MB of its 4.7 MB input,
 * which took each build about 0.1 s to write as one text.
 */
const bytesOf = new WeakMap<object, Uint8Array>();
const COMMA = Buffer.from(',');
const [OPEN, CLOSE] = Buffer.from('{}');

/** Not `.json`: the build input directory's `<slug>.json` files are its schools. */
const digestsFileOf = (inputFile: string): string => inputFile.replace(/\.json$/, '.digests');

// Bytes, not text: hashing a string encodes it first, which took the large school's 5 MB input 40 ms a build.
const hashOf = (bytes: string | Uint8Array): string => createHash('sha256').update(bytes).digest('base64url');

let contract: string | undefined;
/** The build input's shape, as a hash: an input checked against another shape (older code) is fetched afresh. */
function contractVersion(): string {
  contract ??= hashOf(JSON.stringify(z.toJSONSchema(BuildInput, { unrepresentable: 'any' })));
  return contract;
}

/**
 * Writes a school's build input and its products' digests; the input's hash, which its page record keeps. The
 * digests go second: a build stopped between the two leaves digests that name another input, so neither is used.
 */
export async function writeBuildInput(inputFile: string, input: BuildInput, digests: readonly CourseDigest[]): Promise<string> {
  // The same bytes as JSON.stringify(input), made a part at a time so each product read from the last input is its
  // bytes there, and each product's place is known.
  const parts: Uint8Array[] = [];
  const spans: number[] = [];
  let at = 0;
  const add = (part: Uint8Array) => {
    parts.push(part);
    at += part.byteLength;
  };
  const text = (value: string) => add(Buffer.from(value));
  let separator = '{';
  for (const [key, value] of Object.entries(input)) {
    if (key === 'courses') {
      text(`${separator}"courses":[`);
      input.courses.forEach((course, i) => {
        if (i > 0) add(COMMA);
        const start = at;
        add(bytesOf.get(course) ?? Buffer.from(JSON.stringify(course)));
        spans.push(start, at);
      });
      text(']');
    } else {
      const json = JSON.stringify(value) as string | undefined;
      // (A property JSON leaves out, as JSON.stringify does.)
      if (json === undefined) continue;
      text(`${separator}${JSON.stringify(key)}:${json}`);
    }
    separator = ',';
  }
  text(separator === '{' ? '{}' : '}');
  const bytes = Buffer.concat(parts, at);
  const hash = hashOf(bytes);
  await writeAtomic(inputFile, bytes);
  const stored: z.infer<typeof Digests> = { contract: contractVersion(), input: hash, courses: digests.map((d) => [d.id, d.digest]), spans };
  await writeAtomic(digestsFileOf(inputFile), JSON.stringify(stored));
  return hash;
}

/**
 * The school's last build input with its products' digests, or null when there is none, or it is not the one its
 * digests were written with, or it was checked against another shape of the contract. Its text hashes to what the
 * build that checked every part of it wrote, so it is not checked again (the large school's 5 MB cost a quarter of
 * a second to check).
 */
export async function readLastInput(inputFile: string): Promise<LastInput | null> {
  try {
    const [digestsText, bytes] = await Promise.all([readFile(digestsFileOf(inputFile), 'utf8'), readFile(inputFile)]);
    const digests = Digests.safeParse(JSON.parse(digestsText));
    if (!digests.success || digests.data.contract !== contractVersion()) return null;
    const hash = hashOf(bytes);
    if (hash !== digests.data.input) return null;
    const input = JSON.parse(bytes.toString('utf8')) as BuildInput;
    const { spans } = digests.data;
    // Each product's bytes, where the spans fit the products (the file is the one they were written with: its hash).
    if (spans && spans.length === input.courses.length * 2) {
      input.courses.forEach((course, i) => {
        const [start, end] = [spans[2 * i]!, spans[2 * i + 1]!];
        if (start < end && end <= bytes.byteLength && bytes[start] === OPEN && bytes[end - 1] === CLOSE) bytesOf.set(course, bytes.subarray(start, end));
      });
    }
    return { hash, input, digests: new Map(digests.data.courses) };
  } catch {
    return null;
  }
}
