import type { ComponentType } from 'react';
import { CONTENT_PAGES } from '../content/pages.ts';
import { SalesPage } from '../product/sales-page.tsx';
import { CategoryPage } from './category-page.tsx';
import { LIST_ROUTE_TYPE, PRODUCT_TYPES } from './catalogue.ts';
import type { PageMeta, PageProps } from './page-props.ts';
import { ProductListPage } from './product-list-page.tsx';
import { StorePage } from './store-page.tsx';

export interface PageDefinition {
  readonly component: ComponentType<PageProps>;
  /** The page's <title> and meta description. */
  meta(props: PageProps): PageMeta;
}

const withSchool = (props: PageProps, title: string): string => props.site.i18n.t('shell.pageTitle', { page: title, school: props.site.config.school_name });

const store: PageDefinition = {
  component: StorePage,
  meta: ({ site }) => ({ title: site.config.title, description: site.config.description }),
};

const productList: PageDefinition = {
  component: ProductListPage,
  meta: (props) => {
    const type = LIST_ROUTE_TYPE[props.routeId] ?? 1;
    const label = props.site.i18n.t(`store.section.${PRODUCT_TYPES[type].key}`);
    return { title: withSchool(props, label), description: props.site.config.description };
  },
};

/**
 * Route id -> page, for every built prerendered route of the route table. The catch-all page dispatches through
 * this map; a built prerendered route without an entry fails the build (see `pageFor`).
 */
export const PAGES: Readonly<Record<string, PageDefinition>> = {
  store,
  'store-home': store,
  'products-courses': productList,
  'products-tests': productList,
  'products-test-series': productList,
  category: {
    component: CategoryPage,
    meta: (props) => {
      const category = props.site.categoryByName.get(props.params['categoryCustomName'] ?? '');
      return { title: withSchool(props, category?.name ?? ''), description: category?.description || props.site.config.description };
    },
  },
  sales: {
    component: SalesPage,
    meta: (props) => {
      const product = props.site.products.find((p) => p.seo_title === props.params['productSeo']);
      return { title: withSchool(props, product?.title ?? ''), description: product?.short_description ?? props.site.config.description };
    },
  },
  ...CONTENT_PAGES,
};

export function pageFor(routeId: string): PageDefinition {
  const page = PAGES[routeId];
  if (!page) throw new Error(`The route table marks "${routeId}" as a built prerendered route, but src/features/store/pages.ts has no page for it`);
  return page;
}
