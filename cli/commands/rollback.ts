import type { Command } from 'commander';
import { rollbackSchool } from '../lib/rollback.ts';
import { eachSchool, oneSchool, storeFrom, storeOption } from '../lib/store-options.ts';

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
      oneSchool(cmd, flags.tenant);
      const store = storeFrom(cmd, flags);
      await eachSchool([flags.tenant], async (slug) => {
        const { from, to } = await rollbackSchool(store, slug, flags.to, flags.dryRun);
        return flags.dryRun ? `${slug}: would point ${from} -> ${to}` : `${slug}: rolled back ${from} -> ${to}`;
      });
    });
}
