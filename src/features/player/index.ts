// Public entry of the player feature: the lesson player (docs/decisions/0027-lesson-player.md).
import { LESSON_TEXT } from '../../contract/lessons-text.ts';
import { OFFLINE_TEXT } from '../../contract/offline-text.ts';
import type { ErrorTexts, Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { PLAYER_PAGES } from './pages.ts';

export const messages: FeatureMessages = { group: 'player', byLanguage: { en, hi } };

const errorTexts: ErrorTexts = { 'player.api': LESSON_TEXT, 'player.offlineApi': OFFLINE_TEXT };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: PLAYER_PAGES, errorTexts };

export { loadPdfView } from './lazy-pdf-view.ts';
/** The player's journal of writes made offline (journal-sync.ts), for pages that send it when the network returns. */
export const loadJournalSync = () => import('./journal-sync.ts');
