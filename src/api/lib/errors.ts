import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODE, ERROR_TEXT, errorPayload, type ErrorCode, type ErrorPayload, type HttpOnlyStatus } from '../../contract/errors.ts';

/** A failure the client should see as is: thrown anywhere, turned into an ErrorPayload by `handleError`. */
export class ApiError extends Error {
  readonly status: ErrorCode | HttpOnlyStatus;
  readonly extra: Omit<ErrorPayload['data'], 'message'>;
  /** Response headers to send with it, e.g. Retry-After on a 603. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: ErrorCode | HttpOnlyStatus, message: string, extra: Omit<ErrorPayload['data'], 'message'> = {}, headers: Readonly<Record<string, string>> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.extra = extra;
    this.headers = headers;
  }
}

export const notFound = (what: string): ApiError => new ApiError(ERROR_CODE.notFound, `${what} not found`);

/**
 * The HTTP status for a payload status. 400-500 go on the wire as they are. Of the platform codes 600-604 the API
 * answers only 603 (throttled), as HTTP 429 so proxies and clients that know HTTP understand it too; the others
 * describe client-side failures and never come from the API (500 if one ever did).
 */
export const httpStatus = (status: number): ContentfulStatusCode =>
  (status === ERROR_CODE.throttled ? 429 : status >= 600 ? 500 : status) as ContentfulStatusCode;

const send = (c: Context, payload: ErrorPayload, headers: Readonly<Record<string, string>> = {}): Response =>
  c.json(payload, httpStatus(payload.status), { ...headers, 'cache-control': 'no-store' });

/** `app.onError`: the one place a thrown error becomes a response. Unknown errors are logged, never echoed. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return send(c, errorPayload(error.status, error.message, error.extra), error.headers);
  console.error(`${c.req.method} ${new URL(c.req.url).pathname} failed:`, error);
  return send(c, errorPayload(ERROR_CODE.serverError, ERROR_TEXT.generic));
}

/** `app.notFound`: a path the API does not serve. */
export const handleNotFound = (c: Context): Response => send(c, errorPayload(ERROR_CODE.notFound, ERROR_TEXT.notFound));
