import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { enrolledThroughApi, newLearner, ownClientAddressPerTest, signedUpThroughApi } from './learners.ts';
import { DEMO_SCHOOLS } from './schools.ts';

// The code lab (issue 45; docs/decisions/0085-code-lab.md) through the real edge and API, on two schools: a learner
// runs a challenge's examples in the browser (a wrong answer, then an endless loop stopped on time), submits and is
// graded on the server (time limit, then accepted), and finds the submissions kept; an SQL challenge with an error and
// an endless query (its worker ended on time) solved; axe in light and dark at 390 and 1280 px.

test.describe.configure({ timeout: 180_000 });
ownClientAddressPerTest();

/** Replaces the editor's code as typing would, without the editor closing brackets for us. */
async function write(page: Page, code: string): Promise<void> {
  const editor = page.getByTestId('code-input');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

const CHALLENGES = {
  'harbor-code': {
    id: 5029002, title: 'Balanced brackets',
    wrong: 'function isBalanced(s) {\n  return s.length % 2 === 0;\n}',
    right: "function isBalanced(s) {\n  const pairs = { ')': '(', ']': '[', '}': '{' };\n  const stack = [];\n  for (const ch of s) {\n    if ('([{'.includes(ch)) stack.push(ch);\n    else if (ch in pairs && stack.pop() !== pairs[ch]) return false;\n  }\n  return stack.length === 0;\n}",
  },
  'nova-academy': {
    id: 5019001, title: 'Greatest common divisor',
    wrong: 'function gcd(a, b) {\n  return Math.min(a, b);\n}',
    right: 'function gcd(a, b) {\n  while (b !== 0) [a, b] = [b, a % b];\n  return a;\n}',
  },
} as const;

for (const [slug, mode, width] of [['harbor-code', 'dark', 1280], ['nova-academy', 'light', 390]] as const) {
  test(`${slug}: a challenge run in the browser, graded on the server, and kept`, async ({ page }) => {
    const school = DEMO_SCHOOLS.find((s) => s.slug === slug)!;
    const challenge = CHALLENGES[slug];
    const errors = watchConsoleErrors(page);
    await page.emulateMedia({ colorScheme: mode });
    await page.setViewportSize({ width, height: 900 });
    await signedUpThroughApi(page, school, newLearner('Ishaan Gupta', '7'));

    await page.goto(`${school.store}/leet-lab/code-challenge?codeId=${challenge.id}`);
    await expect(page.getByTestId('page-title')).toHaveText(challenge.title);
    await expect(page.getByTestId('statement')).not.toBeEmpty();
    await expect(page.getByTestId('history')).toContainText('You have not submitted this challenge yet.');
    await expectNoSeriousA11yIssues(page, `code lab ${mode} ${width}`);

    // A wrong answer, run in the browser: each example says what it got.
    await write(page, challenge.wrong);
    await page.getByTestId('run').click();
    const cases = page.getByTestId('run-case');
    await expect(cases.getByTestId('verdict').first()).not.toHaveAttribute('data-verdict', 'running');
    await expect(cases.locator('[data-verdict=wrong_answer]')).not.toHaveCount(0);

    // An endless loop: stopped on time in the browser, and by the server.
    await write(page, 'function loop() {\n  while (true) {}\n}\nloop();');
    await page.getByTestId('run').click();
    await expect(cases.first().getByTestId('verdict')).toHaveAttribute('data-verdict', 'time_limit');
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('server-verdict')).toHaveAttribute('data-verdict', 'time_limit');
    await expect(page.getByTestId('server-verdict')).toContainText('Time limit exceeded');

    // The right answer: accepted by the server, every hidden test with it; the history keeps both.
    await write(page, challenge.right);
    await page.getByTestId('run').click();
    await expect(cases.locator('[data-verdict=accepted]')).toHaveCount(2);
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('server-verdict')).toHaveAttribute('data-verdict', 'accepted');
    await expect(page.getByTestId('server-verdict')).toContainText(/(\d+) of \1 tests passed/);
    await expect(page.getByTestId('solved')).toBeVisible();
    await expect(page.getByTestId('submission').getByTestId('verdict')).toHaveText(['Accepted', 'Time limit exceeded']);
    await expectNoSeriousA11yIssues(page, `code lab graded ${mode} ${width}`);

    // Kept: the page opened again shows them.
    await page.reload();
    await expect(page.getByTestId('submission')).toHaveCount(2);
    errors.expectNone();
  });
}

test('harbor-code: an SQL challenge run over its tables and accepted, in light at 390 px', async ({ page }) => {
  const school = DEMO_SCHOOLS.find((s) => s.slug === 'harbor-code')!;
  const errors = watchConsoleErrors(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await signedUpThroughApi(page, school, newLearner('Zara Khan', '6'));
  await page.goto(`${school.store}/leet-lab/code-challenge?codeId=5029013`);
  await expect(page.getByTestId('page-title')).toHaveText('Customers who never ordered');
  await write(page, 'SELECT nme FROM customers');
  await page.getByTestId('run').click();
  await expect(page.getByTestId('run-error')).toContainText('no such column: nme');
  // A query that never ends: sql.js cannot be interrupted, so the page ends its worker at the time limit.
  await write(page, 'WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n');
  await page.getByTestId('run').click();
  await expect(page.getByTestId('run-case').getByTestId('verdict')).toHaveAttribute('data-verdict', 'time_limit');
  await expect(page.getByTestId('run')).toBeEnabled();
  await write(page, 'SELECT name FROM customers WHERE id NOT IN (SELECT customer_id FROM orders)');
  await page.getByTestId('run').click();
  await expect(page.getByTestId('run-case').getByTestId('verdict')).toHaveAttribute('data-verdict', 'accepted');
  await expect(page.getByTestId('run-got')).toContainText('Esha Nair');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('server-verdict')).toHaveAttribute('data-verdict', 'accepted');
  await expectNoSeriousA11yIssues(page, 'sql challenge light 390');
  errors.expectNone();
});

test('harbor-code: a Python challenge run in CPython in the browser, stopped on time, and accepted, in dark at 1280 px', async ({ page }) => {
  const school = DEMO_SCHOOLS.find((s) => s.slug === 'harbor-code')!;
  const errors = watchConsoleErrors(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedUpThroughApi(page, school, newLearner('Meera Pillai', '5'));
  await page.goto(`${school.store}/leet-lab/code-challenge?codeId=5029023`);
  await expect(page.getByTestId('page-title')).toHaveText('A moving average');
  const cases = page.getByTestId('run-case');

  // With the network cut, Python cannot load: the page says so, fails no example, and tries again when asked.
  const runtime = /pyodide\.asm.*\.wasm|python_stdlib.*\.zip/;
  await page.context().route(runtime, (route) => route.abort('internetdisconnected'));
  await page.getByTestId('run').click();
  await expect(page.getByTestId('python-unavailable')).toContainText('Python could not be loaded into this browser. Check your connection and try again.');
  await expect(cases.getByTestId('verdict')).toHaveCount(0);
  await page.context().unroute(runtime);

  // The first run loads Python into the browser, with its progress shown, then runs the starter: it returns None.
  await page.getByTestId('run-again').click();
  await expect(page.getByTestId('python-unavailable')).toHaveCount(0);
  await expect(page.getByTestId('python-loading')).toContainText('Loading Python into this browser');
  await expect(cases.locator('[data-verdict=wrong_answer]')).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByTestId('python-loading')).toHaveCount(0);
  await expect(page.getByTestId('run-got').first()).toHaveText('None');

  await write(page, 'def moving_average(values, k):\n    return [sum(values[i:i + k]) / (k - 2) for i in range(len(values) - k + 1)]\n');
  await page.getByTestId('run').click();
  // Windows of 2 divide by zero; the window of 3 does not, and is wrong.
  await expect(page.getByTestId('run-error')).toHaveText(['ZeroDivisionError: division by zero (line 2)']);
  await expect(cases.nth(1).getByTestId('verdict')).toHaveAttribute('data-verdict', 'wrong_answer');

  // An endless loop is stopped in the interpreter on time; the next run needs no new interpreter.
  await write(page, 'def moving_average(values, k):\n    while True:\n        pass\n');
  await page.getByTestId('run').click();
  await expect(cases.first().getByTestId('verdict')).toHaveAttribute('data-verdict', 'time_limit');
  await expect(page.getByTestId('run')).toBeEnabled();

  await write(page, 'def moving_average(values, k):\n    if len(values) < k:\n        return []\n    total = sum(values[:k])\n    means = [round(total / k, 2)]\n    for i in range(k, len(values)):\n        total += values[i] - values[i - k]\n        means.append(round(total / k, 2))\n    return means\n');
  await page.getByTestId('run').click();
  await expect(cases.locator('[data-verdict=accepted]')).toHaveCount(2);
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('server-verdict')).toHaveAttribute('data-verdict', 'accepted');
  await expect(page.getByTestId('server-verdict')).toContainText('5 of 5 tests passed');

  // Python stays in the browser's cache for the next visit (and offline).
  const cached = await page.evaluate(async () => (await (await caches.open('schoolfront-pyodide')).keys()).length);
  expect(cached).toBe(2);
  await expectNoSeriousA11yIssues(page, 'python challenge dark 1280');
  // The cut-off runtime's requests, as the browser reports them, are the only errors.
  expect(errors.errors.filter((text) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(text))).toEqual([]);
});

test('harbor-code: a lab lesson opens its challenge, and solving it completes the lesson, in light at 390 px', async ({ page }) => {
  const school = DEMO_SCHOOLS.find((s) => s.slug === 'harbor-code')!;
  const errors = watchConsoleErrors(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await enrolledThroughApi(page, school, 5021001, newLearner('Kabir Sethi', '3'));
  await page.goto(`${school.store}/home/full-stack-web-bootcamp/section/5026002/lesson/5027006`);
  const card = page.getByTestId('lesson-challenge');
  await expect(card).toContainText('Two numbers that add up');
  await expect(card).toContainText('Solve this challenge in the code lab to complete the lesson.');
  // Only the challenge completes it: there is nothing to mark by hand.
  await expect(page.getByTestId('mark-complete')).toHaveCount(0);
  await expectNoSeriousA11yIssues(page, 'lab lesson light 390');

  await card.getByTestId('open-challenge').click();
  await expect(page).toHaveURL(/leet-lab\/code-challenge\?codeId=5029001&contentType=lesson&contentId=5027006/);
  await expect(page.getByTestId('page-title')).toHaveText('Two numbers that add up');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link')).toHaveText(['My courses', 'Full-Stack Web Development Bootcamp', 'JavaScript Fundamentals: hands-on lab']);
  await write(page, 'function twoSum(nums, target) {\n  for (let i = 0; i < nums.length; i++)\n    for (let j = i + 1; j < nums.length; j++)\n      if (nums[i] + nums[j] === target) return [i, j];\n}');
  await page.getByTestId('submit').click();
  await expect(page.getByTestId('server-verdict')).toHaveAttribute('data-verdict', 'accepted');
  await expect(page.getByTestId('lesson-done')).toContainText('“JavaScript Fundamentals: hands-on lab” is complete');
  await page.getByTestId('back-to-lesson').click();

  await expect(page.getByTestId('lesson-complete')).toBeVisible();
  await expect(page.getByTestId('lesson-challenge')).toContainText('You solved it: this lesson is complete.');
  errors.expectNone();
});
