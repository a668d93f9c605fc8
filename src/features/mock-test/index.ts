// Public entry of the mock-test feature: the test window (docs/decisions/0028-mock-test-engine.md), and the buttons
// other features show where a test is listed (a test's dashboard, a series' tests, a quiz lesson in the player).
import { MOCK_TEST_TEXT } from '../../contract/mock-test.ts';
import { REPORT_TEXT } from '../../contract/report.ts';
import type { ErrorTexts, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };

export { MOCK_TEST_PAGES as shellPages } from './pages.ts';
export { QuizPanel, TestActions } from './test-actions.tsx';
// The charts with their tables, for other features' figures (course analytics).
export { ChartFigure, type ChartSeries } from './report/chart.tsx';

export const messages: FeatureMessages = { group: 'mockTest', byLanguage: { en, hi } };

export const errorTexts: ErrorTexts = { 'mockTest.api': MOCK_TEST_TEXT, 'mockTest.reportApi': REPORT_TEXT };
