/**
 * Writes the SQL that seeds the learner API's D1 database from the schools in tenants/ (the mapping is
 * src/api/seed/seed-sql.ts; scripts/db.ts applies it).
 *
 *   node scripts/seed.ts [slug ...]     writes .schoolfront/seed.sql for every school, or the named ones
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { seedSql } from '../src/api/seed/seed-sql.ts';
import { REPO_ROOT, loadTenantsSettled, type LoadedTenant, type TenantError } from '../src/tenants/load.ts';

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

if (import.meta.main) {
  const started = performance.now();
  const slugs = process.argv.slice(2);
  try {
    const { file, tenants, rejected, bytes } = await writeSeed(slugs.length ? { slugs } : {});
    for (const error of rejected) console.error(`✗ ${error.message}`);
    if (rejected.length) process.exitCode = 1;
    const products = tenants.reduce((n, t) => n + t.catalogue.products.length, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(`seed: ${tenants.length} schools, ${products} products -> ${path.relative(process.cwd(), file)} (${(bytes / 1e6).toFixed(1)} MB) in ${seconds} s`);
  } catch (error) {
    console.error(`seed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
