/**
 * Prepares the learner API's local data (cli/lib/local-db.ts): applies src/api/migrations to the registry (the shared
 * D1) and (re)seeds the schools' rows there; with `--stack`, a running stack's address, also (re)seeds each school's
 * shard through its shards door (a shard is reached only through a running Worker; `npm start` does both).
 *
 *   npx node scripts/db.ts [--persist-to <dir>] [--stack <origin>] [slug ...]      default dir: .wrangler/state
 */
import { prepareLocalDb, seedShards } from '../cli/lib/local-db.ts';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? (args.splice(at, 2)[1] ?? '') : undefined;
};
const persistTo = option('--persist-to') ?? '.wrangler/state';
const stack = option('--stack');
const started = performance.now();
try {
  if (!persistTo) throw new Error('--persist-to needs a directory');
  if (stack === '') throw new Error("--stack needs the running stack's address, e.g. http://127.0.0.1:8787");
  const { tenants } = await prepareLocalDb(args.length ? { persistTo, slugs: args } : { persistTo });
  if (stack) await seedShards(stack, tenants);
  const what = stack ? `the registry in ${persistTo} and ${tenants.length} shards at ${stack}` : `the registry in ${persistTo} (shards: --stack)`;
  console.log(`db: migrated and seeded ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`db: ${(error as Error).message}`);
  process.exitCode = 1;
}
