/**
 * Search (SPEC.md section 2: /search, /global-search, /search-redirect and the header's search), on two schools
 * with different themes: nova-academy (light, INR, base learn) and harbor-code (dark, USD).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { TenantCatalogue } from '../src/contract/catalogue.ts';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { DEMO_SCHOOLS } from './schools.ts';

interface SearchCase {
  /** A misspelling, and the exact title of the product it must find. */
  typo: string;
  title: string;
  /** A word that finds products of several types. */
  broad: string;
  /** A misspelled word that finds lessons only. */
  lessonTypo: string;
}

const CASES: Record<string, SearchCase> = {
  'nova-academy': { typo: 'phisics', title: 'JEE Main Physics Complete Course 2027', broad: 'jee', lessonTypo: 'kinematcs' },
  'harbor-code': { typo: 'javscript', title: 'Modern JavaScript Deep Dive', broad: 'interview', lessonTypo: 'acessibility' },
};

const catalogueOf = (slug: string) => TenantCatalogue.parse(JSON.parse(readFileSync(join('tenants', slug, 'catalogue.json'), 'utf8')));

const results = (page: Page) => page.getByTestId('search-result');
const ready = (page: Page) => expect(page.getByTestId('search-page')).toHaveAttribute('data-state', 'ready');

for (const school of DEMO_SCHOOLS.filter((s) => s.slug in CASES)) {
  const cases = CASES[school.slug]!;
  const catalogue = catalogueOf(school.slug);
  const course = catalogue.products.find((p) => p.course_type === 1 && p.sections.length > 0)!;
  const lesson = course.sections[0]!.lessons[0]!;
  const bundle = catalogue.products.find((p) => p.course_type === 3)!;
  const page = (path: string) => `${school.store}${path}`;
  // A lesson opens on its course's sales page, searching for the lesson (query encoded as the browser does).
  const lessonTarget = `/${course.seo_title}?${new URLSearchParams({ search: lesson.title })}`;

  test.describe(school.slug, () => {
    test('typing a misspelled word shows the product, and the address keeps the search', async ({ page: tab }) => {
      const errors = watchConsoleErrors(tab);
      await tab.goto(page('/search'));
      const field = tab.getByRole('searchbox', { name: 'Search', exact: true });
      await expect(field).toBeFocused();
      await expect(tab.getByTestId('search-start')).toHaveText(/Start typing to see results\./);
      // The empty search page, as it opens: checked here rather than loaded again in a test of its own.
      await expectNoSeriousA11yIssues(tab, 'search, empty');
      await field.pressSequentially(cases.typo);
      await expect(results(tab).getByRole('link', { name: cases.title, exact: true })).toBeVisible();
      await expect(tab.getByTestId('search-count')).toHaveText(new RegExp(`^\\d+ results? for “${cases.typo}”$`));
      await expect(tab).toHaveURL(page(`/search?search=${cases.typo}`));
      // The page is replaced in history, not stacked per letter.
      expect(await tab.evaluate(() => history.length)).toBe(2);

      await tab.reload();
      await expect(tab.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue(cases.typo);
      await expect(results(tab).getByRole('link', { name: cases.title, exact: true })).toBeVisible();

      await results(tab).getByRole('link', { name: cases.title, exact: true }).click();
      await expect(tab.getByTestId('sales-title')).toHaveText(cases.title);
      errors.expectNone();
    });

    test('says clearly when nothing matches, with no console error and no serious accessibility issue, and clears', async ({ page: tab }) => {
      const errors = watchConsoleErrors(tab);
      await tab.goto(page('/search?search=qqxxzzy'));
      await ready(tab);
      await expect(tab.getByTestId('search-none')).toContainText('No results for “qqxxzzy”');
      await expect(tab.getByRole('status').filter({ hasText: 'No results for “qqxxzzy”' })).toBeAttached();
      await expectNoSeriousA11yIssues(tab, 'search without results');
      errors.expectNone();
      await tab.getByRole('button', { name: 'Clear search' }).click();
      await expect(tab.getByTestId('search-start')).toBeVisible();
      await expect(tab).toHaveURL(page('/search'));
    });

    test('filters by product type', async ({ page: tab }) => {
      await tab.goto(page(`/search?search=${cases.broad}&type=2`));
      await ready(tab);
      await expect(tab.getByRole('radio', { name: 'Tests', exact: true })).toBeChecked();
      await expect(results(tab).first()).toBeVisible();
      expect(new Set(await results(tab).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind'))))).toEqual(new Set(['test']));

      await tab.getByRole('radio', { name: 'Courses', exact: true }).check();
      await expect(tab).toHaveURL(page(`/search?search=${cases.broad}&type=1`));
      await expect(results(tab).first()).toHaveAttribute('data-kind', 'course');
      expect(new Set(await results(tab).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind'))))).toEqual(new Set(['course']));

      await tab.getByRole('radio', { name: 'All types', exact: true }).check();
      await expect(tab).toHaveURL(page(`/search?search=${cases.broad}`));
      await expect.poll(async () => new Set(await results(tab).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-kind')))).size).toBeGreaterThan(1);
    });

    test('shows lessons when asked, linking to their course', async ({ page: tab }) => {
      await tab.goto(page(`/search?search=${cases.lessonTypo}&show=lessons`));
      await expect(tab.getByRole('radio', { name: 'Lessons', exact: true })).toBeChecked();
      const row = results(tab).filter({ hasText: lesson.title }).first();
      await expect(row).toHaveAttribute('data-kind', 'lesson');
      await expect(row).toContainText(`Lesson in ${course.title}`);
      await expect(row.getByRole('link', { name: lesson.title, exact: true })).toHaveAttribute('href', `/${school.base}${lessonTarget}`);
    });

    test('global search has tabs per kind, lessons included, and works with the keyboard', async ({ page: tab }) => {
      const errors = watchConsoleErrors(tab);
      await tab.goto(page(`/global-search?kw=${cases.lessonTypo}`));
      const tabs = tab.getByRole('tablist', { name: 'Result types' });
      await expect(tabs.getByRole('tab')).toHaveText([/^Courses/, /^Tests/, /^Bundles/, /^Lessons/]);
      // The first tab with results is open: here, only lessons match.
      const lessons = tabs.getByRole('tab', { name: /^Lessons/ });
      await expect(lessons).toHaveAttribute('aria-selected', 'true');
      await expect(tab.getByRole('tabpanel').getByRole('link', { name: lesson.title, exact: true })).toBeVisible();

      await tab.getByRole('searchbox', { name: 'Search', exact: true }).fill(cases.typo);
      await expect(tab).toHaveURL(page(`/global-search?kw=${cases.typo}`));
      await tabs.getByRole('tab', { name: /^Courses/ }).click();
      await expect(tab.getByRole('tabpanel').getByRole('link', { name: cases.title, exact: true })).toBeVisible();
      // Global search with results, as /global-search?kw= opens it (its first tab with results, Courses, open).
      await expectNoSeriousA11yIssues(tab, 'global search with results');
      await expect(tabs.getByRole('tab', { name: /^Courses/ })).toBeFocused();
      await tab.keyboard.press('ArrowRight');
      await expect(tabs.getByRole('tab', { name: /^Tests/ })).toBeFocused();
      await expect(tabs.getByRole('tab', { name: /^Tests/ })).toHaveAttribute('aria-selected', 'true');
      await tab.keyboard.press('End');
      await expect(lessons).toBeFocused();
      await expect(lessons).toHaveAttribute('aria-selected', 'true');
      errors.expectNone();
    });

    test('search-redirect sends a course, a bundle and a lesson to the right page, anything else to search, with no console error', async ({ page: tab }) => {
      const errors = watchConsoleErrors(tab);
      // A bundle named without a search type.
      await tab.goto(page(`/search-redirect?bundleId=${bundle.id}`));
      await expect(tab).toHaveURL(page(`/${bundle.seo_title}`));
      await expect(tab.getByTestId('sales-title')).toHaveText(bundle.title);

      await tab.goto(page(`/search-redirect?searchType=course&courseId=${course.id}&search=waves`));
      await expect(tab).toHaveURL(page(`/${course.seo_title}?search=waves`));
      await expect(tab.getByTestId('sales-title')).toHaveText(course.title);

      await tab.goto(page(`/search-redirect?searchType=bundle&bundleId=${bundle.id}`));
      await expect(tab).toHaveURL(page(`/${bundle.seo_title}`));
      await expect(tab.getByTestId('sales-title')).toHaveText(bundle.title);

      await tab.goto(page(`/search-redirect?searchType=lesson&courseId=${course.id}&lessonId=${lesson.id}`));
      await expect(tab).toHaveURL(page(lessonTarget));
      await expect(tab.getByTestId('sales-title')).toHaveText(course.title);

      await tab.goto(page(`/search-redirect?searchType=course&courseId=999999&search=${cases.typo}`));
      await expect(tab).toHaveURL(page(`/search?search=${cases.typo}`));
      await expect(results(tab).getByRole('link', { name: cases.title, exact: true })).toBeVisible();
      // location.replace: the redirect page is not in the history.
      await tab.goBack();
      await expect(tab).toHaveURL(page(lessonTarget));
      errors.expectNone();
    });

    test("the header's search form submits to /search, whose results pass axe with no console error", async ({ page: tab }) => {
      const errors = watchConsoleErrors(tab);
      await tab.goto(school.store);
      const form = tab.getByTestId('header-search');
      await expect(form).toHaveAttribute('method', 'get');
      await expect(form).toHaveAttribute('action', `/${school.base}/search`);
      const field = tab.getByRole('searchbox', { name: 'Search courses and tests' });
      await field.fill(cases.typo);
      await field.press('Enter');
      await expect(tab).toHaveURL(page(`/search?search=${cases.typo}`));
      await expect(results(tab).getByRole('link', { name: cases.title, exact: true })).toBeVisible();
      // The search pages have their own field; the header leaves its out there.
      await expect(tab.getByTestId('header-search')).toHaveCount(0);
      await ready(tab);
      await expectNoSeriousA11yIssues(tab, 'search with results');
      errors.expectNone();
    });

    test('the header search works without JavaScript, and on a phone opens over the bar', async ({ browser }) => {
      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
      const tab = await noScript.newPage();
      await tab.goto(school.store);
      const field = tab.getByRole('searchbox', { name: 'Search courses and tests' });
      const closed = await field.boundingBox();
      expect(closed!.width).toBeLessThanOrEqual(44);
      await field.click();
      await expect.poll(async () => (await field.boundingBox())!.width).toBeGreaterThan(300);
      await field.fill(cases.typo);
      await tab.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(tab).toHaveURL(page(`/search?search=${cases.typo}`));
      await noScript.close();
    });

    // Search with results, empty and without results, and global search with results are checked in the tests above
    // that open them anyway.
    for (const [label, path, expectation] of [
      ['search with products and lessons', `/search?search=${cases.lessonTypo}&show=all`, 'results'],
      ['global search, empty', '/global-search', 'start'],
    ] as const) {
      test(`${label} opens with no console error and no serious accessibility issue`, async ({ page: tab }) => {
        const errors = watchConsoleErrors(tab);
        await tab.goto(page(path));
        await ready(tab);
        await expect(tab.getByTestId(expectation === 'results' ? 'search-result' : `search-${expectation}`).first()).toBeVisible();
        await expectNoSeriousA11yIssues(tab);
        errors.expectNone();
      });
    }

    test("the results pass axe in the school's other colour mode too", async ({ page: tab }) => {
      const errors = watchConsoleErrors(tab);
      // The header's search lives on the store page, which store.spec.ts checks in both modes on every school (the
      // search pages leave it out), and the search pages in the school's own mode are checked above.
      const other = school.defaultMode === 'dark' ? 'light' : 'dark';
      await tab.addInitScript((mode) => localStorage.setItem('theme-color-mode', mode), other);
      await tab.goto(page(`/search?search=${cases.typo}`));
      await expect(tab.locator('html')).toHaveAttribute('data-color-mode', other);
      await expect(results(tab).first()).toBeVisible();
      await expectNoSeriousA11yIssues(tab);
      errors.expectNone();
    });
  });
}
