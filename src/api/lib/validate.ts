import type { z } from 'zod';
import { ERROR_CODE } from '../../contract/errors.ts';
import { ApiError } from './errors.ts';

/** Why a value failed, in words a client developer can act on. */
function reason(issue: z.core.$ZodIssue): string {
  // A union of literals (product type, device type) only says "Invalid input"; list what it takes instead.
  if (issue.code === 'invalid_union') {
    const values = issue.errors.flat().flatMap((e) => (e.code === 'invalid_value' ? e.values : []));
    if (values.length) return `expected one of ${values.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  return issue.message;
}

/**
 * Parses request input (query or path params) with a contract schema; the first problem becomes a 412 that names
 * the field, so a client can point at it.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.') || '(input)';
  throw new ApiError(ERROR_CODE.invalidParams, `Invalid ${field}: ${reason(issue)}`, { field });
}
