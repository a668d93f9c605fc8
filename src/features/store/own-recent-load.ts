import { LEARNING_CALLS } from '../../contract/learning.ts';
import { call } from '../../lib/call.ts';
import { logger } from '../../platform/errors/logger.ts';
import { isSignedIn } from '../../platform/session/session-state.ts';
import { $session, startSession } from '../../platform/session/session-store.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { cardFromSalesPage, ownRecentCourses, showOwnRecent } from './own-recent.ts';

/**
 * Loaded on the store only when the page thinks someone is signed in: reads their courses and shows their recent
 * ones in the recent row. Any failure leaves the school's newest courses, which are a fine row too.
 */
export async function loadOwnRecent(): Promise<void> {
  const section = document.querySelector<HTMLElement>('[data-recent-row]');
  const title = section?.querySelector<HTMLElement>('h2');
  const row = section?.querySelector<HTMLElement>('[data-scroll-row]');
  if (!section || !title || !row) return;
  // Idempotent: the app shell starts the session too, whichever script runs first.
  startSession();
  if (!isSignedIn($session.get())) return;
  try {
    const { courses } = await call(LEARNING_CALLS.enrolled, { query: { enrolled: '1', type: 1 } });
    // Each course's card comes from its sales page (likely in the browser's cache: the learner bought it there).
    const base = section.dataset['base'] ?? '';
    const found = await Promise.all(
      ownRecentCourses(courses).map(async (course) => {
        try {
          const res = await fetch(href(base, routeById('sales'), { productSeo: course.seo_title }), { credentials: 'same-origin' });
          return [course.id, res.ok ? cardFromSalesPage(await res.text(), course.id) : null] as const;
        } catch {
          return [course.id, null] as const;
        }
      }),
    );
    const cards = new Map(found.flatMap(([id, card]) => (card ? [[id, card] as const] : [])));
    const mine = showOwnRecent(
      { title, row, viewAll: section.querySelector<HTMLAnchorElement>('[data-testid=view-all]') },
      courses,
      cards,
      { title: section.dataset['mineTitle'] ?? title.textContent ?? '', viewAllHref: section.dataset['mineHref'] ?? '', viewAllLabel: section.dataset['mineLabel'] ?? '' },
    );
    if (mine) section.dataset['recent'] = 'mine';
  } catch (error) {
    logger.info('store: could not read the learner’s courses for the recent row', error);
  }
}
