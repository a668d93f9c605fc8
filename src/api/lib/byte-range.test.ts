import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range.ts';

describe('byteRange', () => {
  it('serves a single range, clamped to the file', () => {
    expect(byteRange('bytes=0-187', 2812)).toEqual({ kind: 'part', offset: 0, length: 188 });
    expect(byteRange('bytes=100-', 2812)).toEqual({ kind: 'part', offset: 100, length: 2712 });
    expect(byteRange('bytes=2800-99999', 2812)).toEqual({ kind: 'part', offset: 2800, length: 12 });
    expect(byteRange('bytes=-12', 2812)).toEqual({ kind: 'part', offset: 2800, length: 12 });
    expect(byteRange('bytes=-99999', 2812)).toEqual({ kind: 'part', offset: 0, length: 2812 });
  });

  it('a range past the end is unsatisfiable', () => {
    expect(byteRange('bytes=99999999-', 2812)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=2812-2900', 2812)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=-0', 2812)).toEqual({ kind: 'unsatisfiable' });
  });

  it('a malformed header is ignored: the whole file', () => {
    for (const header of [undefined, '', 'bytes=5-1', 'bytes=abc', 'bytes=-', 'items=0-5', 'bytes=0-5,10-20', 'bytes=1.5-3']) {
      expect(byteRange(header, 2812), String(header)).toEqual({ kind: 'whole' });
    }
  });
});
