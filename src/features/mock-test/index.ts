// Public entry of the mock-test feature: the test window (docs/decisions/0028-mock-test-engine.md), and the buttons
// other features show where a test is listed (a test's dashboard, a series' tests, a quiz lesson in the player).
import { MOCK_TEST_TEXT } from '../../contract/mock-test-text.ts';
import type { ErrorTexts, Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { MOCK_TEST_PAGES } from './pages.ts';
export { QuizPanel, TestActions } from './test-actions.tsx';
// What the reports show a question with: the window's look and its rich text (Markdown and mathematics).
export * as testStyles from './styles.ts';
export { renderInline, renderRich, useMaths } from './rich.ts';
export { testHref } from './test-actions.tsx';
export { MockTestSkeleton } from './skeleton.tsx';

export const messages: FeatureMessages = { group: 'mockTest', byLanguage: { en, hi } };

const errorTexts: ErrorTexts = { 'mockTest.api': MOCK_TEST_TEXT };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: MOCK_TEST_PAGES, errorTexts };
