import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `styled-system/*` (Panda's generated code) is a tsconfig path alias; site components import it.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'cli/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Vitest leaves a core free by default, which on a two-core machine (CI's) runs the files one at a time: 6 min 40 s
    // against 4 min with both. Much of a file's time is waiting on workerd or a child process anyway.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
