import type { Command } from 'commander';
import { reasonOf, UsageError } from '../lib/errors.ts';
import { localShards, shardTable } from '../lib/shards.ts';
import { parseOrigin } from '../lib/tenants.ts';
import { usage } from '../lib/store-options.ts';

export function registerShards(program: Command): void {
  program
    .command('shards')
    .summary("list the schools' shards and their migration versions")
    .description("List every school in the registry with its shard (docs/decisions/0087-school-shards.md): the last migration applied, how many, and its state: current, behind (migrated on its next call), not created (never served), or refused (with why).")
    .option('--store <origin>', 'the local stack (`npm start`) whose shards to list, by origin', `http://127.0.0.1:${process.env['PORT'] ?? '8787'}`)
    .addHelpText('after', '\nExample:\n  schoolfront shards --store http://127.0.0.1:8787\n')
    .action(async (flags: { store: string }, cmd: Command) => {
      let origin: string;
      try {
        origin = parseOrigin(flags.store);
      } catch (error) {
        usage(cmd, error instanceof UsageError ? new UsageError(error.message.replace('--api', '--store')) : error);
      }
      try {
        process.stdout.write(`${shardTable(await localShards(origin).list())}\n`);
      } catch (error) {
        process.stderr.write(`✗ shards: ${reasonOf(error)}\n`);
        process.exitCode = 1;
      }
    });
}
