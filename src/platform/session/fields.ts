import { isId, isRecord } from '../../contract/plain.ts';

/**
 * Readers for the session's browser data: storage entries, the launch query, the `user` cookie, other tabs'
 * messages. The app shell parses them on every page, store pages included, and carries no schema library there
 * (decision 0014), so each format is a table of small readers. A reader gives the value, or INVALID.
 */

export const INVALID: unique symbol = Symbol('invalid');
export type Reader<T> = (value: unknown) => T | typeof INVALID;

/** A reader per field of T. */
export type Fields<T> = { readonly [K in keyof T]-?: Reader<T[K]> };

/** What a reader gives when the value is valid. */
export type ReadValue<R> = R extends Reader<infer T> ? T : never;

/** A string of `min` to `max` UTF-16 units, as given. */
export const text = (max: number, min = 0): Reader<string> => (value) => (typeof value === 'string' && value.length >= min && value.length <= max ? value : INVALID);

/** A string of at least one unit. */
export const nonEmpty: Reader<string> = text(Infinity, 1);

/** A string trimmed, then `min` to `max` long: the trimmed string. */
export const trimmed = (max: number, min = 0): Reader<string> => (value) => (typeof value === 'string' ? text(max, min)(value.trim()) : INVALID);

/** A positive safe integer (the contract's `Id`). */
export const id: Reader<number> = (value) => (isId(value) ? value : INVALID);

export const boolean: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : INVALID);

export const literal = <const T extends string>(expected: T): Reader<T> => (value) => (value === expected ? expected : INVALID);

/** Null stays null; anything else must pass `read`. */
export const nullable = <T>(read: Reader<T>): Reader<T | null> => (value) => (value === null ? null : read(value));

/** Absent (undefined) or null is null; anything else must pass `read`. */
export const orNull = <T>(read: Reader<T>): Reader<T | null> => (value) => (value === undefined || value === null ? null : read(value));

/** Absent (undefined) is `fallback`; anything else must pass `read`. */
export const orDefault = <T>(read: Reader<T>, fallback: T): Reader<T> => (value) => (value === undefined ? fallback : read(value));

/** An object with the fields read (others left out), or null when it is not an object or any field is invalid. */
export function readObject<T>(value: unknown, fields: Fields<T>): T | null {
  if (!isRecord(value)) return null;
  const out: Partial<Record<keyof T, unknown>> = {};
  for (const key of Object.keys(fields) as (keyof T & string)[]) {
    const read = fields[key](value[key]);
    if (read === INVALID) return null;
    out[key] = read;
  }
  return out as T;
}
