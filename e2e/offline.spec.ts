import { readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { TenantCatalogue, type ProductSource } from '../src/contract/catalogue.ts';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { enrolledThroughApi, ownClientAddressPerTest } from './learners.ts';
import { DEMO_SCHOOLS, type DemoSchool } from './schools.ts';

// Offline study (issue 45; docs/decisions/0086-offline-study.md): the school's service worker is the subject here.
test.use({ serviceWorkers: 'allow' });
ownClientAddressPerTest();

const school = (slug: string): DemoSchool => DEMO_SCHOOLS.find((s) => s.slug === slug)!;

interface Found {
  course: ProductSource;
  sectionId: number;
  lessonId: number;
  title: string;
}

/** The first PDF lesson of the school's first live, public course that has one. */
function pdfLesson(slug: string): Found {
  const catalogue = TenantCatalogue.parse(JSON.parse(readFileSync(`tenants/${slug}/catalogue.json`, 'utf8')));
  for (const course of catalogue.products.filter((p) => p.course_type === 1 && p.display_status === 'live' && p.access === 'public_access')) {
    for (const section of course.sections) {
      const lesson = section.lessons.find((l) => l.kind === 'pdf');
      if (lesson) return { course, sectionId: section.id, lessonId: lesson.id, title: lesson.title };
    }
  }
  throw new Error(`${slug} has no PDF lesson`);
}

const playerPath = (s: DemoSchool, f: Found) => `${s.store}/home/${f.course.seo_title}/section/${f.sectionId}/lesson/${f.lessonId}`;

/** Cuts the network: Chromium's offline emulation reaches the service worker's own requests too. */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

for (const slug of ['nova-academy', 'atelier-lingua']) {
  test(`${slug}: installed as an app, a PDF lesson downloaded, studied with the network cut, and a page never visited lists it`, async ({ page, context }) => {
    const s = school(slug);
    const lesson = pdfLesson(slug);
    const console = watchConsoleErrors(page);
    await enrolledThroughApi(page, s, lesson.course.id);
    await page.goto(playerPath(s, lesson));
    await expect(page.getByTestId('pdf-page')).toHaveText(/^(Page|Slide) 1 of \d+$/);

    // Installable: the school's manifest, with its name, colour and icons; its worker controls the page.
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel=manifest]')!;
      const response = await fetch(link.href);
      return { type: response.headers.get('content-type'), body: (await response.json()) as { name: string; theme_color: string; start_url: string; display: string; icons: { src: string; sizes: string }[] } };
    });
    expect(manifest.type).toMatch(/^application\/manifest\+json/);
    expect(manifest.body).toMatchObject({ name: s.name, display: 'standalone', start_url: `/${new URL(s.store).pathname.split('/')[1]}/courses-library` });
    expect(manifest.body.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.body.icons.map((i) => i.sizes)).toEqual(['192x192', '192x192', '512x512', '512x512']);
    const icon = await page.evaluate(async (src) => (await fetch(src)).headers.get('content-type'), manifest.body.icons[0]!.src);
    expect(icon).toBe('image/png');
    await expect.poll(() => controlled(page)).toBe(true);

    // Download: its state goes through SPEC.md's states to Downloaded.
    const download = page.getByTestId('lesson-download');
    await page.getByTestId('download-lesson').click();
    await expect(download).toHaveAttribute('data-state', 'downloaded');
    await expect(page.getByTestId('download-state')).toHaveText('Downloaded');

    // The library once, online, as a learner would look for their downloads (its scripts are then kept).
    await page.goto(`${s.store}/courses-library?tabId=downloads`);
    await expect(page.getByTestId('download-item')).toHaveCount(1);
    await page.goto(playerPath(s, lesson));
    await expect(page.getByTestId('pdf-page')).toHaveText(/^(Page|Slide) 1 of \d+$/);

    // Online, no error; offline, the browser logs each request that cannot go out, which is the point.
    console.expectNone();

    // The network cut: the lesson opens from the device, its PDF decrypted by the worker.
    await goOffline(context);
    await page.reload();
    await expect(page.getByTestId('lesson-title')).toHaveText(lesson.title);
    await expect(page.getByTestId('pdf-page')).toHaveText(/^(Page|Slide) 1 of \d+$/);
    await expect(page.getByTestId('pdf-text')).not.toBeEmpty();

    // A page never visited: the offline page in the school's theme, listing the download.
    await page.goto(`${s.store}/wallet`);
    await expect(page.getByTestId('offline-page')).toBeVisible();
    const item = page.getByTestId('download-item');
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('data-state', 'downloaded');
    await expect(item.getByTestId('download-open')).toHaveText(lesson.title);
    await expectNoSeriousA11yIssues(page, 'offline page');

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
