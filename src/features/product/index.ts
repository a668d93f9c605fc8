// Public entry of the product feature: the sales page.
import type { Feature, PageAdditions } from '../../platform/feature.ts';

export const pages: Feature['pages'] = () => import('./pages.ts').then((m) => m.PRODUCT_PAGES);

const curriculumSearch = () => import('./curriculum-search.astro');

/** `?search=` marks curriculum lessons on both sales routes (the sub-product page is the content feature's). */
export const pageAdditions: PageAdditions = { sales: { after: [curriculumSearch] }, 'sales-sub': { after: [curriculumSearch] } };
