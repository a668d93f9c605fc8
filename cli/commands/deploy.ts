import type { Command } from 'commander';
import { SITE_DIR } from '../../src/contract/bundle.ts';
import { deploySchool, describeDeploy } from '../lib/deploy.ts';
import { eachSchool, storeFrom, storeOption, usage } from '../lib/store-options.ts';
import { selectSchools } from '../lib/tenants.ts';
import { UsageError } from '../lib/errors.ts';

interface DeployFlags {
  tenant?: string[];
  all?: boolean;
  build?: string;
  out: string;
  store: string;
  dryRun?: boolean;
}

export function registerDeploy(program: Command): void {
  const command = program
    .command('deploy')
    .summary("put schools' builds live")
    .description(
      "Deploy schools' builds: checks the build (its pages, its snippets, the shared assets its pages name), uploads " +
        'what the site bucket (R2) lacks (shared assets once for every school), writes the build\'s manifest, then ' +
        "swaps the school's pointer in KV: atomic, so until then the school serves its old build, and a deploy that " +
        'stops halfway changes nothing learners see (run it again to finish). A school that fails is reported on one ' +
        'line and keeps its live build. Exit code: 0 all deployed, 1 a school failed, 2 wrong usage.',
    )
    .option('-t, --tenant <slug...>', 'school(s) to deploy, by slug; repeatable')
    .option('-a, --all', 'deploy every school under tenants/')
    .option('-b, --build <id>', 'the build to deploy (default: the one `schoolfront build` made last; an older one while its folder is in the build directory: the next build of the school is made from it)')
    .option('-o, --out <dir>', 'the build directory `schoolfront build` wrote', SITE_DIR)
    .option('-n, --dry-run', 'print what would be uploaded and swapped; change nothing');
  storeOption(command)
    .addHelpText('after', '\nExamples:\n  schoolfront deploy --tenant nova-academy\n  schoolfront deploy --all --dry-run\n')
    .action(async (flags: DeployFlags, cmd: Command) => {
      let slugs: string[];
      try {
        slugs = await selectSchools(flags, 'deploy');
        if (flags.build && slugs.length > 1) throw new UsageError('--build names one build: use it with one --tenant');
      } catch (error) {
        usage(cmd, error);
      }
      const store = storeFrom(cmd, flags);
      await eachSchool(slugs, async (slug) => describeDeploy(await deploySchool(store, { outDir: flags.out, slug, build: flags.build, dryRun: flags.dryRun })));
    });
}
