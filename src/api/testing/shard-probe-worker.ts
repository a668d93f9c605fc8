// The worker src/api/shards.test.ts runs: the API's shard class and router, and one call that sends statements to a
// school's shard through the router inside workerd and answers what came back, a refusal included, as JSON. Wrangler's
// harness proxies a successful call to an object into Node, not a failed one, so what fails is tried here.
import type { SqlStatement } from '../db/port.ts';
import { ApiError } from '../lib/errors.ts';
import { shardPort } from '../shards/router.ts';

export { SchoolShard } from '../shards/school-shard.ts';

export default {
  async fetch(request: Request, env: ApiEnv): Promise<Response> {
    const school = Number(new URL(request.url).searchParams.get('school'));
    const statements = (await request.json()) as SqlStatement[];
    try {
      return Response.json({ results: await shardPort(env, school).batch(statements) });
    } catch (error) {
      const refused = error instanceof ApiError ? { status: error.status, message: error.message, headers: error.headers } : null;
      return Response.json({ error: (error as Error).message, refused });
    }
  },
} satisfies ExportedHandler<ApiEnv>;
