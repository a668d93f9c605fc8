import { z } from 'zod';
import type { ErrorCode } from './error-codes.ts';

// The codes and texts live in error-codes.ts, which has no zod: every page's shell script reads them (decision 0014).
export { ERROR_CODE, ERROR_TEXT, readErrorPayload, type ErrorCode } from './error-codes.ts';

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

/**
 * HTTP statuses the API answers for which SPEC.md section 8 names no internal code: the payload carries the HTTP
 * status itself (a client maps it as it maps any unknown status, with the payload's message).
 */
export const HTTP_ONLY_STATUS = { payloadTooLarge: 413 } as const;
export type HttpOnlyStatus = (typeof HTTP_ONLY_STATUS)[keyof typeof HTTP_ONLY_STATUS];

/** Texts of the API's own refusals, before any endpoint runs (docs/decisions/0015-call-registry.md). */
export const REQUEST_TEXT = {
  /** 413: a body over the call's limit, refused before it is read whole. */
  bodyTooLarge: (limitBytes: number): string => `The request body is too large: at most ${Math.floor(limitBytes / 1024)} KiB`,
  /** 412 (field `(body)`): a body sent as anything but JSON. */
  notJson: 'Send the body as application/json',
  /** 403: a write naming no content type, from another site than the school's own. */
  crossSiteWrite: "Send writes as application/json, or from the school's own site",
  /** 412 (field `(body)`): the body broke off while it was being read (the sender's connection failed). */
  bodyUnreadable: 'The request body could not be read: send it again',
} as const;

export function errorPayload(status: ErrorCode | HttpOnlyStatus, message: string, extra: Omit<ErrorPayload['data'], 'message'> = {}): ErrorPayload {
  return { status, data: { message, ...extra } };
}
