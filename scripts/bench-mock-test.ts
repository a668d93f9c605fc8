/**
 * The test window's figures for `npm run bench` (issue 11; docs/performance.md), on a running local stack, in
 * Chromium: the window's JavaScript (gzip), a journal write to IndexedDB (p50 / p99, from the window's own
 * `journal-write` User Timing marks), and moving between questions of the largest demo paper (NEET UG, 180
 * questions: from the palette button's click to the frame that shows the question), p50 / p99.
 *
 *   node scripts/bench-mock-test.ts <nova-academy's store URL, e.g. http://nova-academy.localhost:8812/learn>
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './lighthouse.ts';

export interface MockTestFigures {
  jsGzip: number;
  jsFiles: number;
  questions: number;
  writeP50: number;
  writeP99: number;
  switchP50: number;
  switchP99: number;
}

const TEST_ID = 5011020;
const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function mockTestFigures(store: string, writes = 100, switches = 100): Promise<MockTestFigures> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-schoolfront-local-client': '10.77.0.1' } });
    await page.goto(store);
    await page.evaluate(async (testId) => {
      const email = `bench.${Date.now()}@example.com`;
      const json = { 'content-type': 'application/json' };
      const made = await fetch('/learner/v1/auth/signup', { method: 'POST', headers: json, body: JSON.stringify({ name: 'Bench Candidate', email, phone: `9${String(Date.now()).slice(-9)}`, password: 'Bench-secret-1' }) });
      const s = (await made.json()) as { authToken: string; studentId: number; studentName: string; userEmail: string };
      await fetch('/learner/dev/enrolments', { method: 'POST', headers: json, body: JSON.stringify({ email, course_id: testId }) });
      localStorage.setItem('authenticationData:auth', JSON.stringify({ authToken: s.authToken, segmentId: null, segmentPath: null, studentId: s.studentId, studentName: s.studentName, userEmail: s.userEmail, isRestoredFromAdmin: false }));
    }, TEST_ID);
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((b) => gzipSync(b).length, () => 0));
    });
    await page.goto(`${store}/mock-test/${TEST_ID}?id=${TEST_ID}&mode=0&qId=0&resultType=1`);
    await page.getByTestId('declaration').check();
    await page.getByTestId('start-test').click();
    await page.getByTestId('question').waitFor();
    await page.getByTestId('all-saved').waitFor();
    const sizes = await Promise.all(scripts);
    const questions = await page.getByTestId('palette').getByTestId('palette-button').count();

    // Journal writes: answer questions one after another, as a candidate would.
    for (let i = 0; i < writes; i++) {
      await page.getByTestId('question').getByTestId('option').nth(i % 4).click();
      await page.getByTestId('save-next').click();
    }
    const writeTimes = (await page.evaluate(() => performance.getEntriesByName('journal-write').map((e) => e.duration))).sort((a, b) => a - b);

    // Moving between questions: click a palette button, wait for the frame that shows the question.
    const switchTimes = (await page.evaluate(async ({ count, total }) => {
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-testid=palette] [data-testid=palette-button]')];
      const heading = () => document.querySelector('[data-testid=question] h2')?.textContent ?? '';
      const out: number[] = [];
      for (let k = 0; k < count; k++) {
        const n = (k * 37) % total;
        const want = `Question ${n + 1} of`;
        if (heading().startsWith(want)) continue;
        const started = performance.now();
        buttons[n]!.click();
        while (!heading().startsWith(want)) await new Promise((resolve) => requestAnimationFrame(resolve));
        await new Promise((resolve) => requestAnimationFrame(resolve));
        out.push(performance.now() - started);
      }
      return out;
    }, { count: switches, total: questions })).sort((a, b) => a - b);

    return {
      jsGzip: sizes.reduce((a, b) => a + b, 0), jsFiles: sizes.length, questions,
      writeP50: at(writeTimes, 0.5), writeP99: at(writeTimes, 0.99), switchP50: at(switchTimes, 0.5), switchP99: at(switchTimes, 0.99),
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.main) {
  const store = process.argv[2];
  if (!store) throw new Error('usage: node scripts/bench-mock-test.ts <nova-academy store URL>');
  console.log(await mockTestFigures(store));
}
