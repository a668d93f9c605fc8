import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { chromium } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { CHROMIUM_EXECUTABLE } from './browser.ts';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { newLearner, ownClientAddress, ownClientAddressPerTest, signedInThroughApi, signedUpThroughApi, type ApiSession, type Learner, skewClock } from './learners.ts';
import { DEMO_SCHOOLS, type DemoSchool } from './schools.ts';

// The mock-test engine through the real edge and API (issue 11; docs/decisions/0028-mock-test-engine.md): the
// instructions and declaration, every question type, the network cut and restored, a reload, the browser killed
// with answers only in its journal, another browser with its clock three hours off, two tabs, the submission at
// zero, a retake, an answer-sheet upload, a quiz lesson from the player, and axe in light and dark. Learners are
// made and enrolled through the API: signing in and buying are not the point here.

test.describe.configure({ timeout: 120_000 });
ownClientAddressPerTest();

const schoolOf = (slug: string): DemoSchool => DEMO_SCHOOLS.find((s) => s.slug === slug)!;
const NOVA = schoolOf('nova-academy');
const ATELIER = schoolOf('atelier-lingua');
const HARBOR = schoolOf('harbor-code');

type Owned = Learner & ApiSession;

/** A new learner of `school`, signed in on `page`, owning `courseId` (the dev enrolment stands in for a purchase). */
async function learnerOwning(page: Page, school: DemoSchool, courseId: number): Promise<Owned> {
  const learner = await signedUpThroughApi(page, school, newLearner('Kavya Rao'));
  const status = await page.evaluate(async ({ email, courseId }) => {
    const response = await fetch('/learner/dev/enrolments', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, course_id: courseId }) });
    return response.status;
  }, { email: learner.email, courseId });
  expect(status).toBe(200);
  return learner;
}

const windowUrl = (school: DemoSchool, testId: number, query: Record<string, string> = {}) =>
  `${school.store}/mock-test/${testId}?${new URLSearchParams({ id: String(testId), mode: '0', qId: '0', resultType: '1', ...query })}`;

/** From the instructions into the window: the declaration is required, then Start. */
async function startFromInstructions(page: Page) {
  await expect(page.getByTestId('instructions')).toBeVisible();
  // Until the learner's status is read, Start waits (a cached copy may be out of date).
  await expect(page.getByTestId('start-test')).not.toHaveAttribute('aria-busy', 'true');
  const declaration = page.getByTestId('declaration');
  if (await declaration.count()) {
    await page.getByTestId('start-test').click();
    await expect(page.getByTestId('declaration-error')).toHaveText('Tick the declaration to start');
    await declaration.check();
  }
  await page.getByTestId('start-test').click();
  await expect(page.getByTestId('question')).toBeVisible();
  await expect(page.getByTestId('all-saved')).toBeVisible();
}

const palette = (page: Page, n: number) => page.getByTestId('palette').getByTestId('palette-button').nth(n - 1);
const openQuestion = async (page: Page, n: number) => {
  await palette(page, n).click();
  await expect(page.getByTestId('question')).toHaveAttribute('data-question-id', /\d+/);
  await expect(page.getByRole('heading', { name: new RegExp(`^Question ${n} of`) })).toBeVisible();
};

/** Answers the question on screen as a learner would, by its type. */
async function answer(page: Page) {
  const question = page.getByTestId('question');
  const type = await question.getAttribute('data-type');
  if (type === 'multichoice') await question.getByTestId('option').first().click();
  else if (type === 'numeric') await question.getByTestId('numeric-answer').fill('2.5');
  else if (type === 'fill_in_the_blanks') for (const blank of await question.getByTestId('blank-answer').all()) await blank.fill('suis');
  else if (type === 'subjective') await question.getByTestId('text-answer').fill('A hash map from key to list node, with the list ordered by use.');
  else if (type === 'feedback') await question.getByText('4', { exact: true }).click();
  // Typed answers are journaled after a pause or on leaving the field: leave it.
  if (type !== 'multichoice' && type !== 'feedback') await page.keyboard.press('Tab');
  return type;
}

const timerSeconds = async (page: Page) => {
  const text = (await page.getByTestId('timer').textContent()) ?? '';
  return text.split(':').map(Number).reduce((total, part) => total * 60 + part, 0);
};

async function apiAttempt(page: Page, attemptPath: string) {
  return page.evaluate(async (p) => {
    const auth = JSON.parse(localStorage.getItem('authenticationData:auth') ?? '{}') as { authToken?: string };
    const response = await fetch(p, { headers: { authorization: `Bearer ${auth.authToken}` } });
    return (await response.json()) as { attempt: { id: number; state: string; answers: { question_id: number; response: unknown }[] } };
  }, attemptPath);
}

for (const [school, testId, seo, mode] of [[NOVA, 5011017, 'jee-main-full-mock-1', 'light'], [ATELIER, 5031017, 'french-placement-test', 'dark']] as const) {
  test.describe(`${school.slug}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('theme-color-mode', m), mode);
    });

    test('takes a test from the dashboard: every question type on the paper, offline and back, a reload, submit, result and retake', async ({ page, context }) => {
      const console = watchConsoleErrors(page);
      await learnerOwning(page, school, testId);
      await page.goto(`${school.store}/home/${seo}`);
      await page.getByTestId('start-test-link').click();
      await expect(page).toHaveURL(new RegExp(`/mock-test/${testId}\\?id=${testId}&mode=0&qId=0&resultType=1`));
      await expectNoSeriousA11yIssues(page);
      await startFromInstructions(page);
      await expectNoSeriousA11yIssues(page);

      // Every type this paper holds: the first question, and the first of each other type in the palette.
      const types = new Set<string>();
      types.add((await answer(page))!);
      await page.getByTestId('save-next').click();
      const total = await page.getByTestId('palette').getByTestId('palette-button').count();
      for (let n = 2; n <= total && types.size < 2; n += 5) {
        await openQuestion(page, n);
        const type = await page.getByTestId('question').getAttribute('data-type');
        if (type && !types.has(type)) types.add((await answer(page))!);
      }
      expect(types.size).toBe(2);
      await expect(page.getByTestId('all-saved')).toBeVisible();

      // The network goes: the test goes on, and says so.
      await context.setOffline(true);
      await openQuestion(page, 3);
      await answer(page);
      await page.getByTestId('mark-next').click();
      await expect(page.getByTestId('offline-badge')).toBeVisible();
      await expect(page.getByTestId('waiting-count')).toContainText(/changes? waiting/);
      await context.setOffline(false);
      await expect(page.getByTestId('all-saved')).toBeVisible({ timeout: 20_000 });
      await expect(palette(page, 3)).toHaveAttribute('data-state', 'answered_marked');

      // A reload: the attempt continues with every answer.
      await page.reload();
      await expect(page.getByTestId('start-test')).toHaveText('Continue the test');
      await expect(page.getByTestId('start-test')).not.toHaveAttribute('aria-busy', 'true');
      await page.getByTestId('start-test').click();
      await expect(page.getByTestId('question')).toBeVisible();
      await expect(palette(page, 1)).toHaveAttribute('data-state', 'answered');
      await expect(palette(page, 3)).toHaveAttribute('data-state', 'answered_marked');

      await page.getByTestId('submit').click();
      await expect(page.getByTestId('submit-summary')).toBeVisible();
      // The summary fits its dialog: nothing sticks out past the dialog's edge (the window is full screen here, so
      // at the screen's width; each section's table is narrow enough for a phone's too).
      const overflow = await page.getByRole('alertdialog').evaluate((dialog) => {
        const edge = dialog.getBoundingClientRect().right;
        return [...dialog.querySelectorAll('table, th, td')].filter((cell) => cell.getBoundingClientRect().right > edge + 0.5).length;
      });
      expect(overflow).toBe(0);
      await page.getByTestId('confirm-submit').click();
      await expect(page.getByTestId('result')).toBeVisible();
      await expect(page.getByTestId('score')).toContainText(/\d+ \/ \d+/);
      await expect(page.getByTestId('unanswered')).toHaveText(String(total - 3));
      await expectNoSeriousA11yIssues(page);

      await page.getByTestId('retake').click();
      await expect(page.getByTestId('start-test')).toHaveText('Start the retake');
      await startFromInstructions(page);
      await expect(palette(page, 1)).toHaveAttribute('data-state', 'not_answered');
      await expect(palette(page, 3)).toHaveAttribute('data-state', 'not_visited');
      // The browser's own lines about requests made while the network was cut are expected; nothing else.
      expect(console.errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    });
  });
}

test("nova-academy's paper is bilingual as NTA's are: View in shows the question and its options in Hindi and back, and the answer stays", async ({ page }) => {
  const console = watchConsoleErrors(page);
  await learnerOwning(page, NOVA, 5011017);
  await page.goto(windowUrl(NOVA, 5011017));
  await startFromInstructions(page);
  const question = page.getByTestId('question');
  const text = question.getByTestId('question-text');
  const english = (await text.textContent())!;
  const options = question.getByTestId('option');
  const englishOptions = await options.allTextContents();
  const viewIn = page.getByLabel('View in');
  await expect(viewIn).toHaveValue('en');
  await expect(viewIn.locator('option')).toHaveText(['English', 'हिन्दी']);
  await options.nth(1).click();
  await expect(options.nth(1)).toHaveAttribute('data-chosen', 'true');

  await viewIn.selectOption('hi');
  await expect(text).toHaveAttribute('lang', 'hi');
  await expect(text).toContainText(/[\u0900-\u097F]/);
  await expect(text).not.toHaveText(english);
  await expect(options.nth(1)).toHaveAttribute('data-chosen', 'true');
  await expectNoSeriousA11yIssues(page);
  // The choice holds from question to question, and through a reload of the window.
  await page.getByTestId('save-next').click();
  await expect(page.getByRole('heading', { name: /^Question 2 of/ })).toBeVisible();
  await expect(text).toContainText(/[\u0900-\u097F]/);
  await expect(page.getByTestId('all-saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('start-test')).toHaveText('Continue the test');
  await expect(page.getByTestId('start-test')).not.toHaveAttribute('aria-busy', 'true');
  await page.getByTestId('start-test').click();
  await expect(page.getByTestId('question')).toBeVisible();
  await expect(viewIn).toHaveValue('hi');
  await expect(text).toContainText(/[\u0900-\u097F]/);

  await viewIn.selectOption('en');
  await openQuestion(page, 1);
  await expect(text).toHaveText(english);
  await expect(options).toHaveText(englishOptions);
  await expect(options.nth(1)).toHaveAttribute('data-chosen', 'true');
  await expect(page.getByTestId('all-saved')).toBeVisible();
  console.expectNone();
});

test('an English-only school offers no language choice in its test window', async ({ page }) => {
  await learnerOwning(page, HARBOR, 5021022);
  await page.goto(windowUrl(HARBOR, 5021022));
  await startFromInstructions(page);
  await expect(page.getByTestId('question-text')).toBeVisible();
  await expect(page.getByTestId('view-in')).toHaveCount(0);
});

test('another browser with its clock three hours off continues the attempt with the same time left', async ({ page, browser }) => {
  const learner = await learnerOwning(page, NOVA, 5011018);
  await page.goto(windowUrl(NOVA, 5011018));
  await startFromInstructions(page);
  await answer(page);
  await expect(page.getByTestId('all-saved')).toBeVisible();

  const other = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const away = await other.newPage();
  // This device's clock runs three hours fast.
  await skewClock(away, 3 * 60 * 60 * 1000);
  await signedInThroughApi(away, NOVA, learner.email, learner.password);
  await away.goto(windowUrl(NOVA, 5011018));
  await expect(away.getByTestId('start-test')).toHaveText('Continue the test');
  await expect(away.getByTestId('start-test')).not.toHaveAttribute('aria-busy', 'true');
  await away.getByTestId('start-test').click();
  await expect(away.getByTestId('question')).toBeVisible();
  const [there, here] = [await timerSeconds(away), await timerSeconds(page)];
  expect(Math.abs(there - here)).toBeLessThanOrEqual(3);
  await expect(palette(away, 1)).toHaveAttribute('data-state', 'answered');
  // The first browser's next change learns that the attempt continues elsewhere, and nothing it saved is lost.
  await openQuestion(page, 2);
  await answer(page);
  await expect(page.getByTestId('stale-window')).toBeVisible({ timeout: 20_000 });
  await other.close();
});

test('two tabs of one attempt: the second offers to take over, and the first stands down', async ({ page, context }) => {
  await learnerOwning(page, NOVA, 5011017);
  await page.goto(windowUrl(NOVA, 5011017));
  await startFromInstructions(page);
  const second = await context.newPage();
  await second.goto(windowUrl(NOVA, 5011017));
  // The second tab may paint the status it cached before the first tab started; it shows Continue once it has read
  // the attempt.
  await expect(second.getByTestId('start-test')).toHaveText('Continue the test');
  await expect(second.getByTestId('start-test')).not.toHaveAttribute('aria-busy', 'true');
  await second.getByTestId('start-test').click();
  await expect(second.getByTestId('open-elsewhere')).toBeVisible();
  await second.getByTestId('use-here').click();
  await expect(second.getByTestId('question')).toBeVisible();
  await expect(page.getByTestId('stale-window')).toBeVisible();
});

test('at zero the test submits itself with every saved answer', async ({ page }) => {
  await learnerOwning(page, NOVA, 5011017);
  await page.goto(windowUrl(NOVA, 5011017));
  await startFromInstructions(page);
  await answer(page);
  await expect(page.getByTestId('all-saved')).toBeVisible();
  const attemptId = await page.evaluate(() => Number(Object.keys(localStorage).find((k) => k.startsWith('mock-test:attempt:'))!.split(':').at(-1)));
  // The local stack's dev call brings the deadline near; the window hears of it with its next write.
  const moved = await page.evaluate(async (id) => {
    const auth = JSON.parse(localStorage.getItem('authenticationData:auth') ?? '{}') as { authToken?: string };
    const response = await fetch(`/learner/dev/attempts/${id}/deadline`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.authToken}` }, body: JSON.stringify({ in_ms: 5000 }) });
    return response.status;
  }, attemptId);
  expect(moved).toBe(200);
  await openQuestion(page, 2);
  await answer(page);
  await expect(page.getByTestId('result')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('unanswered')).toHaveText('73');
  const held = await apiAttempt(page, `/learner/v1/attempts/${attemptId}`);
  expect(held.attempt.state).toBe('submitted');
});

test('answer sheets upload as PDF only, feedback is taken, and written answers leave the result pending', async ({ page }) => {
  await learnerOwning(page, HARBOR, 5021022);
  await page.goto(windowUrl(HARBOR, 5021022));
  await startFromInstructions(page);
  await expect(page.getByTestId('question')).toHaveAttribute('data-type', 'numeric');
  await answer(page);
  await openQuestion(page, 4);
  await expect(page.getByTestId('question')).toHaveAttribute('data-type', 'subjective');
  const input = page.getByTestId('answer-sheet-input');
  await input.setInputFiles({ name: 'answer.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
  await expect(page.getByTestId('upload-error')).toHaveText('answer sheet must be PDF');
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Working for question 4');
  await input.setInputFiles({ name: 'working.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await doc.save()) });
  await expect(page.getByTestId('answer-sheet')).toContainText('working.pdf');
  await openQuestion(page, 5);
  await answer(page);
  await openQuestion(page, 7);
  await expect(page.getByTestId('question')).toHaveAttribute('data-type', 'feedback');
  await answer(page);
  await expect(page.getByTestId('all-saved')).toBeVisible();
  await page.getByTestId('submit').click();
  await page.getByTestId('confirm-submit').click();
  await expect(page.getByTestId('result')).toHaveAttribute('data-state', 'evaluation_pending');
  await expect(page.getByTestId('evaluation-pending')).toBeVisible();
});

test('a quiz lesson opens the window from the player, and an answer is required before the next question', async ({ page }) => {
  await learnerOwning(page, NOVA, 5011001);
  await page.goto(`${NOVA.store}/home/jee-main-physics-complete/section/5016001/lesson/5017004`);
  await expect(page.getByTestId('quiz-panel')).toBeVisible();
  await page.getByTestId('start-test-link').click();
  await expect(page).toHaveURL(/lessonId=5017004/);
  await startFromInstructions(page);
  await page.getByTestId('save-next').click();
  await expect(page.getByTestId('must-answer')).toHaveText('Answer this question before moving on.');
  await answer(page);
  await page.getByTestId('save-next').click();
  await expect(page.getByRole('heading', { name: /^Question 2 of 5/ })).toBeVisible();
});

/** Whether any process still runs with `profile` on its command line. */
function running(profile: string): boolean {
  try {
    execFileSync('pgrep', ['-f', profile], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

test('the browser killed with answers only in its journal loses none of them', async ({ page: warmUp }) => {
  test.setTimeout(180_000);
  // The stack answers before a browser of our own is started.
  await warmUp.goto(NOVA.store);
  const profile = mkdtempSync(path.join(tmpdir(), 'schoolfront-killed-'));
  const launch = () => chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_EXECUTABLE, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'], headless: true, extraHTTPHeaders: ownClientAddress(),
  });
  let context: BrowserContext = await launch();
  try {
    let page = context.pages()[0] ?? (await context.newPage());
    const learner = await learnerOwning(page, NOVA, 5011017);
    await page.goto(windowUrl(NOVA, 5011017));
    await startFromInstructions(page);
    const attemptId = await page.evaluate(() => Number(Object.keys(localStorage).find((k) => k.startsWith('mock-test:attempt:'))!.split(':').at(-1)));
    await context.setOffline(true);
    await answer(page);
    await expect(page.getByTestId('waiting-count')).toContainText('1 change waiting');
    // SIGKILL: no unload, no flush; only what the journal wrote to disk survives.
    execFileSync('pkill', ['-9', '-f', profile]);
    // The dead browser's connection is dropped, not waited for; the profile is free once its processes are gone.
    void context.close().catch(() => undefined);
    await expect.poll(() => running(profile), { timeout: 20_000 }).toBe(false);
    context = await launch();
    page = context.pages()[0] ?? (await context.newPage());
    // The killed browser may lose its session (Chromium writes cookies and local storage to disk lazily), never
    // the journal (each change is a completed IndexedDB transaction): sign in again and continue.
    await signedInThroughApi(page, NOVA, learner.email, learner.password);
    await page.goto(windowUrl(NOVA, 5011017));
    await expect(page.getByTestId('start-test')).toHaveText('Continue the test');
    await expect(page.getByTestId('start-test')).not.toHaveAttribute('aria-busy', 'true');
    await page.getByTestId('start-test').click();
    await expect(page.getByTestId('all-saved')).toBeVisible({ timeout: 20_000 });
    await expect(palette(page, 1)).toHaveAttribute('data-state', 'answered');
    const held = await apiAttempt(page, `/learner/v1/attempts/${attemptId}`);
    expect(held.attempt.answers.find((a) => a.response !== null)).toBeTruthy();
  } finally {
    await context.close().catch(() => undefined);
    rmSync(profile, { recursive: true, force: true });
  }
});
