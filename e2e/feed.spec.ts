import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { TenantFeed } from '../src/contract/tenant-community.ts';
import { expectNoSeriousA11yIssues, watchConsoleErrors } from './checks.ts';
import { newLearner, ownClientAddressPerTest, signedUpThroughApi } from './learners.ts';
import { DEMO_SCHOOLS, type DemoSchool } from './schools.ts';

// The news feed end to end (issue 41; docs/decisions/0069-feed-and-communities.md), on a light school in rupees
// with Hindi posts and a dark one in dollars: the header leads to it, categories and kinds filter it, every post
// arrives once as the list scrolls, quizzes are answered in place, a double-tapped like counts once, a like the
// network drops is taken back, saved posts are listed, a video plays, and a post that does not exist says so.

test.describe.configure({ timeout: 90_000 });
ownClientAddressPerTest();

const school = (slug: string): DemoSchool => DEMO_SCHOOLS.find((s) => s.slug === slug)!;
const feedOf = (slug: string) => TenantFeed.parse(JSON.parse(readFileSync(`tenants/${slug}/feed.json`, 'utf8'))).posts;

const posts = (page: Page) => page.getByTestId('post');

for (const slug of ['nova-academy', 'harbor-code']) {
  const s = school(slug);
  const feed = feedOf(slug);

  test.describe(slug, () => {
    test('the header leads to the feed; categories and kinds filter it; every post arrives once as it scrolls', async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await page.goto(s.store);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feed' }).click();
      await expect(page).toHaveURL(`${s.store}/newsfeed/categories/All`);
      await expect(page.getByTestId('feed-title')).toHaveText('Feed');
      await expect(posts(page).first()).toBeVisible();

      // Scrolling to the end asks for the next page, until the feed says it has shown everything.
      const end = page.getByTestId('feed-end');
      for (let shown = await posts(page).count(); !(await end.isVisible()); shown = await posts(page).count()) {
        // To the page's foot, as a thumb would: the load-more row is replaced as the next page arrives, so scrolling
        // to that element itself can find it gone mid-way.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect.poll(async () => (await end.isVisible()) || (await posts(page).count()) > shown).toBe(true);
      }
      await expect(posts(page)).toHaveCount(feed.length);
      const links = await posts(page).getByRole('heading', { level: 2 }).getByRole('link').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname));
      expect(new Set(links)).toEqual(new Set(feed.map((p) => `/${s.base}/newsfeed/${p.slug}`)));

      const category = feed.find((p) => p.category)!.category!;
      const inCategory = feed.filter((p) => p.category === category);
      await page.goto(`${s.store}/newsfeed/categories/${category}`);
      await expect(posts(page).first()).toBeVisible();
      await expect(page.getByTestId('feed-categories').locator('[aria-current=page]')).not.toHaveText('All');
      const firstPage = Math.min(inCategory.length, 10);
      await expect(posts(page)).toHaveCount(firstPage);

      await page.getByTestId('feed-kinds').getByRole('link', { name: /Question of the day/ }).click();
      await expect(page).toHaveURL(new RegExp(`/newsfeed/post-types/question-of-the-day\\?category=${category}$`));
      await expect(page.getByTestId('feed-title')).toHaveText('Question of the day');
      const qotd = inCategory.filter((p) => p.post_type === 28);
      if (qotd.length) {
        await expect(posts(page)).toHaveCount(qotd.length);
        for (const type of await posts(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-post-type')))) expect(type).toBe('28');
        await expect(page.getByTestId('quiz-sign-in').first()).toBeVisible();
      } else {
        await expect(page.getByTestId('feed-empty')).toBeVisible();
      }
      errors.expectNone();
    });

    test('a question of the day is answered in the feed: the verdict, why, and how learners answered, kept on reload', async ({ page }) => {
      await signedUpThroughApi(page, s, newLearner('Kavya Rao', '7'));
      const question = feed.find((p) => p.post_type === 28)!;
      await page.goto(`${s.store}/newsfeed/post-types/question-of-the-day`);
      const card = posts(page).filter({ hasText: question.title });
      await card.getByTestId('quiz-option').nth(question.quiz!.answer).click();
      await expect(card.getByTestId('quiz-verdict')).toHaveText('Right answer');
      await expect(card.getByTestId('quiz-explanation')).toContainText(question.quiz!.explanation.slice(0, 30));
      await expect(card.getByTestId('quiz-result')).toHaveCount(question.quiz!.options.length);
      await page.reload();
      await expect(posts(page).filter({ hasText: question.title }).getByTestId('quiz-verdict')).toHaveText('Right answer');

      const daily = feed.find((p) => p.post_type === 3)!;
      const wrong = (daily.quiz!.answer + 1) % daily.quiz!.options.length;
      await page.goto(`${s.store}/newsfeed/${daily.slug}`);
      await page.getByTestId('quiz-option').nth(wrong).click();
      await expect(page.getByTestId('quiz-verdict')).toHaveText(`Not quite: the right answer is ${'ABCDEF'[daily.quiz!.answer]}`);
      await expectNoSeriousA11yIssues(page, 'answered quiz');
    });

    test('a double-tapped like counts once and stays on reload; a saved post is listed; both undo', async ({ page }) => {
      await signedUpThroughApi(page, s, newLearner('Arjun Das', '8'));
      const post = feed.find((p) => p.post_type === 2)!;
      await page.goto(`${s.store}/newsfeed/${post.slug}`);
      const like = page.getByTestId('post-like');
      const before = Number(await like.getByTestId('like-count').textContent());
      await like.dblclick();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(like.getByTestId('like-count')).toHaveText(String(before + 1));
      // Shown at once; kept once the school has it (a reload before then would cancel the call).
      await expect(like).not.toHaveAttribute('aria-disabled');
      await page.reload();
      await expect(page.getByTestId('post-like')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('like-count')).toHaveText(String(before + 1));

      await page.getByTestId('post-save').click();
      await expect(page.getByTestId('post-save')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('post-save')).not.toHaveAttribute('aria-disabled');
      await page.goto(`${s.store}/newsfeed/bookmarks`);
      await expect(posts(page)).toHaveCount(1);
      await expect(posts(page).first()).toContainText(post.title);
      await page.goto(`${s.store}/newsfeed/likes`);
      await expect(posts(page)).toHaveCount(1);
      // Unliked here, it leaves the list once the school has it, and stays gone.
      await posts(page).first().getByTestId('post-like').click();
      await expect(page.getByTestId('feed-empty')).toHaveText(/You have not liked a post yet/);
      await page.reload();
      await expect(page.getByTestId('feed-empty')).toHaveText(/You have not liked a post yet/);
      await expectNoSeriousA11yIssues(page, 'liked posts, empty');
    });

    test('a like the network drops is taken back and the learner is told', async ({ page }) => {
      await signedUpThroughApi(page, s, newLearner('Ira Sen', '6'));
      const post = feed.find((p) => p.post_type === 6)!;
      await page.goto(`${s.store}/newsfeed/${post.slug}`);
      const like = page.getByTestId('post-like');
      const before = await like.getByTestId('like-count').textContent();
      await page.route('**/learner/v9/user_likes**', (route) => route.abort('internetdisconnected'));
      await like.click();
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Network error' })).toBeVisible();
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await expect(like.getByTestId('like-count')).toHaveText(before!);
    });

    test('a video post plays by its signed playlist, a PDF reads in the viewer; a post that does not exist says so', async ({ page }) => {
      const video = feed.find((p) => p.post_type === 4)!;
      await page.goto(`${s.store}/newsfeed/${video.slug}`);
      await page.getByTestId('post-video-play').click();
      const player = page.getByTestId('post-video-player');
      await expect(player).toBeVisible();
      await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThan(0);

      // A pdf post reads in the lesson player's PDF viewer.
      await page.goto(`${s.store}/newsfeed/${feed.find((p) => p.post_type === 5)!.slug}`);
      await expect(page.getByTestId('post-pdf-viewer').locator('canvas').first()).toBeVisible();

      await page.goto(`${s.store}/newsfeed/no-such-post`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This post does not exist');
      await page.getByRole('link', { name: 'Back to the feed' }).click();
      await expect(page).toHaveURL(`${s.store}/newsfeed/categories/All`);
    });

    for (const mode of ['light', 'dark'] as const) {
      test(`the feed and a post pass axe in ${mode} at 390 and at 1280 px, and nothing runs off a phone's screen`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: mode });
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`${s.store}/newsfeed/categories/All`);
          await page.evaluate((m) => document.documentElement.setAttribute('data-color-mode', m), mode);
          await expect(posts(page).first()).toBeVisible();
          await expectNoSeriousA11yIssues(page, `feed ${mode} ${width}`);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          await page.goto(`${s.store}/newsfeed/${feed.find((p) => p.post_type === 28)!.slug}`);
          await page.evaluate((m) => document.documentElement.setAttribute('data-color-mode', m), mode);
          await expect(page.getByTestId('quiz')).toBeVisible();
          await expectNoSeriousA11yIssues(page, `post ${mode} ${width}`);
        }
      });
    }
  });
}

test('/newsfeed opens the whole feed', async ({ page }) => {
  const s = school('nova-academy');
  await page.goto(`${s.store}/newsfeed`);
  await expect(page).toHaveURL(`${s.store}/newsfeed/categories/All`);
});

test('Nova Academy’s Hindi posts are marked as Hindi, and read in Devanagari', async ({ page }) => {
  const s = school('nova-academy');
  const hindi = feedOf('nova-academy').find((p) => p.language === 'hi')!;
  await page.goto(`${s.store}/newsfeed/${hindi.slug}`);
  const post = page.getByTestId('post');
  await expect(post).toHaveAttribute('lang', 'hi');
  await expect(post.getByRole('heading', { level: 1 })).toHaveText(hindi.title);
});
