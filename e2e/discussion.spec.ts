import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { TenantCatalogue } from '../src/contract/catalogue.ts';
import { TenantCommunities } from '../src/contract/tenant-community.ts';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { enrolledThroughApi, newLearner, ownClientAddress, ownClientAddressPerTest, signedInThroughApi, signedUpThroughApi, type ApiSession } from './learners.ts';
import { DEMO_SCHOOLS, type DemoSchool } from './schools.ts';

// Course discussions end to end (issue 41), on a light school in rupees and a dark one in dollars: the course
// dashboard leads to its questions and faculty's answers; a learner asks privately and another learner cannot see
// it, not even by its address, until the demo faculty answers and the learner reads the answer; under a lesson in the
// player a doubt is tied to the video's moment, and the answer shows there for every later learner.

test.describe.configure({ timeout: 120_000 });
ownClientAddressPerTest();

const school = (slug: string): DemoSchool => DEMO_SCHOOLS.find((s) => s.slug === slug)!;

/** The school's first seeded discussion under a video, its course and its lesson, from the tenant files. */
function seeded(slug: string) {
  const { discussions } = TenantCommunities.parse(JSON.parse(readFileSync(`tenants/${slug}/communities.json`, 'utf8')));
  const catalogue = TenantCatalogue.parse(JSON.parse(readFileSync(`tenants/${slug}/catalogue.json`, 'utf8')));
  const first = discussions.find((d) => d.kind === 'public_discussion' && d.lesson_id !== undefined && d.replies.some((r) => r.author === 'faculty'))!;
  const course = catalogue.products.find((p) => p.id === first.course_id)!;
  const section = course.sections.find((s) => s.lessons.some((l) => l.id === first.lesson_id))!;
  const lesson = section.lessons.find((l) => l.id === first.lesson_id)!;
  return { discussion: first, answer: first.replies.find((r) => r.author === 'faculty')!.text, course, section, lesson };
}

/** A second person on the same school, in a browser context (and client address) of their own. */
async function another(browser: Browser, sign: (page: Page) => Promise<ApiSession>) {
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  const page = await context.newPage();
  await sign(page);
  return { page, close: () => context.close() };
}

for (const slug of ['nova-academy', 'harbor-code']) {
  const s = school(slug);
  const { discussion, answer, course, section, lesson } = seeded(slug);
  const faculty = (p: Page) => signedInThroughApi(p, s, `faculty@${slug}.example`, 'Learner123');

  test.describe(slug, () => {
    test('a private discussion that another learner cannot see: asked from the dashboard, answered by faculty', async ({ page, browser }) => {
      const errors = watchConsoleErrors(page);
      await enrolledThroughApi(page, s, course.id, newLearner('Kavya Rao', '7'));
      await page.goto(`${s.store}/home/${course.seo_title}`);
      await page.getByTestId('discussions-link').click();
      await expect(page).toHaveURL(new RegExp(`/home/discussion\\?courseId=${course.id}&courseSeo=${course.seo_title}$`));
      await expect(page.getByTestId('page-title')).toContainText('Discussions');
      // What the header counts before faculty answer (a new account has its welcome).
      await expect(page.getByTestId('header-unread')).toBeVisible();
      const unreadBefore = Number((await page.getByTestId('header-unread').textContent())!.replace(/\D/g, ''));
      // The school's seeded question, with its lesson and faculty's answer.
      const seededCard = page.getByTestId('discussion').filter({ hasText: discussion.text });
      await expect(seededCard.getByTestId('discussion-answer')).toContainText(answer);
      await expect(seededCard.getByTestId('discussion-lesson')).toContainText(lesson.title);
      await expectNoSeriousA11yIssues(page);

      // Nothing written is refused at the field, and nothing is posted.
      const form = page.getByTestId('ask-form');
      await form.getByTestId('ask-submit').click();
      await expect(form.getByTestId('discussion-error')).toHaveText('Write your question first');

      const question = `Could you check my answer to problem ${Date.now()}? <b>not bold</b>`;
      await form.getByTestId('ask-private_discussion').click();
      await form.getByTestId('ask-text').fill(question);
      await expect(form.getByTestId('discussion-count')).toHaveText(`${question.length} / 1,000 characters`);
      await form.getByTestId('ask-submit').click();
      const mine = page.getByTestId('discussion').filter({ hasText: question });
      await expect(mine.getByTestId('private-badge')).toBeVisible();
      await expect(mine.getByTestId('answer-state')).toHaveText('Waiting for faculty');
      await expect(form.getByTestId('ask-text')).toHaveValue('');
      await page.getByTestId('filter-private_discussion').click();
      await expect(page.getByTestId('discussion').filter({ hasText: question })).toBeVisible();
      await expect(page.getByTestId('discussion').filter({ hasText: discussion.text })).toHaveCount(0);
      await page.getByTestId('discussion').filter({ hasText: question }).getByTestId('discussion-open').click();
      await expect(page).toHaveURL(/\/home\/discussion\/\d+$/);
      const threadUrl = page.url();
      await expect(page.getByTestId('discussion-text')).toHaveText(question);
      await expect(page.getByTestId('no-replies')).toBeVisible();
      await expectNoSeriousA11yIssues(page);

      // Another learner of the course sees neither the question in the list nor the thread at its address.
      const other = await another(browser, (p) => enrolledThroughApi(p, s, course.id, newLearner('Arjun Das', '6')));
      await other.page.goto(`${s.store}/home/discussion?courseId=${course.id}&courseSeo=${course.seo_title}`);
      await expect(other.page.getByTestId('discussion').filter({ hasText: discussion.text })).toBeVisible();
      await expect(other.page.getByTestId('discussion').filter({ hasText: question })).toHaveCount(0);
      await other.page.goto(threadUrl);
      await expect(other.page.getByRole('heading', { level: 1 })).toHaveText('This discussion does not exist');
      await other.close();

      // The demo faculty reads it and answers.
      const teacher = await another(browser, faculty);
      await teacher.page.goto(threadUrl);
      await expect(teacher.page.getByTestId('discussion-text')).toHaveText(question);
      const reply = `Your method is right; check the units in the last line. ${Date.now()}`;
      await teacher.page.getByTestId('reply-text').fill(reply);
      await teacher.page.getByTestId('reply-submit').click();
      await expect(teacher.page.getByTestId('discussion-reply').filter({ hasText: reply }).getByTestId('answer-badge')).toBeVisible();
      await teacher.close();

      // The learner is told: the notification, counted in the header (the account button and beside Notifications),
      // leads back to the question.
      await page.goto(`${s.store}/in-app-notifications`);
      const notice = page.getByTestId('notification').filter({ hasText: 'Faculty answered your question' });
      await expect(notice).toContainText(reply);
      await expect(page.getByTestId('header-unread')).toHaveText(`${unreadBefore + 1}`);
      await expect(page.getByTestId('account-menu-button')).toHaveAccessibleDescription(`${unreadBefore + 1} unread`);
      await page.getByTestId('account-menu-button').click();
      await expect(page.getByTestId('menu-unread')).toHaveText(`${unreadBefore + 1}`);
      await page.keyboard.press('Escape');
      await notice.click();
      await expect(page).toHaveURL(threadUrl);
      const answered = page.getByTestId('discussion-reply').filter({ hasText: reply });
      await expect(answered.getByTestId('author-role')).toHaveText('Faculty');
      await expect(answered.getByTestId('answer-badge')).toHaveText('Answer');
      await expect(page.getByTestId('answer-state')).toHaveText('Answered');
      errors.expectNone();
    });

    test('in the player, a doubt stays tied to the video’s moment, and faculty’s answer shows under the lesson for the next learner', async ({ page, browser }) => {
      await enrolledThroughApi(page, s, course.id, newLearner('Isha Gupta', '9'));
      const lessonUrl = `${s.store}/home/${course.seo_title}/section/${section.id}/lesson/${lesson.id}`;
      // Opened at a moment of the video (as a bookmark's link does).
      await page.goto(`${lessonUrl}#t=11`);
      const panel = page.getByTestId('lesson-questions');
      // The video at that moment: a doubt asked now is asked there.
      await expect.poll(() => page.getByTestId('lesson-video').evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(10);
      await expect(panel.getByTestId('discussion').filter({ hasText: discussion.text }).getByTestId('discussion-answer')).toContainText(answer);
      const doubt = `Why does the graph bend here? ${Date.now()}`;
      await panel.getByTestId('ask-text').fill(doubt);
      await panel.getByTestId('ask-submit').click();
      const card = panel.getByTestId('discussion').filter({ hasText: doubt });
      await expect(card.getByTestId('discussion-moment')).toHaveText(/0:1\d/);
      await expect(card.getByTestId('discussion-moment')).toHaveAttribute('href', /^#t=1\d$/);
      await expectNoSeriousA11yIssues(page);

      const teacher = await another(browser, faculty);
      await teacher.page.goto(`${s.store}/home/discussion?courseId=${course.id}&courseSeo=${course.seo_title}&postId=${lesson.id}`);
      await expect(teacher.page.getByTestId('all-lessons')).toContainText(lesson.title);
      await teacher.page.getByTestId('discussion').filter({ hasText: doubt }).getByTestId('discussion-open').click();
      const reply = `Because the acceleration changes sign there. ${Date.now()}`;
      await teacher.page.getByTestId('reply-text').fill(reply);
      await teacher.page.getByTestId('reply-submit').click();
      await expect(teacher.page.getByTestId('answer-badge')).toBeVisible();
      await teacher.close();

      // A later learner of the course finds the doubt and its answer under the lesson, at its moment.
      const later = await another(browser, (p) => enrolledThroughApi(p, s, course.id, newLearner('Rohan Mehta', '8')));
      await later.page.goto(lessonUrl);
      const seen = later.page.getByTestId('lesson-questions').getByTestId('discussion').filter({ hasText: doubt });
      await expect(seen.getByTestId('discussion-answer')).toContainText(reply);
      await seen.getByTestId('discussion-moment').click();
      await expect(later.page).toHaveURL(/#t=1\d$/);
      await later.close();
    });

    for (const mode of ['light', 'dark'] as const) {
      test(`the discussions, a question and a lesson's questions pass axe in ${mode}, on a ${mode === 'light' ? 'desktop' : 'phone'}`, async ({ page }) => {
        const errors = watchConsoleErrors(page);
        await page.emulateMedia({ colorScheme: mode });
        await page.setViewportSize(mode === 'light' ? { width: 1280, height: 900 } : { width: 390, height: 844 });
        await enrolledThroughApi(page, s, course.id, newLearner('Axe Reader', '5'));
        await page.goto(`${s.store}/home/discussion?courseId=${course.id}&courseSeo=${course.seo_title}`);
        const seededCard = page.getByTestId('discussion').filter({ hasText: discussion.text });
        await expect(seededCard.getByTestId('discussion-answer')).toBeVisible();
        await expectNoSeriousA11yIssues(page, `discussions ${mode}`);
        await seededCard.getByTestId('discussion-open').click();
        await expect(page.getByTestId('discussion-reply').first()).toBeVisible();
        await expectNoSeriousA11yIssues(page, `question ${mode}`);
        await page.getByTestId('discussion-lesson').getByRole('link').click();
        await expect(page.getByTestId('lesson-questions').getByTestId('discussion').first()).toBeVisible();
        await expectNoSeriousA11yIssues(page, `lesson questions ${mode}`);
        errors.expectNone();
      });
    }
  });
}

test('a learner not enrolled is refused the course’s discussions, with the way to the course', async ({ page }) => {
  const s = school('nova-academy');
  const { course } = seeded(s.slug);
  await signedUpThroughApi(page, s, newLearner('Neel Shah', '7'));
  await page.goto(`${s.store}/home/discussion?courseId=${course.id}&courseSeo=${course.seo_title}`);
  await expect(page.getByTestId('not-enrolled-text')).toHaveText('Enrol in this product to continue');
  await expect(page.getByTestId('see-product')).toHaveAttribute('href', new RegExp(`/${course.seo_title}$`));
});
