// Public entry of the product feature: the sales page.
import type { Feature, FeatureBuild, FeatureMessages, PageAdditions } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };

export const pages: FeatureBuild['pages'] = () => import('./pages.ts').then((m) => m.PRODUCT_PAGES);

const curriculumSearch = () => import('./curriculum-search.astro');
const liveReviews = () => import('./live-reviews.astro');
const trailer = () => import('./trailer.astro');

/**
 * `?search=` marks curriculum lessons on both sales routes (the sub-product page is the content feature's), and the
 * rating and reviews catch up with reviews written since the build; a course's trailer plays in its buy box.
 */
export const pageAdditions: PageAdditions = {
  sales: { after: [curriculumSearch, liveReviews, trailer] },
  'sales-sub': { after: [curriculumSearch, liveReviews, trailer] },
};

export const messages: FeatureMessages = { group: 'product', byLanguage: { en, hi } };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = {};

// What other features use of it.
export { ContentSection } from './content-section.tsx';
export { LessonLength } from './curriculum.tsx';
export { formatDuration } from './duration.ts';
export { formatDate } from './pricing.ts';
export { SalesContent } from './sales-page.tsx';
export { TestFacts } from './test-facts.tsx';
