// Public entry of the player feature: the lesson player (docs/decisions/0027-lesson-player.md).
import { LESSON_TEXT } from '../../contract/lessons.ts';
import type { ErrorTexts, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };

export { PLAYER_PAGES as shellPages } from './pages.ts';

export const messages: FeatureMessages = { group: 'player', byLanguage: { en, hi } };

export const errorTexts: ErrorTexts = { 'player.api': LESSON_TEXT };

export { positionHash } from './position-hash.ts';
