import type { Command } from 'commander';
import { Slug } from '../../src/contract/common.ts';
import type { startStack } from '../lib/stack.ts';

interface PreviewFlags {
  tenant: string;
  port: string;
}

export function registerPreview(program: Command): void {
  program
    .command('preview')
    .summary('build one school and serve it locally')
    .description(
      'Preview one school locally, for QA: prepares the local learner database, starts the edge worker and the ' +
        'learner API under wrangler dev, builds the school through them and prints its address. Ctrl-C stops it.',
    )
    .requiredOption('-t, --tenant <slug>', 'the school to preview, by slug')
    .option('-p, --port <port>', 'port of the local edge', process.env['PORT'] ?? '8787')
    .addHelpText('after', '\nExample:\n  schoolfront preview --tenant nova-academy\n')
    .action(async (flags: PreviewFlags, command: Command) => {
      const port = Number(flags.port);
      if (!Number.isInteger(port) || port < 1 || port > 65535) command.error(`error: --port: "${flags.port}" is not a port number`, { exitCode: 2 });
      if (!Slug.safeParse(flags.tenant).success) command.error(`error: "${flags.tenant}" is not a school slug`, { exitCode: 2 });

      let stack: Awaited<ReturnType<typeof startStack>>;
      try {
        // Loaded here: the stack's tooling (the database seeding, wrangler's process) takes a second and a half to
        // load, which every other command and every --help would otherwise pay.
        const { startStack } = await import('../lib/stack.ts');
        stack = await startStack({ port, slugs: [flags.tenant] });
      } catch (error) {
        process.stderr.write(`✗ ${flags.tenant}: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exitCode = 1;
        return;
      }
      if (stack.report.failed.length) {
        await stack.stop();
        process.exitCode = 1;
        return;
      }
      process.stdout.write(`\n${flags.tenant} is at ${stack.url(flags.tenant)}\nPress Ctrl-C to stop.\n`);
      await new Promise<void>((resolve) => {
        const stop = () => void stack.stop().then(resolve);
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });
}
