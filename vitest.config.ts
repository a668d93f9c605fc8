import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `styled-system/*` (Panda's generated code) is a tsconfig path alias; site components import it.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'cli/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
