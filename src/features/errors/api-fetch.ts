import type { StandardOutput, StandardSchemaV1 } from '../../contract/standard-schema.ts';
import { ERROR_CODE, ERROR_TEXT } from '../../contract/error-codes.ts';
import { currentToken } from '../session/session-store.ts';
import { AppError, httpFailure, networkError, toAppError, type ErrorContext } from './app-error.ts';
import { logger } from './logger.ts';

/** A call with no answer after this long fails with 600 (API timeout). */
export const API_TIMEOUT_MS = 30_000;

/** The only paths the browser calls: same origin, forwarded by the edge (ARCHITECTURE.md decision 4). */
const ALLOWED_PREFIXES = ['/learner/', '/config/'] as const;

export interface ApiFetchInit extends Omit<RequestInit, 'body' | 'credentials'> {
  /** Sent as JSON, unless it is already a BodyInit the browser sends as is (FormData, Blob, URLSearchParams). */
  body?: unknown;
  /** Added to the path's query; undefined and null values are left out. */
  query?: Readonly<Record<string, string | number | boolean | null | undefined>>;
  timeoutMs?: number;
  /** Default: the session's token while signed in. Pass null to send none. */
  token?: string | null;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
  /** Online state, locale and time zone for the error text. */
  errorContext?: ErrorContext;
}

/**
 * The path as a same-origin URL path. Accepts `/learner/v17/courses/` or the short `v17/courses/` (under
 * /learner/). Anything that could leave the origin (`https://...`, `//host`, `\\host`) or escape the prefix
 * (`..`) is a programming error.
 */
export function apiPath(path: string, query: ApiFetchInit['query'] = {}): string {
  const full = path.startsWith('/') ? path : `/learner/${path}`;
  if (!ALLOWED_PREFIXES.some((prefix) => full.startsWith(prefix)) || /[\\]|\/\/|(^|\/)\.\.?(\/|$)|^[a-z]+:/i.test(full)) {
    throw new Error(`apiFetch: ${path} is not a same-origin /learner/ path`);
  }
  const url = new URL(full, 'http://same.origin');
  // Percent-encoded dots (`%2e%2e`) are resolved by the URL parser: check again after it.
  if (url.origin !== 'http://same.origin' || !ALLOWED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
    throw new Error(`apiFetch: ${path} is not a same-origin /learner/ path`);
  }
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return `${url.pathname}${url.search}`;
}

const isBodyInit = (body: unknown): body is BodyInit =>
  typeof body === 'string' || body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams || body instanceof ArrayBuffer;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  return JSON.parse(text) as unknown;
}

/**
 * THE function every browser call goes through. Same origin, cookies included, the bearer token of the session,
 * a timeout; a success body is parsed with the call's contract schema (any Standard Schema: zod's, or a contract
 * guard where the page must not carry zod, decision 0014), an error body as an ErrorPayload; every
 * failure is thrown as an AppError (SPEC.md section 8). Cancelling through `init.signal` rethrows the caller's
 * own abort reason untouched: a cancelled call is not a failure to show.
 */
export async function apiFetch<S extends StandardSchemaV1>(path: string, schema: S, init: ApiFetchInit = {}): Promise<StandardOutput<S>> {
  const { body, query, timeoutMs = API_TIMEOUT_MS, token = currentToken(), fetch: doFetch = globalThis.fetch, errorContext = {}, signal, headers: given, ...rest } = init;
  const url = apiPath(path, query);
  const method = (rest.method ?? 'GET').toUpperCase();
  const headers = new Headers(given);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (isBodyInit(body)) payload = body;
    else {
      payload = JSON.stringify(body);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
  } else if (method !== 'GET' && method !== 'HEAD' && !headers.has('content-type')) {
    // A write without a body says JSON too: the API refuses writes naming no content type from another site
    // (docs/decisions/0015-call-registry.md), and the browser's Origin header is not sent everywhere alike.
    headers.set('content-type', 'application/json');
  }

  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const fail = (error: AppError): never => {
    logger.error(`api: ${method} ${url} failed with ${error.code}`, error.cause ?? error.message);
    throw error;
  };

  let response: Response;
  try {
    response = await doFetch(url, { ...rest, method, headers, credentials: 'include', signal: combined, ...(payload === undefined ? {} : { body: payload }) });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (timeout.aborted) return fail(toAppError(timeout.reason, errorContext));
    // fetch rejects with a TypeError when no response arrived at all: no connection, DNS, CORS, reset.
    return fail(error instanceof TypeError ? networkError(error) : toAppError(error, errorContext));
  }

  let json: unknown;
  try {
    json = await readJson(response);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (timeout.aborted) return fail(toAppError(timeout.reason, errorContext));
    if (!response.ok) return fail(toAppError(httpFailure(response, undefined), errorContext));
    if (error instanceof SyntaxError) return fail(new AppError(ERROR_CODE.invalidData, ERROR_TEXT.generic, { cause: error, httpStatus: response.status }));
    return fail(error instanceof TypeError ? networkError(error) : toAppError(error, errorContext));
  }

  if (!response.ok) return fail(toAppError(httpFailure(response, json), errorContext));
  const parsed = await schema['~standard'].validate(json);
  if (parsed.issues) {
    return fail(new AppError(ERROR_CODE.invalidData, ERROR_TEXT.generic, { cause: parsed.issues, httpStatus: response.status }));
  }
  return parsed.value as StandardOutput<S>;
}
