import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import type { AnswerWrite, Question, Response } from '../src/contract/mock-test.ts';
import { attemptResult } from '../src/api/lib/scoring.ts';
import { seededPeerAttempts } from '../src/api/seed/peers.ts';
import { papersOf, type SeededPaper } from '../src/tenants/question-bank/papers.ts';
import { loadTenants } from '../src/tenants/load.ts';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { newLearner, ownClientAddressPerTest, signedInThroughApi, signedUpThroughApi } from './learners.ts';
import { DEMO_SCHOOLS, type DemoSchool } from './schools.ts';

// Test reports through the real edge and API (issue 12; docs/decisions/0036-test-reports.md): a scripted attempt
// with known right, wrong (negatively marked) and skipped answers shows exactly the score, rank and percentile the
// seeded peers and the engine's scoring give; every report page opens without a console error, with its charts'
// tables, solutions with explanations and their filters, and axe: each page in light on one school and dark on the
// other. The attempt is made through the API: taking the test is the engine's spec, not this one.

test.describe.configure({ timeout: 180_000 });
ownClientAddressPerTest();

const schoolOf = (slug: string): DemoSchool => DEMO_SCHOOLS.find((s) => s.slug === slug)!;
/** Tests no other spec takes, so the only other attempts are the seeded peers and this spec's own. */
const CASES = [
  { school: schoolOf('nova-academy'), testId: 5011022, series: 'upsc-prelims-test-series-2027' },
  { school: schoolOf('harbor-code'), testId: 5021023, series: 'full-stack-certification-series' },
] as const;

const tenants = await loadTenants(CASES.map((c) => c.school.slug));
const paperOf = (slug: string, testId: number): SeededPaper =>
  papersOf(tenants.find((t) => t.slug === slug)!.catalogue.products, tenants.find((t) => t.slug === slug)!.tests).find((p) => p.test_id === testId && p.lesson_id === 0)!;

const NUMERIC = /^-?\d{0,12}(\.\d{0,6})?$/;
const right = (q: Question): Response | null => {
  const key = q.key;
  if (key.type === 'multichoice' && !q.multiple) return { kind: 'choice', option_ids: [...key.correct] };
  if (key.type === 'numeric' && NUMERIC.test(String(key.min))) return { kind: 'numeric', value: String(key.min) };
  if (key.type === 'fill_in_the_blanks') return { kind: 'blanks', values: key.accepted.map((a) => a[0]!) };
  return null;
};
const wrong = (q: Question): Response | null => {
  const key = q.key;
  if (key.type === 'multichoice' && !q.multiple) return { kind: 'choice', option_ids: [q.options.find((o) => !key.correct.includes(o.id))!.id] };
  if (key.type === 'numeric') return { kind: 'numeric', value: String(Math.trunc(key.max) + 1000) };
  return null;
};

/** Five right, three wrong (a negatively marked one first where the paper has one), everything else skipped. */
function script(paper: SeededPaper): Map<number, Response> {
  const answers = new Map<number, Response>();
  const objective = paper.questions.filter((q) => right(q) !== null);
  const wrongs = [...paper.questions.filter((q) => q.negative_marks > 0 && wrong(q)), ...paper.questions.filter((q) => q.negative_marks === 0 && wrong(q))];
  for (const q of wrongs.slice(0, 3)) answers.set(q.id, wrong(q)!);
  for (const q of objective.filter((q) => !answers.has(q.id)).slice(0, 5)) answers.set(q.id, right(q)!);
  return answers;
}

async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const reply = await page.evaluate(async ({ method, path, body }) => {
    const auth = JSON.parse(localStorage.getItem('authenticationData:auth') ?? '{}') as { authToken?: string };
    const response = await fetch(path, {
      method, headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.authToken}` }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, data: await response.json() as unknown };
  }, { method, path, body });
  expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.data)}`).toBe(200);
  return reply.data as T;
}

const en = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

for (const { school, testId, series } of CASES) {
  test.describe(school.slug, () => {
    test('a scripted attempt shows the exact score, rank and percentile, and every report page opens, in light or dark (the other mode on the other school)', async ({ page }) => {
      const console = watchConsoleErrors(page);
      const paper = paperOf(school.slug, testId);
      const seo = tenants.find((t) => t.slug === school.slug)!.catalogue.products.find((p) => p.id === testId)!.seo_title;
      const answers = script(paper);
      const learner = await signedUpThroughApi(page, school, newLearner('Meera Pillai'));
      await api(page, 'POST', '/learner/dev/enrolments', { email: learner.email, course_id: testId });
      // The learner owns the test series that holds the test too: its analytics open under the series' address.
      const seriesId = tenants.find((t) => t.slug === school.slug)!.catalogue.products.find((p) => p.seo_title === series)!.id;
      await api(page, 'POST', '/learner/dev/enrolments', { email: learner.email, course_id: seriesId });
      const { attempt } = await api<{ attempt: { id: number; epoch: number } }>(page, 'POST', `/learner/v1/tests/${testId}/attempts`, { declaration: true, idempotency_key: `report-${learner.email}` });
      const writes: AnswerWrite[] = [...answers].map(([question_id, response], i) => ({ question_id, epoch: attempt.epoch, seq: i + 1, response, marked: i === 0, time_ms: 20_000 + i * 1000 }));
      await api(page, 'PUT', `/learner/v1/attempts/${attempt.id}/answers`, { writes });
      await api(page, 'POST', `/learner/v1/attempts/${attempt.id}/submit`);

      // What the engine's scoring and the seeded peers say the report must show.
      const expected = attemptResult(paper.sections, paper.questions.map((question) => ({ question, response: answers.get(question.id) ?? null, graded: null })), paper.rules.partial_marks);
      expect(expected).toMatchObject({ correct: 5, incorrect: 3 });
      const peers = seededPeerAttempts(school.slug, paper).map((a) => a.score);
      const above = peers.filter((s) => s > expected.score).length;
      const atOrBelow = peers.filter((s) => s <= expected.score).length;

      const base = `${school.store}/mock-test/${testId}/report`;
      const query = `qid=${attempt.id}&resultType=1`;
      await page.goto(`${base}?${query}`);
      await expect(page.getByTestId('report')).toHaveAttribute('data-status', 'released');
      await expect(page.getByTestId('report-score')).toHaveText(`${en.format(expected.score)} / ${en.format(expected.max_score)}`);
      const rankText = (await page.getByTestId('report-rank').textContent()) ?? '';
      const [, rank, candidates] = /^(\d+) of (\d+)$/.exec(rankText) ?? [];
      // This spec's own earlier attempts (a rerun against the same stack) score the same: they share the rank.
      const mine = Number(candidates) - peers.length;
      expect(mine).toBeGreaterThanOrEqual(1);
      expect(Number(rank)).toBe(above + 1);
      await expect(page.getByTestId('report-percentile')).toHaveText(en.format(Math.round((10_000 * (atOrBelow + mine)) / (peers.length + mine)) / 100));
      await expect(page.getByTestId('report-correct')).toHaveText('5');
      await expect(page.getByTestId('report-incorrect')).toHaveText('3');
      await expect(page.getByTestId('report-skipped')).toHaveText(String(expected.unanswered));
      await expect(page.getByTestId('report-accuracy')).toHaveText('62.5%');
      await expect(page.getByTestId('report-peers')).toContainText('Topper:');

      const pages: [string, string][] = [
        ['overview', `${base}?${query}`],
        ['solutions', `${base}/solutions?${query}`],
        ['section', `${base}/${paper.sections[0]!.id}?${query}`],
        ['questions', `${base}/questionReport?${query}`],
        ['sections', `${base}/detailedSectionReport?${query}`],
        ['score and time', `${base}/scoreAndTimeAnalyticsReport?${query}&comparisonType=average`],
        ['topics', `${base}/topicComparisonReport?${query}&comparisonType=topper`],
        ['difficulty', `${base}/difficultyLevelComparisonReport?${query}`],
        ['certificate', `${base}/testReportCertificate?${query}`],
        ['analytics', `${school.store}/mock-test/analytics`],
        ['section analytics', `${school.store}/mock-test/analytics/section-analytics`],
        ['product analytics', `${school.store}/home/${seo}/analytics`],
        ['product section analytics', `${school.store}/home/${seo}/analytics/${paper.sections[0]!.id}`],
        ['series item analytics', `${school.store}/home/${series}/${seo}/analytics`],
        ['series item section analytics', `${school.store}/home/${series}/${seo}/analytics/${paper.sections[0]!.id}`],
      ];
      // Each page in one colour mode here and in the other on the other school, so every page is checked in both
      // without paying for thirty axe runs per school.
      for (const [i, [name, url]] of pages.entries()) {
        const mode = (i + CASES.findIndex((c) => c.school === school)) % 2 === 0 ? 'light' : 'dark';
        await test.step(`${name} (${mode})`, async () => {
          await page.evaluate((m) => localStorage.setItem('theme-color-mode', m), mode);
          await page.goto(url);
          await expect(page.getByTestId(name.includes('analytics') ? 'analytics' : 'report')).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
          // Every chart carries its numbers as a table.
          for (const figure of await page.locator('figure').all()) {
            await expect(figure.locator('canvas')).toBeVisible();
            expect(await figure.locator('table tbody tr').count(), `${name}: a chart without its table`).toBeGreaterThan(0);
          }
          await expectNoSeriousA11yIssues(page, `${name} (${mode})`);
        });
      }

      // Solutions: explanations, and the filters by outcome.
      await page.goto(`${base}/solutions?${query}`);
      await expect(page.getByTestId('solution')).toHaveCount(paper.questions.length);
      await page.getByTestId('filter-incorrect').click();
      await expect(page.getByTestId('solution')).toHaveCount(3);
      // Each wrong answer costs its negative marks, shown on its card with the explanation.
      const wrongOnes = paper.questions.filter((q) => answers.has(q.id) && wrong(q) !== null && JSON.stringify(answers.get(q.id)) === JSON.stringify(wrong(q)));
      await expect(page.getByTestId('solution').getByTestId('solution-marks')).toHaveText(wrongOnes.map((q) => `${en.format(q.negative_marks ? -q.negative_marks : 0)} of ${en.format(q.marks)} marks`));
      for (const card of await page.getByTestId('solution').all()) {
        await expect(card).toHaveAttribute('data-outcome', 'incorrect');
        await expect(card.getByTestId('explanation')).toBeVisible();
      }
      await page.getByTestId('filter-correct').click();
      await expect(page.getByTestId('solution')).toHaveCount(5);
      await page.getByTestId('filter-marked').click();
      await expect(page.getByTestId('solution')).toHaveCount(1);
      // The chart's numbers open for sighted readers too.
      await page.goto(`${base}/detailedSectionReport?${query}`);
      const table = page.getByTestId('chart-section-time').getByTestId('chart-table');
      await page.getByTestId('chart-section-time').getByRole('button', { name: 'Show the numbers' }).click();
      await expect(table.getByRole('table')).toBeVisible();
      await expect(table.locator('tbody tr')).toHaveCount(paper.sections.length);

      // Analytics: the test with its rank, over the school and over the product; the dashboard leads there.
      await page.goto(`${school.store}/home/${seo}`);
      await page.getByTestId('analytics-link').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Analytics: ${paper.title}`);
      const listed = page.getByTestId('analytics-tests').getByRole('row').filter({ hasText: paper.title });
      await expect(listed).toContainText(`${rank} of ${candidates}`);
      await expect(page.getByTestId('analytics-sections').locator('tbody tr')).toHaveCount(paper.sections.length);
      await page.getByTestId('analytics-section-link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Analytics: ${paper.title} · ${paper.sections[0]!.title}`);
      await expect(page.getByTestId('analytics-sections').locator('tbody tr')).toHaveCount(1);

      // The certificate: the learner's name and score, and a PDF to keep.
      await page.goto(`${base}?${query}`);
      await page.getByTestId('report-certificate-link').click();
      await expect(page.getByTestId('certificate-name')).toHaveText(learner.name);
      await expect(page.getByTestId('certificate-score')).toHaveText(`${en.format(expected.score)} / ${en.format(expected.max_score)}`);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('certificate-download').click()]);
      expect(download.suggestedFilename()).toBe(`certificate-${testId}-1.pdf`);
      const pdf = await PDFDocument.load(readFileSync((await download.path())!));
      expect(pdf.getTitle()).toBe(`Test report certificate: ${paper.title}`);

      // My reports lists it and leads back to it.
      await page.goto(`${school.store}/account/reports`);
      const row = page.getByTestId('report-row').filter({ hasText: paper.title });
      await expect(row.getByTestId('report-row-score')).toHaveText(`${en.format(expected.score)} / ${en.format(expected.max_score)}`);
      await row.getByTestId('report-row-link').click();
      await expect(page).toHaveURL(new RegExp(`/mock-test/${testId}/report\\?qid=${attempt.id}`));
      await expect(page.getByTestId('report-score')).toBeVisible();
      console.expectNone();
    });
  });
}

test('another learner\'s report is not shown, and a new learner has no reports yet', async ({ page }) => {
  // A test of its own: an attempt here must not move the candidates the scripted test above counts.
  const { school } = CASES[0];
  const testId = 5011023;
  const owner = await signedUpThroughApi(page, school, newLearner('Dev Raman'));
  await api(page, 'POST', '/learner/dev/enrolments', { email: owner.email, course_id: testId });
  const { attempt } = await api<{ attempt: { id: number } }>(page, 'POST', `/learner/v1/tests/${testId}/attempts`, { declaration: true, idempotency_key: `other-${owner.email}` });
  await api(page, 'POST', `/learner/v1/attempts/${attempt.id}/submit`);
  await page.context().clearCookies();
  await signedUpThroughApi(page, school, newLearner('Nisha Kapoor'));
  await page.goto(`${school.store}/mock-test/${testId}/report?qid=${attempt.id}`);
  await expect(page.getByTestId('report-unavailable')).toContainText('Report not found');
  await expect(page.getByText(/\d+ \/ \d+/)).toHaveCount(0);
  await page.goto(`${school.store}/account/reports`);
  await expect(page.getByTestId('reports-empty')).toContainText('No test reports yet');
  await expectNoSeriousA11yIssues(page);
});

test('the demo learner finds the school\'s offline results among their reports, ranked among the sitting', async ({ page }) => {
  const console = watchConsoleErrors(page);
  for (const { school } of CASES) {
    const tenant = tenants.find((t) => t.slug === school.slug)!;
    const sitting = tenant.tests!.offline[0]!;
    const email = `learner@${school.slug}.example`;
    const totals = sitting.results.map((r) => r.scores.reduce((n, x) => n + x, 0));
    const mine = totals[sitting.results.findIndex((r) => r.email === email)]!;
    const max = sitting.sections.reduce((n, s) => n + s.max_score, 0);
    await page.context().clearCookies();
    await signedInThroughApi(page, school, email, 'Learner123');
    await page.goto(`${school.store}/account/reports`);
    const row = page.getByTestId('offline-row').filter({ hasText: sitting.quiz_name });
    await expect(row).toContainText(`${en.format(mine)} / ${en.format(max)}`);
    await row.getByTestId('offline-row-link').click();
    await expect(page.getByTestId('offline-score')).toHaveText(`${en.format(mine)} / ${en.format(max)}`);
    await expect(page.getByTestId('offline-rank')).toHaveText(`${totals.filter((x) => x > mine).length + 1} of ${totals.length}`);
    await expect(page.getByTestId('offline-percentile')).toHaveText(en.format(Math.round((10_000 * totals.filter((x) => x <= mine).length) / totals.length) / 100));
    expect(await page.getByTestId('chart-offline-sections').locator('table tbody tr').count()).toBe(sitting.sections.length);
    await expectNoSeriousA11yIssues(page);
  }
  console.expectNone();
});
