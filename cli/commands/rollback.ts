import type { Command } from 'commander';
import { Slug } from '../../src/contract/common.ts';
import { livePointer, rollbackSchool } from '../lib/deploy.ts';
import { SchoolError, UsageError } from '../lib/errors.ts';
import { eachSchool, storeFrom, storeOption, usage } from '../lib/store-options.ts';

interface RollbackFlags {
  tenant: string;
  to?: string;
  store: string;
  dryRun?: boolean;
}

export function registerRollback(program: Command): void {
  const command = program
    .command('rollback')
    .summary("put a school's earlier build back live")
    .description(
      "Roll a school back: points it at the build it replaced, or the one --to names (a complete build still in the " +
        'site bucket; see `schoolfront builds`). Instant: one KV write, no upload. Exit code: 0 done, 1 failed, 2 wrong usage.',
    )
    .requiredOption('-t, --tenant <slug>', 'the school, by slug')
    .option('--to <build>', 'the build to go back to (default: the previous one)')
    .option('-n, --dry-run', 'print what would be swapped; change nothing');
  storeOption(command)
    .addHelpText('after', '\nExamples:\n  schoolfront rollback --tenant nova-academy\n  schoolfront rollback --tenant nova-academy --to 20261123T101500Z-abc123\n')
    .action(async (flags: RollbackFlags, cmd: Command) => {
      try {
        if (!Slug.safeParse(flags.tenant).success) throw new UsageError(`"${flags.tenant}" is not a school slug (lower-case letters, digits and single hyphens)`);
      } catch (error) {
        usage(cmd, error);
      }
      const store = storeFrom(cmd, flags);
      await eachSchool([flags.tenant], async (slug) => {
        if (flags.dryRun) {
          const live = await livePointer(store, slug);
          if (!live) throw new SchoolError(`it has no live build in ${store.name}: deploy one first`);
          const target = flags.to ?? live.previous;
          if (!target) throw new SchoolError(`build ${live.build} is its first: there is nothing to roll back to (name one with --to)`);
          return `${slug}: would point ${live.build} -> ${target}`;
        }
        const { from, to } = await rollbackSchool(store, slug, flags.to);
        return `${slug}: rolled back ${from} -> ${to}`;
      });
    });
}
