// The learner API on loopback for the benches: workerd through wrangler's test harness, the test schools
// (src/api/testing/fixtures.ts) seeded into the registry (D1, migrated) and their shards, the dev-only calls on as
// `npm start` has them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestHarness } from 'wrangler';
import { apiConfigAlone, LOCAL_GATEWAY_VARS } from '../../cli/lib/local-config.ts';
import { CLIENT_IP_HEADER, SCHOOL_HEADER } from '../../src/contract/bundle.ts';
import { fixtureTenants } from '../../src/api/testing/fixtures.ts';
import { seedSchools } from '../../src/api/testing/harness.ts';
import { schoolSql, type SchoolSql } from '../../src/api/testing/school-sql.ts';
import { shardOf, shardPort } from '../../src/api/shards/router.ts';

const CONFIG = fileURLToPath(new URL('../../src/api/wrangler.jsonc', import.meta.url));
const PYTHON_CONFIG = fileURLToPath(new URL('../../src/python-grader/wrangler.jsonc', import.meta.url));

export interface LoopbackApi {
  server: ReturnType<typeof createTestHarness>;
  env: ApiEnv;
  /** A school's shard, in D1's statement shape, to arrange and count its rows. */
  school(schoolId: number): SchoolSql;
  /** The size of a school's shard's database, in bytes. */
  shardBytes(schoolId: number): Promise<number>;
  close(): Promise<void>;
}

/** With `python`, the Python grader's worker runs beside the API, as deployed. */
export async function loopbackApi(name: string, vars: Record<string, string> = {}, opts: { python?: boolean } = {}): Promise<LoopbackApi> {
  const media = mkdtempSync(path.join(tmpdir(), `schoolfront-bench-${name}-`));
  const api = { configPath: CONFIG, vars: { DEV_INBOX: '1', ...LOCAL_GATEWAY_VARS, ...vars } };
  const server = createTestHarness({ workers: opts.python ? [api, { configPath: PYTHON_CONFIG }] : [{ config: apiConfigAlone(api.vars) }] });
  await server.listen();
  const worker = server.getWorker<ApiEnv>(opts.python ? 'schoolfront-api' : undefined);
  await worker.applyD1Migrations('DB');
  const env = await worker.getEnv();
  await seedSchools(env, fixtureTenants(media));
  return {
    server,
    env,
    school: (schoolId) => schoolSql(shardPort(env, schoolId)),
    shardBytes: (schoolId) => shardOf(env, schoolId).size(),
    close: async () => {
      await server.close();
      rmSync(media, { recursive: true, force: true });
    },
  };
}

/**
 * A caller of the API on loopback as one school's browser at `ip` (as the edge passes it): JSON in and out, a
 * session's token when given; anything but a 200 throws with the status and the start of the body.
 */
export function apiSender(server: LoopbackApi['server'], school: string, ip: string) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the benches read a few fields of many answers
  return async (method: string, url: string, body?: unknown, token?: string): Promise<any> => {
    const headers = { [SCHOOL_HEADER]: school, [CLIENT_IP_HEADER]: ip, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const response = await server.fetch(url, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    if (response.status !== 200) throw new Error(`${method} ${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
    return response.json();
  };
}
