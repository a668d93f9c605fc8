import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './e2e/browser.ts';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A test's whole time: several page loads and axe runs, each waiting on a condition. Under a load average of 9 to 11
  // on two cores (two fresh-clone runs of 2026-11-27) tests that take 15 s on a quiet machine ran past 30 s, so the
  // cap is a minute. A passing test takes no longer for it.
  timeout: 60_000,
  // Waits for a condition, never for a time; on a busy 2-core machine an island can take longer than the default
  // 5 s to hydrate, so each expectation may wait up to 15 s for its condition (docs/performance.md). What is
  // asserted does not change.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
    trace: 'off',
    // No animation runs while a test waits: on two busy cores a pulsing skeleton or a spinner costs Chromium frames
    // every test pays for (10% of the suite's time). The pages honour the preference (Panda's _motionReduce), and
    // nothing a test asserts depends on motion.
    reducedMotion: 'reduce',
    // The school's service worker (offline study) is the subject of e2e/offline.spec.ts, which allows it. Elsewhere a
    // test cuts the network with page.route, which a worker's own requests would pass by.
    serviceWorkers: 'block',
  },
});
