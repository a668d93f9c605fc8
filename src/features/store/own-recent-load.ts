import { LEARNING_CALLS } from '../../contract/learning.ts';
import { call } from '../../lib/call.ts';
import { logger } from '../../platform/errors/logger.ts';
import { isSignedIn } from '../../platform/session/session-state.ts';
import { $session, startSession } from '../../platform/session/session-store.ts';
import { showOwnRecent } from './own-recent.ts';

/**
 * Loaded on the store only when the page thinks someone is signed in: reads their courses and shows their recent
 * ones in the recent row. Any failure leaves the school's newest courses, which are a fine row too.
 */
export async function loadOwnRecent(): Promise<void> {
  const section = document.querySelector<HTMLElement>('[data-recent-row]');
  const title = section?.querySelector<HTMLElement>('h2');
  const row = section?.querySelector<HTMLElement>('[data-scroll-row]');
  const template = section?.querySelector<HTMLTemplateElement>('template[data-recent-cards]');
  if (!section || !title || !row || !template) return;
  // Idempotent: the app shell starts the session too, whichever script runs first.
  startSession();
  if (!isSignedIn($session.get())) return;
  try {
    const { courses } = await call(LEARNING_CALLS.enrolled, { query: { enrolled: '1', type: 1 } });
    const mine = showOwnRecent(
      { title, row, cards: template.content, viewAll: section.querySelector<HTMLAnchorElement>('[data-testid=view-all]') },
      courses,
      { title: section.dataset['mineTitle'] ?? title.textContent ?? '', viewAllHref: section.dataset['mineHref'] ?? '', viewAllLabel: section.dataset['mineLabel'] ?? '' },
    );
    if (mine) section.dataset['recent'] = 'mine';
  } catch (error) {
    logger.info('store: could not read the learner’s courses for the recent row', error);
  }
}
