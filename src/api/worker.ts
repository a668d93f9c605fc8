import { app } from './app.ts';
import { settleOrders, submitOverdueAttempts } from './scheduled.ts';

/** The Durable Object class of the rooms (the `ROOMS` binding). */
export { Room } from './rooms/room.ts';

/** The learner API worker (src/api/wrangler.jsonc): the calls, and the cron trigger that settles orders and submits overdue attempts. */
export default {
  fetch: app.fetch,
  scheduled: async (_controller, env, ctx) => {
    ctx.waitUntil(settleOrders(env));
    ctx.waitUntil(submitOverdueAttempts(env));
  },
} satisfies ExportedHandler<ApiEnv>;
