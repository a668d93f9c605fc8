import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { E2E_PORT, DEMO_SCHOOLS, type DemoSchool } from './schools.ts';
import { enrolledThroughApi, newLearner, ownClientAddress, ownClientAddressPerTest, signedInThroughApi, unique } from './learners.ts';

// A batch's life (issue 44; docs/decisions/0084-batches.md) through the real edge, API and rooms, on two schools of
// different themes and currencies: a member talks in the discussion circle, faculty's announcement appears on the
// member's open page as it is sent, the leaderboard ranks the member and the admin hides it from learners (and shows
// it again), achievements show what was earned, and the member's review shows among the batch's; axe light and dark
// at 390 and 1280 px.

test.describe.configure({ timeout: 240_000 });
ownClientAddressPerTest();

const COURSES = {
  'nova-academy': { id: 5011003, seo: 'jee-organic-chemistry-mastery', running: 501301, lesson: 5017049, rankBadge: 'Top 10' },
  'harbor-code': { id: 5021005, seo: 'python-for-data-analysis', running: 502501, lesson: 0, rankBadge: 'Top 10' },
} as const;

/** A second browser of the school's staff, signed in through the API. */
async function staff(browser: Browser, school: DemoSchool, who: 'faculty' | 'admin'): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const page = await context.newPage();
  await signedInThroughApi(page, school, `${who}@${school.slug}.example`, 'Learner123');
  return page;
}

/** The admin's word through the API, so a run that stopped half way leaves no hidden leaderboard for the next one. */
async function leaderboardShown(page: Page, school: DemoSchool, batchId: number): Promise<void> {
  const host = { host: new URL(school.origin).host };
  const signin = await page.request.fetch(`http://127.0.0.1:${E2E_PORT}/learner/v1/auth/signin`, { method: 'POST', headers: host, data: { identifier: `admin@${school.slug}.example`, password: 'Learner123' } });
  const { authToken } = (await signin.json()) as { authToken: string };
  const reply = await page.request.fetch(`http://127.0.0.1:${E2E_PORT}/learner/v1/admin/batches/${batchId}/leaderboard`, {
    method: 'PUT', headers: { ...host, authorization: `Bearer ${authToken}` }, data: { hidden: false },
  });
  expect(reply.status()).toBe(200);
}

for (const [slug, mode, width] of [['nova-academy', 'light', 390], ['harbor-code', 'dark', 1280]] as const) {
  test(`${slug}: a member's batch: the circle, an announcement as it is sent, the leaderboard hidden by the admin, achievements and reviews`, async ({ page, browser }) => {
    const school = DEMO_SCHOOLS.find((s) => s.slug === slug)!;
    const course = COURSES[slug];
    const errors = watchConsoleErrors(page);
    await page.emulateMedia({ colorScheme: mode });
    await page.setViewportSize({ width, height: 900 });
    await leaderboardShown(page, school, course.running);
    const learner = await enrolledThroughApi(page, school, course.id, newLearner('Kavya Menon', '6'));

    // The circle: said, seen by the batch, and kept.
    await page.goto(`${school.store}/batch/${course.seo}`);
    await page.getByTestId('batch-open-circle').click();
    await expect(page.getByTestId('batch-discussion-circle-page')).toBeVisible();
    await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
    await expect(page.getByTestId('hand')).toHaveCount(0);
    const hello = `Hello batch, who is on chapter two? ${unique()}`;
    await page.getByTestId('chat-input').fill(hello);
    await page.getByTestId('chat-send').click();
    await expect(page.getByTestId('chat-message').filter({ hasText: hello })).toBeVisible();
    await expectNoSeriousA11yIssues(page, `circle ${mode} ${width}`);

    // Faculty read the same circle, and announce while the learner has the announcements open.
    const faculty = await staff(browser, school, 'faculty');
    await faculty.goto(`${school.store}/batch/discussion-circle?batchId=${course.running}&productSeo=${course.seo}`);
    await expect(faculty.getByTestId('chat-message').filter({ hasText: hello })).toBeVisible();
    await page.getByTestId('batch-tab-announcement').click();
    await expect(page.getByTestId('batch-announcements')).toHaveAttribute('data-channel', 'live');
    await expect(page.getByTestId('announce-form')).toHaveCount(0);
    await faculty.goto(`${school.store}/batch/announcement?batchId=${course.running}&productSeo=${course.seo}`);
    const title = `Doubt session moved to 7 pm ${unique()}`;
    await faculty.getByTestId('announce-send').click();
    await expect(faculty.getByTestId('announce-title-error')).toHaveText('Give the alert a title');
    await faculty.getByTestId('announce-title').fill(title);
    await faculty.getByTestId('announce-body').fill('Bring your questions on chapter two.');
    await faculty.getByTestId('announce-send').click();
    await expect(page.getByTestId('batch-announcement').first()).toContainText(title);
    await expect(page.getByTestId('batch-announcement').first()).toContainText('Bring your questions on chapter two.');
    await expectNoSeriousA11yIssues(page, `announcements ${mode} ${width}`);
    await faculty.context().close();

    // The leaderboard ranks the learner; the admin hides it, and the learner is told; then shows it again.
    if (course.lesson) {
      const done = await page.request.fetch(`http://127.0.0.1:${E2E_PORT}/learner/v1/progress`, {
        method: 'PUT', headers: { host: new URL(school.origin).host, authorization: `Bearer ${learner.authToken}` }, data: { course_id: course.id, lesson_id: course.lesson, position: 0, completed: true },
      });
      expect(done.status()).toBe(200);
    }
    await page.getByTestId('batch-tab-leaderboard').click();
    const me = page.locator('[data-testid=standing][data-me=true]');
    await expect(me).toContainText(`${learner.name} (you)`);
    await expectNoSeriousA11yIssues(page, `leaderboard ${mode} ${width}`);
    const admin = await staff(browser, school, 'admin');
    await admin.goto(`${school.store}/batch/leaderboard?batchId=${course.running}&productSeo=${course.seo}`);
    await expect(admin.getByTestId('leaderboard-visibility')).toHaveText('Learners in this batch see this leaderboard.');
    await admin.getByTestId('leaderboard-toggle').click();
    await expect(admin.getByTestId('leaderboard-visibility')).toHaveText('Hidden from learners: only the school\'s staff see this leaderboard.');
    await page.reload();
    await expect(page.getByTestId('leaderboard-hidden')).toContainText('The school has hidden this batch\'s leaderboard.');
    await expect(page.getByTestId('batch-tab-leaderboard')).toHaveCount(0);
    // The API's 404 for the hidden board is what the page was told, not a fault.
    expect(errors.errors.every((e) => e.includes('404'))).toBe(true);
    errors.errors.length = 0;
    await admin.getByTestId('leaderboard-toggle').click();
    await expect(admin.getByTestId('leaderboard-visibility')).toHaveText('Learners in this batch see this leaderboard.');
    await admin.context().close();
    await page.reload();
    await expect(me).toBeVisible();

    // Achievements: the school's list; with a lesson done, the learner ranks and the rank's badge is theirs.
    await page.getByTestId('batch-tab-achievements').click();
    await expect(page.getByTestId('achievement').first()).toBeVisible();
    if (course.lesson) await expect(page.getByTestId('achievement').filter({ hasText: course.rankBadge })).toHaveAttribute('data-earned', 'true');
    else await expect(page.getByTestId('achievement').filter({ hasText: course.rankBadge })).toHaveAttribute('data-earned', 'false');
    await expectNoSeriousA11yIssues(page, `achievements ${mode} ${width}`);

    // Reviews: the member writes one, and it shows among the batch's.
    await page.getByTestId('batch-tab-rating-review').click();
    await page.getByTestId('batch-write-review').click();
    await page.getByRole('radio', { name: '4 stars out of 5' }).check();
    await page.getByTestId('review-text').fill('Studying with a cohort kept me on schedule.');
    await page.getByTestId('submit-review').click();
    await expect(page).toHaveURL(new RegExp(`/home/${course.seo}/reviews$`));
    await page.goto(`${school.store}/batch/rating-review?batchId=${course.running}&productSeo=${course.seo}`);
    await expect(page.getByTestId('batch-review').filter({ hasText: `${learner.name} (you)` })).toContainText('Studying with a cohort kept me on schedule.');
    await expect(page.getByTestId('batch-write-review')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page, `batch reviews ${mode} ${width}`);
    errors.expectNone();
  });
}
