import { app } from './app.ts';
import { runScheduled } from './scheduled.ts';

/** The Durable Object class of the rooms (the `ROOMS` binding). */
export { Room } from './rooms/room.ts';
/** The Durable Object class of the schools' shards (the `SHARDS` binding). */
export { SchoolShard } from './shards/school-shard.ts';

/** The learner API worker (src/api/wrangler.jsonc): the calls, and the cron trigger that settles orders, renews subscriptions, releases affiliates' commissions whose refund window ended, submits overdue attempts and sends live-class reminders. */
export default {
  fetch: app.fetch,
  scheduled: (_controller, env, ctx) => ctx.waitUntil(runScheduled(env)),
} satisfies ExportedHandler<ApiEnv>;
