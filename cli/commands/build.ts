import type { Command } from 'commander';
import { SITE_DIR } from '../../src/contract/bundle.ts';
import { isLoopbackOrigin } from '../lib/api-client.ts';
import { defaultApiOrigin, runBuild } from '../lib/build-pipeline.ts';
import { deploySchool, describeDeploy } from '../lib/deploy.ts';
import { UsageError } from '../lib/errors.ts';
import { pruneLocalBuilds } from '../lib/publish.ts';
import { eachSchool, storeFrom, storeOption } from '../lib/store-options.ts';
import { parseOrigin, selectSchools } from '../lib/tenants.ts';

interface BuildFlags {
  tenant?: string[];
  all?: boolean;
  api: string;
  out: string;
  deploy?: boolean;
  store: string;
  keep?: string;
}

export function registerBuild(program: Command): void {
  const command = program
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
    .option('--api <origin>', "origin the learner API is reached through: a local stack's edge (schools told apart by the Host header <slug>.localhost), or a deployed school's own host such as https://learn.example.edu (one --tenant)", defaultApiOrigin())
    .option('-o, --out <dir>', 'site directory the edge serves (holds _astro/ and _sf/)', SITE_DIR)
    .option('-d, --deploy', 'then deploy each school built, as `schoolfront deploy` does, in the same run (to --store)')
    .option('-k, --keep <n>', "then delete each school's local builds (under --out) beyond the newest <n> (1 or more; never the one its pointer names)");
  storeOption(command)
    .addHelpText(
      'after',
      '\nExamples:\n  schoolfront build --tenant nova-academy\n  schoolfront build --all --api http://127.0.0.1:8787 --out dist/site\n' +
        '  schoolfront build --tenant nova-academy --api https://learn.nova.example --deploy --store cloudflare --keep 1\n',
    )
    .action(async (flags: BuildFlags, command: Command) => {
      let slugs: string[];
      let api: string;
      try {
        slugs = await selectSchools(flags);
        api = parseOrigin(flags.api);
        // A deployed school is reached at its own host, which names one school.
        if (!isLoopbackOrigin(api) && slugs.length !== 1) throw new UsageError(`--api ${api} is a school's own host: build one --tenant at a time against it`);
        if (!flags.deploy && command.getOptionValueSource('store') === 'cli') throw new UsageError('--store names where --deploy puts the schools: use it with --deploy');
        // Deploy uploads from the build's folder and the next build is made from it: at least that one stays.
        if (flags.keep !== undefined && !/^[1-9]\d*$/.test(flags.keep)) throw new UsageError(`--keep: "${flags.keep}" is not a whole number of builds, 1 or more`);
      } catch (error) {
        if (error instanceof UsageError) command.error(`error: ${error.message}`, { exitCode: 2, code: 'schoolfront.usage' });
        throw error;
      }
      // (A malformed --store is refused before anything is built.)
      const store = flags.deploy ? storeFrom(command, flags) : null;
      const report = await runBuild({ slugs, api, outDir: flags.out });
      if (report.failed.length) process.exitCode = 1;
      // Deployed from this process: the CLI's start and the build's reads are paid once, not again for a deploy.
      const built = report.results.flatMap((r) => (r.ok ? [r.slug] : []));
      if (store) await eachSchool(built, async (slug) => describeDeploy(await deploySchool(store, { outDir: flags.out, slug })));
      // After the deploy, which reads the build it deploys from its folder.
      const keep = flags.keep === undefined ? null : Number(flags.keep);
      if (keep !== null) {
        await eachSchool(built, async (slug) => {
          const r = await pruneLocalBuilds(flags.out, slug, keep);
          return `${slug}: deleted ${r.deleted.length} local build(s), ${(r.bytes / 1024 / 1024).toFixed(1)} MiB; kept ${r.kept.length}`;
        });
      }
    });
}
