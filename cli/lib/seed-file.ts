/**
 * Writes the SQL that seeds the learner API's D1 database from the schools in tenants/ (the mapping is
 * src/api/seed/seed-sql.ts; local-db.ts applies it). By hand: scripts/seed.ts.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { seedSql } from '../../src/api/seed/seed-sql.ts';
import { REPO_ROOT, loadTenantsSettled, type LoadedTenant, type TenantError } from '../../src/tenants/load.ts';

export const SEED_FILE = path.join(REPO_ROOT, '.schoolfront', 'seed.sql');

/**
 * Loads the schools (all, or the named ones) and writes their seed to `file`. A school with a bad tenant file is
 * left out of the seed (its rows stay as they were) and returned in `rejected`; the others are seeded.
 */
export async function writeSeed(
  opts: { slugs?: string[]; file?: string } = {},
): Promise<{ file: string; tenants: LoadedTenant[]; rejected: TenantError[]; bytes: number }> {
  const file = opts.file ?? SEED_FILE;
  const { tenants, rejected } = await loadTenantsSettled(opts.slugs);
  const sql = seedSql(tenants);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, sql);
  return { file, tenants, rejected, bytes: Buffer.byteLength(sql) };
}
