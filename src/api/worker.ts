import { app } from './app.ts';
import { settleOrders } from './scheduled.ts';

/** The learner API worker (src/api/wrangler.jsonc): the calls, and the cron trigger that settles orders. */
export default {
  fetch: app.fetch,
  scheduled: async (_controller, env, ctx) => {
    ctx.waitUntil(settleOrders(env));
  },
} satisfies ExportedHandler<ApiEnv>;
