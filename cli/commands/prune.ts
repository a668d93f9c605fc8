import type { Command } from 'commander';
import { pruneSchool } from '../lib/prune.ts';
import { UsageError } from '../lib/errors.ts';
import { eachSchool, oneSchool, storeFrom, storeOption, usage } from '../lib/store-options.ts';

interface PruneFlags {
  tenant: string;
  keep: string;
  store: string;
  dryRun?: boolean;
}

export function registerPrune(program: Command): void {
  const command = program
    .command('prune')
    .summary("delete a school's old builds")
    .description(
      "Delete a school's builds from the site bucket beyond the newest --keep complete ones. Never the live build or " +
        'the one it replaced (the rollback target), nor an incomplete build newer than the live one (a deploy may be ' +
        'under way). Shared assets stay: other schools name them.',
    )
    .requiredOption('-t, --tenant <slug>', 'the school, by slug')
    .requiredOption('-k, --keep <n>', 'how many of the newest complete builds to keep (0 or more)')
    .option('-n, --dry-run', 'print what would be deleted; change nothing');
  storeOption(command)
    .addHelpText('after', '\nExample:\n  schoolfront prune --tenant nova-academy --keep 3 --dry-run\n')
    .action(async (flags: PruneFlags, cmd: Command) => {
      const keep = Number(flags.keep);
      oneSchool(cmd, flags.tenant);
      try {
        if (!/^\d+$/.test(flags.keep) || !Number.isSafeInteger(keep)) throw new UsageError(`--keep: "${flags.keep}" is not a whole number of builds`);
      } catch (error) {
        usage(cmd, error);
      }
      const store = storeFrom(cmd, flags);
      await eachSchool([flags.tenant], async (slug) => {
        const r = await pruneSchool(store, slug, keep, flags.dryRun);
        const verb = flags.dryRun ? 'would delete' : 'deleted';
        return `${slug}: ${verb} ${r.deleted.length} build(s), ${r.objects} file(s), ${(r.bytes / 1024 / 1024).toFixed(1)} MiB${r.deleted.length ? ` (${r.deleted.join(', ')})` : ''}; kept ${r.kept.length}`;
      });
    });
}
