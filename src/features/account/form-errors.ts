import { ERROR_CODE, ErrorPayload } from '../../contract/errors.ts';
import { toAppError } from '../../platform/errors/app-error.ts';

/** A failure the API tied to one request field (`data.field` of a 412 or 404, docs/decisions/0005-authentication.md). */
export interface FieldFailure {
  readonly field: string;
  /** The text to show under the field (already SPEC.md's, with its variables filled). */
  readonly message: string;
}

const SESSION_CODES: ReadonlySet<number> = new Set([ERROR_CODE.unauthorized, ERROR_CODE.throttled]);

/**
 * The field a failed call blames, if any. Session and throttling failures are never a field's fault, whatever the
 * payload says: they are shown as toasts.
 */
export function fieldFailure(error: unknown): FieldFailure | null {
  const appError = toAppError(error);
  if (SESSION_CODES.has(appError.code)) return null;
  const cause = appError.cause as { body?: unknown } | undefined;
  const payload = ErrorPayload.safeParse(cause && typeof cause === 'object' ? cause.body : undefined);
  const field = payload.success ? payload.data.data.field : undefined;
  return field ? { field, message: appError.message } : null;
}
