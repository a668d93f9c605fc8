// Public entry of the reports feature: a test attempt's report with rank and percentile, its views and analytics,
// offline results, the learner's list of reports (docs/decisions/0036-test-reports.md), and the charts other
// features draw their figures with (course analytics).
import { REPORT_TEXT } from '../../contract/report-text.ts';
import type { ErrorTexts, Feature, FeatureMessages } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };
import { REPORT_PAGES } from './pages.ts';
export { ChartFigure, type ChartSeries } from './chart.tsx';

export const messages: FeatureMessages = { group: 'reports', byLanguage: { en, hi } };

const errorTexts: ErrorTexts = { 'reports.api': REPORT_TEXT };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = { shellPages: REPORT_PAGES, errorTexts };
