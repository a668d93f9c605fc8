// `npm start`: prepares the local learner API database, starts the edge and the API in workerd, builds every
// demo school through it with the CLI and prints each school's local address. Ctrl-C stops everything.
import { listTenantDirs } from '../src/tenants/load.ts';
import { startStack } from '../cli/lib/stack.ts';
import { basename } from 'node:path';

const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number, got ${process.env.PORT}`);
  process.exit(1);
}

const stack = await startStack({ port });
const slugs = (await listTenantDirs()).map((dir) => basename(dir));
console.log('\nSchoolfront is running. Schools:');
for (const slug of slugs) console.log(`  ${slug.padEnd(20)} ${stack.url(slug)}`);
console.log('\nPress Ctrl-C to stop.');

const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
