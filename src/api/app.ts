import { Hono } from 'hono';
import { handleError, handleNotFound } from './lib/errors.ts';
import { mountCalls } from './routes.ts';
import type { AppEnv } from './types.ts';

/** The learner API: every call of the registry (src/contract/calls.ts), each needing a school. */
export const app = new Hono<AppEnv>();

app.onError(handleError);
app.notFound(handleNotFound);
mountCalls(app);
