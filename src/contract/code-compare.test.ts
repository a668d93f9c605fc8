import { describe, expect, it } from 'vitest';
import { canonical, literal, sameTable } from './code-compare.ts';

describe('how the code lab compares and shows answers', () => {
  it('judges answers by value: key order and 2 against 2.0 do not matter, types do', () => {
    expect(canonical({ b: 1, a: [2, 'x'] })).toBe(canonical({ a: [2.0, 'x'], b: 1 }));
    expect(canonical([1, 2])).not.toBe(canonical([2, 1]));
    expect(canonical('1')).not.toBe(canonical(1));
  });

  it('compares a query’s table in order only when the challenge asks for order', () => {
    const a = { columns: ['name'], rows: [['Asha'], ['Dev']] };
    const b = { columns: ['name'], rows: [['Dev'], ['Asha']] };
    expect(sameTable(a, b, false)).toBe(true);
    expect(sameTable(a, b, true)).toBe(false);
  });

  it('shows a value as the challenge’s language writes it', () => {
    const value = { ok: true, none: null, items: [1, 'two', false] };
    expect(literal('python', value)).toBe('{"ok": True, "none": None, "items": [1, "two", False]}');
    expect(literal('javascript', value)).toBe('{"ok":true,"none":null,"items":[1,"two",false]}');
    expect(literal('python', [])).toBe('[]');
  });
});
