import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODE, ERROR_TEXT, errorPayload, type ErrorCode, type ErrorPayload } from '../../contract/errors.ts';

/** A failure the client should see as is: thrown anywhere, turned into an ErrorPayload by `handleError`. */
export class ApiError extends Error {
  readonly status: ErrorCode;
  readonly extra: Omit<ErrorPayload['data'], 'message'>;

  constructor(status: ErrorCode, message: string, extra: Omit<ErrorPayload['data'], 'message'> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.extra = extra;
  }
}

export const notFound = (what: string): ApiError => new ApiError(ERROR_CODE.notFound, `${what} not found`);

// The platform codes 600-604 describe client-side failures; the API itself never answers with one.
const send = (c: Context, payload: ErrorPayload): Response =>
  c.json(payload, (payload.status >= 600 ? 500 : payload.status) as ContentfulStatusCode, { 'cache-control': 'no-store' });

/** `app.onError`: the one place a thrown error becomes a response. Unknown errors are logged, never echoed. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return send(c, errorPayload(error.status, error.message, error.extra));
  console.error(`${c.req.method} ${new URL(c.req.url).pathname} failed:`, error);
  return send(c, errorPayload(ERROR_CODE.serverError, ERROR_TEXT.generic));
}

/** `app.notFound`: a path the API does not serve. */
export const handleNotFound = (c: Context): Response => send(c, errorPayload(ERROR_CODE.notFound, ERROR_TEXT.notFound));
