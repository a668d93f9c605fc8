#!/usr/bin/env node
// The schoolfront CLI. This file only registers the commands; each lives in cli/commands/.
import { Command, CommanderError } from 'commander';
import { registerBuild } from './commands/build.ts';
import { registerPreview } from './commands/preview.ts';

const program = new Command('schoolfront')
  .description('Build and preview the per-school storefronts of the learning platform.')
  .showHelpAfterError('(run with --help for usage)')
  // Usage errors exit 2; a build with failed schools exits 1 (set by the command).
  .exitOverride((error: CommanderError) => process.exit(error.exitCode === 0 ? 0 : 2));

registerBuild(program);
registerPreview(program);

await program.parseAsync(process.argv);
