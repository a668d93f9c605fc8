import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { newLearner, ownClientAddress, ownClientAddressPerTest, signedInThroughApi, signedUpThroughApi } from './learners.ts';
import { DEMO_SCHOOLS, type DemoSchool } from './schools.ts';

// Live alerts end to end (issue 42): the demo faculty sends an announcement from the alerts page; it reaches a
// learner's two open tabs at once (a banner and the header's count), never a tab of another school; a learner who
// had no page open finds it in their notifications; the alert's own page and the list pass axe, light and dark.

test.describe.configure({ timeout: 120_000 });
ownClientAddressPerTest();

const school = (slug: string): DemoSchool => DEMO_SCHOOLS.find((s) => s.slug === slug)!;
const listening = (page: Page) => expect(page.getByTestId('alert-region')).toHaveAttribute('data-channel', 'live');
const unread = async (page: Page) => Number(((await page.getByTestId('header-unread').textContent()) ?? '0').replace(/\D/g, '') || '0');

for (const [slug, other] of [['nova-academy', 'harbor-code'], ['harbor-code', 'nova-academy']] as const) {
  const s = school(slug);
  const elsewhere = school(other);

  test(`${slug}: an alert reaches both open tabs of a learner at once, and no tab of another school`, async ({ page, browser }) => {
    const errors = watchConsoleErrors(page);
    const learner = await signedUpThroughApi(page, s, newLearner('Tara Joshi', '6'));
    expect(learner.studentId).toBeGreaterThan(0);
    await page.goto(`${s.store}/my-enrollments`);
    await listening(page);
    await expect(page.getByTestId('header-unread')).toBeVisible();
    const before = await unread(page);
    const second = await page.context().newPage();
    await second.goto(`${s.store}/products/courses`);
    await listening(second);

    // Away: a learner with no page open, and another school's learner with one.
    const away = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
    const awayPage = await away.newPage();
    const absent = await signedUpThroughApi(awayPage, s, newLearner('Omar Sheikh', '7'));
    await awayPage.goto('about:blank');
    const outsider = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
    const outsiderPage = await outsider.newPage();
    await signedUpThroughApi(outsiderPage, elsewhere, newLearner('Elsewhere Learner', '8'));
    await outsiderPage.goto(`${elsewhere.store}/my-enrollments`);
    await listening(outsiderPage);

    // The demo faculty sends it from the alerts page.
    const staff = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
    const staffPage = await staff.newPage();
    await signedInThroughApi(staffPage, s, `faculty@${slug}.example`, 'Learner123');
    await staffPage.goto(`${s.store}/live-alert/view-all`);
    const form = staffPage.getByTestId('alert-form');
    await form.getByTestId('alert-send').click();
    await expect(form.getByTestId('alert-title-error')).toHaveText('Give the alert a title');
    const title = `Today's class moves to 7 pm ${Date.now()}`;
    await form.getByTestId('alert-title').fill(title);
    await form.getByTestId('alert-body').fill('The doubt class starts an hour later today. The link stays the same.');
    await form.getByTestId('alert-send').click();
    await expect(staffPage.getByTestId('live-alert').filter({ hasText: title })).toBeVisible();

    for (const tab of [page, second]) {
      const banner = tab.getByTestId('alert-banner');
      await expect(banner).toContainText(title);
      await expect(banner).toContainText('The doubt class starts an hour later today.');
    }
    await expect(page.getByTestId('header-unread')).toHaveText(String(before + 1));
    await expectNoSeriousA11yIssues(page, 'the banner');
    // The other school heard nothing of it (its own alerts, sent by the other test, may show).
    await expect(outsiderPage.getByTestId('alert-banner').filter({ hasText: title })).toHaveCount(0);

    // The banner leads to the alert; dismissing the other tab's banner leaves the page as it was.
    await second.getByTestId('alert-banner').getByRole('button', { name: 'Dismiss the announcement' }).click();
    await expect(second.getByTestId('alert-banner')).toHaveCount(0);
    await page.getByTestId('alert-banner').getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/live-alert\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // The learner who had no page open finds it on their next visit, counted in the header.
    await awayPage.goto(`${s.store}/in-app-notifications`);
    await expect(awayPage.getByText(title)).toBeVisible();
    expect(absent.studentId).toBeGreaterThan(0);
    await outsiderPage.goto(`${elsewhere.store}/in-app-notifications`);
    await expect(outsiderPage.getByTestId('notification-list')).toBeVisible();
    await expect(outsiderPage.getByText(title)).toHaveCount(0);

    await Promise.all([away.close(), outsider.close(), staff.close()]);
    errors.expectNone();
  });
}

test('the alerts list, a bundle\'s alerts and one alert pass axe, light and dark, at 390 px and 1280 px; a learner cannot send', async ({ page }) => {
  const s = school('nova-academy');
  await signedUpThroughApi(page, s, newLearner('Axe Alerts', '9'));
  for (const [mode, width] of [['light', 1280], ['dark', 390]] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${s.store}/live-alert/view-all`);
    await expect(page.getByTestId('live-alert').first()).toBeVisible();
    await expect(page.getByTestId('alert-form')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page, `view-all ${mode}`);
    await page.getByTestId('live-alert').first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yIssues(page, `alert ${mode}`);
  }
  // The demo course's alerts: the seeded one about it, and none of the others.
  await page.goto(`${s.store}/live-alert/view-all?bundleId=5011002`);
  await expect(page.getByTestId('live-alert').filter({ hasText: 'Doubt-clearing classes every evening this week' })).toBeVisible();
  await expect(page.getByTestId('live-alert').filter({ hasText: 'registration is open' })).toHaveCount(0);
  await page.goto(`${s.store}/live-alert/999999999`);
  await expect(page.getByRole('heading', { name: 'Alert not found' })).toBeVisible();
});
