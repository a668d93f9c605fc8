/**
 * Offline study (issue 45; docs/decisions/0086-offline-study.md): the school as an installed app, a lesson downloaded
 * and studied with the network cut, and a download that ends with the enrolment. The school's service worker is the
 * subject here, so it is allowed (playwright.config.ts blocks it elsewhere). On nova-academy (₹, light) and
 * atelier-lingua (€, its own base and theme).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { enrolledThroughApi, enrolThroughApi, ownClientAddressPerTest } from './learners.ts';
import { DEMO_SCHOOLS, playerPath, publicLesson, type DemoSchool } from './schools.ts';

test.use({ serviceWorkers: 'allow' });
ownClientAddressPerTest();

const school = (slug: string): DemoSchool => DEMO_SCHOOLS.find((s) => s.slug === slug)!;
const pdfLesson = (slug: string) => publicLesson(slug, (l) => l.kind === 'pdf', 'a PDF lesson');
const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);
const firstPage = /^(Page|Slide) 1 of \d+$/;

/** Downloads the player's lesson, and waits until it is stored. */
async function download(page: Page): Promise<void> {
  await expect.poll(() => controlled(page)).toBe(true);
  await page.getByTestId('download-lesson').click();
  await expect(page.getByTestId('lesson-download')).toHaveAttribute('data-state', 'downloaded');
  await expect(page.getByTestId('download-state')).toHaveText('Downloaded');
}

for (const slug of ['nova-academy', 'atelier-lingua']) {
  test(`${slug}: installed as an app, a PDF lesson downloaded, studied with the network cut, and a page never visited lists it`, async ({ page, context }) => {
    const s = school(slug);
    const lesson = pdfLesson(slug);
    const console = watchConsoleErrors(page);
    await enrolledThroughApi(page, s, lesson.course.id);
    await page.goto(playerPath(s, lesson));
    await expect(page.getByTestId('pdf-page')).toHaveText(firstPage);

    // Installable: the school's manifest, with its name, colour and icons; its worker controls the page.
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel=manifest]')!;
      const response = await fetch(link.href);
      return { type: response.headers.get('content-type'), body: (await response.json()) as { name: string; theme_color: string; start_url: string; display: string; icons: { src: string; sizes: string }[] } };
    });
    expect(manifest.type).toMatch(/^application\/manifest\+json/);
    expect(manifest.body).toMatchObject({ name: s.name, display: 'standalone', start_url: `/${s.base}/courses-library` });
    expect(manifest.body.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.body.icons.map((i) => i.sizes)).toEqual(['192x192', '192x192', '512x512', '512x512']);
    const icon = await page.evaluate(async (src) => (await fetch(src)).headers.get('content-type'), manifest.body.icons[0]!.src);
    expect(icon).toBe('image/png');

    // Download: its state goes through SPEC.md's states to Downloaded.
    await download(page);
    // Online, no error; offline, the browser logs each request that cannot go out, which is the point.
    console.expectNone();

    // The network cut (Chromium's emulation reaches the worker's own requests): the lesson opens from the device, its
    // PDF decrypted by the worker.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('lesson-title')).toHaveText(lesson.title);
    await expect(page.getByTestId('pdf-page')).toHaveText(firstPage);
    await expect(page.getByTestId('pdf-text')).not.toBeEmpty();

    // A page never visited, on this fresh install (the library was never opened either): the offline page in the
    // school's theme, listing the download; its other tabs still work.
    await page.goto(`${s.store}/wallet`);
    await expect(page.getByTestId('offline-page')).toBeVisible();
    const item = page.getByTestId('download-item');
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('data-state', 'downloaded');
    await expect(item.getByTestId('download-open')).toHaveText(lesson.title);
    await expectNoSeriousA11yIssues(page, 'offline page');
    await page.locator('[data-testid=library-tab][data-tab=all]').click();
    await expect(page.locator('[data-testid=library-panel][data-tab=all]')).toBeVisible();
    await expect(page).toHaveURL(`${s.store}/wallet`);
    // Its link opens the lesson, from the device.
    await page.locator('[data-testid=library-tab][data-tab=downloads]').click();
    await item.getByTestId('download-open').click();
    await expect(page.getByTestId('pdf-page')).toHaveText(firstPage);

    // Back online: Downloads deletes it, and the lesson's download button is back to its start.
    await context.setOffline(false);
    await page.goto(`${s.store}/courses-library?tabId=downloads`);
    await expect(page.getByTestId('download-item')).toHaveCount(1);
    await expect(page.getByTestId('downloads-space')).toBeVisible();
    await page.getByTestId('download-delete').click();
    await expect(page.getByTestId('downloads-empty')).toBeVisible();
    await page.goto(playerPath(s, lesson));
    await expect(page.getByTestId('lesson-download')).toHaveAttribute('data-state', 'not_downloaded');
  });
}

test('atelier-lingua: an enrolment that ends takes its downloads with it', async ({ page }) => {
  const s = school('atelier-lingua');
  const lesson = pdfLesson(s.slug);
  const learner = await enrolledThroughApi(page, s, lesson.course.id);
  await page.goto(playerPath(s, lesson));
  await expect(page.getByTestId('pdf-page')).toHaveText(firstPage);
  await download(page);

  // The enrolment ends. The next time the lesson opens online, the API says so: the download is deleted, and the
  // player asks to renew rather than play the copy.
  await enrolThroughApi(page, s, learner.email, lesson.course.id, new Date(Date.now() - 60_000));
  await page.reload();
  await expect(page.getByTestId('lesson-locked')).toHaveAttribute('data-access', 'renew');
  await page.goto(`${s.store}/courses-library?tabId=downloads`);
  await expect(page.getByTestId('downloads-empty')).toBeVisible();
});

test('nova-academy: a page visited opens offline; one never visited, with nothing downloaded, is the browser\'s own offline page', async ({ page, context }) => {
  const s = school('nova-academy');
  await page.goto(`${s.store}/products/courses`);
  await expect.poll(() => controlled(page)).toBe(true);
  const heading = await page.getByRole('heading', { level: 1 }).innerText();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  // Nothing was downloaded, so the offline page and its code were never kept: the browser says it is offline.
  await expect(page.goto(`${s.store}/wallet`)).rejects.toThrow(/net::ERR_/);
});
