/**
 * Prepares the learner API's local D1 database: applies src/api/migrations and (re)seeds the schools
 * (cli/lib/local-db.ts).
 *
 *   npx node scripts/db.ts [--persist-to <dir>] [slug ...]      default dir: .wrangler/state
 */
import { prepareLocalDb } from '../cli/lib/local-db.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--persist-to');
const persistTo = at >= 0 ? args.splice(at, 2)[1] : '.wrangler/state';
const started = performance.now();
try {
  if (!persistTo) throw new Error('--persist-to needs a directory');
  await prepareLocalDb(args.length ? { persistTo, slugs: args } : { persistTo });
  console.log(`db: migrated and seeded ${persistTo} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`db: ${(error as Error).message}`);
  process.exitCode = 1;
}
