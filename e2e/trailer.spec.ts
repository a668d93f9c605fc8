/**
 * A course's trailer (issue 47): the buy box's cover plays the course's free-preview lecture in place, voiced and
 * captioned in the page's language, and loads nothing before the press. On two schools with different themes and
 * currencies: nova-academy (₹, light, English and Hindi) and harbor-code ($, dark).
 */
import { expect, test, type Page } from '@playwright/test';
import { LESSON_TEXT } from '../src/contract/lessons.ts';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { ownClientAddressPerTest } from './learners.ts';
import { DEMO_SCHOOLS, publicLesson, type DemoSchool } from './schools.ts';

test.describe.configure({ timeout: 90_000 });
ownClientAddressPerTest();

/** The school's first public course with a free-preview video, and that video: what its sales page's trailer plays. */
const trailerOf = (slug: string) => publicLesson(slug, (l) => l.kind === 'video' && l.free_preview, 'a free-preview video');

const video = (page: Page) => page.getByTestId('trailer').getByTestId('trailer-video');
const playing = (page: Page) => video(page).evaluate((v: HTMLVideoElement) => ({ time: v.currentTime, paused: v.paused }));

/** Plays the trailer (a press on the cover's play button, as a learner would) until it is a second and a half in. */
async function playTrailer(page: Page) {
  await page.getByTestId('trailer-play').click();
  await expect(video(page)).toBeVisible();
  await expect.poll(async () => (await playing(page)).time, { timeout: 30_000 }).toBeGreaterThan(1.5);
}

for (const slug of ['nova-academy', 'harbor-code']) {
  const school: DemoSchool = DEMO_SCHOOLS.find((s) => s.slug === slug)!;
  const trailer = trailerOf(slug);
  const salesPage = `${school.store}/${trailer.course.seo_title}`;

  test.describe(slug, () => {
    test('the cover plays the free-preview lecture in place, at its stated length, with captions, and loads nothing before the press', async ({ page }) => {
      const errors = watchConsoleErrors(page);
      const asked: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/learner/v1/signed_url') || path.startsWith('/learner/v1/content/') || /hls/.test(path)) asked.push(path);
      });
      await page.goto(salesPage);
      const start = page.getByTestId('trailer-play');
      await expect(start).toContainText('Preview this course');
      // Its length is the lesson's (its lecture's), as the curriculum says it.
      const clock = (await page.getByTestId('curriculum').locator('ol li').filter({ hasText: trailer.title }).locator('time').textContent())!;
      await expect(start.locator('time')).toHaveText(clock);
      await expect(start).toHaveAccessibleName(`Preview this course (${trailer.title}) ${clock}`);
      const [minutes, seconds] = clock.split(':').map(Number);
      // Without the script it is the lesson itself, in the player.
      await expect(start).toHaveAttribute('href', `/${school.base}/home/${trailer.course.seo_title}/section/${trailer.sectionId}/lesson/${trailer.lessonId}`);
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);

      await playTrailer(page);
      await expect(page).toHaveURL(salesPage);
      await expect(start).toBeHidden();
      expect(await video(page).evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
      expect(Math.abs((await video(page).evaluate((v: HTMLVideoElement) => v.duration)) - (minutes! * 60 + seconds!))).toBeLessThanOrEqual(1);
      // Captions in the page's language first, then the lecture's others; shown, they say its script.
      const languages = slug === 'nova-academy' ? ['en', 'hi'] : ['en'];
      expect(await video(page).evaluate((v: HTMLVideoElement) => Array.from(v.textTracks).map((t) => `${t.language}:${t.label}`))).toEqual(
        languages.map((l) => `${l}:${l === 'en' ? 'English' : 'Hindi'}`),
      );
      await video(page).evaluate((v: HTMLVideoElement) => { v.textTracks[0]!.mode = 'showing'; });
      await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.textTracks[0]!.cues?.length ?? 0)).toBeGreaterThan(3);
      expect(asked.some((p) => p.startsWith('/learner/v1/signed_url'))).toBe(true);
      errors.expectNone();
    });

    for (const mode of ['light', 'dark'] as const) {
      test(`the sales page with its trailer passes axe in ${mode}, playing and not`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: mode });
        await page.setViewportSize(mode === 'light' ? { width: 1280, height: 900 } : { width: 390, height: 844 });
        await page.goto(salesPage);
        await expect(page.getByTestId('trailer-play')).toBeVisible();
        await expectNoSeriousA11yIssues(page, `sales page ${mode}`);
        await playTrailer(page);
        await expectNoSeriousA11yIssues(page, `sales page playing its trailer ${mode}`);
      });
    }
  });
}

test('nova-academy: in Hindi the trailer speaks Hindi and shows Hindi captions first', async ({ page }) => {
  const school = DEMO_SCHOOLS.find((s) => s.slug === 'nova-academy')!;
  const trailer = trailerOf('nova-academy');
  await page.context().addCookies([{ name: 'sf_lang', value: 'hi', url: school.store }]);
  await page.goto(`${school.store}/${trailer.course.seo_title}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByTestId('trailer-play')).toContainText('इस कोर्स की झलक देखें');
  const voice = page.waitForRequest((r) => /\/audio-hi\/00\.m4s$/.test(r.url()));
  await playTrailer(page);
  await voice;
  expect(await video(page).evaluate((v: HTMLVideoElement) => Array.from(v.textTracks).map((t) => t.language))).toEqual(['hi', 'en']);
});

test('harbor-code: a trailer cut off by the network says so, and Try again plays it', async ({ page }) => {
  const school = DEMO_SCHOOLS.find((s) => s.slug === 'harbor-code')!;
  const trailer = trailerOf('harbor-code');
  await page.goto(`${school.store}/${trailer.course.seo_title}`);
  // The network drops as the learner presses play: the signed playlist never arrives.
  await page.route('**/learner/v1/signed_url**', (route) => route.abort('internetdisconnected'));
  await page.getByTestId('trailer-play').click();
  const failure = page.getByTestId('trailer-error');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(LESSON_TEXT.playback);
  await expect(video(page)).toHaveCount(0);
  await expect(page.getByTestId('trailer-play')).toBeVisible();

  await page.unroute('**/learner/v1/signed_url**');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(failure).toBeHidden();
  await expect.poll(async () => (await playing(page)).time, { timeout: 30_000 }).toBeGreaterThan(1.5);
});
