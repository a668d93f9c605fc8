import type { Command } from 'commander';
import { listBuilds } from '../lib/builds.ts';
import { eachSchool, oneSchool, storeFrom, storeOption } from '../lib/store-options.ts';

interface BuildsFlags {
  tenant: string;
  store: string;
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`);

export function registerBuilds(program: Command): void {
  const command = program
    .command('builds')
    .summary("list a school's deployed builds")
    .description("List a school's builds in the site bucket, newest first: when built and deployed, size, pages, and which is live and which it replaced (the rollback target). A build marked incomplete is a deploy that stopped before its manifest: it is never live.")
    .requiredOption('-t, --tenant <slug>', 'the school, by slug');
  storeOption(command)
    .addHelpText('after', '\nExample:\n  schoolfront builds --tenant nova-academy\n')
    .action(async (flags: BuildsFlags, cmd: Command) => {
      oneSchool(cmd, flags.tenant);
      const store = storeFrom(cmd, flags);
      await eachSchool([flags.tenant], async (slug) => {
        const builds = await listBuilds(store, slug);
        if (builds.length === 0) return `${slug}: no builds in ${store.name}`;
        const rows = builds.map((b) => [
          b.build,
          b.complete ? b.builtAt!.replace('T', ' ').slice(0, 19) : '-',
          b.complete ? b.deployedAt!.replace('T', ' ').slice(0, 19) : '-',
          size(b.bytes),
          b.complete ? String(b.pages) : '-',
          b.live ? 'live' : b.previous ? 'previous' : b.complete ? '' : 'incomplete',
        ]);
        const head = ['build', 'built (UTC)', 'deployed (UTC)', 'size', 'pages', ''];
        const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
        return [head, ...rows].map((r) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n');
      });
    });
}
