// Public entry of the learning feature: the learner's own store pages and the sales page's learner part.
import { DISCUSSION_TEXT } from '../../contract/discussion-text.ts';
import { LEARNING_TEXT } from '../../contract/learning-text.ts';
import type { ErrorTexts, Feature, FeatureMessages, PageAdditions } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { LEARNING_PAGES } from './pages.ts';

const salesLearner = () => import('./sales-learner.astro');

/** The learner part goes into the sales page's buy box (BuyBox's `learner` slot), on both sales routes. */
export const pageAdditions: PageAdditions = { sales: { inside: [salesLearner] }, 'sales-sub': { inside: [salesLearner] } };

export const messages: FeatureMessages = { group: 'learning', byLanguage: { en, hi } };

const errorTexts: ErrorTexts = { 'learning.api': LEARNING_TEXT, 'learning.discussionApi': DISCUSSION_TEXT };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: LEARNING_PAGES, errorTexts };

/** A lesson's own questions and answers, under it in the player: its own chunk, fetched after the lesson's content. */
export const loadLessonQuestions = () => import('./lesson-questions.tsx').then((m) => m.LessonQuestions);
