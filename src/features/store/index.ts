// Public entry of the store feature: the store page, the product lists and the category pages.
import type { Feature, FeatureBuild, FeatureMessages, PageAdditions } from '../../platform/feature.ts';
import en from './messages.en.json' with { type: 'json' };
import hi from './messages.hi.json' with { type: 'json' };

export const pages: FeatureBuild['pages'] = () => import('./pages.ts').then((m) => m.STORE_PAGES);

const ownRecent = () => import('./own-recent.astro');
const liveRatings = () => import('./live-ratings.astro');

/** The prerendered pages that show products' ratings: cards, and a sales page's header. */
const RATED_PAGES = ['products-courses', 'products-tests', 'products-test-series', 'category', 'free-resource', 'sales', 'sales-sub'] as const;

/**
 * Both store routes show the recent row, which a signed-in learner's own courses fill. Every page with a rating
 * brings it up to date (issue 39, 17).
 */
export const pageAdditions: PageAdditions = {
  store: { after: [ownRecent, liveRatings] },
  'store-home': { after: [ownRecent, liveRatings] },
  ...Object.fromEntries(RATED_PAGES.map((id) => [id, { after: [liveRatings] }])),
};

export const messages: FeatureMessages = { group: 'store', byLanguage: { en, hi } };

/** What the browser's shell reads of this feature (src/platform/features.ts finds it by this name). */
export const feature: Feature = {};

// What other features use of it.
export { CardArt } from './card-art.tsx';
export { categoryHref, LIST_CARDS, PRODUCT_TYPES, TYPE_SECTION_CARDS, listHref, paymentHref, productsInCategory, productsOfType, productsOrder, salesHref, storeHref, viewAllHref } from './catalogue.ts';
export { ListMore, type MoreLink } from './list-more.tsx';
export { PriceTag } from './price-tag.tsx';
export { ProductCard } from './product-card.tsx';
export { ProductSection, productGrid } from './product-section.tsx';
export { LiveRatings, Rating } from './rating.tsx';
export { useLiveRatings } from './use-live-ratings.ts';
export { StatusBadge } from './status-badge.tsx';
