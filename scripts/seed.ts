/**
 * Writes the SQL that seeds the learner API from the schools in tenants/ (cli/lib/seed-file.ts): the registry's rows
 * and each school's shard seed.
 *
 *   npx node scripts/seed.ts [slug ...]     writes .schoolfront/seed/ for every school, or the named ones
 */
import path from 'node:path';
import { writeSeed } from '../cli/lib/seed-file.ts';

const started = performance.now();
const slugs = process.argv.slice(2);
try {
  const { file, tenants, rejected, bytes } = await writeSeed(slugs.length ? { slugs, shards: true } : { shards: true });
  for (const error of rejected) console.error(`✗ ${error.message}`);
  if (rejected.length) process.exitCode = 1;
  const products = tenants.reduce((n, t) => n + t.catalogue.products.length, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`seed: ${tenants.length} schools, ${products} products -> ${path.relative(process.cwd(), path.dirname(file))}/ (${(bytes / 1e6).toFixed(1)} MB) in ${seconds} s`);
} catch (error) {
  console.error(`seed: ${(error as Error).message}`);
  process.exitCode = 1;
}
