import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { PageRoot, useSite } from '../../platform/shell/page-root.tsx';
import type { ProductType } from '../../contract/common.ts';
import type { Site } from '../../platform/shell/site.ts';
import { categoryHref, ListMore, PRODUCT_TYPES, productsInCategory, productsOfType, productsOrder, TYPE_SECTION_CARDS, storeHref, viewAllHref, type MoreLink } from '../store/index.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { PageProps } from '../../platform/page-props.ts';
import { ProductSection } from '../store/index.ts';
import { pageContainer } from '../../ui/layout.ts';
import { contentOf, segmentListHref, segmentProducts } from './content.ts';
import { badge, button } from '../../ui/button.tsx';

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });

/**
 * Where the rest of a segment's long list of a type is: the list of that type in each of its categories that has
 * some (the route's shell, read from the API); for a segment of named products only, the school's whole list.
 */
function moreOf(site: Site, categoryNames: readonly string[], type: ProductType, label: string, t: TFunction): MoreLink[] {
  const links = categoryNames.flatMap((name) => {
    const category = site.categoryByName.get(name);
    if (!category || productsOfType(productsInCategory(site, category.id), type).length === 0) return [];
    return [{ href: categoryHref(site, name, type), text: t('store.list.inCategory', { list: label, category: category.name }) }];
  });
  return links.length ? links : [{ href: viewAllHref(site, type), text: t('store.viewAllOf', { list: label }) }];
}

function SegmentContent({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const segment = contentOf(site.input).segments.find((s) => s.slug === slug);
  if (!segment) throw new Error(`${site.slug}: no segment ${slug}`);
  const products = segmentProducts(site.input, segment);
  return (
    <>
      <PageHeader
        heading={segment.name}
        introText={segment.description}
        crumbs={[{ href: storeHref(site), label: t('shell.nav.store') }, { href: segmentListHref(site), label: t('content.segment.crumb') }]}
        testId="segment-title"
      >
        <div className={actions}>
          <span className={badge()} data-testid="segment-count">{t('content.segment.count', { count: products.length })}</span>
          <a className={cx(button({ variant: 'secondary' }), css({ minH: '9', fontSize: 'sm' }))} href={segmentListHref(site)}>{t('content.segment.change')}</a>
        </div>
      </PageHeader>
      <div className={pageContainer}>
        {productsOrder(site).map((type) => {
          const ofType = productsOfType(products, type);
          if (ofType.length === 0) return null;
          const key = PRODUCT_TYPES[type].key;
          const label = t(`store.section.${key}`);
          return (
            <ProductSection
              key={type}
              id={`section-${key}`}
              title={label}
              products={ofType.slice(0, TYPE_SECTION_CARDS)}
              layout="grid"
              attributes={{ 'data-testid': 'segment-type-section', 'data-product-type': type }}
            >
              {ofType.length > TYPE_SECTION_CARDS && <ListMore shown={TYPE_SECTION_CARDS} count={ofType.length} links={moreOf(site, segment.category_names, type, label, t)} />}
            </ProductSection>
          );
        })}
      </div>
    </>
  );
}

/**
 * /segments/{customSegmentSlug}: one slice of the catalogue (JEE, NEET, ...), its products by type, the first
 * TYPE_SECTION_CARDS of each.
 */
export function SegmentPage({ site, params }: PageProps) {
  return (
    <PageRoot site={site}>
      <SegmentContent slug={params['customSegmentSlug'] ?? ''} />
    </PageRoot>
  );
}
