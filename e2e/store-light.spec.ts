import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { TenantCatalogue } from '../src/contract/catalogue.ts';
import { expect, test, type Page } from '@playwright/test';
import { watchConsoleErrors } from './checks.ts';
import { DEMO_SCHOOLS } from './schools.ts';

/**
 * Store pages ship no JavaScript they do not need (ARCHITECTURE.md; decision 0014): no island, no React, only the
 * app shell's script, and the header's colour-mode button still does everything it did as a React island.
 */

/** gzip bytes of all the JavaScript a store page may load (about 15 KiB when this was written). */
const STORE_JS_BUDGET = 24 * 1024;
/** gzip bytes of all the JavaScript a sales page may load before its trailer is pressed (about 24 KiB when this was written). */
const SALES_JS_BUDGET = 32 * 1024;
// zod's full build names its base type in a string, whatever the minifier does (scripts/page-js.ts marks chunks by it).
const ZOD = /["'`]ZodType["'`]/;
/** gzip bytes of a store page's stylesheet (issue 40; 10.6 KiB when this was written, 20.0 before decision 0068). */
const STORE_CSS_BUDGET = 16 * 1024;

// React's element symbol: in every build of react and react-dom, whatever the minifier does to the rest.
const REACT = /Symbol\.for\(["'`]react\.(transitional\.)?element["'`]\)/;

interface Script {
  readonly url: string;
  readonly gzip: number;
  readonly react: boolean;
  readonly zod: boolean;
}

/**
 * The classes elements of the page carry that no rule of its stylesheets names: a store page's sheet is cut down
 * to what the store pages' code draws (decision 0068), so a class it left out shows here.
 */
async function classesWithoutRule(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const named = new Set<string>();
    const walk = (rules: CSSRuleList): void => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const m of rule.selectorText.matchAll(/\.((?:\\.|[\w-])+)/g)) named.add((m[1] ?? '').replace(/\\(.)/g, '$1'));
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    const without = new Set<string>();
    // lucide-react marks its icons with classes of its own (`lucide lucide-heart`) that no sheet styles.
    const unstyledMarker = /^lucide(-|$)/;
    for (const element of Array.from(document.querySelectorAll('[class]'))) {
      for (const name of Array.from(element.classList)) if (!named.has(name) && !unstyledMarker.test(name)) without.add(name);
    }
    return [...without];
  });
}

/** What the page's origin serves at `url`, fetched by the browser (which resolves *.localhost). */
const textOf = (page: Page, url: string): Promise<string> => page.evaluate(async (href) => (await fetch(href)).text(), url);

/** Opens `url` and collects every script it loads until the network is quiet. */
async function scriptsOf(page: Page, url: string): Promise<Script[]> {
  const pending: Promise<Script>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body).length, react: REACT.test(body.toString()), zod: ZOD.test(body.toString()) })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return Promise.all(pending);
}

const [light, dark] = [DEMO_SCHOOLS.find((s) => s.defaultMode === 'light')!, DEMO_SCHOOLS.find((s) => s.defaultMode === 'dark')!];

for (const school of DEMO_SCHOOLS) {
  test(`${school.slug}: the store page hydrates no island and loads no React, within its JS budget`, async ({ page }) => {
    const errors = watchConsoleErrors(page);
    const scripts = await scriptsOf(page, school.store);
    await expect(page.getByTestId('colour-mode-toggle')).toBeVisible();
    expect(await page.locator('astro-island').count()).toBe(0);
    expect(scripts.filter((s) => s.react).map((s) => s.url)).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.reduce((sum, s) => sum + s.gzip, 0)).toBeLessThanOrEqual(STORE_JS_BUDGET);
    // One stylesheet, the store pages' own: KaTeX's and the PDF text layer's come with a paper or a PDF that needs
    // them, and the shell pages' islands' styles with a shell page.
    const sheets = page.locator('link[rel=stylesheet]');
    expect(await sheets.count()).toBe(1);
    const sheet = await textOf(page, (await sheets.getAttribute('href')) ?? '');
    expect(gzipSync(sheet).length).toBeLessThanOrEqual(STORE_CSS_BUDGET);
    expect(await classesWithoutRule(page)).toEqual([]);
    errors.expectNone();
  });

  test(`${school.slug}: a sales page hydrates no island and loads neither React nor zod, within its JS budget`, async ({ page }) => {
    const errors = watchConsoleErrors(page);
    const catalogue = TenantCatalogue.parse(JSON.parse(readFileSync(`tenants/${school.slug}/catalogue.json`, 'utf8')));
    const course = catalogue.products.find((p) => p.course_type === 1 && p.display_status === 'live' && p.access === 'public_access')!;
    const scripts = await scriptsOf(page, `${school.store}/${course.seo_title}`);
    // Its learner part has run: the access list says what it found, the way to save a favourite is there.
    await expect(page.getByTestId('learner-access')).toHaveAttribute('data-learner-state', 'open');
    await expect(page.getByTestId('favourite-sign-in')).toBeVisible();
    expect(await page.locator('astro-island').count()).toBe(0);
    expect(scripts.filter((s) => s.react || s.zod).map((s) => s.url)).toEqual([]);
    expect(scripts.reduce((sum, s) => sum + s.gzip, 0)).toBeLessThanOrEqual(SALES_JS_BUDGET);
    errors.expectNone();
  });

  test(`${school.slug}: a sales page and a list page draw with the store sheet, every class it carries styled`, async ({ page }) => {
    await page.goto(school.store, { waitUntil: 'networkidle' });
    const list = page.locator('header nav a').first();
    await list.click();
    await page.waitForLoadState('networkidle');
    expect(await classesWithoutRule(page)).toEqual([]);
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('buy-box')).toBeVisible();
    expect(await classesWithoutRule(page)).toEqual([]);
    const shellPage = await textOf(page, `${school.store}/account/signin`);
    expect(shellPage).not.toContain(await page.locator('link[rel=stylesheet]').getAttribute('href'));
  });
}

test('a shell page still hydrates its island with React and parses with zod (the checks above can tell)', async ({ page }) => {
  const scripts = await scriptsOf(page, `${light.store}/account/signin`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('astro-island').count()).toBeGreaterThan(0);
  expect(scripts.some((s) => s.react)).toBe(true);
  expect(scripts.some((s) => s.zod)).toBe(true);
});

test.describe('the colour-mode button without React', () => {
  test('is a named toggle button whose pressed state is the mode, also the stored one', async ({ page }) => {
    await page.goto(light.store);
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAttribute('title', 'Dark mode');
    await page.evaluate(() => localStorage.setItem('theme-color-mode', 'dark'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // One icon at a time: the moon in dark mode, the sun in light.
    await expect(toggle.locator('svg:visible')).toHaveCount(1);
    await toggle.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'light');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => localStorage.getItem('theme-color-mode'))).toBe('light');
  });

  test("follows the choice made in another tab, on a dark school's pages", async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(dark.store);
    await second.goto(`${dark.store}/products/courses`);
    for (const tab of [first, second]) await expect(tab.getByTestId('colour-mode-toggle')).toHaveAttribute('aria-pressed', 'true');
    await first.getByTestId('colour-mode-toggle').click();
    await expect(second.locator('html')).toHaveAttribute('data-color-mode', 'light');
    await expect(second.getByTestId('colour-mode-toggle')).toHaveAttribute('aria-pressed', 'false');
  });
});
