import { describe, expect, it } from 'vitest';
import { AUTH_TEXT, VALIDATION_TEXT } from '../../contract/auth.ts';
import { ERROR_TEXT, errorPayload } from '../../contract/errors.ts';
import { httpFailure } from '../../platform/errors/app-error.ts';
import { fieldFailure } from './form-errors.ts';

describe('failures the API ties to a field', () => {
  it('a 412 with data.field is that field, with its message', () => {
    expect(fieldFailure(httpFailure({ status: 412 }, errorPayload(412, AUTH_TEXT.emailTaken, { field: 'email' })))).toEqual({ field: 'email', message: AUTH_TEXT.emailTaken });
    expect(fieldFailure(httpFailure({ status: 412 }, errorPayload(412, VALIDATION_TEXT.passwordsIdentical, { field: 'confirm_password' })))).toEqual({
      field: 'confirm_password',
      message: VALIDATION_TEXT.passwordsIdentical,
    });
    expect(fieldFailure(httpFailure({ status: 404 }, errorPayload(404, AUTH_TEXT.userNotFound, { field: 'identifier' })))?.field).toBe('identifier');
  });

  it('anything else is no field: no data.field, session and throttling failures, the network, bugs', () => {
    expect(fieldFailure(httpFailure({ status: 500 }, errorPayload(500, 'Down')))).toBeNull();
    expect(fieldFailure(httpFailure({ status: 401 }, errorPayload(401, ERROR_TEXT.sessionExpired, { field: 'password' })))).toBeNull();
    expect(fieldFailure(httpFailure({ status: 429 }, errorPayload(603, ERROR_TEXT.throttled, { field: 'identifier' })))).toBeNull();
    expect(fieldFailure(new TypeError('Failed to fetch'))).toBeNull();
    expect(fieldFailure(new Error('x'))).toBeNull();
  });
});
