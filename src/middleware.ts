// Pages are rendered by the CLI's renderer only (src/platform/build/renderer-entry.ts): a page that throws hands its
// error to the renderer, which fails that school's build with the error's own message, instead of Astro answering
// with an error page and logging its stack.
import { defineMiddleware } from 'astro:middleware';
import { RENDER_ERROR } from './platform/build/render-error.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  try {
    return await next();
  } catch (error) {
    (context.locals as Record<symbol, unknown>)[RENDER_ERROR] = error;
    return new Response(null, { status: 500 });
  }
});
