import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPayload } from '../../contract/errors.ts';
import { ApiError, handleError, handleNotFound } from './errors.ts';

// The handler's unexpected-error path, which a healthy database never takes in the workerd tests.
const app = new Hono();
app.onError(handleError);
app.notFound(handleNotFound);
app.get('/boom', () => {
  throw new Error('D1_ERROR: no such table: secrets at line 12');
});
app.get('/forbidden', () => {
  throw new ApiError(403, 'Private course');
});

describe('central error handler', () => {
  it('logs an unexpected error and answers 500 Something Went Wrong! without details', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await app.request('/boom');
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(ErrorPayload.parse(JSON.parse(text))).toEqual({ status: 500, data: { message: 'Something Went Wrong!' } });
    expect(text).not.toMatch(/D1_ERROR|secrets|at line/);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('passes an ApiError through and answers unknown paths with 404 Not found', async () => {
    const forbidden = await app.request('/forbidden');
    expect([forbidden.status, await forbidden.json()]).toEqual([403, { status: 403, data: { message: 'Private course' } }]);
    const missing = await app.request('/nowhere');
    expect([missing.status, await missing.json()]).toEqual([404, { status: 404, data: { message: 'Not found' } }]);
  });
});
