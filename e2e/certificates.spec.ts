import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { TenantCatalogue } from '../src/contract/catalogue.ts';
import { CERTIFICATE_TEXT, PublicJwks } from '../src/contract/certificates.ts';
import { extractPdfText } from './pdf.ts';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { enrolledThroughApi, newLearner, ownClientAddressPerTest } from './learners.ts';
import { DEMO_SCHOOLS, E2E_PORT, type DemoSchool } from './schools.ts';

// Course certificates end to end (docs/decisions/0047-course-certificates.md), on schools with different themes and
// currencies: a learner completes a course that offers one, opens /home/certificate-download from its dashboard,
// downloads the PDF (read back: name, course, code) and the Open Badge (verified with the key the school publishes),
// and anyone, signed out, confirms the code on /verify/{code}; a made-up code is denied.

test.describe.configure({ timeout: 120_000 });
ownClientAddressPerTest();

const school = (slug: string): DemoSchool => DEMO_SCHOOLS.find((s) => s.slug === slug)!;
const catalogueOf = (slug: string) => TenantCatalogue.parse(JSON.parse(readFileSync(`tenants/${slug}/catalogue.json`, 'utf8')));
/** The school's smallest course that offers a certificate. */
const certificateCourse = (slug: string) =>
  catalogueOf(slug).products.filter((p) => p.course_type === 1 && p.certificate && p.display_status === 'live' && !p.sections.some((s) => s.lessons.some((l) => l.drip_days)))
    .sort((a, b) => a.sections.flatMap((s) => s.lessons).length - b.sections.flatMap((s) => s.lessons).length)[0]!;

const api = (s: DemoSchool, path: string, init: { method?: string; token?: string; data?: unknown } = {}) => ({
  url: `http://127.0.0.1:${E2E_PORT}${path}`,
  options: { method: init.method ?? 'GET', headers: { host: new URL(s.origin).host, ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) }, ...(init.data === undefined ? {} : { data: init.data }) },
});

/** A new learner, enrolled, who has marked every lesson but the last complete through the API. */
async function nearlyDone(page: Page, s: DemoSchool) {
  const course = certificateCourse(s.slug);
  const learner = await enrolledThroughApi(page, s, course.id, newLearner('Nandini Krishnan', '9'));
  const lessons = course.sections.flatMap((section) => section.lessons);
  for (const lesson of lessons.slice(0, -1)) {
    const save = api(s, '/learner/v1/progress', { method: 'PUT', token: learner.authToken, data: { course_id: course.id, lesson_id: lesson.id, position: 1, length: 1, completed: true } });
    expect((await page.request.fetch(save.url, save.options)).status()).toBe(200);
  }
  return { course, learner, last: { lesson: lessons.at(-1)!, section: course.sections.at(-1)! } };
}

for (const slug of ['nova-academy', 'harbor-code']) {
  test(`${slug}: completing a course earns a certificate that downloads as a PDF and an Open Badge, and verifies by its code`, async ({ page, browser }) => {
    const s = school(slug);
    const errors = watchConsoleErrors(page);
    const { course, learner, last } = await nearlyDone(page, s);

    // Before the last lesson: how far, and no certificate.
    await page.goto(`${s.store}/home/${course.seo_title}`);
    await page.getByTestId('certificate-link').click();
    await expect(page.getByTestId('certificate-pending')).toContainText('Complete every lesson to receive your certificate');
    await expectNoSeriousA11yIssues(page);

    // The learner marks the last lesson complete in the player.
    await page.goto(`${s.store}/home/${course.seo_title}/section/${last.section.id}/lesson/${last.lesson.id}`);
    const mark = page.getByTestId('mark-complete');
    if (await mark.isVisible()) await mark.click();
    else {
      const save = api(s, '/learner/v1/progress', { method: 'PUT', token: learner.authToken, data: { course_id: course.id, lesson_id: last.lesson.id, position: 1, length: 1, completed: true } });
      expect((await page.request.fetch(save.url, save.options)).status()).toBe(200);
    }
    await page.goto(`${s.store}/home/certificate-download?courseId=${course.id}`);
    const card = page.getByTestId('certificate');
    await expect(page.getByTestId('certificate-learner')).toHaveText('Nandini Krishnan');
    await expect(page.getByTestId('certificate-course')).toHaveText(course.title);
    const code = (await page.getByTestId('certificate-code').textContent())!;
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    await expect(card).toHaveAttribute('data-code', code);
    await expect(page.getByTestId('certificate-qr')).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('certificate-pdf').click()]);
    expect(pdf.suggestedFilename()).toBe(`certificate-${course.seo_title}.pdf`);
    const text = await extractPdfText(readFileSync((await pdf.path())!));
    for (const words of ['CERTIFICATE OF COMPLETION', 'Nandini Krishnan', `Verification code: ${code}`]) expect(text).toContain(words);
    expect(text.replace(/\s+/g, ' ')).toContain(course.title.slice(0, 30));

    const [badge] = await Promise.all([page.waitForEvent('download'), page.getByTestId('certificate-badge').click()]);
    const jwt = readFileSync((await badge.path())!, 'utf8');
    const keys = api(s, '/.well-known/jwks.json');
    const jwks = PublicJwks.parse(await (await page.request.fetch(keys.url, keys.options)).json());
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks), { algorithms: ['EdDSA'] });
    expect(payload).toMatchObject({ vc: { type: ['VerifiableCredential', 'OpenBadgeCredential'], credentialSubject: { name: 'Nandini Krishnan', achievement: { name: course.title } } } });

    // Anyone, signed out, in another browser, follows the verification link.
    const verifyHref = await page.getByTestId('certificate-verify-link').getAttribute('href');
    const visitor = await browser.newContext();
    const other = await visitor.newPage();
    await other.goto(verifyHref!);
    await expect(other.getByTestId('verify-result')).toHaveAttribute('data-valid', 'true');
    await expect(other.getByTestId('verify-learner')).toHaveText('Nandini Krishnan');
    await expect(other.getByTestId('verify-course')).toHaveText(course.title);
    await expectNoSeriousA11yIssues(other);
    // A made-up code, and one that is not a code at all: denied, with the school's words.
    for (const made of ['ABCD-EFGH-JKMN', 'nonsense']) {
      await other.goto(`${s.store}/verify/${made}`);
      await expect(other.getByTestId('verify-result')).toHaveAttribute('data-valid', 'false');
      await expect(other.getByTestId('verify-result')).toContainText(CERTIFICATE_TEXT.notFound);
    }
    await visitor.close();
    expect(errors.errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
}

// Both colour modes in one test: the course is nearly completed once (a progress call per lesson), then the page is
// checked in each mode; it is the same page and width either way.
test('atelier-lingua: the certificate page passes axe in light and in dark at 390 px', async ({ page }) => {
  const s = school('atelier-lingua');
  await page.setViewportSize({ width: 390, height: 844 });
  const { course, learner, last } = await nearlyDone(page, s);
  const save = api(s, '/learner/v1/progress', { method: 'PUT', token: learner.authToken, data: { course_id: course.id, lesson_id: last.lesson.id, position: 1, length: 1, completed: true } });
  expect((await page.request.fetch(save.url, save.options)).status()).toBe(200);
  for (const mode of ['light', 'dark'] as const) {
    await page.evaluate((m) => localStorage.setItem('theme-color-mode', m), mode);
    await page.goto(`${s.store}/home/certificate-download?courseId=${course.id}`);
    await expect(page.getByTestId('certificate-qr')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
    await expectNoSeriousA11yIssues(page, mode);
  }
});
