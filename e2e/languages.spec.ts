/**
 * Every page in the learner's language (issue 13): nova-academy offers English and Hindi. A learner who chooses
 * Hindi gets the store, a category, a sales page, search and the 404 page in Hindi from the first byte (the edge
 * serves the Hindi tree by the language cookie), the header in one language on every page, the school's own Hindi
 * titles where it gave them, and English back when they choose it again. Harbor Code offers English only: its
 * footer has no language link.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { newLearner, ownClientAddressPerTest, signedUpThroughApi } from './learners.ts';
import { DEMO_SCHOOLS } from './schools.ts';

const NOVA = DEMO_SCHOOLS.find((school) => school.slug === 'nova-academy')!;
const HARBOR = DEMO_SCHOOLS.find((school) => school.slug === 'harbor-code')!;

ownClientAddressPerTest();

/** The page as the edge sent it, before any script ran: what a learner sees first. */
async function served(page: Page, path: string): Promise<string> {
  const response = await page.goto(`${NOVA.store}${path}`);
  expect(response, path).not.toBeNull();
  return response!.text();
}

const headerNav = (page: Page) => page.getByRole('navigation', { name: /^(Main|मुख्य)$/ }).first();

test('a learner who chooses Hindi gets every page in Hindi, header and all, and English back', async ({ page }) => {
  const console = watchConsoleErrors(page);
  // Signed out: the footer's language link, from the store, back to the store.
  await page.goto(NOVA.store);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('footer-language').click();
  await expect(page).toHaveURL(`${NOVA.store}/account/language-list?from=${encodeURIComponent(`/${NOVA.base}`)}`);
  await page.getByTestId('language-hi').click();
  await expect(page).toHaveURL(NOVA.store);

  // The store: Hindi in the HTML itself, the school's own Hindi title for a product it translated.
  const store = await served(page, '');
  expect(store).toContain('<html lang="hi"');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'कोर्स', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'जेईई मेन 2027 टेस्ट सीरीज़' }).first()).toBeAttached();
  // The school's own words, not only the platform's (issue 39, 20): its hero and its promos.
  await expect(page.getByText('जेईई मेन, जेईई एडवांस्ड, नीट यूजी और यूपीएससी सिविल सेवा के लिए ऑनलाइन कोर्स', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('जेईई 2027 भौतिकी: 31 दिसंबर तक 20% की छूट')).toBeAttached();
  expect(store).not.toContain('JEE 2027 Physics: 20% off');
  await expect(page.getByTestId('footer-language')).toHaveText('भाषा: हिन्दी');
  const nav = await headerNav(page).innerText();
  expect(nav).toContain('टेस्ट सीरीज़');

  // A category, with its Hindi name.
  expect(await served(page, '/categories/upsc-prelims')).toContain('<html lang="hi"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('यूपीएससी प्रारम्भिक');
  expect(await headerNav(page).innerText()).toBe(nav);

  // A sales page: its title in the school's Hindi, the buy box in the platform's.
  expect(await served(page, '/upsc-indian-polity')).toContain('<html lang="hi"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('यूपीएससी प्रारम्भिक और मुख्य परीक्षा के लिए भारतीय राजव्यवस्था');
  await expect(page).toHaveTitle(/भारतीय राजव्यवस्था/);
  expect(await headerNav(page).innerText()).toBe(nav);
  // Its description too, in the school's Hindi; chapter names stay as the school teaches them.
  await expect(page.getByTestId('about')).toContainText('राजव्यवस्था प्रारम्भिक परीक्षा का सबसे अनुमान-योग्य भाग है।');
  await expect(page.getByTestId('about')).toContainText('मॉड्यूल: Constitutional Framework');
  // Its teacher's headline and its FAQs in Hindi too; the teacher's name as the school writes it.
  await expect(page.getByText('राजव्यवस्था और शासन, यूपीएससी मार्गदर्शक')).toBeVisible();
  await expect(page.getByText('Rohan Mehta').first()).toBeVisible();
  await expect(page.getByText('आपकी धनवापसी नीति क्या है?')).toBeAttached();

  // Search: the page in Hindi, and a Hindi word finds the product by its Hindi title.
  expect(await served(page, '/search')).toContain('<html lang="hi"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('खोजें');
  expect(await headerNav(page).innerText()).toBe(nav);
  await expect(page.getByTestId('search-page')).toHaveAttribute('data-state', 'ready');
  await page.getByRole('searchbox', { name: 'खोजें', exact: true }).fill('राजव्यवस्था');
  await expect(page.getByTestId('search-result').first()).toContainText('भारतीय राजव्यवस्था');

  // The 404 page (whose own 404 the console reports, rightly).
  console.expectNone();
  const missing = await page.goto(`${NOVA.store}/no-such-page`);
  expect(missing?.status()).toBe(404);
  expect(await missing!.text()).toContain('<html lang="hi"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('पेज नहीं मिला');
  await expectNoSeriousA11yIssues(page);

  // Back to English, from the footer of a sales page, back to that page.
  const after = watchConsoleErrors(page);
  await page.goto(`${NOVA.store}/upsc-indian-polity`);
  await page.getByTestId('footer-language').click();
  await page.getByTestId('language-en').click();
  await expect(page).toHaveURL(`${NOVA.store}/upsc-indian-polity`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indian Polity for UPSC Prelims and Mains');
  expect(await served(page, '')).toContain('<html lang="en"');
  await expect(page.getByRole('heading', { name: 'Courses', exact: true })).toBeVisible();
  expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'sf_lang' }));
  after.expectNone();
});

test('a school with one language offers no language choice', async ({ page }) => {
  await page.goto(HARBOR.store);
  await expect(page.getByTestId('site-footer').or(page.locator('footer'))).toBeVisible();
  await expect(page.getByTestId('footer-language')).toHaveCount(0);
  // A cookie from elsewhere naming Hindi changes nothing: the school has no Hindi pages.
  await page.context().addCookies([{ name: 'sf_lang', value: 'hi', url: HARBOR.store }]);
  const response = await page.goto(HARBOR.store);
  expect(await response!.text()).toContain('<html lang="en"');
});

test('the language follows the learner: chosen in one browser, it is the one they read after signing in on another, and in the native app', async ({ page, browser }) => {
  const learner = await signedUpThroughApi(page, NOVA, newLearner('Kavya Rao'));
  await page.goto(`${NOVA.store}/account/language-list`);
  await page.getByTestId('language-hi').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // Another browser: no cookie, no storage. Signing in there brings the account's Hindi with it.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(`${NOVA.store}/account/signin`);
  await expect(second.locator('html')).toHaveAttribute('lang', 'en');
  await second.getByLabel('E-mail or mobile number').fill(learner.email);
  await second.getByLabel('Password', { exact: true }).fill(learner.password);
  await second.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(second).toHaveURL(new RegExp(`/${NOVA.base}(/|$)`));
  await expect(second.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await (await second.goto(NOVA.store))!.text()).toContain('<html lang="hi"');
  await other.close();

  // The native app's web view: no cookie, no storage, the app's token in the launch query (SPEC.md section 3).
  // The page it opens is served in English, then loads again in the account's Hindi, and so do the next ones.
  const app = await browser.newContext();
  const view = await app.newPage();
  await view.goto(`${NOVA.store}/account/settings?authToken=${learner.authToken}&userId=${learner.studentId}&isUserAccessedFromNativeApp=true`);
  await expect(view.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('सेटिंग्स');
  // Loaded again without the token in its address.
  expect(new URL(view.url()).pathname).toBe(`/${NOVA.base}/account/settings`);
  expect(view.url()).not.toContain('authToken');
  expect(await (await view.goto(NOVA.store))!.text()).toContain('<html lang="hi"');
  await app.close();
});
