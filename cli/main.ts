// The schoolfront CLI's commands, registered (each lives in cli/commands/); cli/bin.ts runs it.
import { Command, CommanderError } from 'commander';
import { registerBuild } from './commands/build.ts';
import { registerBuilds } from './commands/builds.ts';
import { registerDeploy } from './commands/deploy.ts';
import { registerNewTenant } from './commands/new-tenant.ts';
import { registerPreview } from './commands/preview.ts';
import { registerPrune } from './commands/prune.ts';
import { registerRollback } from './commands/rollback.ts';
import { registerShards } from './commands/shards.ts';

const program = new Command('schoolfront')
  .description('Build, deploy, roll back and preview the per-school storefronts of the learning platform.')
  .showHelpAfterError('(run with --help for usage)')
  // Usage errors exit 2; a build with failed schools exits 1 (set by the command).
  .exitOverride((error: CommanderError) => process.exit(error.exitCode === 0 ? 0 : 2));

registerBuild(program);
registerDeploy(program);
registerRollback(program);
registerBuilds(program);
registerPrune(program);
registerNewTenant(program);
registerPreview(program);
registerShards(program);

await program.parseAsync(process.argv);
// A command is done when its action returns (preview's returns when it is stopped). Timers the renderer's libraries
// leave behind would keep the process on: nanostores unmounts a store a second after its last listener goes, and
// every page rendered subscribes to some, so a build ended half a second after its work did.
process.exit();
