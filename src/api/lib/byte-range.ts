/** What a `Range` header asks of a file of `size` bytes (RFC 9110 section 14). */
export type ByteRange =
  | { kind: 'whole' }
  | { kind: 'unsatisfiable' }
  | { kind: 'part'; offset: number; length: number };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

/**
 * One range of bytes, as a player asks for one. A header that is not a single well-formed byte range (several
 * ranges, another unit, `bytes=5-1`, `bytes=abc`) is ignored and the whole file is sent, as RFC 9110 allows; a
 * well-formed range that starts past the end is unsatisfiable (416).
 */
export function byteRange(header: string | undefined, size: number): ByteRange {
  const match = header ? SINGLE.exec(header.trim()) : null;
  if (!match) return { kind: 'whole' };
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    const length = Math.min(suffix, size);
    return { kind: 'part', offset: size - length, length };
  }
  const offset = Number(first);
  if (last !== '' && Number(last) < offset) return { kind: 'whole' };
  if (offset >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'part', offset, length: end - offset + 1 };
}
