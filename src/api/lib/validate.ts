import type { Context } from 'hono';
import type { z } from 'zod';
import { ERROR_CODE, REQUEST_TEXT } from '../../contract/errors.ts';
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

/**
 * Parses a JSON request body with a contract schema whose messages are the product's own words (SPEC.md section
 * 5): the first problem becomes a 412 whose message is that issue's message, exactly, and whose field is its
 * path. A body that is not JSON (or not sent as application/json, which also keeps cross-site HTML forms out)
 * is a 412 too. Nothing is written before this passes.
 */
export async function parseBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(?:;|$)/i.test(type)) throw new ApiError(ERROR_CODE.invalidParams, REQUEST_TEXT.notJson, { field: '(body)' });
  let input: unknown;
  try {
    input = await c.req.json();
  } catch {
    throw new ApiError(ERROR_CODE.invalidParams, 'The body is not valid JSON', { field: '(body)' });
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw issueError(result.error.issues[0]!);
}

/** A 412 for one zod issue of a body schema: its own message, its path as the field. */
export function issueError(issue: z.core.$ZodIssue, prefix: readonly PropertyKey[] = []): ApiError {
  const keys = issue.code === 'unrecognized_keys' ? [issue.keys[0]!] : [];
  const field = [...prefix, ...issue.path, ...keys].map(String).join('.') || '(body)';
  return new ApiError(ERROR_CODE.invalidParams, issue.message, { field });
}
