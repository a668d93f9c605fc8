/**
 * The test window's figures for `npm run bench` (issue 11; docs/performance.md), on a running local stack, in
 * Chromium: the window's JavaScript (gzip), a journal write to IndexedDB (p50 / p99, from the window's own
 * `journal-write` User Timing marks: the transaction, from its start to its completion), and moving between
 * questions of the largest demo paper (NEET UG, 180 questions), p50 / p99, two ways:
 * - the work: from the palette button's click until the question is in the page with style and layout done (the
 *   click's render, its effects and what they render in turn). Under 16 ms, the next frame shows the question.
 * - to the next frame: from the click until the frame after it has been produced, which adds the wait for the
 *   display's next frame (up to 16.7 ms at 60 Hz, whatever the work), so it is above one frame by construction.
 *
 *   node scripts/bench-mock-test.ts <nova-academy's store URL, e.g. http://nova-academy.localhost:8812/learn>
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './lighthouse.ts';

export interface MockTestFigures {
  jsGzip: number;
  jsFiles: number;
  questions: number;
  writeP50: number;
  writeP99: number;
  switchP50: number;
  switchP99: number;
  frameP50: number;
  frameP99: number;
  /** Each script loaded with the window: name and gzip bytes, largest first. */
  scripts: { name: string; gzip: number }[];
}

const TEST_ID = 5011020;
const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** nova-academy's UPSC General Studies mock: a paper without mathematics, for the window's JavaScript without KaTeX. */
export const PLAIN_TEST_ID = 5011022;

/** Signs a new learner up on `page` (already on the school), enrols them in `testId` and keeps their session. */
async function newCandidate(page: Page, testId: number, phonePrefix: string): Promise<void> {
  await page.evaluate(async ({ id, prefix }) => {
    const email = `bench.${prefix}.${id}.${Date.now()}@example.com`;
    const json = { 'content-type': 'application/json' };
    const made = await fetch('/learner/v1/auth/signup', { method: 'POST', headers: json, body: JSON.stringify({ name: 'Bench Candidate', email, phone: `${prefix}${String(Date.now() + id).slice(-9)}`, password: 'Bench-secret-1' }) });
    const s = (await made.json()) as { authToken: string; studentId: number; studentName: string; userEmail: string };
    await fetch('/learner/dev/enrolments', { method: 'POST', headers: json, body: JSON.stringify({ email, course_id: id }) });
    localStorage.setItem('authenticationData:auth', JSON.stringify({ authToken: s.authToken, segmentId: null, segmentPath: null, studentId: s.studentId, studentName: s.studentName, userEmail: s.userEmail, isRestoredFromAdmin: false }));
  }, { id: testId, prefix: phonePrefix });
}

/**
 * A new learner enrolled in `testId`, the window opened on it and started: the page, and every script loaded with
 * the window (name and gzip bytes, largest first).
 */
async function openWindow(browser: Browser, store: string, testId: number): Promise<{ page: Page; scripts: { name: string; gzip: number }[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-schoolfront-local-client': `10.77.0.${testId % 200}` } });
  await page.goto(store);
  await newCandidate(page, testId, '9');
  const scripts: Promise<{ name: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const name = new URL(response.url()).pathname.split('/').pop()!;
    scripts.push(response.body().then((b) => ({ name, gzip: gzipSync(b).length }), () => ({ name, gzip: 0 })));
  });
  await page.goto(`${store}/mock-test/${testId}?id=${testId}&mode=0&qId=0&resultType=1`);
  await page.getByTestId('declaration').check();
  await page.getByTestId('start-test').click();
  await page.getByTestId('question').waitFor();
  await page.getByTestId('all-saved').waitFor();
  return { page, scripts: (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip) };
}

/** The window's JavaScript (gzip) for a paper without mathematics, and whether KaTeX came with it. */
export async function plainWindowJs(store: string, testId = PLAIN_TEST_ID): Promise<{ jsGzip: number; jsFiles: number; katex: boolean }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const { scripts } = await openWindow(browser, store, testId);
    return { jsGzip: scripts.reduce((a, b) => a + b.gzip, 0), jsFiles: scripts.length, katex: scripts.some((s) => s.name.startsWith('maths.')) };
  } finally {
    await browser.close();
  }
}

export async function mockTestFigures(store: string, writes = 100, switches = 100): Promise<MockTestFigures> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const { page, scripts: sizes } = await openWindow(browser, store, TEST_ID);
    const questions = await page.getByTestId('palette').getByTestId('palette-button').count();

    // Journal writes: answer questions one after another, as a candidate would.
    for (let i = 0; i < writes; i++) {
      await page.getByTestId('question').getByTestId('option').nth(i % 4).click();
      await page.getByTestId('save-next').click();
    }
    const writeTimes = (await page.evaluate(() => performance.getEntriesByName('journal-write').map((e) => e.duration))).sort((a, b) => a - b);

    // Moving between questions: click a palette button, wait for the frame that shows the question.
    const moves = await page.evaluate(async ({ count, total }) => {
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-testid=palette] [data-testid=palette-button]')];
      const heading = () => document.querySelector('[data-testid=question] h2')?.textContent ?? '';
      const work: number[] = [];
      const frame: number[] = [];
      for (let k = 0; k < count; k++) {
        const n = (k * 37) % total;
        const want = `Question ${n + 1} of`;
        if (heading().startsWith(want)) continue;
        const started = performance.now();
        buttons[n]!.click();
        // React renders a click's update in a microtask, and what its effects set in further ones: let them all
        // run; if the question is not there yet, wait frames for it (counted: the measure only grows).
        for (let i = 0; i < 50; i++) await Promise.resolve();
        while (!heading().startsWith(want)) await new Promise((resolve) => requestAnimationFrame(resolve));
        document.body.getBoundingClientRect(); // style and layout, now
        work.push(performance.now() - started);
        // The next frame, produced: a task queued from its animation-frame callback runs after it.
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        frame.push(performance.now() - started);
        // Let the window's own after-move work (the journal's visit) finish before the next click.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return { work, frame };
    }, { count: switches, total: questions });
    const switchTimes = moves.work.sort((a, b) => a - b);
    const frameTimes = moves.frame.sort((a, b) => a - b);

    return {
      jsGzip: sizes.reduce((a, b) => a + b.gzip, 0), jsFiles: sizes.length, questions,
      writeP50: at(writeTimes, 0.5), writeP99: at(writeTimes, 0.99), switchP50: at(switchTimes, 0.5), switchP99: at(switchTimes, 0.99),
      frameP50: at(frameTimes, 0.5), frameP99: at(frameTimes, 0.99), scripts: sizes,
    };
  } finally {
    await browser.close();
  }
}

/** Chromium's "Slow 4G" preset (DevTools' network panel) and its CPU slowed four times, on a 390 px phone. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
const CPU_SLOWDOWN = 4;

async function slowPage(browser: Browser, clientIp: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, extraHTTPHeaders: { 'x-schoolfront-local-client': clientIp } });
  return context.newPage();
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

export interface SlowProfile {
  /** The store page's load event, from the navigation's start, cold. */
  storeLoadMs: number;
  /** The test window's instructions ready to act on (the declaration and Start button drawn by the island), cold. */
  windowReadyMs: number;
}

/** The store page and the test window, each cold on the slow profile (issue 40: the window within 1.5 × the store). */
export async function slowProfileFigures(store: string, testId = PLAIN_TEST_ID): Promise<SlowProfile> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const storePage = await slowPage(browser, '10.78.0.1');
    await throttle(storePage);
    await storePage.goto(store, { waitUntil: 'load' });
    const storeLoadMs = await storePage.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);

    // The learner is made at full speed (what is measured is the window, not sign-up); the window opens cold.
    const windowPage = await slowPage(browser, '10.78.0.2');
    await windowPage.goto(`${store}/404`);
    await newCandidate(windowPage, testId, '8');
    // Cold: nothing of the site's in the HTTP cache (the 404 page loaded the shared chunks).
    const cdp = await windowPage.context().newCDPSession(windowPage);
    await cdp.send('Network.clearBrowserCache');
    await throttle(windowPage);
    await windowPage.goto(`${store}/mock-test/${testId}?id=${testId}&mode=0&qId=0&resultType=1`, { waitUntil: 'commit' });
    await windowPage.getByTestId('start-test').waitFor({ timeout: 120_000 });
    await windowPage.getByTestId('declaration').waitFor({ timeout: 120_000 });
    const windowReadyMs = await windowPage.evaluate(() => performance.now());
    return { storeLoadMs, windowReadyMs };
  } finally {
    await browser.close();
  }
}

if (import.meta.main) {
  const store = process.argv[2];
  if (!store) throw new Error('usage: node scripts/bench-mock-test.ts <nova-academy store URL>');
  const figures = await mockTestFigures(store);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(`test window JS, gzip: ${(figures.jsGzip / 1024).toFixed(1)} KiB in ${figures.jsFiles} files`);
  for (const s of figures.scripts) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KiB  ${s.name}`);
  const plain = await plainWindowJs(store);
  console.log(`test window JS, gzip, paper without mathematics (UPSC GS): ${(plain.jsGzip / 1024).toFixed(1)} KiB in ${plain.jsFiles} files, ${plain.katex ? 'WITH' : 'no'} KaTeX`);
  console.log(`journal write, p50 / p99: ${ms(figures.writeP50)} / ${ms(figures.writeP99)}`);
  console.log(`move between questions (${figures.questions}), the work, p50 / p99: ${ms(figures.switchP50)} / ${ms(figures.switchP99)}`);
  console.log(`move between questions, to the next frame, p50 / p99: ${ms(figures.frameP50)} / ${ms(figures.frameP99)}`);
  const slow = await slowProfileFigures(store);
  console.log(`slow 4G, CPU x${CPU_SLOWDOWN}, 390 px, cold: store page loaded ${ms(slow.storeLoadMs)}, test window ready ${ms(slow.windowReadyMs)} (${(slow.windowReadyMs / slow.storeLoadMs).toFixed(2)} x)`);
}
