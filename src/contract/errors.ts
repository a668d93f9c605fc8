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

export function errorPayload(status: ErrorCode, message: string, extra: Omit<ErrorPayload['data'], 'message'> = {}): ErrorPayload {
  return { status, data: { message, ...extra } };
}
