import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { ownClientAddressPerTest, signedInThroughApi } from './learners.ts';
import { DEMO_SCHOOLS } from './schools.ts';

// The header's account menu and drawer, the footer's links and the store's rows (issue 13): every page of the menu is reached, by
// pointer and by keyboard; the drawer holds the store's sections and the school's pages on phones; at 360 px the
// header's controls never cover the school's logo or name, signed in or out.

test.describe.configure({ timeout: 120_000 });
ownClientAddressPerTest();

const MENU: readonly [string, RegExp][] = [
  ['My enrolments', /\/my-enrollments$/], ['Favourites', /\/favourites$/], ['Test reports', /\/account\/reports$/],
  ['Test analytics', /\/mock-test\/analytics$/], ['Wallet', /\/wallet$/], ['Notifications', /\/in-app-notifications$/],
  ['Profile', /\/account\/profile$/], ['Settings', /\/account\/settings$/],
];

/** The brand (logo and name) ends before the next control starts, and the name is not cut off mid-word unseen. */
async function expectBrandClear(page: Page) {
  const layout = await page.evaluate(() => {
    const brand = document.querySelector('header a[href]')!.getBoundingClientRect();
    const name = document.querySelector<HTMLElement>('[data-testid=school-name]')!;
    const logo = document.querySelector('[data-testid=school-logo]')!.getBoundingClientRect();
    const controls = [...document.querySelectorAll<HTMLElement>('header [data-search-form], header [data-colour-mode-toggle], [data-testid=header-account] > :is(a, button)')]
      .filter((el) => el.offsetParent !== null && getComputedStyle(el).display !== 'none')
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.top < brand.bottom);
    const visibleName = getComputedStyle(name).position !== 'absolute';
    return {
      brandRight: brand.right, logoRight: logo.right, logoLeft: logo.left, firstControl: Math.min(...controls.map((r) => r.left)),
      // A visible name shows whole: on at most two lines, nothing hidden past its box.
      nameClipped: visibleName && (name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1),
      viewport: window.innerWidth,
    };
  });
  expect(layout.logoLeft).toBeGreaterThanOrEqual(0);
  expect(layout.brandRight).toBeLessThanOrEqual(layout.firstControl);
  expect(layout.logoRight).toBeLessThanOrEqual(layout.firstControl);
  expect(layout.nameClipped).toBe(false);
}

for (const school of DEMO_SCHOOLS) {
  test.describe(school.slug, () => {
    test('the account menu reaches each of its pages, by pointer and by keyboard, and signs out', async ({ page }) => {
      const console = watchConsoleErrors(page);
      await signedInThroughApi(page, school, `learner@${school.slug}.example`, 'Learner123');
      await page.goto(school.store);
      const button = page.getByTestId('account-menu-button');
      const menu = page.getByTestId('account-menu');
      // Its name holds what it shows: the learner's name beside the avatar from 1024 px, then what it opens.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByTestId('account-name')).toHaveText('Demo Learner');
      await expect(button).toHaveAccessibleName('Demo Learner account menu');
      await expect(menu).toBeHidden();
      for (const [label, url] of MENU) {
        await button.click();
        await expect(menu.getByText('Demo Learner')).toBeVisible();
        await menu.getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      // The keyboard: the button opens it, Tab walks its links, Escape closes it and leaves focus on the button.
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: 'My enrolments' })).toBeFocused();
      await expectNoSeriousA11yIssues(page);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await button.click();
      await menu.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByTestId('header-account').getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expect(button).toBeHidden();
      console.expectNone();
    });

    test('store rows sell: nothing expired, no two opening alike, and a row wider than the screen scrolls by its buttons', async ({ page }) => {
      await page.goto(school.store);
      const rows = page.locator('[data-scroll-row]');
      expect(await rows.count()).toBeGreaterThan(2);
      await expect(rows.locator('[data-status=expired]')).toHaveCount(0);
      const openings = await rows.evaluateAll((lists) => lists.map((list) =>
        [...list.querySelectorAll('[data-testid=product-card]')].slice(0, 4).map((card) => card.getAttribute('data-product-id')).sort().join()));
      expect(new Set(openings).size).toBe(openings.length);
      // Sellable first in every row (decision 0038), after the openings are made distinct: nothing live after a
      // coming-soon card.
      const statuses = await rows.evaluateAll((lists) => lists.map((list) =>
        [...list.querySelectorAll('[data-testid=product-card]')].map((card) => card.querySelector('[data-status]')?.getAttribute('data-status') ?? 'live')));
      for (const row of statuses) if (row.includes('coming_soon')) expect(row.slice(row.indexOf('coming_soon'))).not.toContain('live');

      await page.setViewportSize({ width: 390, height: 800 });
      await page.reload();
      const row = rows.first();
      const id = await row.getAttribute('id');
      const controls = page.locator(`[data-row-controls="${id}"]`);
      await expect(controls).toBeVisible();
      const [back, forward] = [controls.getByRole('button').first(), controls.getByRole('button').last()];
      await expect(back).toBeDisabled();
      await expect(forward).toHaveAccessibleName(/^Scroll .+ forward$/);
      await forward.click();
      await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
      await expect(back).toBeEnabled();
      await back.click();
      await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeLessThan(2);
    });

    test('at 360 px the drawer holds the store and the school\'s pages, and nothing covers the logo', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(school.store);
      await expectBrandClear(page);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await page.getByTestId('drawer-button').click();
      const drawer = page.getByTestId('drawer');
      await expect(drawer).toBeVisible();
      for (const name of ['Store', 'Courses', 'Tests', 'Test series', 'About us']) await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await page.getByTestId('drawer-button').click();
      await drawer.getByRole('link', { name: 'About us', exact: true }).click();
      await expect(page).toHaveURL(`${school.store}/aboutus`);
      // The footer leads to the school's pages too.
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About us' })).toBeVisible();

      // Signed in, the avatar's menu takes the name's place: still clear of the logo.
      await signedInThroughApi(page, school, `learner@${school.slug}.example`, 'Learner123');
      await page.goto(school.store);
      await expect(page.getByTestId('account-menu-button')).toBeVisible();
      await expectBrandClear(page);
      await page.getByTestId('account-menu-button').click();
      await expect(page.getByTestId('account-menu').getByRole('link', { name: 'Wallet' })).toBeInViewport();
    });
  });
}

// SPEC.md section 9: opened by the school's native app (its launch query), a page has the app's frame: a title bar,
// left-aligned with a back icon, and a bottom bar whose default destination is home; no web header or footer.
for (const school of DEMO_SCHOOLS.filter((s) => ['nova-academy', 'harbor-code'].includes(s.slug))) {
  test(`${school.slug}: opened from the native app, a title bar with back and a bottom bar replace the web header`, async ({ page }) => {
    const console = watchConsoleErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${school.store}/products/courses?isUserAccessedFromNativeApp=true&deviceType=1`);
    await expect(page.getByTestId('app-bar')).toBeVisible();
    await expect(page.getByTestId('app-bar-title')).toHaveText(await page.getByRole('heading', { level: 1 }).innerText());
    await expect(page.locator('body > header')).toBeHidden();
    await expect(page.locator('body > footer')).toBeHidden();
    const bar = page.getByRole('navigation', { name: 'App navigation' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveText(['Home', 'Search', 'My learning', 'Account']);
    await expectNoSeriousA11yIssues(page);

    // Home, the default destination; then search, its tab marked; back returns.
    await bar.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(`${school.store}/home`);
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('app-bar')).toBeVisible();
    await bar.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(`${school.store}/search`);
    await expect(bar.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('app-bar-title')).toHaveText('Search');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(`${school.store}/home`);
    // The bar stays clear of the page's end: the last of the page can be scrolled above it.
    const clear = await page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
      const main = document.querySelector('main')!.getBoundingClientRect();
      const bottomBar = document.querySelector('[data-testid=bottom-bar]')!.getBoundingClientRect();
      return main.bottom <= bottomBar.top + 1;
    });
    expect(clear).toBe(true);
    console.expectNone();

    // The same page in a browser has the web header and no app frame.
    const browser = await page.context().browser()!.newPage();
    await browser.goto(`${school.store}/home`);
    await expect(browser.locator('body > header')).toBeVisible();
    await expect(browser.getByTestId('app-bar')).toBeHidden();
    await expect(browser.getByTestId('bottom-bar')).toBeHidden();
    await browser.close();
  });
}
