import type { PageDefinition } from '../../platform/feature.ts';
import { pageTitle } from '../../platform/page-props.ts';
import { SalesPage } from './sales-page.tsx';

/** The product's prerendered pages, by route id (registered through index.ts). */
export const PRODUCT_PAGES: Readonly<Record<string, PageDefinition>> = {
  sales: {
    component: SalesPage,
    meta: (props) => {
      const product = props.site.productBySeo.get(props.params['productSeo'] ?? '');
      return { title: pageTitle(props, product?.title ?? ''), description: product?.short_description ?? props.site.config.description };
    },
  },
};
