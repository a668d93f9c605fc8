import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { LOCAL_ESIGN_CA } from '../cli/lib/local-config.ts';
import { TenantCatalogue } from '../src/contract/catalogue.ts';
import { verifySignedPdf } from '../src/api/testing/verify-signed-pdf.ts';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { enrolledThroughApi, newLearner, ownClientAddressPerTest } from './learners.ts';
import { extractPdfText } from './pdf.ts';
import { DEMO_SCHOOLS, type DemoSchool } from './schools.ts';

// E-signed documents (issue 43; docs/decisions/0080) through the real edge and API, on an INR school (nova-academy:
// a parent's consent for Class 10 Science Foundation, signed by drawing) and a USD one (harbor-code: Web Security
// Essentials' lab agreement, signed by typing). A learner finds the lessons locked, reads the document, signs,
// downloads the signed copy and checks it as anyone holding it could; the lessons open. The rules (bad input,
// signing twice or at once, isolation, tampering) are in src/api/esign.test.ts.

test.describe.configure({ timeout: 120_000 });
ownClientAddressPerTest();

const CA = (JSON.parse(LOCAL_ESIGN_CA) as { certPem: string }).certPem;
const CASES = [
  { slug: 'nova-academy', course: 'class-10-science-foundation', school: 'Nova Academy', mark: 'drawn' as const },
  { slug: 'harbor-code', course: 'web-security-essentials', school: 'Harbor Code', mark: 'typed' as const },
];

function courseOf(slug: string, seo: string) {
  const course = TenantCatalogue.parse(JSON.parse(readFileSync(`tenants/${slug}/catalogue.json`, 'utf8'))).products.find((p) => p.seo_title === seo)!;
  const section = course.sections.find((s) => s.lessons.some((l) => !l.free_preview && !l.drip_days && l.kind !== 'quiz' && l.kind !== 'live'))!;
  const lesson = section.lessons.find((l) => !l.free_preview && !l.drip_days && l.kind !== 'quiz' && l.kind !== 'live')!;
  return { course, lessonPath: `/home/${course.seo_title}/section/${section.id}/lesson/${lesson.id}` };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function downloadBytes(page: Page, testId: string): Promise<{ name: string; bytes: Uint8Array }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

/** Draws a short signature with the mouse across the pad. */
async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByTestId('signature-pad');
  await expect(pad).toBeVisible();
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [[0.25, 0.3], [0.35, 0.7], [0.45, 0.35], [0.6, 0.65], [0.75, 0.4]] as const) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 });
  }
  await page.mouse.up();
  await expect(page.getByTestId('signature-clear')).toBeEnabled();
}

for (const c of CASES) {
  const school = DEMO_SCHOOLS.find((s) => s.slug === c.slug)! as DemoSchool;
  test(`${c.slug}: a signed document unlocks the course, and its signed PDF downloads and checks out`, async ({ page }) => {
    const errors = watchConsoleErrors(page);
    const { course, lessonPath } = courseOf(c.slug, c.course);
    const document = course.legal_document!;
    await enrolledThroughApi(page, school, course.id, newLearner('Kavya Menon', '9'));

    // The course's page says what waits; the lesson is locked until the document is signed.
    await page.goto(`${school.store}/home/${course.seo_title}`);
    await expect(page.getByTestId('sign-first')).toContainText('Sign the course document to open its lessons');
    await page.goto(`${school.store}${lessonPath}`);
    const locked = page.getByTestId('lesson-locked');
    await expect(locked).toHaveAttribute('data-access', 'sign');
    await expect(page.getByTestId('lesson-locked-text')).toHaveText('Sign the course document to open its lessons');
    await page.getByTestId('lesson-locked-action').click();

    // The signing page: the document as a PDF, and its hash worked out by the browser.
    await expect(page).toHaveURL(new RegExp(`/esign/\\d+\\?userCourseId=${course.id}&consentId=${document.id}&`));
    await expect(page.getByTestId('page-title')).toContainText(`Sign the document for ${course.title}`);
    await expect(page.locator('#esign-document-title')).toHaveText(document.title);
    await expect(page.getByTestId('esign-reader').locator('canvas')).toBeVisible();
    const shown = await downloadBytes(page, 'esign-document-download');
    await expect(page.getByTestId('esign-document-hash')).toHaveText(sha256(shown.bytes));
    expect(await extractPdfText(shown.bytes)).toContain(document.title);

    // Signing without consent is refused with the rule's own words.
    await page.getByTestId('esign-name').fill('Kavya Menon');
    if (c.mark === 'drawn') {
      await page.getByTestId('signature-draw').click();
      await drawSignature(page);
    } else {
      await expect(page.getByTestId('signature-typed')).toHaveText('Kavya Menon');
    }
    await page.getByTestId('esign-submit').click();
    await expect(page.getByTestId('esign-consent-error')).toHaveText('Tick the box to agree before you sign');
    await page.getByTestId('esign-consent').check();
    await page.getByTestId('esign-submit').click();

    const signed = page.getByTestId('esign-signed');
    await expect(signed).toContainText('You have signed this document');
    await expect(page.getByTestId('esign-signed-document-hash')).toHaveText(sha256(shown.bytes));
    await expectNoSeriousA11yIssues(page, 'signed');

    // The signed copy: the school's signature holds up to the platform's CA, and the audit trail names what was read.
    const copy = await downloadBytes(page, 'esign-signed-download');
    expect(copy.name).toMatch(new RegExp(`^${document.id}-signed-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
    const facts = await verifySignedPdf(copy.bytes, CA);
    expect(facts).toMatchObject({ signer: c.school, subFilter: 'ETSI.CAdES.detached' });
    const text = (await extractPdfText(copy.bytes)).replace(/\s+/g, ' ');
    for (const words of ['Kavya Menon', sha256(shown.bytes), `${c.mark} signature`, 'Audit trail']) expect(text).toContain(words);
    const tampered = Uint8Array.from(copy.bytes);
    tampered[300] = tampered[300]! ^ 1;
    await expect(verifySignedPdf(tampered, CA)).rejects.toBeDefined();

    // On to the course: the lesson opens now.
    const signatures = page.waitForResponse((r) => r.url().endsWith('/learner/v1/esign/signatures') && r.status() === 200);
    await page.getByTestId('esign-continue').click();
    await expect(page).toHaveURL(`${school.store}/home/${course.seo_title}`);
    await signatures;
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
    await expect(page.getByTestId('sign-first')).toHaveCount(0);
    await page.goto(`${school.store}${lessonPath}`);
    await expect(page.getByTestId('lesson-title')).toBeVisible();
    await expect(page.getByTestId('lesson-locked')).toHaveCount(0);

    // The learner's documents list it, with the hashes of what was read and of the copy.
    await page.goto(`${school.store}/account/legal-docs`);
    const item = page.getByTestId('signed-document');
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('signed-document-hash')).toHaveText(sha256(shown.bytes));
    await expect(item.getByTestId('signed-file-hash')).toHaveText(sha256(copy.bytes));
    errors.expectNone();
  });
}

for (const [mode, width] of [['light', 390], ['dark', 1280]] as const) {
  test(`the signing page and the signed documents pass axe in ${mode} at ${width} px`, async ({ page }) => {
    const c = CASES[mode === 'light' ? 0 : 1]!;
    const school = DEMO_SCHOOLS.find((s) => s.slug === c.slug)!;
    const { course } = courseOf(c.slug, c.course);
    await page.emulateMedia({ colorScheme: mode });
    await page.setViewportSize({ width, height: 900 });
    const learner = await enrolledThroughApi(page, school, course.id, newLearner('Axe Signer', '6'));
    await page.goto(`${school.store}/esign/${learner.studentId}?userCourseId=${course.id}&consentId=${course.legal_document!.id}&redirectSource=account`);
    await expect(page.getByTestId('esign-form')).toBeVisible();
    await expect(page.getByTestId('esign-reader').locator('canvas')).toBeVisible();
    await expectNoSeriousA11yIssues(page, `esign ${mode}`);
    await page.getByTestId('signature-draw').click();
    await expect(page.getByTestId('signature-pad')).toBeVisible();
    await expectNoSeriousA11yIssues(page, `esign pad ${mode}`);
    await page.goto(`${school.store}/account/legal-docs`);
    await expect(page.getByTestId('signed-documents-none')).toBeVisible();
    await expectNoSeriousA11yIssues(page, `legal docs ${mode}`);
  });
}

test("another learner's signing link says so and shows nothing of the document", async ({ page }) => {
  const school = DEMO_SCHOOLS.find((s) => s.slug === 'harbor-code')!;
  const { course } = courseOf(school.slug, 'web-security-essentials');
  const learner = await enrolledThroughApi(page, school, course.id, newLearner('Other Signer', '7'));
  await page.goto(`${school.store}/esign/${learner.studentId + 1}?userCourseId=${course.id}&consentId=${course.legal_document!.id}`);
  await expect(page.getByTestId('esign-other-account')).toContainText('This signing link is for another account');
  await expect(page.getByTestId('esign-form')).toHaveCount(0);
  await page.goto(`${school.store}/esign/${learner.studentId}?consentId=${course.legal_document!.id}`);
  await expect(page.getByTestId('esign-bad-link')).toContainText('This signing link is incomplete');
});
