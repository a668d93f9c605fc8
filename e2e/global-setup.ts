import { startStack } from '../cli/lib/stack.ts';
import { E2E_PORT } from './schools.ts';

// The end-to-end suite runs against the same stack `npm start` serves: local D1, edge + API in workerd,
// every demo school built by the CLI.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startStack({ port: E2E_PORT });
  return () => stack.stop();
}
