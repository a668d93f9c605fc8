/**
 * Offline study (issue 45; docs/decisions/0086-offline-study.md): the school as an installed app, a lesson downloaded
 * and studied with the network cut, and a download that ends with the enrolment. The school's service worker is the
 * subject here, so it is allowed (playwright.config.ts blocks it elsewhere). On nova-academy (₹, light) and
 * atelier-lingua (€, its own base and theme).
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { enrolledThroughApi, enrolThroughApi, ownClientAddressPerTest, skewClock } from './learners.ts';
import { DEMO_SCHOOLS, E2E_PORT, playerPath, publicLesson, type DemoSchool } from './schools.ts';

test.use({ serviceWorkers: 'allow' });
ownClientAddressPerTest();

const school = (slug: string): DemoSchool => DEMO_SCHOOLS.find((s) => s.slug === slug)!;
const pdfLesson = (slug: string) => publicLesson(slug, (l) => l.kind === 'pdf', 'a PDF lesson');
const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);
/** The page loaded before its worker took it is handed over and fetched again by the worker: kept once that lands. */
const pageKept = (page: Page) => page.evaluate(async () => (await caches.match(location.href)) !== undefined);
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
    const learner = await enrolledThroughApi(page, s, lesson.course.id);
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
    // The learner's devices: this one, and a phone that downloaded too, which they remove to free its place.
    const phone = await page.request.post(`http://127.0.0.1:${E2E_PORT}/learner/v1/offline/devices/${crypto.randomUUID()}/key`, {
      headers: { host: new URL(s.origin).host, authorization: `Bearer ${learner.authToken}` },
      data: { course_id: lesson.course.id, name: 'Chrome on Android' },
    });
    expect(phone.status()).toBe(200);
    await page.reload();
    const devices = page.getByTestId('download-device');
    await expect(devices).toHaveCount(2);
    await expect(devices.filter({ has: page.getByTestId('this-device') })).toHaveCount(1);
    for (const [mode, width] of [['dark', 390], ['light', 1280]] as const) {
      await page.emulateMedia({ colorScheme: mode });
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousA11yIssues(page, `downloads and devices, ${mode} ${width}`);
    }
    await devices.filter({ hasText: 'Chrome on Android' }).getByTestId('remove-device').click();
    await expect(devices).toHaveCount(1);
    await expect(devices.getByTestId('this-device')).toBeVisible();
    await page.getByTestId('download-delete').click();
    await expect(page.getByTestId('downloads-empty')).toBeVisible();
    await page.goto(playerPath(s, lesson));
    await expect(page.getByTestId('lesson-download')).toHaveAttribute('data-state', 'not_downloaded');
  });
}

/** A lesson of the course, by kind (the video and PDF lessons of one course, for one enrolment). */
function lessonOfCourse(slug: string, courseId: number, kind: string) {
  const course = JSON.parse(readFileSync(`tenants/${slug}/catalogue.json`, 'utf8')) as { products: { id: number; sections: { lessons: { id: number }[] }[] }[] };
  const ids = new Set(course.products.find((p) => p.id === courseId)!.sections.flatMap((section) => section.lessons.map((l) => l.id)));
  return publicLesson(slug, (l) => l.kind === kind && ids.has(l.id), `a ${kind} lesson in course ${courseId}`);
}

/** Chooses a video's quality in the download menu (SPEC.md's labels) and waits until it is stored. */
async function downloadVideo(page: Page, quality: string): Promise<void> {
  await expect.poll(() => controlled(page)).toBe(true);
  await page.getByTestId('download-lesson').click();
  await page.getByRole('menuitem', { name: quality }).click();
  await expect(page.getByTestId('lesson-download')).toHaveAttribute('data-state', 'downloaded');
  await expect(page.getByTestId('download-quality')).toHaveText(quality);
}

const videoTime = (page: Page) => page.getByTestId('lesson-video').evaluate((v: HTMLVideoElement) => (v.seeking ? Number.NaN : v.currentTime));

for (const [slug, courseId] of [['nova-academy', 5011001], ['atelier-lingua', 5031001]] as const) {
  test(`${slug}: a video and a PDF downloaded, studied offline with a bookmark and a place each, synced when the network is back`, async ({ page, context }) => {
    const s = school(slug);
    const video = lessonOfCourse(slug, courseId, 'video');
    const pdf = lessonOfCourse(slug, courseId, 'pdf');
    const learner = await enrolledThroughApi(page, s, courseId);

    await page.goto(playerPath(s, video));
    await expect(page.getByTestId('video-frame')).toHaveAttribute('aria-busy', 'false');
    await downloadVideo(page, 'Good');
    await page.goto(playerPath(s, pdf));
    await expect(page.getByTestId('pdf-page')).toHaveText(firstPage);
    await download(page);

    await context.setOffline(true);
    // The video, from the device: one rendition, so no quality to choose; a place and a bookmark made there.
    await page.goto(playerPath(s, video));
    await expect(page.getByTestId('video-frame')).toHaveAttribute('aria-busy', 'false');
    await page.getByTestId('lesson-video').evaluate((v: HTMLVideoElement) => void (v.currentTime = 21));
    await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(20);
    await page.getByTestId('lesson-video').evaluate((v: HTMLVideoElement) => v.dispatchEvent(new Event('pause')));
    await page.getByTestId('bookmark-note-input').fill('Offline: the key idea');
    await page.getByTestId('add-bookmark').click();
    await expect(page.getByTestId('pending-bookmark')).toContainText('Offline: the key idea');
    await expect(page.getByTestId('add-bookmark')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('bookmark-note-input')).toHaveValue('');
    // The PDF, from the device: page 2, bookmarked.
    await page.goto(playerPath(s, pdf));
    await expect(page.getByTestId('pdf-page')).toHaveText(firstPage);
    await page.getByTestId('pdf-next').click();
    await expect(page.getByTestId('pdf-page')).toHaveText(/^(Page|Slide) 2 of \d+$/);
    await page.getByTestId('add-bookmark').click();
    await expect(page.getByTestId('pending-bookmark')).toHaveCount(1);

    // The network back: what was journaled goes to the API, and the bookmark is the API's own.
    await context.setOffline(false);
    await expect(page.getByTestId('pending-bookmark')).toHaveCount(0);
    await expect(page.getByTestId('player-bookmark')).toHaveCount(1);
    const api = async (path: string) => (await page.request.get(`http://127.0.0.1:${E2E_PORT}${path}`, {
      headers: { host: new URL(s.origin).host, authorization: `Bearer ${learner.authToken}` },
    })).json() as Promise<Record<string, unknown>>;
    await expect.poll(async () => {
      const progress = await api(`/learner/v1/progress?course_id=${courseId}`) as { lessons: { lesson_id: number; position: number }[] };
      return Object.fromEntries(progress.lessons.map((l) => [l.lesson_id, l.position]));
    }).toEqual({ [video.lessonId]: 21, [pdf.lessonId]: 2 });
    const marks = await api(`/learner/v9/notebooks?course_id=${courseId}`) as { bookmarks: { lesson_id: number; position: number; note: string }[] };
    expect(marks.bookmarks.map((b) => [b.lesson_id, b.position, b.note]).sort()).toEqual([[pdf.lessonId, 2, ''], [video.lessonId, 21, 'Offline: the key idea']].sort());
    // Online again, the video resumes where it was left offline.
    await page.goto(playerPath(s, video));
    await expect(page.getByTestId('video-frame')).toHaveAttribute('aria-busy', 'false');
    await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(20);
  });
}

test('harbor-code: a download cut off midway goes on from the files it had, and finishes', async ({ page, context }) => {
  const s = school('harbor-code');
  const video = publicLesson(s.slug, (l) => l.kind === 'video', 'a video lesson');
  await enrolledThroughApi(page, s, video.course.id);
  // The download's own requests (fetch; the player's are hls.js's XHR): the voice's segment fails the first time.
  const asked = new Map<string, number>();
  await context.route('**/learner/v1/content/**', async (route) => {
    const request = route.request();
    if (request.resourceType() !== 'fetch') return route.continue();
    const file = new URL(request.url()).pathname.split('/').slice(-2).join('/');
    const times = (asked.get(file) ?? 0) + 1;
    asked.set(file, times);
    if (file === 'audio-en/00.m4s' && times === 1) return route.abort('internetdisconnected');
    return route.continue();
  });
  await page.goto(playerPath(s, video));
  await expect(page.getByTestId('video-frame')).toHaveAttribute('aria-busy', 'false');
  await downloadVideo(page, 'Average');
  expect(asked.get('audio-en/00.m4s')).toBe(2);
  // What was stored before the cut is not fetched again.
  expect(asked.get('average/00.m4s')).toBe(1);
  expect(asked.get('average/init.mp4')).toBe(1);
  expect([...asked.keys()].filter((f) => /^(best|better|good)\//.test(f))).toEqual([]);
});

test('nova-academy: a whole section downloaded from the course dashboard, its lessons and attachment opened offline unvisited', async ({ page, context }) => {
  const s = school('nova-academy');
  const courseId = 5011001;
  const catalogue = JSON.parse(readFileSync(`tenants/${s.slug}/catalogue.json`, 'utf8')) as {
    products: { id: number; seo_title: string; sections: { id: number; lessons: { id: number; title: string; kind: string; supplements?: { id: number; title: string }[] }[] }[] }[];
  };
  const course = catalogue.products.find((p) => p.id === courseId)!;
  const kept = course.sections[0]!.lessons.filter((l) => ['video', 'pdf', 'slides', 'text'].includes(l.kind)).length;
  expect(kept).toBeGreaterThan(1);
  await enrolledThroughApi(page, s, courseId);
  await page.goto(`${s.store}/home/${course.seo_title}`);
  await expect.poll(() => controlled(page)).toBe(true);
  const section = page.getByTestId('outline-section').first().getByTestId('section-download');
  await expect(section.getByTestId('section-download-count')).toHaveText(`0 of ${kept} downloaded`);
  for (const [mode, width] of [['dark', 390], ['light', 1280]] as const) {
    await page.emulateMedia({ colorScheme: mode });
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yIssues(page, `course dashboard and its section to download, ${mode} ${width}`);
  }
  await section.getByRole('button', { name: 'Download section' }).click();
  await page.getByRole('menuitem', { name: 'Average' }).click();
  await expect(section.getByTestId('section-download-count')).toHaveText(`${kept} of ${kept} downloaded`, { timeout: 60_000 });
  await expect(section.getByRole('button', { name: 'Download section' })).toHaveCount(0);
  await page.goto(`${s.store}/courses-library?tabId=downloads`);
  await expect(page.getByTestId('download-item')).toHaveCount(kept);
  await expect(page.getByTestId('download-item').filter({ hasText: 'Video (Average)' })).toHaveCount(1);

  // The network cut: a lesson and an attachment never opened before open from the device (the worker kept the
  // player's and the attachment page's shells when the first download was stored).
  const lessons = course.sections[0]!.lessons;
  const slides = lessons.find((l) => l.kind === 'slides')!;
  const supplement = lessons.flatMap((l) => l.supplements ?? [])[0]!;
  await context.setOffline(true);
  await page.goto(`${s.store}/home/${course.seo_title}/section/${course.sections[0]!.id}/lesson/${slides.id}`);
  await expect(page.getByTestId('lesson-title')).toHaveText(slides.title);
  await expect(page.getByTestId('pdf-page')).toHaveText(firstPage);
  await page.goto(`${s.store}/supplements-player?supplementLessonId=${supplement.id}`);
  await expect(page.getByTestId('supplement-title')).toHaveText(supplement.title);
  await expect(page.getByTestId('pdf-page')).toHaveText(firstPage);
  await context.setOffline(false);
});

/** A new learner of the school's PDF lesson, who has downloaded it on the page. */
async function downloadedPdf(page: Page, s: DemoSchool) {
  const lesson = pdfLesson(s.slug);
  const learner = await enrolledThroughApi(page, s, lesson.course.id);
  await page.goto(playerPath(s, lesson));
  await expect(page.getByTestId('pdf-page')).toHaveText(firstPage);
  await download(page);
  return { lesson, learner };
}

test('atelier-lingua: an enrolment that ends takes its downloads with it', async ({ page }) => {
  const s = school('atelier-lingua');
  const { lesson, learner } = await downloadedPdf(page, s);

  // The enrolment ends. The next time the lesson opens online, the API says so: the download is deleted, and the
  // player asks to renew rather than play the copy.
  await enrolThroughApi(page, s, learner.email, lesson.course.id, new Date(Date.now() - 60_000));
  await page.reload();
  await expect(page.getByTestId('lesson-locked')).toHaveAttribute('data-access', 'renew');
  await page.goto(`${s.store}/courses-library?tabId=downloads`);
  await expect(page.getByTestId('downloads-empty')).toBeVisible();
});

test('nova-academy: the daily check deletes the downloads of an enrolment that ended, unopened', async ({ page }) => {
  const s = school('nova-academy');
  const { lesson, learner } = await downloadedPdf(page, s);
  await page.goto(`${s.store}/courses-library?tabId=downloads`);
  await expect(page.getByTestId('download-item')).toHaveCount(1);

  // The enrolment ends; half a day later the learner opens the app on Downloads, online: the check is due, and the API
  // says the download may not stay.
  await enrolThroughApi(page, s, learner.email, lesson.course.id, new Date(Date.now() - 60_000));
  await skewClock(page, 13 * 60 * 60 * 1000);
  await page.reload();
  await expect(page.getByTestId('downloads-empty')).toBeVisible();
});

test('atelier-lingua: a learner offline longer than the school allows reconnects before studying a download', async ({ page, context }) => {
  const s = school('atelier-lingua');
  await downloadedPdf(page, s);

  // Eight days on, still offline: the copy stays on the device, but the player asks for a check first.
  await context.setOffline(true);
  await skewClock(page, 8 * 24 * 60 * 60 * 1000);
  await page.reload();
  await expect(page.getByTestId('offline-reconnect')).toContainText('Connect to the internet to keep studying your downloads: your school asks for a check every 7 days.');
  await expect(page.getByTestId('pdf-page')).toHaveCount(0);

  // Online, the API's answer renews the school's days: the lesson opens, and opens again from the device offline.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByTestId('pdf-page')).toHaveText(firstPage);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('pdf-page')).toHaveText(firstPage);
  await expect(page.getByTestId('offline-reconnect')).toHaveCount(0);
});

test('nova-academy: a page visited opens offline; one never visited, with nothing downloaded, is the browser\'s own offline page', async ({ page, context }) => {
  const s = school('nova-academy');
  await page.goto(`${s.store}/products/courses`);
  await expect.poll(() => controlled(page)).toBe(true);
  await expect.poll(() => pageKept(page)).toBe(true);
  const heading = await page.getByRole('heading', { level: 1 }).innerText();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  // Nothing was downloaded, so the offline page and its code were never kept: the browser says it is offline.
  await expect(page.goto(`${s.store}/wallet`)).rejects.toThrow(/net::ERR_/);
});
