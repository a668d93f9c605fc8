import { z } from 'zod';

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
} as const;

/** The error payload every failing /learner/ call returns (SPEC.md section 3: status, data.message or data.msg). */
export const ErrorPayload = z.object({
  status: z.number().int(),
  data: z.object({
    message: z.string().optional(),
    msg: z.string().optional(),
    /** Values for `{name}` placeholders in the message; keys ending in `time` are epoch ms shown as dates. */
    variables: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    /** For 412: the field that failed and why. */
    field: z.string().optional(),
  }),
  message: z.string().optional(),
});
export type ErrorPayload = z.infer<typeof ErrorPayload>;

export function errorPayload(status: ErrorCode, message: string, extra: Omit<ErrorPayload['data'], 'message'> = {}): ErrorPayload {
  return { status, data: { message, ...extra } };
}
