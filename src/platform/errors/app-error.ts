// error-codes.ts, not errors.ts: this module is on every page, and errors.ts carries the zod schema (decision 0014).
import { ERROR_CODE, ERROR_TEXT, readErrorPayload, type ErrorCode } from '../../contract/error-codes.ts';
import { INTL_LOCALE } from '../../i18n/locales.ts';

/**
 * The one error path of the browser (ARCHITECTURE.md decision 7): whatever fails — a call answered with an error,
 * a call that never got an answer, a response that breaks its contract, a bug — becomes an AppError carrying one
 * of SPEC.md section 8's internal codes and the text the learner sees.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** The HTTP status when a response was received. */
  readonly httpStatus: number | null;
  /** The failure came from having no connection; the UI may show an offline state rather than a toast. */
  readonly offline: boolean;

  constructor(code: ErrorCode, message: string, options: { cause?: unknown; httpStatus?: number | null; offline?: boolean } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.httpStatus = options.httpStatus ?? null;
    this.offline = options.offline ?? false;
  }
}

/** A response that was not ok, with its body already read (JSON-parsed, or undefined when it was not JSON). */
export interface HttpFailure {
  readonly response: { readonly status: number };
  readonly body: unknown;
}

export const httpFailure = (response: { readonly status: number }, body: unknown): HttpFailure => ({ response, body });

export interface ErrorContext {
  /** Whether the browser is online; default `navigator.onLine` (unknown counts as online). */
  online?: boolean;
  /** Intl locale for time variables; default the page's language (`<html lang>`), else en-IN. */
  locale?: string;
  /** Time zone for time variables; default the browser's. */
  timeZone?: string;
}

const KNOWN_CODES: ReadonlySet<number> = new Set(Object.values(ERROR_CODE));
const isErrorCode = (n: number): n is ErrorCode => KNOWN_CODES.has(n);

/** HTTP statuses without a payload code: the nearest internal code. */
function codeForHttpStatus(status: number): ErrorCode {
  if (isErrorCode(status) && status < 600) return status;
  if (status === 400 || status === 422) return ERROR_CODE.invalidParams;
  if (status === 429) return ERROR_CODE.throttled;
  if (status === 408 || status === 504) return ERROR_CODE.apiTimeout;
  if (status >= 500) return ERROR_CODE.serverError;
  return ERROR_CODE.unknown;
}

function defaultLocale(): string {
  const lang = globalThis.document?.documentElement?.lang;
  if (lang) return Object.hasOwn(INTL_LOCALE, lang) ? INTL_LOCALE[lang as keyof typeof INTL_LOCALE] : lang;
  return INTL_LOCALE.en;
}

/** An epoch-ms time variable as the learner reads it: `23 Nov 2026, 10:15` in en-IN. */
export function formatTimeVariable(epochMs: number, locale: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  if (timeZone) options.timeZone = timeZone;
  return new Intl.DateTimeFormat(locale, options).format(epochMs);
}

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const TIME_VARIABLE = /[tT]ime$/;

/**
 * Fills `{name}` placeholders from the payload's variables. A variable whose name ends in `time`/`Time` holding
 * a number (or a numeric string) is epoch ms and is shown as a date. A placeholder without a value stays as
 * written: dropping it silently could turn "try again after {retryTime}" into a sentence that lies.
 */
export function fillMessage(template: string, variables: Readonly<Record<string, string | number>> = {}, context: ErrorContext = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.hasOwn(variables, name)) return whole;
    const value = variables[name]!;
    if (TIME_VARIABLE.test(name)) {
      const ms = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
      if (Number.isFinite(ms)) return formatTimeVariable(ms, context.locale ?? defaultLocale(), context.timeZone);
    }
    return String(value);
  });
}

function fromResponse(status: number | null, body: unknown, context: ErrorContext, cause: unknown): AppError {
  const payload = readErrorPayload(body);
  const options = { httpStatus: status, cause };
  if (status === 401 || payload?.status === ERROR_CODE.unauthorized) {
    // SPEC.md section 8 gives 401 one text, and also lists 'sign-in occurred in another place': the API answers a
    // session displaced by a newer sign-in with 401 and that exact text, and the learner must see why.
    const displaced = payload?.data.message === ERROR_TEXT.signedInElsewhere || payload?.data.msg === ERROR_TEXT.signedInElsewhere;
    return new AppError(ERROR_CODE.unauthorized, displaced ? ERROR_TEXT.signedInElsewhere : ERROR_TEXT.sessionExpired, options);
  }
  if (status === 429 || payload?.status === ERROR_CODE.throttled) {
    return new AppError(ERROR_CODE.throttled, ERROR_TEXT.throttled, options);
  }
  const code = payload && isErrorCode(payload.status) ? payload.status : status === null ? ERROR_CODE.unknown : codeForHttpStatus(status);
  // data.message, then data.msg (SPEC.md section 8); the payload's top-level message is the last resort the
  // contract allows. An empty string counts as no message.
  const template = payload?.data.message || payload?.data.msg || payload?.message;
  const message = template ? fillMessage(template, payload?.data.variables, context) : ERROR_TEXT.generic;
  return new AppError(code, message, options);
}

const isHttpFailure = (input: unknown): input is HttpFailure =>
  typeof input === 'object' && input !== null && 'response' in input && 'body' in input &&
  typeof (input as { response: unknown }).response === 'object' && (input as { response: unknown }).response !== null &&
  typeof (input as { response: { status?: unknown } }).response.status === 'number';

const looksLikePayload = (input: unknown): boolean =>
  typeof input === 'object' && input !== null && typeof (input as { status?: unknown }).status === 'number' &&
  typeof (input as { data?: unknown }).data === 'object' && (input as { data?: unknown }).data !== null;

/**
 * A failed zod parse: full zod's ZodError or zod/mini's $ZodError. Told by name and issues rather than by
 * `instanceof`, which would import zod's core into every page for one check (decision 0014).
 */
const isZodError = (input: unknown): boolean => input instanceof Error && /^\$?ZodError$/.test(input.name) && Array.isArray((input as { issues?: unknown }).issues);

const errorName = (input: unknown): string | null =>
  typeof input === 'object' && input !== null && typeof (input as { name?: unknown }).name === 'string' ? (input as { name: string }).name : null;

// What browsers and Node reject fetch with when no response arrived: Chrome "Failed to fetch", Firefox
// "NetworkError when attempting to fetch resource.", Safari "Load failed", Node "fetch failed". Any other
// TypeError is a bug in our code.
const FETCH_FAILURE = /fetch|network|load failed/i;

const isOffline = (context: ErrorContext): boolean => (context.online ?? globalThis.navigator?.onLine ?? true) === false;

/** A failure that happened before any response: no connection, or a transport error. */
export function networkError(cause: unknown): AppError {
  return new AppError(ERROR_CODE.unknown, ERROR_TEXT.network, { cause, offline: true });
}

/**
 * Maps anything thrown or returned on a failure path to an AppError (SPEC.md section 8):
 * - an HttpFailure (status + parsed body), or an ErrorPayload on its own: 401 is the session-expired text (or
 *   'Sign-in occurred in another place' when the API says exactly that);
 *   HTTP 429 or payload status 603 is 'Too many HTTP requests'; else the payload's message with its variables,
 *   else 'Something Went Wrong!', under the payload's code or the nearest code for the HTTP status;
 * - a fetch TypeError, or any transport failure while the browser is offline: the network error text;
 * - an AbortError or TimeoutError: 600 (API timeout);
 * - a ZodError (a response breaking its contract): 604 (invalid data);
 * - any other Error: 601 (JS error); anything else: 602 (unknown). Internal messages are never shown.
 */
export function toAppError(input: unknown, context: ErrorContext = {}): AppError {
  if (input instanceof AppError) return input;
  if (isHttpFailure(input)) return fromResponse(input.response.status, input.body, context, input);
  if (looksLikePayload(input)) return fromResponse(null, input, context, input);
  if (isZodError(input)) return new AppError(ERROR_CODE.invalidData, ERROR_TEXT.generic, { cause: input });
  const name = errorName(input);
  if (name === 'AbortError' || name === 'TimeoutError') {
    return isOffline(context) ? networkError(input) : new AppError(ERROR_CODE.apiTimeout, ERROR_TEXT.generic, { cause: input });
  }
  if (input instanceof TypeError && FETCH_FAILURE.test(input.message)) return networkError(input);
  if (input instanceof Error) return new AppError(ERROR_CODE.jsError, ERROR_TEXT.generic, { cause: input });
  return new AppError(ERROR_CODE.unknown, ERROR_TEXT.generic, { cause: input });
}
