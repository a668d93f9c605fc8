import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { TenantCatalogue, type ProductSource } from '../src/contract/catalogue.ts';
import { captionFile, LESSON_TEXT } from '../src/contract/lessons.ts';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { ownClientAddress, ownClientAddressPerTest, signedInThroughApi, enrolledThroughApi } from './learners.ts';
import { DEMO_SCHOOLS, E2E_PORT, type DemoSchool } from './schools.ts';

// The lesson player end to end (docs/decisions/0027-lesson-player.md) on schools with different themes and
// currencies: a visitor opens a free preview and is sent to sign in for a paid lesson without ever receiving its
// media URL; an enrolled learner's video plays and resumes near the same second after a reload and in another
// browser; PDF notes render with selectable text and turn pages; an article renders; axe light and dark.

test.describe.configure({ timeout: 90_000 });
ownClientAddressPerTest();

const school = (slug: string): DemoSchool => DEMO_SCHOOLS.find((s) => s.slug === slug)!;
const catalogueOf = (slug: string) => TenantCatalogue.parse(JSON.parse(readFileSync(`tenants/${slug}/catalogue.json`, 'utf8')));

interface Found {
  course: ProductSource;
  sectionId: number;
  lessonId: number;
  title: string;
}

/** The first lesson of the school's first course with lessons that matches. */
function lessonOf(slug: string, match: (l: ProductSource['sections'][number]['lessons'][number]) => boolean): Found {
  const course = catalogueOf(slug).products.find((p) => p.course_type === 1 && p.display_status === 'live' && p.access === 'public_access' && p.sections.some((s) => s.lessons.length > 0))!;
  for (const section of course.sections) {
    const lesson = section.lessons.find(match);
    if (lesson) return { course, sectionId: section.id, lessonId: lesson.id, title: lesson.title };
  }
  throw new Error(`${slug}: no such lesson`);
}
const playerPath = (s: DemoSchool, f: Found) => `${s.store}/home/${f.course.seo_title}/section/${f.sectionId}/lesson/${f.lessonId}`;

/** A learner of the test's own, signed in in `page`, enrolled in the course through the dev-only call. */
const enrolledLearner = (page: Page, s: DemoSchool, courseId: number) => enrolledThroughApi(page, s, courseId);

const videoTime = (page: Page) => page.getByTestId('lesson-video').evaluate((v: HTMLVideoElement) => v.currentTime);
/** The position once a seek has finished (NaN while seeking). */
const settledTime = (page: Page) => page.getByTestId('lesson-video').evaluate((v: HTMLVideoElement) => (v.seeking ? Number.NaN : v.currentTime));

/** Plays the lesson video (Space on its play button, as a learner would) until `seconds`, then pauses it (which saves the place). */
async function playUntil(page: Page, seconds: number) {
  const video = page.getByTestId('lesson-video');
  await expect(video).toBeVisible();
  // The controls act once the video is ready (the frame stops being busy); a key before that does nothing.
  await expect(page.getByTestId('video-frame')).toHaveAttribute('aria-busy', 'false');
  await page.getByTestId('play').focus();
  await page.keyboard.press('Space');
  await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(seconds);
  await page.keyboard.press('Space');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
}

// A visitor's access, playing and resuming a video, and PDF notes work alike on every school: each runs on one, the
// three schools taking turns (as the slide deck, the lab and the article below do). The player on each school's theme
// is checked with axe at the end of this file.
for (const slug of ['harbor-code']) {
  test.describe(`${slug}: access`, () => {
    test('a visitor opens a free preview but is sent to sign in for a paid lesson and never gets its media URL', async ({ page }) => {
      const s = school(slug);
      const free = lessonOf(slug, (l) => l.kind === 'video' && l.free_preview);
      const paid = lessonOf(slug, (l) => l.kind === 'video' && !l.free_preview);
      const console = watchConsoleErrors(page);
      const media: string[] = [];
      page.on('response', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/learner/v1/signed_url') || path.startsWith('/learner/v1/content/')) media.push(`${r.status()} ${path}`);
      });

      // From the sales page's curriculum: a free preview links into the player.
      await page.goto(`${s.store}/${free.course.seo_title}`);
      await page.getByTestId('free-preview-link').filter({ hasText: free.title }).first().click();
      await expect(page).toHaveURL(playerPath(s, free));
      await expect(page.getByTestId('lesson-title')).toHaveText(free.title);
      await playUntil(page, 1);
      expect(media.some((m) => m.startsWith('200 /learner/v1/content/'))).toBe(true);

      media.length = 0;
      await page.goto(playerPath(s, paid));
      await expect(page.getByTestId('lesson-locked')).toHaveAttribute('data-access', 'sign_in');
      await expect(page.getByTestId('lesson-locked-text')).toHaveText(LESSON_TEXT.signInToStudy);
      await expect(page.getByTestId('lesson-video')).toHaveCount(0);
      expect(media).toEqual([]);
      // The API refuses the URL to a visitor too, whatever the page does.
      const direct = await page.request.fetch(`http://127.0.0.1:${E2E_PORT}/learner/v1/signed_url?course_id=${paid.course.id}&lesson_id=${paid.lessonId}`, {
        headers: { host: new URL(s.origin).host },
      });
      expect(direct.status()).toBe(401);

      await page.getByTestId('lesson-locked-action').click();
      await expect(page).toHaveURL(/\/account\/signin\?returnTo=/);
      expect(new URL(page.url()).searchParams.get('returnTo')).toContain(`/lesson/${paid.lessonId}`);
      console.expectNone();
    });
  });
}

// Embedding: a school's own sites (the origins its embed forms list) show a lesson in a frame with `embedPlayer`;
// any other site is refused by the page's frame-ancestors. The framing page is answered by the test at that origin.
for (const [slug, site, header] of [['nova-academy', 'https://www.novaacademy.example', false], ['harbor-code', 'https://www.harborcode.example', true]] as const) {
  test(`${slug}: ${site} embeds a free lesson with embedPlayer${header ? ' and the header' : ''}; another site cannot`, async ({ page }) => {
    const s = school(slug);
    const free = lessonOf(slug, (l) => l.kind === 'video' && l.free_preview);
    const src = `${playerPath(s, free)}?embedPlayer=true${header ? '&embedHeader=true' : ''}`;
    const framing = (title: string) => `<!doctype html><title>${title}</title><h1>${title}</h1><iframe title="Lesson" src="${src}" style="width:800px;height:700px"></iframe>`;
    await page.route(`${site}/**`, (route) => route.fulfill({ contentType: 'text/html', body: framing('Our blog') }));
    await page.route('https://elsewhere.example/**', (route) => route.fulfill({ contentType: 'text/html', body: framing('Someone else') }));

    await page.goto(`${site}/lessons`);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByTestId('lesson-title')).toHaveText(free.title);
    await expect(frame.locator('video')).toBeVisible();
    // The lesson alone: no footer, no way back into the school's pages, the header only when asked for.
    await expect(frame.locator('body > footer')).toBeHidden();
    await expect(frame.getByRole('navigation', { name: 'Course dashboard' })).toHaveCount(0);
    if (header) await expect(frame.locator('body > header')).toBeVisible();
    else await expect(frame.locator('body > header')).toBeHidden();
    // Moving to the next lesson stays embedded.
    await expect(frame.getByTestId('next-lesson')).toHaveAttribute('href', /embedPlayer=true/);

    const refused = page.waitForEvent('console', (m) => m.text().includes('frame-ancestors'));
    await page.goto('https://elsewhere.example/lessons');
    await refused;
    await expect(frame.getByTestId('lesson-title')).toHaveCount(0);
  });
}

async function newSignedInContext(browser: Browser, s: DemoSchool, email: string, password: string) {
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const page = await context.newPage();
  await signedInThroughApi(page, s, email, password);
  return { context, page };
}

for (const slug of ['nova-academy', 'harbor-code']) {
  test(`${slug}: a lesson claims the length its video plays for, on the sales page and in the player, and only a video claims one`, async ({ page }) => {
    const s = school(slug);
    const preview = lessonOf(slug, (l) => l.kind === 'video' && l.free_preview);
    const lessons = preview.course.sections.flatMap((section) => section.lessons);
    await page.goto(`${s.store}/${preview.course.seo_title}`);
    const curriculum = page.getByTestId('curriculum');
    const lengths = curriculum.locator('ol time');
    await expect(lengths).toHaveCount(lessons.filter((l) => l.kind === 'video').length);
    await expect(curriculum.locator('ol li').filter({ has: page.locator('time') })).toHaveText(lessons.filter((l) => l.kind === 'video').map((l) => new RegExp(l.title)));
    const row = curriculum.locator('ol li').filter({ hasText: preview.title });
    const shown = (await row.locator('time').textContent())!;
    expect(shown).toMatch(/^\d+:\d\d$/);
    const [minutes, seconds] = shown.split(':').map(Number);
    await expect(row.locator('time')).toHaveAttribute('datetime', `PT${minutes ? `${minutes}M` : ''}${seconds}S`);

    await row.getByTestId('free-preview-link').click();
    await expect(page.getByTestId('lesson-player')).toHaveAttribute('data-access', 'open');
    await expect.poll(() => page.getByTestId('lesson-video').evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(minutes! * 60 + seconds!);
  });
}

test('nova-academy: a lecture speaks and captions the page\'s language, English or Hindi, from its own script', async ({ page }) => {
  const s = school('nova-academy');
  const preview = lessonOf('nova-academy', (l) => l.kind === 'video' && l.free_preview);
  const seconds = (at: string) => at.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  const cuesOf = (language: string) => readFileSync(`content/lesson-media/nova-academy/lectures/${preview.lessonId}/${captionFile(language)}`, 'utf8')
    .split('\n\n').slice(1).filter(Boolean).map((cue) => {
      const [times, ...text] = cue.split('\n');
      const [from, to] = times!.split(' --> ').map(seconds);
      return { from: from!, to: to!, text: text.join('\n').trim() };
    });
  for (const language of ['en', 'hi']) {
    await page.context().addCookies([{ name: 'sf_lang', value: language, url: s.store }]);
    const voice = page.waitForRequest((r) => new RegExp(`/audio-${language}/00\\.m4s$`).test(r.url()));
    await page.goto(playerPath(s, preview));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await voice;
    await page.getByTestId('captions').click();
    await playUntil(page, 2);
    // Into the third sentence of the script: its words, in this language, are the cue on screen.
    const cue = cuesOf(language)[2]!;
    await page.getByTestId('lesson-video').evaluate((v: HTMLVideoElement, at: number) => { v.currentTime = at; }, (cue.from + cue.to) / 2);
    await expect.poll(() => page.getByTestId('lesson-video').evaluate((v: HTMLVideoElement) => {
      const track = Array.from(v.textTracks).find((t) => t.mode === 'showing');
      return track ? `${track.language}|${(track.activeCues?.[0] as VTTCue | undefined)?.text ?? ''}` : '';
    })).toBe(`${language}|${cue.text}`);
    if (language === 'hi') expect(cue.text).toMatch(/[\u0900-\u097F]/);
  }
});

const paused = (page: Page) => page.getByTestId('lesson-video').evaluate((v: HTMLVideoElement) => v.paused);
const showingCaptions = (page: Page) => page.getByTestId('lesson-video').evaluate((v: HTMLVideoElement) => Array.from(v.textTracks).filter((t) => t.mode === 'showing').map((t) => t.language).join());

test('harbor-code: the video\'s controls sit in its frame and work from the keyboard: play, seek, captions, mute, speed, quality, help, full screen', async ({ page }) => {
  const s = school('harbor-code');
  const preview = lessonOf('harbor-code', (l) => l.kind === 'video' && l.free_preview);
  const console = watchConsoleErrors(page);
  await page.goto(playerPath(s, preview));
  const frame = page.getByTestId('video-frame');
  const video = page.getByTestId('lesson-video');
  await expect(frame).toHaveAttribute('aria-busy', 'false');
  // One bar, inside the picture: no browser controls beside it, no row of page buttons below.
  expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(false);
  const [box, bar] = [await frame.boundingBox(), await page.getByTestId('video-controls').boundingBox()];
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(box!.y + box!.height + 1);
  expect(bar!.y).toBeGreaterThan(box!.y);

  // Tab reaches the play button; Space plays and pauses.
  await page.getByTestId('play').focus();
  await page.keyboard.press('Space');
  await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(1);
  await page.keyboard.press('k');
  await expect.poll(() => paused(page)).toBe(true);
  // The arrows seek 10 s.
  const at = await videoTime(page);
  // media-chrome seeks from the time it last heard in a media event, so each seek must settle before the next key.
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => settledTime(page)).toBeCloseTo(at + 10, 0);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => settledTime(page)).toBeCloseTo(at, 0);
  // C shows the page language's captions and hides them; M mutes.
  await page.keyboard.press('c');
  await expect.poll(() => showingCaptions(page)).toBe('en');
  await page.keyboard.press('c');
  await expect.poll(() => showingCaptions(page)).toBe('');
  await page.keyboard.press('m');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await page.keyboard.press('m');

  // The settings menu, by keyboard: speed 1.5x, then quality Average (SPEC.md's labels), which the picture takes.
  await page.getByTestId('settings').focus();
  await page.keyboard.press('Enter');
  const speedItem = page.getByRole('menuitem', { name: /Speed/ });
  await expect(speedItem).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('speed').getByRole('menuitemradio', { name: '0.5x', exact: true })).toBeFocused();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('speed').getByRole('menuitemradio', { name: '1.5x', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
  await expect(speedItem).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: /Quality/ })).toBeFocused();
  await page.keyboard.press('Enter');
  const quality = page.getByTestId('quality');
  await expect(quality.getByRole('menuitemradio')).toHaveText(['auto', 'Best', 'Better', 'Good', 'Average']);
  await expect(quality.getByRole('menuitemradio', { name: 'auto' })).toBeFocused();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  await expect(quality.getByRole('menuitemradio', { name: 'Average' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Chosen, the menu goes back a level: the choice stays checked in it.
  await expect(quality.locator('media-chrome-menu-item', { hasText: 'Average' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(page.locator('media-settings-menu')).toBeHidden();
  await page.getByTestId('play').focus();
  await page.keyboard.press('Space');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 30_000 }).toBe(144);
  await page.keyboard.press('Space');

  // ? opens the keyboard help, in the page's words; Escape closes it.
  await page.keyboard.press('?');
  await expect(page.getByTestId('shortcut-list')).toContainText('Back 10 seconds');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('shortcut-list')).toBeHidden();
  // F fills the screen with the frame, its bar included, and F again leaves.
  await page.getByTestId('play').focus();
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null)).toBe('video-frame');
  // As with seeking, media-chrome toggles by the state its last event gave it: F again once it knows it is full screen.
  await expect(page.getByTestId('fullscreen')).toHaveAttribute('mediaisfullscreen', '');
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  console.expectNone();
});

test('nova-academy: on a phone, a double tap on either half seeks 10 s, and the controls hide while the video plays and come back on a tap', async ({ browser }) => {
  const s = school('nova-academy');
  const preview = lessonOf('nova-academy', (l) => l.kind === 'video' && l.free_preview);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, extraHTTPHeaders: ownClientAddress() });
  const page = await context.newPage();
  await page.goto(playerPath(s, preview));
  const frame = page.getByTestId('video-frame');
  await expect(frame).toHaveAttribute('aria-busy', 'false');
  await expect.poll(() => page.getByTestId('lesson-video').evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(30);
  const box = (await frame.boundingBox())!;
  const doubleTap = async (x: number) => {
    await page.touchscreen.tap(x, box.y + box.height / 3);
    await page.touchscreen.tap(x, box.y + box.height / 3);
  };
  // Two taps 350 ms apart are two single taps: each pair is tried again until the phone counts it as one double tap.
  const before = await videoTime(page);
  await expect(async () => {
    await doubleTap(box.x + box.width * 0.8);
    await expect(page.getByTestId('seek-flash')).toHaveText('Forward 10 seconds', { timeout: 1_000 });
  }).toPass();
  expect(await videoTime(page)).toBeGreaterThanOrEqual(before + 10);
  const forward = await videoTime(page);
  await expect(async () => {
    await doubleTap(box.x + box.width * 0.2);
    await expect(page.getByTestId('seek-flash')).toHaveText('Back 10 seconds', { timeout: 1_000 });
  }).toPass();
  expect(await videoTime(page)).toBeLessThanOrEqual(forward - 10);

  // Playing, the controls step aside; a tap on the picture brings them back.
  await page.getByTestId('play').tap();
  await expect.poll(() => paused(page)).toBe(false);
  await expect(frame).toHaveAttribute('userinactive', '');
  await expect.poll(() => page.getByTestId('video-controls').evaluate((bar) => getComputedStyle(bar).opacity)).toBe('0');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 3);
  await expect(frame).not.toHaveAttribute('userinactive', '');
  await expect.poll(() => page.getByTestId('video-controls').evaluate((bar) => getComputedStyle(bar).opacity)).toBe('1');
  await context.close();
});

for (const slug of ['nova-academy']) {
  test(`${slug}: a video plays, a reload resumes near the same second, and another browser resumes too through /player`, async ({ page, browser }) => {
    const s = school(slug);
    const paid = lessonOf(slug, (l) => l.kind === 'video' && !l.free_preview);
    const learner = await enrolledLearner(page, s, paid.course.id);
    const console = watchConsoleErrors(page);
    await page.goto(playerPath(s, paid));
    await expect(page.getByTestId('lesson-player')).toHaveAttribute('data-access', 'open');
    // Quality choice with SPEC.md section 9's labels.
    await expect(page.getByTestId('quality').locator('media-chrome-menu-item')).toHaveText(['auto', 'Best', 'Better', 'Good', 'Average']);
    const saved = page.waitForResponse((r) => r.url().includes('/learner/v1/progress') && r.request().method() === 'PUT' && r.status() === 200
      && (r.request().postDataJSON() as { position: number }).position >= 4);
    await playUntil(page, 4);
    await saved;
    const stopped = await videoTime(page);

    await page.reload();
    await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(stopped - 5);
    expect(await videoTime(page)).toBeLessThan(stopped + 5);

    // Another browser finds its way back from my-enrollments' "Continue studying" (/player), to the same second.
    const other = await newSignedInContext(browser, s, learner.email, learner.password);
    await other.page.goto(`${s.store}/my-enrollments`);
    await other.page.getByTestId('continue-studying').click();
    await expect(other.page).toHaveURL(playerPath(s, paid));
    await expect.poll(() => videoTime(other.page), { timeout: 20_000 }).toBeGreaterThan(stopped - 5);
    expect(await videoTime(other.page)).toBeLessThan(stopped + 5);
    await other.context.close();
    console.expectNone();
  });
}

test('harbor-code: a media URL refused mid-lesson is signed again and the video plays on; refused again at once, the licence text shows', async ({ page }) => {
  const s = school('harbor-code');
  const paid = lessonOf('harbor-code', (l) => l.kind === 'video' && !l.free_preview);
  await enrolledLearner(page, s, paid.course.id);
  const signed: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/learner/v1/signed_url') signed.push(String(r.status()));
  });
  // Segments are refused until the URL has been signed again, as an expired grant's would be; the playlists load.
  let refuseEvery = false;
  await page.route('**/learner/v1/content/**', async (route) => {
    if (refuseEvery || (signed.length < 2 && route.request().url().endsWith('.m4s'))) {
      await route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ data: { message: LESSON_TEXT.linkExpired } }) });
    } else await route.continue();
  });
  await page.goto(playerPath(s, paid));
  // hls.js loads ahead as soon as the video is there: the refusal and the renewal come before any play.
  await expect.poll(() => signed).toEqual(['200', '200']);
  await playUntil(page, 2);
  expect(signed).toEqual(['200', '200']);
  await expect(page.getByTestId('playback-error')).toHaveCount(0);

  // Every URL refused, the new one too: not a loop of renewals, SPEC.md's licence text and a way to try again.
  refuseEvery = true;
  await page.reload();
  await expect(page.getByTestId('licence-error')).toContainText(LESSON_TEXT.licence);
  expect(signed.length).toBe(4);
  refuseEvery = false;
  await page.getByTestId('licence-error').getByRole('button', { name: 'Try again' }).click();
  await playUntil(page, 1);
});

test('atelier-lingua: with the network cut as the player fetches its video engine, the lesson says it could not be played, and Try again plays it', async ({ page }) => {
  const s = school('atelier-lingua');
  const preview = lessonOf('atelier-lingua', (l) => l.kind === 'video' && l.free_preview);
  const engine = /\/_astro\/hls\.[^/]*\.js$/;
  await page.route(engine, (route) => route.abort('internetdisconnected'));
  await page.goto(playerPath(s, preview));
  await expect(page.getByTestId('playback-error')).toContainText(LESSON_TEXT.playback);
  await page.unroute(engine);
  await page.getByTestId('playback-error').getByRole('button', { name: 'Try again' }).click();
  await playUntil(page, 1);
});

test('atelier-lingua: /player, before any lesson is started, leads to the learner\'s courses', async ({ page }) => {
  const s = school('atelier-lingua');
  const course = lessonOf('atelier-lingua', (l) => l.kind === 'video').course;
  await enrolledLearner(page, s, course.id);
  await page.goto(`${s.store}/player`);
  await expect(page.getByTestId('resume-empty')).toContainText('No lesson started yet');
  await expectNoSeriousA11yIssues(page);
  await page.getByTestId('resume-empty').getByRole('link', { name: 'My courses' }).click();
  await expect(page).toHaveURL(`${s.store}/my-enrollments`);
});

for (const slug of ['atelier-lingua']) {
  test(`${slug}: PDF notes render with selectable text and turn pages; the last page completes the lesson`, async ({ page }) => {
    const s = school(slug);
    const notes = lessonOf(slug, (l) => l.kind === 'pdf');
    await enrolledLearner(page, s, notes.course.id);
    const console = watchConsoleErrors(page);
    await page.goto(playerPath(s, notes));
    await expect(page.getByTestId('pdf-page')).toHaveText('Page 1 of 3');
    await expect(page.getByTestId('pdf-text')).toContainText(notes.title.slice(0, 20));
    await page.getByTestId('pdf-next').click();
    await expect(page.getByTestId('pdf-page')).toHaveText('Page 2 of 3');
    await page.getByTestId('pdf-next').click();
    await expect(page.getByTestId('pdf-page')).toHaveText('Page 3 of 3');
    await expect(page.getByTestId('pdf-text')).toContainText('Summary and practice');
    await expect(page.getByTestId('lesson-complete')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('pdf-page')).toHaveText('Page 3 of 3');

    // A note on page 2 shows in the bookmark list and leads back to that page.
    await page.getByTestId('pdf-previous').click();
    await expect(page.getByTestId('pdf-page')).toHaveText('Page 2 of 3');
    await page.getByTestId('bookmark-note-input').fill('Revise the formulas here');
    await page.getByTestId('add-bookmark').click();
    await expect(page.getByTestId('player-bookmark')).toHaveText('Page 2');
    await page.goto(`${s.store}/home/${notes.course.seo_title}/bookmark`);
    const mark = page.getByTestId('bookmark').filter({ hasText: 'Revise the formulas here' });
    await mark.getByRole('link').click();
    await expect(page).toHaveURL(`${playerPath(s, notes)}#page=2`);
    await expect(page.getByTestId('pdf-page')).toHaveText('Page 2 of 3');
    console.expectNone();
  });
}

test('nova-academy: a slide deck shows one slide at a time, turns with the keys, goes full screen, completes on the last slide and keeps a bookmark', async ({ page }) => {
  const s = school('nova-academy');
  const deck = lessonOf('nova-academy', (l) => l.kind === 'slides');
  await enrolledLearner(page, s, deck.course.id);
  const console = watchConsoleErrors(page);
  await page.goto(playerPath(s, deck));
  await expect(page.getByTestId('pdf-viewer')).toHaveAttribute('data-deck', 'true');
  await expect(page.getByTestId('pdf-page')).toHaveText('Slide 1 of 5');
  await expect(page.getByTestId('pdf-text')).toContainText(deck.course.title.split(' ')[0]!);
  // The slide fits the stage: as wide as the panel, no wider.
  const [canvasWidth, stageWidth] = await page.getByRole('region', { name: 'Lesson slides' }).evaluate((stage) => [stage.querySelector('canvas')!.getBoundingClientRect().width, stage.clientWidth]);
  expect(canvasWidth).toBeGreaterThan(stageWidth * 0.8);
  expect(canvasWidth).toBeLessThanOrEqual(stageWidth);

  const stage = page.getByRole('region', { name: 'Lesson slides' });
  await stage.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('pdf-page')).toHaveText('Slide 2 of 5');
  await expect(page.getByTestId('pdf-text')).toContainText('In this section');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('pdf-page')).toHaveText('Slide 1 of 5');
  await page.getByTestId('slides-fullscreen').click();
  await expect(page.getByTestId('slides-fullscreen')).toHaveText('Exit full screen');
  await page.keyboard.press('End');
  await expect(page.getByTestId('pdf-page')).toHaveText('Slide 5 of 5');
  await page.getByTestId('slides-fullscreen').click();
  await expect(page.getByTestId('slides-fullscreen')).toHaveText('Full screen');
  await expect(page.getByTestId('lesson-complete')).toBeVisible();

  await page.getByTestId('pdf-previous').click();
  await expect(page.getByTestId('pdf-page')).toHaveText('Slide 4 of 5');
  await page.getByTestId('add-bookmark').click();
  await expect(page.getByTestId('player-bookmark')).toHaveText('Slide 4');
  await page.reload();
  await expect(page.getByTestId('pdf-page')).toHaveText('Slide 4 of 5');
  console.expectNone();
});

test('harbor-code: a hands-on lab shows its brief and is complete only when the learner marks it', async ({ page }) => {
  const s = school('harbor-code');
  const lab = lessonOf('harbor-code', (l) => l.kind === 'code');
  await enrolledLearner(page, s, lab.course.id);
  const console = watchConsoleErrors(page);
  await page.goto(playerPath(s, lab));
  await expect(page.getByTestId('article').locator('h1')).toHaveText(lab.title);
  await expect(page.getByTestId('article')).toContainText('Check your work');
  await expect(page.getByTestId('no-content')).toHaveCount(0);
  // Opening a lab is not doing it.
  await expect(page.getByTestId('mark-complete')).toBeVisible();
  await page.reload();
  await page.getByTestId('mark-complete').click();
  await expect(page.getByTestId('lesson-complete')).toBeVisible();
  console.expectNone();
});

test('harbor-code: an article renders from Markdown and a dashboard links into the player', async ({ page }) => {
  const s = school('harbor-code');
  const article = lessonOf('harbor-code', (l) => l.kind === 'text');
  await enrolledLearner(page, s, article.course.id);
  await page.goto(`${s.store}/home/${article.course.seo_title}`);
  await page.getByRole('link', { name: article.title, exact: true }).first().click();
  await expect(page).toHaveURL(playerPath(s, article));
  await expect(page.getByTestId('article').locator('h1')).toBeVisible();
  await expect(page.getByTestId('lesson-complete')).toBeVisible();
  // Back on the dashboard: the section's percentage and "Continue where you left off" into this lesson.
  await page.goto(`${s.store}/home/${article.course.seo_title}`);
  await expect(page.getByTestId('continue-lesson')).toHaveAttribute('href', new URL(playerPath(s, article)).pathname);
  const lessons = article.course.sections.find((x) => x.id === article.sectionId)!.lessons.length;
  await expect(page.getByTestId('section-progress').nth(article.course.sections.findIndex((x) => x.id === article.sectionId)))
    .toHaveText(`${Math.floor(100 / lessons)}% complete`);
});

// Both widths in one test per school: one learner and one enrolment, then the same lesson at each width.
for (const [slug, mode] of [['nova-academy', 'light'], ['harbor-code', 'dark']] as const) {
  test(`${slug}: the player passes axe in ${mode} at 390 and at 1280 px`, async ({ page }) => {
    const s = school(slug);
    const paid = lessonOf(slug, (l) => l.kind === 'video' && !l.free_preview);
    await page.addInitScript((m) => localStorage.setItem('theme-color-mode', m), mode);
    await enrolledLearner(page, s, paid.course.id);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(playerPath(s, paid));
      await expect(page.getByTestId('video-controls')).toBeVisible();
      await expectNoSeriousA11yIssues(page, `${width} px`);
      await page.screenshot({ path: `test-results/player-${slug}-${mode}-${width}.png`, fullPage: true });
      if (width === 390) {
        await page.getByTestId('open-lessons').click();
        await expect(page.getByRole('dialog').getByTestId('lesson-list')).toBeVisible();
        await expectNoSeriousA11yIssues(page, `${width} px, lesson list`);
      }
    }
  });
}
