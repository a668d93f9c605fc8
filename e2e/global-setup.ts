import { startStack } from '../cli/lib/stack.ts';
import { E2E_PORT } from './schools.ts';

// The end-to-end suite runs against the same stack `npm start` serves: local D1, edge + API in workerd,
// every demo school built by the CLI. E2E_RUNNING_STACK=1 uses the stack already serving on E2E_PORT (`PORT=…
// npm start`) as it is, for running a spec again while working on it; CI always starts its own.
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env['E2E_RUNNING_STACK'] === '1') return async () => {};
  const stack = await startStack({ port: E2E_PORT });
  return () => stack.stop();
}
