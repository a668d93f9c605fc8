import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { VALIDATION_TEXT } from '../src/contract/auth.ts';
import { TenantCatalogue } from '../src/contract/catalogue.ts';
import { SchoolConfigResponse } from '../src/contract/school-config.ts';
import { EMBED_FORM_TEXT, parseSiteContent } from '../src/contract/site-content.ts';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { ownClientAddressPerTest } from './learners.ts';
import { DEMO_SCHOOLS, type DemoSchool } from './schools.ts';

// The school-authored and informational routes (docs/decisions/0013-school-content-pages.md) end to end, on Nova
// Academy (light, INR) and Harbor Code (dark by default, USD). What the pages should show is read from the schools'
// own tenant files, so the tests follow the data.

ownClientAddressPerTest();

function tenant(school: DemoSchool) {
  const read = (file: string) => JSON.parse(readFileSync(join('tenants', school.slug, file), 'utf8')) as unknown;
  const config = SchoolConfigResponse.parse(read('school.json'));
  const catalogue = TenantCatalogue.parse(read('catalogue.json'));
  const { content } = parseSiteContent(config.custom_templates);
  const parent = catalogue.products.find((p) => p.course_type === 3 && p.display_status === 'live')!;
  const child = catalogue.products.find((p) => p.id === parent.item_ids[0])!;
  return { config, catalogue, content, parent, child };
}

const NOVA = DEMO_SCHOOLS.find((s) => s.slug === 'nova-academy')!;
const HARBOR = DEMO_SCHOOLS.find((s) => s.slug === 'harbor-code')!;

type More = [string, [string, (page: Page) => Promise<void>]];
const fill = async (page: Page, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
};

/** One school's own pages, checked further where its route's test has opened them (see `more` below). */
const NOVA_MORE: More[] = [
  ['/segment', ['choosing a segment opens its page, and the choice is kept', async (page) => {
    const { content, catalogue } = tenant(NOVA);
    const neet = content.segments.find((s) => s.slug === 'neet')!;
    await expect(page.getByTestId('segment-option')).toHaveCount(content.segments.length);
    await expect(page.getByTestId('segment-current')).toHaveCount(0);
    await page.getByRole('link', { name: neet.name }).click();
    await expect(page).toHaveURL(`${NOVA.store}/segments/neet`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(neet.name);
    // The segment's products, by type: its categories' and the ones it names.
    const categoryIds = new Set(catalogue.categories.filter((c) => neet.category_names.includes(c.custom_name)).map((c) => c.id));
    const expected = catalogue.products.filter((p) => neet.product_ids.includes(p.id) || p.category_ids.some((id) => categoryIds.has(id)));
    await expect(page.getByTestId('product-card')).toHaveCount(expected.length);
    await expect(page.getByTestId('segment-count')).toHaveText(`${expected.length} products`);

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('authenticationData:auth') ?? 'null'));
    expect(stored).toMatchObject({ segmentId: neet.id, segmentPath: '/segments/neet' });

    await page.goto(`${NOVA.store}/segment`);
    const current = page.getByTestId('segment-option').filter({ has: page.getByTestId('segment-current') });
    await expect(current).toHaveCount(1);
    await expect(current.getByRole('link', { name: neet.name })).toHaveAttribute('aria-current', 'true');
    await expect(current.getByTestId('segment-current')).toHaveText('Your choice');

    await page.getByRole('button', { name: 'Clear my choice' }).click();
    await expect(page.getByTestId('segment-current')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('authenticationData:auth'))).toBeNull();
  }]],
  ['/embed-forms', ['the form says what is wrong with SPEC.md’s words, then saves a response and says so', async (page) => {
    const { content } = tenant(NOVA);
    const form = content.embedForms[0]!;
    const errors = watchConsoleErrors(page);
    const submit = page.getByRole('button', { name: form.submit_label });
    await submit.click();
    await expect(page.getByTestId('full_name-error')).toHaveText(VALIDATION_TEXT.nameRequired);
    // An empty mobile field asks for the number; a wrong one (below) is called invalid.
    await expect(page.getByTestId('phone-error')).toHaveText(VALIDATION_TEXT.phoneRequired);
    await expect(page.getByTestId('goal-error')).toHaveText('Preparing for is required');
    await expect(page.getByTestId('consent-error')).toHaveText(EMBED_FORM_TEXT.tick);
    await expect(page.getByTestId('email-error')).toBeEmpty();
    await expect(page.getByLabel('Your name')).toBeFocused();

    await fill(page, { 'Your name': 'Meenakshi Sundaram Iyer-Ramasw', 'Mobile number': '98765', 'E-mail address (optional)': 'meena@' });
    await submit.click();
    await expect(page.getByTestId('full_name-error')).toHaveText(VALIDATION_TEXT.nameMax);
    await expect(page.getByTestId('phone-error')).toHaveText(VALIDATION_TEXT.phoneInvalid);
    await expect(page.getByTestId('email-error')).toHaveText(VALIDATION_TEXT.emailInvalid);

    await fill(page, { 'Your name': 'Meena Iyer', 'Mobile number': '+91 98765 43210', 'E-mail address (optional)': 'meena.iyer@mail.example' });
    await page.getByLabel('Preparing for', { exact: true }).selectOption('NEET UG');
    await page.getByLabel(form.fields.find((f) => f.kind === 'checkbox')!.label).check();
    const saved = page.waitForResponse((r) => r.url().endsWith(`/learner/v1/embed_forms/${form.id}/responses`) && r.request().method() === 'POST');
    await submit.click();
    expect((await saved).status()).toBe(200);
    const success = page.getByTestId('embed-form-success');
    await expect(success).toContainText(form.success_message);
    await expect(success).toBeFocused();
    await page.getByRole('button', { name: 'Send another response' }).click();
    await expect(page.getByLabel('Your name')).toHaveValue('');
    errors.expectNone();
  }]],
  ['/app-download', ['on a computer it stays, with both stores to choose from', async (page) => {
    const { content } = tenant(NOVA);
    await expect(page).toHaveURL(`${NOVA.store}/app-download`);
    await expect(page.getByTestId('android-link')).toHaveAttribute('href', content.apps!.android_url!);
    await expect(page.getByTestId('ios-link')).toHaveAttribute('href', content.apps!.ios_url!);
  }]],
];

const HARBOR_MORE: More[] = [
  ['/pages/honor-code', ['it shows what the school wrote, with markup in it as text', async (page) => {
    const body = page.getByTestId('custom-page-body');
    await expect(body.getByRole('heading', { level: 2, name: 'Keep the forum safe' })).toBeVisible();
    await expect(body).toContainText('Never paste a <script> tag, API key or password');
    await expect(body).toContainText('not even in a <pre> block or a gist');
    await expect(body.locator('script, pre')).toHaveCount(0);
    await expect(body).toContainText(`You can appeal to ${tenant(HARBOR).config.school_config.support_email} within 14 days.`);
  }]],
  ['/content-preview', ['it lists free lessons by course, each leading to its course with the lesson marked', async (page) => {
    const { catalogue } = tenant(HARBOR);
    const course = catalogue.products.find((p) => p.course_type === 1 && p.sections.some((s) => s.lessons.some((l) => l.free_preview)))!;
    const lesson = course.sections.flatMap((s) => s.lessons).find((l) => l.free_preview)!;
    const card = page.getByTestId('preview-course').filter({ has: page.getByRole('heading', { name: course.title }) });
    await expect(card.getByTestId('preview-lesson').first()).toContainText(lesson.title);
    await card.getByRole('link', { name: lesson.title }).click();
    await expect(page).toHaveURL(`${HARBOR.store}/${course.seo_title}?${new URLSearchParams({ search: lesson.title })}`);
    await expect(page.getByTestId('sales-title')).toHaveText(course.title);
    // The sales page's `?search=` marks the lesson in the curriculum and opens its section.
    const marked = page.getByTestId('curriculum').locator('li[data-match]');
    await expect(marked.first()).toBeVisible();
    await expect(marked.first()).toContainText(lesson.title);
  }]],
];

for (const school of [NOVA, HARBOR]) {
  const { config, content, parent, child } = tenant(school);
  const name = config.school_config.school_name;
  /** [path under the base, the page's h1] for every content route. */
  const ROUTES: [string, string][] = [
    ['/aboutus', `About ${name}`],
    [`/pages/${content.pages[0]!.page_name}`, content.pages[0]!.title],
    ['/download-app', `Get the ${content.apps!.app_name} app`],
    ['/app-download', `Get the ${content.apps!.app_name} app`],
    ['/free-resource', 'Free resources'],
    ['/embed-forms', content.embedForms[0]!.title],
    ['/content-preview', 'Free preview lessons'],
    ['/segment', 'Choose what you are preparing for'],
    [`/segments/${content.segments[0]!.slug}`, content.segments[0]!.name],
    [`/${parent.seo_title}/${child.seo_title}`, child.title],
  ];

  // What else a route's test checks on the page it has opened, and the words that say so in its title: one page load
  // and one browser context instead of a test of its own that would open the page again.
  const more = new Map<string, [string, (page: Page) => Promise<void>]>([
    ['/aboutus', ['it shows the school in its own words, its teachers, contacts and legal links', async (page) => {
      await expect(page.getByTestId('about-highlights').getByRole('listitem')).toHaveCount(content.about!.highlights.length);
      const contact = page.getByTestId('about-contact');
      await expect(contact.getByRole('link', { name: config.school_config.support_email })).toHaveAttribute('href', `mailto:${config.school_config.support_email}`);
      await expect(contact.getByRole('link', { name: config.school_config.support_mobile })).toBeVisible();
      await expect(page.getByTestId('teacher-list').getByRole('listitem').first()).toBeVisible();
      // Each teacher with a face: their portrait, through the image proxy, loaded.
      const portraits = page.getByTestId('teacher-list').getByTestId('portrait');
      await expect(portraits).toHaveCount(await page.getByTestId('teacher-list').getByRole('listitem').count());
      await portraits.first().scrollIntoViewIfNeeded();
      await expect.poll(() => portraits.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(264);
      await page.getByRole('link', { name: 'Privacy policy', exact: true }).first().click();
      await expect(page).toHaveURL(`${school.store}/account/legal-docs#privacy`);
    }]],
    ['/free-resource', ['it lists the school’s resources, its free products and courses with free lessons', async (page) => {
      const resources = page.getByTestId('free-resource');
      await expect(resources).toHaveCount(content.freeResources.length);
      for (const resource of content.freeResources) await expect(resources.filter({ hasText: resource.title })).toBeVisible();
      const pdf = content.freeResources.find((r) => r.kind === 'pdf')!;
      await expect(page.getByRole('link', { name: `Download the PDF: ${pdf.title}` })).toHaveAttribute('href', pdf.url);
      const free = page.getByTestId('free-products').getByTestId('product-card');
      expect(await free.count()).toBeGreaterThan(0);
      for (const price of await free.getByTestId('price').allInnerTexts()) expect(price).toBe('Free');
      await expect(page.getByTestId('free-preview-course').first()).toBeVisible();
    }]],
    [`/${parent.seo_title}/${child.seo_title}`, ['it shows the product as part of its parent, and leads back to the parent', async (page) => {
      await expect(page.getByTestId('sales-title')).toHaveText(child.title);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: parent.title })).toBeVisible();
      const partOf = page.getByTestId('part-of');
      await expect(partOf).toContainText(`Part of ${parent.title}`);
      await expect(partOf).toContainText(`Buy ${parent.title} to get it and ${parent.item_ids.length - 1} more products.`);
      // What is bought is the parent: its plans, its payment page.
      await expect(page.getByTestId('buy-button')).toHaveAttribute('href', new RegExp(`/coursePayment/${parent.id}$`));
      await partOf.getByRole('link', { name: parent.title }).click();
      await expect(page.getByTestId('sales-title')).toHaveText(parent.title);
    }]],
    ...(school === NOVA ? NOVA_MORE : HARBOR_MORE),
  ]);
  for (const path of more.keys()) if (!ROUTES.some(([route]) => route === path)) throw new Error(`${school.slug}: ${path} is not among the routes`);

  test.describe(school.slug, () => {
    for (const [path, heading] of ROUTES) {
      const [also, then] = more.get(path) ?? [];
      test(`${path} opens with no console error and no serious accessibility issue${also ? `; ${also}` : ''}`, async ({ page }) => {
        const errors = watchConsoleErrors(page);
        const response = await page.goto(`${school.store}${path}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expectNoSeriousA11yIssues(page);
        errors.expectNone();
        await then?.(page);
      });
    }

  });
}

test.describe('custom pages', () => {
  test('print the school’s data through the template, and link to its pages', async ({ page }) => {
    await page.goto(`${NOVA.store}/pages/scholarships`);
    const body = page.getByTestId('custom-page-body');
    await expect(body).toContainText('Every year Nova Academy waives up to 100% of course fees');
    await expect(body.locator('strong').first()).toHaveText('100%');
    await body.getByRole('link', { name: 'Request a call back' }).click();
    await expect(page).toHaveURL(`${NOVA.store}/embed-forms`);
  });
});

test.describe('embed forms in a frame', () => {
  test('show just the form, and save a response from inside the frame', async ({ page }) => {
    const { content } = tenant(HARBOR);
    const form = content.embedForms[0]!;
    // A page of the school's own host framing the form, as a school's blog would.
    await page.goto(`${HARBOR.store}/aboutus`);
    await page.setContent(`<h1>Team news</h1><iframe title="${form.title}" src="/${HARBOR.base}/embed-forms" style="width:520px;height:900px"></iframe>`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(form.title);
    await expect(frame.locator('body > header')).toBeHidden();
    await expect(frame.locator('body > footer')).toBeHidden();
    await frame.getByLabel('Your name', { exact: true }).fill('Jordan Lee');
    await frame.getByLabel('Work e-mail', { exact: true }).fill('jordan.lee@company.example');
    await frame.getByLabel('Company', { exact: true }).fill('Tidewater Labs');
    await frame.getByLabel('Team size', { exact: true }).selectOption('11-50 engineers');
    await frame.getByRole('button', { name: form.submit_label }).click();
    await expect(frame.getByTestId('embed-form-success')).toContainText(form.success_message);
  });
});

test.describe('app download', () => {
  test('sends an Android phone straight to Google Play', async ({ browser }) => {
    const { content } = tenant(NOVA);
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
    });
    const page = await context.newPage();
    // The store is outside the test network: answer for it.
    await page.route('https://play.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Google Play</title>' }));
    await page.goto(`${NOVA.store}/app-download`);
    await expect(page).toHaveURL(content.apps!.android_url!);
    await context.close();
  });
});

test('a sales page search opens a later section and marks its lessons, and marks nothing for no match', async ({ page }) => {
  const { catalogue } = tenant(HARBOR);
  const course = catalogue.products.find((p) => p.course_type === 1 && p.sections.length > 1)!;
  const lesson = course.sections.at(-1)!.lessons[0]!;
  await page.goto(`${HARBOR.store}/${course.seo_title}?${new URLSearchParams({ search: lesson.title })}`);
  const marked = page.getByTestId('curriculum').locator('li[data-match]');
  await expect(marked.filter({ hasText: lesson.title })).toBeVisible();
  await page.goto(`${HARBOR.store}/${course.seo_title}?search=zzqqxx`);
  await expect(page.getByTestId('curriculum')).toBeVisible();
  await expect(marked).toHaveCount(0);
});
