import { describe, expect, it } from 'vitest';
import { createProgress } from './progress.ts';

const sink = (isTTY: boolean) => {
  const out = { text: '', isTTY, columns: 60, write(c: string) { this.text += c; return true; } };
  const err = { text: '', write(c: string) { this.text += c; return true; } };
  return { out, err };
};

describe('progress', () => {
  it('prints plain lines in CI, failures on stderr', () => {
    const s = sink(true);
    const p = createProgress(['nova-academy'], s, { CI: 'true' });
    p.fetched('nova-academy', 36, 412);
    p.rendering(['nova-academy']);
    p.built('nova-academy', 52, '20261123T101500Z-abc123', 3100);
    p.failed('harbor-code', 'learner API unreachable at http://127.0.0.1:1 (connect ECONNREFUSED)');
    expect(s.out.text).toBe('nova-academy: fetched 36 products (0.4s)\nnova-academy: rendering\nnova-academy: built 52 pages -> 20261123T101500Z-abc123 (3.1s)\n');
    expect(s.err.text).toBe('✗ harbor-code: learner API unreachable at http://127.0.0.1:1 (connect ECONNREFUSED)\n');
  });

  it('redraws one line per school with a bar on a terminal', () => {
    const s = sink(true);
    const p = createProgress(['a', 'bb'], s, {});
    p.fetching('a', 5, 10);
    const frames = () => s.out.text.split(/\x1b\[(\d+)F\x1b\[J/);
    expect(frames().at(-2)).toBe('2');
    expect(frames().at(-1)).toMatch(/^ {2}a {5}fetching {3}\[█{10}░{10}\] 5\/10\n {2}bb {4}waiting\n$/);
    p.failed('bb', 'x'.repeat(100));
    p.fetching('a', 6, 10);
    // The failure line wraps over two rows of 60 columns: the next redraw moves up three rows.
    expect(frames().at(-2)).toBe('3');
    expect(frames().at(-1)).toContain(`✗ bb: ${'x'.repeat(100)}\n`);
  });
});
