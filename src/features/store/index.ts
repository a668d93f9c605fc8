// Public entry of the store feature: the store page, the product lists and the category pages.
import type { Feature } from '../../platform/feature.ts';

export const pages: Feature['pages'] = () => import('./pages.ts').then((m) => m.STORE_PAGES);
