import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { TenantCatalogue } from '../src/contract/catalogue.ts';
import { TenantLive } from '../src/contract/tenant-live.ts';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { enrolledThroughApi, newLearner, ownClientAddress, ownClientAddressPerTest, signedInThroughApi, signedUpThroughApi, skewClock } from './learners.ts';
import { DEMO_SCHOOLS, E2E_PORT, type DemoSchool } from './schools.ts';

// Live classes end to end (issue 42), on a light school in rupees and a dark one in dollars. Two learners and the
// demo faculty chat in one class whose stream plays; a hand is raised and answered, a message deleted; one learner's
// network is cut mid-class and they then see every message they missed, once. A learner who is not enrolled is
// refused. The class page's states are walked by moving the class in time (and a device clock three hours off), with
// Zoom's details only near the start, the .ics file and the reminder. Each test moves only its own class.

test.describe.configure({ timeout: 150_000 });
ownClientAddressPerTest();

const school = (slug: string): DemoSchool => DEMO_SCHOOLS.find((s) => s.slug === slug)!;

/**
 * The school's live classes of its first course with live lessons, from its tenant files: on now (4), upcoming on Zoom
 * (7), over with a recording, pending, cancelled.
 */
function classes(slug: string) {
  const live = TenantLive.parse(JSON.parse(readFileSync(`tenants/${slug}/live.json`, 'utf8')));
  const catalogue = TenantCatalogue.parse(JSON.parse(readFileSync(`tenants/${slug}/catalogue.json`, 'utf8')));
  const course = catalogue.products.find((p) => p.id === live.classes[0]!.course_id)!;
  const lessons = course.sections.flatMap((s) => s.lessons);
  const title = (id: number) => lessons.find((l) => l.id === id)!.title;
  const [onNow, upcoming, recorded, pending, cancelled] = live.classes.filter((c) => c.course_id === course.id).map((c) => ({ ...c, title: title(c.lesson_id), duration: lessons.find((l) => l.id === c.lesson_id)!.duration_seconds }));
  return { course, reminder: live.reminder_minutes, onNow: onNow!, upcoming: upcoming!, recorded: recorded!, pending: pending!, cancelled: cancelled! };
}

/** What a school admin does (the dev call): the class moved to start `seconds` from now, cancelled, or its recording attached. */
async function moveClass(page: Page, s: DemoSchool, courseId: number, lessonId: number, change: Record<string, unknown>): Promise<void> {
  const reply = await page.request.fetch(`http://127.0.0.1:${E2E_PORT}/learner/dev/live_classes/${courseId}/${lessonId}`, {
    method: 'POST', headers: { host: new URL(s.origin).host }, data: change,
  });
  expect(reply.status()).toBe(200);
}

/** Someone else on the same school, in a browser context (and client address) of their own. */
async function another(browser: Browser, sign: (page: Page) => Promise<unknown>) {
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const page = await context.newPage();
  await sign(page);
  return { page, context, close: () => context.close() };
}

const say = async (page: Page, words: string) => {
  await page.getByTestId('chat-input').fill(words);
  await page.getByTestId('chat-send').click();
};
const chatLine = (page: Page, words: string) => page.getByTestId('chat-message').filter({ hasText: words });

for (const slug of ['nova-academy', 'harbor-code']) {
  const s = school(slug);
  const { course, reminder, onNow, upcoming, recorded, pending, cancelled } = classes(slug);
  const classUrl = (lessonId: number) => `${s.store}/live-webinar/${course.id}/${lessonId}`;
  const faculty = (p: Page) => signedInThroughApi(p, s, `faculty@${slug}.example`, 'Learner123');

  test.describe(slug, () => {
    test('two learners and the demo faculty chat in a class whose stream plays; a hand raised and answered, a message deleted', async ({ page, browser }) => {
      const errors = watchConsoleErrors(page);
      await moveClass(page, s, course.id, onNow.lesson_id, { starts_in_seconds: -120 });
      const asha = await enrolledThroughApi(page, s, course.id, newLearner('Asha Nair', '6'));
      expect(asha.studentId).toBeGreaterThan(0);
      await page.goto(classUrl(onNow.lesson_id));
      await expect(page.getByTestId('live-state')).toHaveText('Live now');
      await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
      // The school's clip as a live stream: hls.js plays it from the sliding playlist.
      await expect(page.getByTestId('live-stream')).toHaveAttribute('data-playing', 'true', { timeout: 30_000 });

      const ravi = await another(browser, (p) => enrolledThroughApi(p, s, course.id, newLearner('Ravi Menon', '7')));
      await ravi.page.goto(classUrl(onNow.lesson_id));
      await expect(ravi.page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
      const teacher = await another(browser, faculty);
      await teacher.page.goto(classUrl(onNow.lesson_id));
      await expect(teacher.page.getByTestId('faculty-controls')).toBeVisible();

      const hello = `Is the event loop single-threaded? ${Date.now()}`;
      await say(page, hello);
      await expect(chatLine(ravi.page, hello)).toHaveCount(1);
      await expect(chatLine(teacher.page, hello)).toHaveCount(1);
      const reply = `Yes: one thread, many queued tasks. ${Date.now()}`;
      await say(teacher.page, reply);
      await expect(chatLine(page, reply).getByTestId('chat-role')).toHaveText('Faculty');
      await expect(chatLine(ravi.page, reply)).toHaveCount(1);

      // A hand raised, queued, and answered by faculty.
      await ravi.page.getByTestId('hand').click();
      await expect(ravi.page.getByTestId('hand')).toHaveAttribute('aria-pressed', 'true');
      await expect(ravi.page.getByTestId('hand-position')).toContainText('1');
      await expect(teacher.page.getByTestId('hand-raised').filter({ hasText: 'Ravi Menon' })).toBeVisible();
      await teacher.page.getByTestId('answer-hand').click();
      await expect(page.getByTestId('answering')).toContainText('Ravi Menon');
      await expect(ravi.page.getByTestId('hand')).toHaveAttribute('aria-pressed', 'false');

      // The floor: asked for, given, muted, taken back.
      await ravi.page.getByTestId('mic-request').click();
      await expect(ravi.page.getByTestId('mic-state')).toContainText('You asked to speak');
      const request = teacher.page.getByTestId('mic-request-item').filter({ hasText: 'Ravi Menon' });
      await request.getByTestId('mic-grant').click();
      await expect(ravi.page.getByTestId('mic-state')).toHaveText('You have the floor');
      await ravi.page.getByTestId('mic-mute').click();
      await expect(ravi.page.getByTestId('mic-state')).toHaveText('You are muted');
      await request.getByTestId('mic-revoke').click();
      await expect(ravi.page.getByTestId('mic-request')).toBeVisible();

      // A learner deletes their own message; faculty delete anyone's; a learner cannot delete another's.
      const oops = `Wrong chat, sorry ${Date.now()}`;
      await say(ravi.page, oops);
      await expect(chatLine(page, oops)).toHaveCount(1);
      await expect(chatLine(page, oops).getByTestId('chat-delete')).toHaveCount(0);
      const seq = await chatLine(page, oops).getAttribute('data-seq');
      await chatLine(teacher.page, oops).getByTestId('chat-delete').click();
      await expect(page.locator(`[data-testid="chat-message"][data-seq="${seq}"]`).getByTestId('chat-deleted')).toHaveText('This message was deleted.');
      await expect(chatLine(page, oops)).toHaveCount(0);
      await expect(chatLine(ravi.page, oops)).toHaveCount(0);

      // Empty and over-long messages are said at the field, and nothing is sent.
      await page.getByTestId('chat-send').click();
      await expect(page.getByTestId('chat-error')).toHaveText('Write a message first');

      await ravi.close();
      await teacher.close();
      errors.expectNone();
    });

    test("one learner's network cut mid-class: back online, they see every message they missed, once and in order", async ({ page, browser }) => {
      await moveClass(page, s, course.id, onNow.lesson_id, { starts_in_seconds: -120 });
      await enrolledThroughApi(page, s, course.id, newLearner('Neha Shah', '8'));
      await page.goto(classUrl(onNow.lesson_id));
      await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
      const other = await another(browser, (p) => enrolledThroughApi(p, s, course.id, newLearner('Kabir Das', '9')));
      await other.page.goto(classUrl(onNow.lesson_id));
      await expect(other.page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');

      const stamp = Date.now();
      await page.context().setOffline(true);
      await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'offline');
      await expect(page.getByTestId('connection-state')).toHaveText('Offline');
      const missed = [`First while away ${stamp}`, `Second while away ${stamp}`, `Third while away ${stamp}`];
      for (const words of missed) {
        await say(other.page, words);
        await expect(chatLine(other.page, words)).toHaveCount(1);
      }
      // Written while offline: it waits, and goes once the network is back.
      const mine = `Sent from a dead network ${stamp}`;
      await say(page, mine);
      await expect(page.getByTestId('chat-pending')).toHaveCount(1);

      await page.context().setOffline(false);
      await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
      for (const words of missed) await expect(chatLine(page, words)).toHaveCount(1);
      await expect(chatLine(other.page, mine)).toHaveCount(1);
      await expect(page.getByTestId('chat-pending')).toHaveCount(0);
      const order = await page.getByTestId('chat-message').evaluateAll((items) => items.map((i) => Number((i as HTMLElement).dataset['seq'])));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(new Set(order).size).toBe(order.length);
      await other.close();
    });

    test('a learner not enrolled is refused, with the way to buy; signed out, the way to sign in; the player leads to the class', async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await page.goto(classUrl(recorded.lesson_id));
      await expect(page).toHaveURL(/\/signin\?/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

      const learner = await signedUpThroughApi(page, s, newLearner('Zara Khan', '6'));
      await page.goto(classUrl(recorded.lesson_id));
      await expect(page.getByTestId('live-locked')).toHaveAttribute('data-access', 'buy');
      await expect(page.getByTestId('live-locked-text')).toHaveText('Buy this course to open this lesson');
      await expect(page.getByTestId('watch-recording')).toHaveCount(0);
      await expect(page.getByTestId('classroom')).toHaveCount(0);
      // Asking the API for the room directly is refused too.
      const refused = await page.request.fetch(`http://127.0.0.1:${E2E_PORT}/learner/v1/rooms/token`, {
        method: 'POST', headers: { host: new URL(s.origin).host, authorization: `Bearer ${learner.authToken}` }, data: { room: `live-${course.id}-${recorded.lesson_id}` },
      });
      const status = refused.status();
      expect(((await refused.json()) as { data: { message: string } }).data.message).toBe('Enrol in this product to continue');
      expect(status).toBe(403);
      await page.getByTestId('live-locked-action').click();
      await expect(page).toHaveURL(new RegExp(`/coursePayment/${course.id}`));

      // Enrolled: the player's live lesson leads to its class; the class leads to its recording.
      await page.request.fetch(`http://127.0.0.1:${E2E_PORT}/learner/dev/enrolments`, { method: 'POST', headers: { host: new URL(s.origin).host }, data: { email: learner.email, course_id: course.id } });
      const section = course.sections.find((x) => x.lessons.some((l) => l.id === recorded.lesson_id))!;
      await page.goto(`${s.store}/home/${course.seo_title}/section/${section.id}/lesson/${recorded.lesson_id}`);
      await page.getByTestId('open-live-class').click();
      await expect(page).toHaveURL(classUrl(recorded.lesson_id));
      await expect(page.getByTestId('live-state')).toHaveText('Completed');
      await expect(page.getByTestId('classroom')).toBeVisible();
      await page.getByTestId('watch-recording').click();
      await expect(page).toHaveURL(new RegExp(`/lesson/${recorded.recording_lesson_id}$`));
      errors.expectNone();
    });

    test("the class page's states as the class moves in time, on a device three hours fast; Zoom's details only near the start", async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await skewClock(page, 3 * 60 * 60 * 1000);
      const learner = await enrolledThroughApi(page, s, course.id, newLearner('Dev Patel', '7'));
      const cls = upcoming;
      const passcode = cls.zoom!.passcode;

      // Two days away: a countdown by the server's clock (the device's three hours do not count), Zoom later.
      await moveClass(page, s, course.id, cls.lesson_id, { starts_in_seconds: 2 * 86_400 + 3600 });
      await page.goto(classUrl(cls.lesson_id));
      await expect(page.getByTestId('live-state')).toHaveText('Scheduled');
      await expect(page.getByTestId('countdown').locator('[data-part="days"] strong')).toHaveText('02');
      await expect(page.getByTestId('countdown').locator('[data-part="hours"] strong')).toHaveText(/^0[01]$/);
      await expect(page.getByTestId('reminder-note')).toContainText(`${reminder} minutes`);
      await expect(page.getByTestId('zoom-later')).toBeVisible();
      await expect(page.getByTestId('zoom')).toHaveCount(0);
      expect(await page.content()).not.toContain(passcode);

      // The calendar file holds the class at its time, in UTC.
      const download = page.waitForEvent('download');
      await page.getByTestId('add-to-calendar').click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.ics$/);
      const ics = readFileSync((await file.path())!, 'utf8');
      const startsAt = await page.getByTestId('live-when').locator('time').getAttribute('datetime');
      expect(ics).toContain(`DTSTART:${new Date(startsAt!).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
      expect(ics).toContain(`SUMMARY:${cls.title.replace(/[,;]/g, (c) => `\\${c}`)}`);
      expect(ics).not.toContain(passcode);

      // Ten minutes away: Zoom's details are there; the reminder goes out (the cron's duty, run now).
      await moveClass(page, s, course.id, cls.lesson_id, { starts_in_seconds: 600 });
      await page.reload();
      await expect(page.getByTestId('zoom-passcode')).toHaveText(passcode);
      await expect(page.getByTestId('zoom-join')).toHaveAttribute('href', cls.zoom!.join_url);
      await expect(page.getByTestId('countdown').locator('[data-part="minutes"] strong')).toHaveText(/^(09|10)$/);
      expect((await page.request.fetch(`http://127.0.0.1:${E2E_PORT}/learner/dev/scheduled`, { method: 'POST', headers: { host: new URL(s.origin).host }, data: {} })).status()).toBe(200);
      await page.goto(`${s.store}/in-app-notifications`);
      const notice = page.getByText(new RegExp(`${cls.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} starts in (9|10) minutes`));
      await expect(notice).toBeVisible();
      const inbox = await page.request.fetch(`http://127.0.0.1:${E2E_PORT}/learner/dev/inbox?to=${encodeURIComponent(learner.email)}`, { headers: { host: new URL(s.origin).host } });
      expect(((await inbox.json()) as { messages: { kind: string }[] }).messages.filter((m) => m.kind === 'live_reminder')).toHaveLength(1);

      // Starting in a few seconds: the countdown reaches zero and the page turns live by itself.
      await moveClass(page, s, course.id, cls.lesson_id, { starts_in_seconds: 3 });
      await page.goto(classUrl(cls.lesson_id));
      await expect(page.getByTestId('live-state')).toHaveText('Live now', { timeout: 20_000 });
      await expect(page.getByTestId('zoom-join')).toBeVisible();
      // In the room before the class moves on: a room asked for after a cancellation is refused, as it should be.
      await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');

      // Over: the recording is being prepared; attached, it is there to watch.
      await moveClass(page, s, course.id, cls.lesson_id, { starts_in_seconds: -3 * 3600 });
      await page.reload();
      await expect(page.getByTestId('live-state')).toHaveText('Recording being prepared');
      await expect(page.getByTestId('recording-pending')).toBeVisible();
      await expect(page.getByTestId('zoom')).toHaveCount(0);
      await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
      await moveClass(page, s, course.id, cls.lesson_id, { recording_lesson_id: recorded.recording_lesson_id });
      await page.reload();
      await expect(page.getByTestId('live-state')).toHaveText('Completed');
      await expect(page.getByTestId('watch-recording')).toBeVisible();
      await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');

      // Cancelled.
      await moveClass(page, s, course.id, cls.lesson_id, { cancelled: true });
      await page.reload();
      await expect(page.getByTestId('live-state')).toHaveText('Cancelled');
      await expect(page.getByTestId('live-cancelled')).toBeVisible();

      // Back as the school has it, for the next run.
      await moveClass(page, s, course.id, cls.lesson_id, { cancelled: false, recording_lesson_id: null, starts_in_seconds: 2 * 86_400 });
      errors.expectNone();
    });

    test("a class's chat replays beside its recording, each message at the moment it was asked", async ({ page, browser }) => {
      // The pending class, live for the length of this test, then over with a recording of its own.
      const video = course.sections.flatMap((x) => x.lessons.map((l) => ({ ...l, section: x.id }))).find((l) => l.kind === 'video')!;
      await moveClass(page, s, course.id, pending.lesson_id, { starts_in_seconds: -2, duration_seconds: 3600, recording_lesson_id: null });
      const teacher = await another(browser, faculty);
      await teacher.page.goto(classUrl(pending.lesson_id));
      await expect(teacher.page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
      // The class begins now: the messages below fall in the first seconds of its (16-second) recording.
      await moveClass(page, s, course.id, pending.lesson_id, { starts_in_seconds: -1 });
      const first = `Replay question one ${Date.now()}`;
      const second = `Replay answer two ${Date.now()}`;
      await say(teacher.page, first);
      await expect(chatLine(teacher.page, first)).toHaveCount(1);
      await say(teacher.page, second);
      await expect(chatLine(teacher.page, second)).toHaveCount(1);
      await teacher.close();
      await moveClass(page, s, course.id, pending.lesson_id, { duration_seconds: 1, recording_lesson_id: video.id });

      await enrolledThroughApi(page, s, course.id, newLearner('Later Viewer', '9'));
      await page.goto(`${s.store}/home/${course.seo_title}/section/${video.section}/lesson/${video.id}#t=15`);
      const replay = page.getByTestId('chat-replay');
      const line = (words: string) => replay.getByTestId('replay-message').filter({ hasText: words });
      await expect(line(first)).toBeVisible();
      await expect(line(second)).toBeVisible();
      await expect(line(first)).toHaveAttribute('data-at', /^\d{1,2}$/);
      await expect(replay.getByTestId('chat-replay-count')).toHaveText(/^(\d+) of \1 messages so far$/);
      // Back to the start of the recording: neither had been asked yet. First the video is where it opened (the chat
      // follows the opening place before the video has loaded; a seek before then would be undone by its first one).
      await expect.poll(() => page.getByTestId('lesson-video').evaluate((v) => (v as HTMLVideoElement).currentTime)).toBeGreaterThanOrEqual(14);
      await page.getByTestId('lesson-video').evaluate((v) => { (v as HTMLVideoElement).currentTime = 0; });
      await expect(line(first)).toHaveCount(0);
      await expect(line(second)).toHaveCount(0);

      // Back as the school has it.
      await moveClass(page, s, course.id, pending.lesson_id, { starts_in_seconds: -86_400, duration_seconds: pending.duration, recording_lesson_id: null });
    });

    test('the class pages pass axe in light and dark, at 390 px and at 1280 px', async ({ page }) => {
      await enrolledThroughApi(page, s, course.id, newLearner('Isha Roy', '8'));
      for (const [width, lesson] of [[390, onNow.lesson_id], [1280, recorded.lesson_id], [390, pending.lesson_id], [1280, cancelled.lesson_id]] as const) {
        await page.setViewportSize({ width, height: 900 });
        for (const mode of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: mode });
          await page.goto(classUrl(lesson));
          await expect(page.getByTestId('live-state')).toBeVisible();
          if (lesson === onNow.lesson_id) await expect(page.getByTestId('connection-state')).toHaveAttribute('data-state', 'live');
          await expectNoSeriousA11yIssues(page, `${lesson} ${width} ${mode}`);
        }
      }
      // Not a class: the school's own not-found view.
      await page.goto(`${s.store}/live-webinar/${course.id}/999999`);
      await expect(page.getByRole('heading', { name: 'Live class not found' })).toBeVisible();
    });
  });
}

test.describe('isolation', () => {
  test("another school's class is not found at this school", async ({ page }) => {
    const nova = classes('nova-academy');
    const harbor = school('harbor-code');
    await signedUpThroughApi(page, harbor, newLearner('Cross School', '9'));
    await page.goto(`${harbor.store}/live-webinar/${nova.course.id}/${nova.onNow.lesson_id}`);
    await expect(page.getByRole('heading', { name: 'Live class not found' })).toBeVisible();
  });
});

