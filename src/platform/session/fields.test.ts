import { describe, expect, it } from 'vitest';
import { boolean, id, INVALID, literal, nonEmpty, nullable, orDefault, orNull, readObject, text, trimmed } from './fields.ts';

describe('field readers', () => {
  it('text: a string within its length, as given', () => {
    expect(text(3)('abc')).toBe('abc');
    expect(text(3)(' ab ')).toBe(INVALID);
    expect(text(3)('')).toBe('');
    expect(text(3, 1)('')).toBe(INVALID);
    expect(text(3)(3)).toBe(INVALID);
    expect(nonEmpty('x')).toBe('x');
    expect(nonEmpty('')).toBe(INVALID);
  });

  it('trimmed: trims first, then checks the length', () => {
    expect(trimmed(3, 1)('  ab  ')).toBe('ab');
    expect(trimmed(3, 1)('   ')).toBe(INVALID);
    expect(trimmed(3)(' abcd ')).toBe(INVALID);
    expect(trimmed(3)(null)).toBe(INVALID);
  });

  it('id: a positive safe integer', () => {
    expect([id(1), id(2 ** 53 - 1)]).toEqual([1, 2 ** 53 - 1]);
    for (const bad of [0, -1, 1.5, 2 ** 53, '1', Number.NaN, null]) expect(id(bad)).toBe(INVALID);
  });

  it('boolean and literal: exactly', () => {
    expect([boolean(true), boolean(false), boolean('true'), boolean(0)]).toEqual([true, false, INVALID, INVALID]);
    expect([literal('a')('a'), literal('a')('b')]).toEqual(['a', INVALID]);
  });

  it('nullable keeps null and refuses absence; orNull makes both null; orDefault fills absence only', () => {
    expect([nullable(id)(null), nullable(id)(undefined), nullable(id)(3)]).toEqual([null, INVALID, 3]);
    expect([orNull(id)(null), orNull(id)(undefined), orNull(id)(0)]).toEqual([null, null, INVALID]);
    expect([orDefault(boolean, false)(undefined), orDefault(boolean, false)(null), orDefault(boolean, false)(true)]).toEqual([false, INVALID, true]);
  });
});

describe('readObject', () => {
  const fields = { a: id, b: orNull(text(5)) };

  it('reads the fields, leaves other keys out', () => {
    expect(readObject({ a: 1, b: 'x', c: 'dropped' }, fields)).toEqual({ a: 1, b: 'x' });
    expect(readObject({ a: 1 }, fields)).toEqual({ a: 1, b: null });
  });

  it('is null for a non-object or any invalid field', () => {
    for (const bad of [null, undefined, 'x', 1, [], [{ a: 1 }]]) expect(readObject(bad, fields)).toBeNull();
    expect(readObject({ a: 0 }, fields)).toBeNull();
    expect(readObject({ a: 1, b: 'toolong' }, fields)).toBeNull();
  });
});
