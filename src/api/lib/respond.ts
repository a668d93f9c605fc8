import type { Context } from 'hono';

/**
 * A JSON read. `private, max-age=0`: the API does not decide caching; the edge does, per route, because only it
 * knows whether a response is shared between learners.
 */
export const ok = <T extends object>(c: Context, body: T): Response => c.json(body, 200, { 'cache-control': 'private, max-age=0' });

/** A JSON answer that must never be stored by any cache: anything about a learner or their session. */
export const noStore = <T extends object>(c: Context, body: T): Response => c.json(body, 200, { 'cache-control': 'no-store' });
