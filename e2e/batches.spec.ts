import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { buyAtGateway, enrolledThroughApi, newLearner, ownClientAddress, ownClientAddressPerTest, signedInThroughApi, signedUpThroughApi } from './learners.ts';
import type { DemoSchool } from './schools.ts';
import { DEMO_SCHOOLS } from './schools.ts';

// Batches (issue 44; docs/decisions/0084-batches.md) through the real edge, API and gateway, on two schools of
// different themes and currencies: a batched course bought, the learner told their batch and seated in the running
// one, its schedule and content followed (an opened lesson plays, a later one waits for its calendar day), its
// members and its about; each batch's members meeting in their batch's own live class, at its own time, and faculty
// choosing between the classes; axe light and dark at 390 and 1280 px.

test.describe.configure({ timeout: 180_000 });
ownClientAddressPerTest();

const COURSES = {
  'nova-academy': { id: 5011003, seo: 'jee-organic-chemistry-mastery', running: 'December 2026 cohort', upcoming: 'January 2027 cohort', live: 5017911, liveTitle: 'Live: Reaction mechanisms: doubt-clearing hour' },
  'harbor-code': { id: 5021005, seo: 'python-for-data-analysis', running: 'Fall cohort', upcoming: 'Winter cohort', live: 5027911, liveTitle: 'Live: pandas office hours' },
} as const;

for (const [slug, mode, width] of [['nova-academy', 'light', 390], ['harbor-code', 'dark', 1280]] as const) {
  test(`${slug}: a batched course bought, the batch's schedule and content followed`, async ({ page }) => {
    const school = DEMO_SCHOOLS.find((s) => s.slug === slug)!;
    const course = COURSES[slug];
    const errors = watchConsoleErrors(page);
    await page.emulateMedia({ colorScheme: mode });
    await page.setViewportSize({ width, height: 900 });
    await signedUpThroughApi(page, school, newLearner('Nikhil Joshi', '7'));

    // Before buying: the batches, with their seats, and the way to buy.
    await page.goto(`${school.store}/batch/${course.seo}`);
    await expect(page.getByTestId('batch-buy-first')).toBeVisible();
    await expect(page.getByTestId('batch-choice').filter({ hasText: course.upcoming }).getByTestId('batch-state')).toHaveText('Starting soon');
    await expect(page.getByTestId('batch-choice').filter({ hasText: course.running }).getByTestId('batch-seats')).toHaveText(/^\d+ seats? left$/);
    await expectNoSeriousA11yIssues(page, `batches ${mode} ${width}`);

    await buyAtGateway(page, school, course, async () => {
      // Sold with a seat: the batches with their seats, the soonest with one chosen.
      const running = page.getByTestId('batch-option').filter({ hasText: course.running });
      await expect(running.getByRole('radio')).toBeChecked();
      await expect(running.getByTestId('batch-option-seats')).toHaveText(/^\d+ seats? left$/);
      await expect(page.getByTestId('batch-option').filter({ hasText: course.upcoming })).toContainText('Starts ');
      await expectNoSeriousA11yIssues(page, `checkout with batches ${mode} ${width}`);
    });
    // Buying seats the learner in the running batch, and tells them.
    await page.goto(`${school.store}/in-app-notifications`);
    await page.getByTestId('notification').filter({ hasText: `You are in ${course.running}` }).click();
    await expect(page).toHaveURL(new RegExp(`/batch/${course.seo}$`));
    await expect(page.getByTestId('my-batch')).toContainText(`Your batch: ${course.running}`);
    // The course's dashboard leads there too.
    await page.goto(`${school.store}/home/${course.seo}`);
    await page.getByTestId('batch-link').click();
    await expect(page).toHaveURL(new RegExp(`/batch/${course.seo}$`));
    await expect(page.getByTestId('my-batch')).toContainText(`Your batch: ${course.running}`);
    await expect(page.getByTestId('batch-next')).toContainText('Opens ');

    // The schedule: what opened links to its lesson; what has not shows its day.
    await page.getByTestId('batch-open-schedule').click();
    await expect(page.getByTestId('batch-schedule-page')).toBeVisible();
    await expect(page.getByTestId('calendar-entry').first()).toHaveAttribute('data-open', 'true');
    const later = page.locator('[data-testid=calendar-entry][data-open=false]').filter({ hasNot: page.getByTestId('calendar-class') }).first();
    await expect(later).toContainText('Not open yet');
    await expectNoSeriousA11yIssues(page, `batch schedule ${mode} ${width}`);

    // Content: an opened lesson plays in the player; a later one waits for the batch's day, not the purchase's.
    await page.getByTestId('batch-tab-content').click();
    const first = page.getByTestId('batch-lesson').last();
    const title = (await first.textContent())!;
    await first.click();
    await expect(page.getByTestId('lesson-title')).toHaveText(title);
    await expect(page.getByTestId('lesson-locked')).toHaveCount(0);
    // A problem with it is one link from support, about this course.
    await expect(page.getByTestId('report-problem')).toHaveAttribute('href', new RegExp(`/support/raise-ticket\\?bundleId=${course.id}$`));
    await page.goBack();
    await page.getByTestId('batch-tab-members').click();
    await expect(page.getByTestId('batch-member').filter({ hasText: '(you)' })).toHaveCount(1);
    await expect(page.getByTestId('batch-member-role').first()).toHaveText('Faculty');
    await page.getByTestId('batch-tab-about').click();
    await expect(page.getByTestId('batch-about')).not.toBeEmpty();
    await expectNoSeriousA11yIssues(page, `batch about ${mode} ${width}`);
    errors.expectNone();
  });
}

/** Another browser, with its own address, signed in through the API as the school's faculty. */
async function facultyPage(browser: Browser, school: DemoSchool): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const page = await context.newPage();
  await signedInThroughApi(page, school, `faculty@${school.slug}.example`, 'Learner123');
  return page;
}

for (const [slug, mode, width] of [['harbor-code', 'light', 1280], ['nova-academy', 'dark', 390]] as const) {
  test(`${slug}: each batch's members meet in their batch's own live class, at its own time`, async ({ page, browser }) => {
    const school = DEMO_SCHOOLS.find((s) => s.slug === slug)!;
    const course = COURSES[slug];
    const errors = watchConsoleErrors(page);
    await page.emulateMedia({ colorScheme: mode });
    await page.setViewportSize({ width, height: 900 });

    // A member of the running batch finds its class on the schedule, with its state, and opens its page.
    await enrolledThroughApi(page, school, course.id, newLearner('Rohan Mehta', '7'));
    await page.goto(`${school.store}/batch/${course.seo}`);
    await expect(page.getByTestId('my-batch')).toContainText(`Your batch: ${course.running}`);
    await expect(page.getByTestId('batch-live-class').filter({ hasText: course.liveTitle })).toBeVisible();
    await page.getByTestId('batch-open-schedule').click();
    const entry = page.getByTestId('calendar-entry').filter({ hasText: course.liveTitle });
    await expect(entry.getByTestId('calendar-class')).toHaveText('Live class · Scheduled');
    await expectNoSeriousA11yIssues(page, `schedule with a live class ${mode} ${width}`);
    await entry.getByTestId('calendar-link').click();
    await expect(page).toHaveURL(new RegExp(`/live-webinar/${course.id}/${course.live}$`));
    await expect(page.getByTestId('live-batch')).toHaveText(course.running);
    await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'scheduled');
    await expect(page.getByTestId('countdown')).toBeVisible();
    const runningAt = await page.getByTestId('live-when').locator('time').getAttribute('datetime');
    await expectNoSeriousA11yIssues(page, `a batch's live class ${mode} ${width}`);

    // A learner who chose the batch about to start meets in its class, at its own time, before the batch begins.
    const other = await (await browser.newContext({ extraHTTPHeaders: ownClientAddress() })).newPage();
    await other.emulateMedia({ colorScheme: mode });
    await other.setViewportSize({ width, height: 900 });
    await signedUpThroughApi(other, school, newLearner('Sara Thomas', '6'));
    await buyAtGateway(other, school, course, async () => {
      await other.getByTestId('batch-option').filter({ hasText: course.upcoming }).getByRole('radio').check();
    });
    await other.goto(`${school.store}/live-webinar/${course.id}/${course.live}`);
    await expect(other.getByTestId('live-batch')).toHaveText(course.upcoming);
    await expect(other.getByTestId('countdown')).toBeVisible();
    const upcomingAt = await other.getByTestId('live-when').locator('time').getAttribute('datetime');
    expect(Date.parse(upcomingAt!)).toBeGreaterThan(Date.parse(runningAt!));
    await other.context().close();

    // Faculty open any of the lesson's classes: the product's, and each batch's.
    const faculty = await facultyPage(browser, school);
    await faculty.goto(`${school.store}/live-webinar/${course.id}/${course.live}`);
    await expect(faculty.getByTestId('class-choice')).toHaveText(['For learners in no batch', course.running, course.upcoming]);
    await faculty.getByTestId('class-choice').filter({ hasText: course.upcoming }).click();
    await expect(faculty.getByTestId('live-batch')).toHaveText(course.upcoming);
    await expect(faculty.getByTestId('live-when').locator('time')).toHaveAttribute('datetime', upcomingAt!);
    await expect(faculty.getByTestId('class-choice').filter({ hasText: course.upcoming })).toHaveAttribute('aria-current', 'page');
    await faculty.context().close();
    errors.expectNone();
  });
}
