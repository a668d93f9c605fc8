import type { Command } from 'commander';
import { reasonOf, UsageError } from '../lib/errors.ts';
import { copyTable, countsTable, exportShard, importShard, localShards, ShardsError, shardTable, type Shards } from '../lib/shards.ts';
import { oneSchool, usage } from '../lib/store-options.ts';
import { parseOrigin } from '../lib/tenants.ts';

const STORE = ['--store <origin>', 'the local stack (`npm start`) whose shards to use, by origin', `http://127.0.0.1:${process.env['PORT'] ?? '8787'}`] as const;

/** The shards `--store` names; a malformed origin is a usage error (exit 2). */
function shardsFrom(cmd: Command, store: string): Shards {
  try {
    return localShards(parseOrigin(store));
  } catch (error) {
    usage(cmd, error instanceof UsageError ? new UsageError(error.message.replace('--api', '--store')) : error);
  }
}

/** Runs the command's work; a failure prints one line and exits 1. */
async function attempt(work: () => Promise<string>): Promise<void> {
  try {
    process.stdout.write(`${await work()}\n`);
  } catch (error) {
    process.stderr.write(`✗ shards: ${reasonOf(error)}\n`);
    process.exitCode = 1;
  }
}

export function registerShards(program: Command): void {
  const shards = program
    .command('shards')
    .summary("list the schools' shards and their migration versions; copy, export and import a school's data")
    .description("The schools' learner-data shards (docs/decisions/0087-school-shards.md), on a local stack.");
  shards
    .command('list', { isDefault: true })
    .description("List every school in the registry with its shard: the last migration applied, how many, and its state: current, behind (migrated on its next call), not created (never served), or refused (with why).")
    .option(...STORE)
    .addHelpText('after', '\nExample:\n  schoolfront shards --store http://127.0.0.1:8787\n')
    .action(async (flags: { store: string }, cmd: Command) => {
      const store = shardsFrom(cmd, flags.store);
      await attempt(async () => shardTable(await store.list()));
    });
  /**
   * A command on the school `--tenant` names, as the registry has it, whose work ends in counts on both sides: printed,
   * and exit 1 unless every count matches.
   */
  const counted = (work: (store: Shards, school: { id: number; slug: string }, flags: Record<string, string>) => Promise<{ text: string; matches: boolean }>) =>
    async (flags: { tenant: string; store: string } & Record<string, string>, cmd: Command) => {
      const slug = oneSchool(cmd, flags.tenant);
      const store = shardsFrom(cmd, flags.store);
      await attempt(async () => {
        const school = (await store.list()).schools.find((s) => s.slug === slug);
        if (!school) throw new ShardsError(`no school "${slug}" in the registry of ${store.name}`);
        const { text, matches } = await work(store, school, flags);
        if (!matches) process.exitCode = 1;
        return text;
      });
    };
  shards
    .command('export')
    .description("Write a school's shard to a file (a backup, or the first half of a move): one JSON value a line, each table's rows after it; exit 1 unless every table's rows in the file match its count in the shard.")
    .requiredOption('-t, --tenant <slug>', 'the school, by slug')
    .requiredOption('-o, --out <file>', 'the file to write')
    .option(...STORE)
    .addHelpText('after', '\nExample:\n  schoolfront shards export --tenant nova-academy --out nova-academy.shard.jsonl\n')
    .action(counted(async (store, school, flags) => countsTable(school.slug, await exportShard(store, school, flags['out']!), ['shard', 'file'], `written to ${flags['out']}`)));
  shards
    .command('import')
    .description("Write an export into the school's shard (a restore, or the second half of a move): the same school, a shard at the export's migration that holds no rows yet; exit 1 unless every table's rows in the shard match the file's.")
    .requiredOption('-t, --tenant <slug>', 'the school, by slug')
    .requiredOption('-f, --from <file>', 'the export to read')
    .option(...STORE)
    .addHelpText('after', '\nExample:\n  schoolfront shards import --tenant nova-academy --from nova-academy.shard.jsonl\n')
    .action(counted(async (store, school, flags) => countsTable(school.slug, await importShard(store, school, flags['from']!), ['file', 'shard'], `imported from ${flags['from']}`)));
  shards
    .command('copy')
    .description("Copy a school's rows from the shared database into its shard, which must hold none of them yet, and count each table's rows on both sides: exit 1 unless every count matches.")
    .requiredOption('-t, --tenant <slug>', 'the school, by slug')
    .option(...STORE)
    .addHelpText('after', '\nExample:\n  schoolfront shards copy --tenant nova-academy\n')
    .action(counted(async (store, school) => copyTable(school.slug, await store.copy(school.id))));
}
