import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { buyAtGateway, newLearner, ownClientAddressPerTest, signedUpThroughApi } from './learners.ts';
import { DEMO_SCHOOLS } from './schools.ts';

// Batches (issue 44; docs/decisions/0084-batches.md) through the real edge, API and gateway, on two schools of
// different themes and currencies: a batched course bought, the learner told their batch and seated in the running
// one, its schedule and content followed (an opened lesson plays, a later one waits for its calendar day), its
// members and its about; axe light and dark at 390 and 1280 px.

test.describe.configure({ timeout: 180_000 });
ownClientAddressPerTest();

const COURSES = {
  'nova-academy': { id: 5011003, seo: 'jee-organic-chemistry-mastery', running: 'December 2026 cohort', upcoming: 'January 2027 cohort' },
  'harbor-code': { id: 5021005, seo: 'python-for-data-analysis', running: 'Fall cohort', upcoming: 'Winter cohort' },
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
    await expect(page.getByTestId('batch-next').locator('li').first()).toContainText('Opens ');

    // The schedule: what opened links to its lesson; what has not shows its day.
    await page.getByTestId('batch-open-schedule').click();
    await expect(page.getByTestId('batch-schedule-page')).toBeVisible();
    await expect(page.getByTestId('calendar-entry').first()).toHaveAttribute('data-open', 'true');
    const later = page.locator('[data-testid=calendar-entry][data-open=false]').first();
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
