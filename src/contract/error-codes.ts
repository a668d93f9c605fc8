import { isInt, isNumber, isRecord, isString, optional } from './plain.ts';

/**
 * SPEC.md section 8's error codes and texts, and a zod-free reader of the error payload: every page's shell
 * script (sign-out) needs them and must not carry zod (decision 0014). errors.ts re-exports all of it beside the
 * ErrorPayload schema, the reference `readErrorPayload` is tested against.
 */

/** Internal error codes (SPEC.md section 8). */
export const ERROR_CODE = {
  invalidParams: 412,
  notFound: 404,
  forbidden: 403,
  unauthorized: 401,
  serverError: 500,
  apiTimeout: 600,
  jsError: 601,
  unknown: 602,
  throttled: 603,
  invalidData: 604,
} as const;
export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];

/** The product's error texts (SPEC.md section 8). */
export const ERROR_TEXT = {
  sessionExpired: 'Your login session is expired. Please logout and relogin.',
  generic: 'Something Went Wrong!',
  network: 'Network error (Failed to connect to the internet...)',
  throttled: 'Too many HTTP requests',
  notFound: 'Not found',
  invalidPassword: 'Invalid password',
  otpLimitExceeded: 'OTP limit exceeded',
  otpResendExceeded: 'Max OTP resend exceeded. Please logout and relogin.',
  internationalOtp: 'International OTP not supported',
  /** A 401 whose session was displaced by a newer sign-in (a school with `single_device_login`). */
  signedInElsewhere: 'Sign-in occurred in another place',
  /** A school whose data cannot be served while it is upgraded or moved (its shard refuses: src/api/shards/router.ts). */
  maintenance: 'Server under maintenance',
} as const;

const isVariable = (value: unknown): value is string | number => isString(value) || isNumber(value);
const isVariables = (value: unknown): value is Record<string, string | number> => isRecord(value) && Object.values(value).every(isVariable);

/** The keys of `source` that are present, as zod's object parse keeps them (unknown keys are left out). */
const known = (source: Readonly<Record<string, unknown>>, keys: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]));

/** The error payload every failing /learner/ call returns, as errors.ts's ErrorPayload schema gives it (a test holds the two equal). */
export interface ErrorPayload {
  status: number;
  data: { message?: string | undefined; msg?: string | undefined; variables?: Record<string, string | number> | undefined; field?: string | undefined };
  message?: string | undefined;
}

/** ErrorPayload.safeParse without zod: the payload (unknown keys left out), or null when it is not one. */
export function readErrorPayload(value: unknown): ErrorPayload | null {
  if (!isRecord(value) || !isInt(value['status']) || !isRecord(value['data']) || !optional(value['message'], isString)) return null;
  const { message, msg, variables, field } = value['data'];
  if (!optional(message, isString) || !optional(msg, isString) || !optional(field, isString)) return null;
  if (!optional(variables, isVariables)) return null;
  // Every field was checked above.
  return { ...known(value, ['status', 'message']), data: known(value['data'], ['message', 'msg', 'variables', 'field']) } as ErrorPayload;
}
