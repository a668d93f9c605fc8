import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { PageRoot, useSite } from '../../platform/shell/page-root.tsx';
import { PRODUCT_TYPES, productsOfType, productsOrder, storeHref } from '../store/index.ts';
import { PageHeader } from '../store/index.ts';
import type { PageProps } from '../../platform/page-props.ts';
import { ProductSection } from '../store/index.ts';
import { pageContainer } from '../store/index.ts';
import { contentOf, segmentListHref, segmentProducts } from './content.ts';
import { badge, button } from '../../ui/button.tsx';

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });

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
          return (
            <ProductSection
              key={type}
              id={`section-${key}`}
              title={t(`store.section.${key}`)}
              products={ofType}
              layout="grid"
              attributes={{ 'data-testid': 'segment-type-section', 'data-product-type': type }}
            />
          );
        })}
      </div>
    </>
  );
}

/** /segments/{customSegmentSlug}: one slice of the catalogue (JEE, NEET, ...), its products by type. */
export function SegmentPage({ site, params }: PageProps) {
  return (
    <PageRoot site={site}>
      <SegmentContent slug={params['customSegmentSlug'] ?? ''} />
    </PageRoot>
  );
}
