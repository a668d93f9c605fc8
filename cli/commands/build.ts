import type { Command } from 'commander';
import { SITE_DIR } from '../../src/contract/bundle.ts';
import { defaultApiOrigin, runBuild } from '../lib/build-pipeline.ts';
import { UsageError } from '../lib/errors.ts';
import { parseOrigin, selectSchools } from '../lib/tenants.ts';

interface BuildFlags {
  tenant?: string[];
  all?: boolean;
  api: string;
  out: string;
}

export function registerBuild(program: Command): void {
  program
    .command('build')
    .summary("build schools' storefronts")
    .description(
      "Build schools' storefronts. Fetches each school's config and catalogue through the learner API, renders all " +
        'the schools in one Astro build, writes each bundle to <out>/_sf/schools/<slug>/builds/<buildId>/ and then ' +
        "swaps the school's pointer (current.json). A school that fails is reported on one line and keeps its live " +
        'bundle; the others still build. Exit code: 0 all built, 1 a school failed, 2 wrong usage.',
    )
    .option('-t, --tenant <slug...>', 'school(s) to build, by slug; repeatable')
    .option('-a, --all', 'build every school under tenants/')
    .option('--api <origin>', 'origin the learner API is reached through (the edge; schools are told apart by the Host header <slug>.localhost)', defaultApiOrigin())
    .option('-o, --out <dir>', 'site directory the edge serves (holds _astro/ and _sf/)', SITE_DIR)
    .addHelpText('after', '\nExamples:\n  schoolfront build --tenant nova-academy\n  schoolfront build --all --api http://127.0.0.1:8787 --out dist/site\n')
    .action(async (flags: BuildFlags, command: Command) => {
      let slugs: string[];
      let api: string;
      try {
        slugs = await selectSchools(flags);
        api = parseOrigin(flags.api);
      } catch (error) {
        if (error instanceof UsageError) command.error(`error: ${error.message}`, { exitCode: 2, code: 'schoolfront.usage' });
        throw error;
      }
      const report = await runBuild({ slugs, api, outDir: flags.out });
      if (report.failed.length) process.exitCode = 1;
    });
}
