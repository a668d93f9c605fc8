import type { PageDefinition } from '../../platform/feature.ts';
import { CategoryPage } from './category-page.tsx';
import { LIST_ROUTE_TYPE, PRODUCT_TYPES } from './catalogue.ts';
import { pageTitle } from '../../platform/page-props.ts';
import { ProductListPage } from './product-list-page.tsx';
import { StorePage } from './store-page.tsx';

const store: PageDefinition = {
  component: StorePage,
  meta: ({ site }) => ({ title: site.config.title, description: site.config.description }),
};

const productList: PageDefinition = {
  component: ProductListPage,
  meta: (props) => {
    const type = LIST_ROUTE_TYPE[props.routeId] ?? 1;
    const label = props.site.i18n.t(`store.section.${PRODUCT_TYPES[type].key}`);
    return { title: pageTitle(props, label), description: props.site.config.description };
  },
};

/** The store's prerendered pages, by route id (registered through index.ts). */
export const STORE_PAGES: Readonly<Record<string, PageDefinition>> = {
  store,
  'store-home': store,
  'products-courses': productList,
  'products-tests': productList,
  'products-test-series': productList,
  category: {
    component: CategoryPage,
    meta: (props) => {
      const category = props.site.categoryByName.get(props.params['categoryCustomName'] ?? '');
      return { title: pageTitle(props, category?.name ?? ''), description: category?.description || props.site.config.description };
    },
  },
};
