/**
 * Writes the SQL that seeds the learner API from the schools in tenants/ (the mapping is src/api/seed/seed-sql.ts):
 * the registry's rows for the shared D1 (local-db.ts applies it before the stack starts), and, by hand
 * (scripts/seed.ts), each school's shard seed for reading (the stack sends that through the shards door, seedShards,
 * from memory).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { registrySql, schoolSeedSql } from '../../src/api/seed/seed-sql.ts';
import { REPO_ROOT, loadTenantsSettled, type LoadedTenant, type TenantError } from '../../src/tenants/load.ts';

export const SEED_DIR = path.join(REPO_ROOT, '.schoolfront', 'seed');

/**
 * Loads the schools (all, or the named ones) and writes their seed under `dir`: `registry.sql`, and with `shards`,
 * `<slug>.sql` for each school's shard. A school with a bad tenant file is left out of the seed (its rows stay as they were) and
 * returned in `rejected`; the others are seeded.
 */
export async function writeSeed(
  opts: { slugs?: string[]; dir?: string; shards?: boolean } = {},
): Promise<{ file: string; tenants: LoadedTenant[]; rejected: TenantError[]; bytes: number }> {
  const dir = opts.dir ?? SEED_DIR;
  const { tenants, rejected } = await loadTenantsSettled(opts.slugs);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, 'registry.sql');
  const registry = registrySql(tenants);
  await writeFile(file, registry);
  let bytes = Buffer.byteLength(registry);
  for (const tenant of opts.shards ? tenants : []) {
    const seed = schoolSeedSql(tenant);
    await writeFile(path.join(dir, `${tenant.slug}.sql`), seed);
    bytes += Buffer.byteLength(seed);
  }
  return { file, tenants, rejected, bytes };
}
