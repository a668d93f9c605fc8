// The learner API on loopback for the benches: workerd through wrangler's test harness, D1 migrated and seeded with
// the test schools (src/api/testing/fixtures.ts), the dev-only calls on as `npm start` has them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestHarness, unstable_splitSqlQuery } from 'wrangler';
import { LOCAL_GATEWAY_VARS } from '../../cli/lib/local-config.ts';
import { seedSql } from '../../src/api/seed/seed-sql.ts';
import { fixtureTenants } from '../../src/api/testing/fixtures.ts';

const CONFIG = fileURLToPath(new URL('../../src/api/wrangler.jsonc', import.meta.url));

export interface LoopbackApi {
  server: ReturnType<typeof createTestHarness>;
  DB: D1Database;
  close(): Promise<void>;
}

export async function loopbackApi(name: string, vars: Record<string, string> = {}): Promise<LoopbackApi> {
  const media = mkdtempSync(path.join(tmpdir(), `schoolfront-bench-${name}-`));
  const server = createTestHarness({ workers: [{ configPath: CONFIG, vars: { DEV_INBOX: '1', ...LOCAL_GATEWAY_VARS, ...vars } }] });
  await server.listen();
  const worker = server.getWorker<ApiEnv>();
  await worker.applyD1Migrations('DB');
  const { DB } = await worker.getEnv();
  await DB.batch(unstable_splitSqlQuery(seedSql(fixtureTenants(media))).map((s) => DB.prepare(s)));
  return {
    server,
    DB,
    close: async () => {
      await server.close();
      rmSync(media, { recursive: true, force: true });
    },
  };
}
