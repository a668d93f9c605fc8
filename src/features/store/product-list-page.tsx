import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import { PageRoot, useSite } from '../../platform/shell/page-root.tsx';
import { LIST_CARDS, LIST_ROUTE_TYPE, PRODUCT_TYPES, productsOfType, storeHref, viewAllHref } from './catalogue.ts';
import { ListMore } from './list-more.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import type { PageProps } from '../../platform/page-props.ts';
import { ProductCard } from './product-card.tsx';
import { productGrid } from './product-section.tsx';
import { pageContainer } from '../../ui/layout.ts';

const body = css({ mt: { base: '8', md: '10' } });
const empty = css({ py: '16', textAlign: 'center', color: 'fg.muted' });

function ListContent({ routeId }: { routeId: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const type = LIST_ROUTE_TYPE[routeId];
  if (type === undefined) throw new Error(`No product type for the list route ${routeId}`);
  const key = PRODUCT_TYPES[type].key;
  const label = t(`store.section.${key}`);
  const products = productsOfType(site.products, type);
  return (
    <>
      <PageHeader
        heading={label}
        introText={t('store.list.count', { count: products.length, school: site.config.school_name })}
        crumbs={[{ href: storeHref(site), label: t('shell.nav.store') }]}
      />
      <div className={pageContainer}>
        <section className={body} data-testid="store-section" data-product-type={type} aria-label={label}>
          {products.length === 0 ? (
            <p className={empty}>{t('store.list.empty')}</p>
          ) : (
            <ul className={productGrid}>
              {products.slice(0, LIST_CARDS).map((product) => (
                <li key={product.id}><ProductCard product={product} headingLevel={2} /></li>
              ))}
            </ul>
          )}
          {products.length > LIST_CARDS && <ListMore shown={LIST_CARDS} count={products.length} links={[{ href: viewAllHref(site, type), text: t('store.viewAllOf', { list: label }) }]} />}
        </section>
      </div>
    </>
  );
}

/** /products/courses, /products/tests, /products/testSeries: the products of one type, the first LIST_CARDS of them. */
export function ProductListPage({ site, routeId }: PageProps) {
  return (
    <PageRoot site={site}>
      <ListContent routeId={routeId} />
    </PageRoot>
  );
}
