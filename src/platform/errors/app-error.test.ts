import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { ERROR_TEXT } from '../../contract/errors.ts';
import { AppError, fillMessage, formatTimeVariable, httpFailure, toAppError } from './app-error.ts';

const ctx = { online: true, locale: 'en-IN', timeZone: 'Asia/Kolkata' } as const;
const res = (status: number) => ({ status });
// 23 Nov 2026, 10:15 in India.
const NOV_23 = Date.UTC(2026, 10, 23, 4, 45);

describe('toAppError: responses', () => {
  it('401 is always the session-expired text, whatever the body says', () => {
    const error = toAppError(httpFailure(res(401), { status: 401, data: { message: 'Token invalid' } }), ctx);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(401);
    expect(error.message).toBe('Your login session is expired. Please logout and relogin.');
    expect(error.httpStatus).toBe(401);
  });

  it("401 keeps the API's 'Sign-in occurred in another place' for a displaced session", () => {
    const error = toAppError(httpFailure(res(401), { status: 401, data: { message: 'Sign-in occurred in another place' } }), ctx);
    expect([error.code, error.message]).toEqual([401, 'Sign-in occurred in another place']);
  });

  it('a payload status 401 under another HTTP status is still 401', () => {
    expect(toAppError(httpFailure(res(200), { status: 401, data: {} }), ctx).message).toBe(ERROR_TEXT.sessionExpired);
  });

  it('uses data.message', () => {
    const error = toAppError(httpFailure(res(404), { status: 404, data: { message: 'Course not found' } }), ctx);
    expect([error.code, error.message]).toEqual([404, 'Course not found']);
  });

  it('falls back to data.msg', () => {
    const error = toAppError(httpFailure(res(403), { status: 403, data: { msg: 'Private course: contact admin' } }), ctx);
    expect([error.code, error.message]).toEqual([403, 'Private course: contact admin']);
  });

  it('falls back to the top-level message, then to Something Went Wrong!', () => {
    expect(toAppError(httpFailure(res(412), { status: 412, data: {}, message: 'Bad field' }), ctx).message).toBe('Bad field');
    const error = toAppError(httpFailure(res(500), { status: 500, data: {} }), ctx);
    expect([error.code, error.message]).toEqual([500, 'Something Went Wrong!']);
  });

  it('an empty message counts as none', () => {
    expect(toAppError(httpFailure(res(412), { status: 412, data: { message: '', msg: 'Use this' } }), ctx).message).toBe('Use this');
  });

  it('fills {variables}; a variable ending in time/Time is epoch ms shown as a date', () => {
    const body = {
      status: 412,
      data: { message: 'Hi {name}, try again after {retryTime} (or {time}); {missing} stays', variables: { name: 'Asha', retryTime: NOV_23, time: String(NOV_23) } },
    };
    expect(toAppError(httpFailure(res(412), body), ctx).message).toBe('Hi Asha, try again after 23 Nov 2026, 10:15 (or 23 Nov 2026, 10:15); {missing} stays');
  });

  it('formats time variables in the page locale', () => {
    expect(formatTimeVariable(NOV_23, 'en-IN', 'Asia/Kolkata')).toBe('23 Nov 2026, 10:15');
    expect(formatTimeVariable(NOV_23, 'en-IN', 'UTC')).toBe('23 Nov 2026, 04:45');
    expect(fillMessage('at {startTime}', { startTime: NOV_23 }, { locale: 'hi-IN', timeZone: 'Asia/Kolkata' })).toContain('2026');
  });

  it('a non-numeric time variable is shown as given', () => {
    expect(fillMessage('at {startTime}', { startTime: 'noon' }, ctx)).toBe('at noon');
  });

  it('HTTP 429 is throttled with its text', () => {
    const error = toAppError(httpFailure(res(429), undefined), ctx);
    expect([error.code, error.message]).toEqual([603, 'Too many HTTP requests']);
  });

  it('payload status 603 is throttled with its text, whatever the HTTP status', () => {
    const error = toAppError(httpFailure(res(500), { status: 603, data: { message: 'slow down' } }), ctx);
    expect([error.code, error.message]).toEqual([603, 'Too many HTTP requests']);
  });

  it('a body that is not an ErrorPayload (an HTML 502 page) maps the HTTP status and shows the generic text', () => {
    expect([toAppError(httpFailure(res(502), '<html>'), ctx).code, toAppError(httpFailure(res(502), '<html>'), ctx).message]).toEqual([500, ERROR_TEXT.generic]);
    expect(toAppError(httpFailure(res(400), undefined), ctx).code).toBe(412);
    expect(toAppError(httpFailure(res(504), undefined), ctx).code).toBe(600);
    expect(toAppError(httpFailure(res(418), undefined), ctx).code).toBe(602);
  });

  it('takes an ErrorPayload on its own', () => {
    const error = toAppError({ status: 404, data: { message: 'Gone' } }, ctx);
    expect([error.code, error.message, error.httpStatus]).toEqual([404, 'Gone', null]);
  });
});

describe('toAppError: failures without a response', () => {
  it('a fetch TypeError is the network error', () => {
    for (const message of ['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed', 'fetch failed']) {
      const error = toAppError(new TypeError(message), ctx);
      expect(error.message).toBe(ERROR_TEXT.network);
      expect(error.offline).toBe(true);
    }
  });

  it('an AbortError or TimeoutError is 600 (API timeout)', () => {
    expect(toAppError(new DOMException('aborted', 'AbortError'), ctx).code).toBe(600);
    expect(toAppError(new DOMException('timed out', 'TimeoutError'), ctx).code).toBe(600);
  });

  it('offline, a timeout is the network error', () => {
    const error = toAppError(new DOMException('timed out', 'TimeoutError'), { ...ctx, online: false });
    expect(error.message).toBe(ERROR_TEXT.network);
  });

  it('a zod failure of a response is 604 with the generic text', () => {
    const failure = z.object({ id: z.number() }).safeParse({ id: 'x' });
    const error = toAppError(failure.error, ctx);
    expect([error.code, error.message]).toEqual([604, 'Something Went Wrong!']);
  });

  it("zod/mini's failures too, parsed or thrown (the shell script's schemas are zod/mini's)", () => {
    const schema = zm.object({ id: zm.number() });
    expect(toAppError(schema.safeParse({ id: 'x' }).error, ctx).code).toBe(604);
    expect(toAppError(zm.safeParse(schema, { id: 'x' }).error, ctx).code).toBe(604);
    let thrown: unknown;
    try {
      schema.parse({ id: 'x' });
    } catch (error) {
      thrown = error;
    }
    expect(toAppError(thrown, ctx).code).toBe(604);
    // An error that merely calls itself ZodError, without issues, is a JS error.
    expect(toAppError(Object.assign(new Error('x'), { name: 'ZodError' }), ctx).code).toBe(601);
  });

  it('a JS error is 601 and never shows its internal message', () => {
    const error = toAppError(new TypeError("Cannot read properties of undefined (reading 'x')"), ctx);
    expect([error.code, error.message]).toEqual([601, 'Something Went Wrong!']);
    expect(toAppError(new RangeError('boom'), ctx).code).toBe(601);
  });

  it('anything else is 602 unknown', () => {
    expect(toAppError('oops', ctx).code).toBe(602);
    expect(toAppError(undefined, ctx).code).toBe(602);
    expect(toAppError({ status: 'x' }, ctx).code).toBe(602);
  });

  it('an AppError passes through unchanged', () => {
    const error = new AppError(403, 'No');
    expect(toAppError(error, ctx)).toBe(error);
  });
});
