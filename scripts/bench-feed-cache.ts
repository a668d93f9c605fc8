/**
 * The feed's repeat visit for `npm run bench` (docs/performance.md, issue 41): navigation start to the first post on
 * `/newsfeed/categories/All` on a first visit, and on a second visit in the same browser, where the page paints the
 * posts from the persisted read cache (SPEC.md's community minute). On the second visit the feed's API call is held
 * back 3 s, so a post shown sooner can only have come from the cache; whether it did is reported beside the time.
 *
 *   node scripts/bench-feed-cache.ts <school origin with base, e.g. http://nova-academy.localhost:8812/learn>
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './lighthouse.ts';

export interface FeedCacheFigures {
  firstVisitMs: number;
  repeatVisitMs: number;
  /** The repeat visit showed its posts before the held-back API answered: they came from the cache. */
  fromCache: boolean;
}

const HOLD_MS = 3_000;

export async function feedCacheFigures(store: string): Promise<FeedCacheFigures> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ extraHTTPHeaders: { 'x-schoolfront-local-client': '10.77.0.3' } });
    const url = `${store}/newsfeed/categories/All`;
    const firstPost = async () => {
      await page.goto(url);
      await page.locator('[data-testid=post-list] [data-testid=post]').first().waitFor({ timeout: 30_000 });
      return page.evaluate(() => performance.now());
    };
    const firstVisitMs = await firstPost();
    // The school's code is in the browser's cache by now, as it is for any returning learner; the API is held back.
    await page.route('**/learner/v10/post?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await route.continue();
    });
    const repeatVisitMs = await firstPost();
    return { firstVisitMs, repeatVisitMs, fromCache: repeatVisitMs < HOLD_MS };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const store = process.argv[2];
  if (!store) throw new Error('usage: node scripts/bench-feed-cache.ts <school origin with base>');
  const figures = await feedCacheFigures(store);
  console.log(`feed, first page of posts: first visit ${figures.firstVisitMs.toFixed(0)} ms, repeat visit ${figures.repeatVisitMs.toFixed(0)} ms (${figures.fromCache ? 'from the read cache' : 'NOT from the cache'})`);
}
