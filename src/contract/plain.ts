/**
 * Checks shared by the contract's plain (zod-free) guards, which mirror a zod schema each for the code every page
 * runs (decision 0014). Each guard is tested against its schema in contract.test.ts.
 */

/** What `z.object` and `z.record` accept: an object that is not an array. */
export const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `z.number()`: finite. */
export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** `z.number().int()`: a safe integer. */
export const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** common.ts `Id`: a positive safe integer. */
export const isId = (value: unknown): value is number => isInt(value) && value > 0;

/** An optional field: absent (or undefined), or passing `check`. */
export const optional = <T>(value: unknown, check: (v: unknown) => v is T): value is T | undefined => value === undefined || check(value);

export const isString = (value: unknown): value is string => typeof value === 'string';
