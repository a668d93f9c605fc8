import { createMiddleware } from 'hono/factory';
import { SCHOOL_ORIGIN_HEADER } from '../../contract/bundle.ts';
import { ERROR_CODE, HTTP_ONLY_STATUS, REQUEST_TEXT } from '../../contract/errors.ts';
import type { AppEnv } from '../types.ts';
import { ApiError } from './errors.ts';

const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

/**
 * A write (any method but GET) needs the JSON content type, which a cross-site HTML form cannot send and a
 * cross-site script cannot send without a preflight the API never grants, or the school's own Origin, which only a
 * page of the school's site sends (the browser sets it; the edge says which origin is the school's). Otherwise it
 * could be another site acting with the learner's cookies, and is refused before the endpoint runs, so nothing
 * changes: 412 when it names another content type (its body is not JSON, in parseBody's words), 403 when it names
 * none.
 */
export const sameSiteWrite = createMiddleware<AppEnv>(async (c, next) => {
  const type = c.req.header('content-type');
  if (type !== undefined && JSON_TYPE.test(type)) return next();
  const origin = c.req.header('origin');
  const own = c.req.header(SCHOOL_ORIGIN_HEADER);
  if (origin && own && origin === own) return next();
  if (type) throw new ApiError(ERROR_CODE.invalidParams, REQUEST_TEXT.notJson, { field: '(body)' });
  throw new ApiError(ERROR_CODE.forbidden, REQUEST_TEXT.crossSiteWrite);
});

const tooLarge = (limit: number): ApiError => new ApiError(HTTP_ONLY_STATUS.payloadTooLarge, REQUEST_TEXT.bodyTooLarge(limit));

/**
 * Refuses a body over `limit` bytes with 413 before it is parsed: at once by its Content-Length when it declares
 * one, else while it streams in (reading stops at the first byte over). The bytes read are left where Hono's
 * `c.req.json()` finds them, so endpoints read the body as before.
 */
export const bodyLimit = (limit: number) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared !== undefined && Number(declared) > limit) throw tooLarge(limit);
    const stream = c.req.raw.body;
    if (!stream) return next();
    const reader = stream.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      // A body that breaks off mid-way (the sender's connection failed) is the sender's failure, not the API's: a
      // clear 412 that changes nothing, never a logged 500.
      const { done, value } = await reader.read().catch(() => {
        throw new ApiError(ERROR_CODE.invalidParams, REQUEST_TEXT.bodyUnreadable, { field: '(body)' });
      });
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(limit);
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.byteLength;
    }
    // Hono reads a cached body instead of the (consumed) stream.
    (c.req.bodyCache as Record<string, Promise<unknown>>)['arrayBuffer'] = Promise.resolve(bytes.buffer);
    await next();
  });
