import { PRODUCT_TYPE } from '../../contract/common.ts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { CourseDetail } from '../../contract/catalogue.ts';
import { css } from 'styled-system/css';
import { PageRoot, useSite } from '../../platform/shell/page-root.tsx';
import { listHref, PRODUCT_TYPES, salesHref, storeHref } from '../store/index.ts';
import { PageHeader, type Crumb } from '../../ui/page-header.tsx';
import type { PageProps } from '../../platform/page-props.ts';
import { ProductCard } from '../store/index.ts';
import { productGrid } from '../store/index.ts';
import { Rating, StatusBadge } from '../store/index.ts';
import { pageContainer } from '../../ui/layout.ts';
import { BuyBox } from './buy-box.tsx';
import { ContentSection } from './content-section.tsx';
import { Curriculum } from './curriculum.tsx';
import { descriptionBlocks } from './description.ts';
import { Faqs } from './faqs.tsx';
import { Reviews } from './reviews.tsx';
import { Teachers } from './teachers.tsx';
import { Testimonials } from './testimonials.tsx';
import { TestFacts } from './test-facts.tsx';
import { trailerLesson } from './trailer.tsx';
import { badge } from '../../ui/button.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';

const layout = css({
  display: 'grid',
  gap: { base: '8', lg: '12' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' },
  alignItems: 'start',
  mt: { base: '6', md: '10' },
});
const side = css({ lg: { gridColumn: '2', gridRow: '1', position: 'sticky', top: '24' } });
const main = css({ lg: { gridColumn: '1', gridRow: '1' }, minW: '0' });
const badges = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });
const byline = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '4', rowGap: '1', color: 'fg.muted', fontSize: 'sm' });
const prose = css({
  color: 'fg.default',
  display: 'grid',
  gap: '3',
  maxW: '3xl',
  fontSize: 'md',
  lineHeight: '1.7',
  '& p': { whiteSpace: 'pre-line' },
  '& ul': { listStyle: 'disc', pl: '6', display: 'grid', gap: '1' },
});

function Description({ text }: { text: string }) {
  return (
    <div className={prose}>
      {descriptionBlocks(text).map((block, i) =>
        block.kind === 'p' ? <p key={i}>{block.text}</p> : <ul key={i}>{block.items.map((item, j) => <li key={j}>{item}</li>)}</ul>,
      )}
    </div>
  );
}

function Included({ product }: { product: CourseDetail }) {
  const { t } = useTranslation();
  const site = useSite();
  const items = product.item_ids.flatMap((id) => {
    const item = site.productById.get(id);
    return item ? [item] : [];
  });
  if (items.length === 0) return null;
  return (
    <ContentSection id="included" title={t('product.included.title')} meta={t('product.included.count', { count: items.length })} testId="included">
      <ul className={productGrid}>
        {items.map((item) => <li key={item.id}><ProductCard product={item} /></li>)}
      </ul>
    </ContentSection>
  );
}

/**
 * `parent`: the bundle or test series the product is shown as part of (/{parent}/{child}, src/features/content/
 * sub-product-page.tsx): the crumb leads back to it and its plans are what is bought; `children` go under the title.
 * `learner`: the learner part for what is bought (their access and favourite), rendered by the catch-all page.
 */
export function SalesContent({ seo, parent, children, learner }: { seo: string; parent?: CourseDetail; children?: ReactNode; learner?: ReactNode }) {
  const { t } = useTranslation();
  const site = useSite();
  const product = site.productBySeo.get(seo);
  if (!product) throw new Error(`No product with seo_title ${seo}`);
  const typeKey = PRODUCT_TYPES[product.course_type].key;
  const list = listHref(site, product.course_type);
  const crumbs: Crumb[] = [{ href: storeHref(site), label: t('shell.nav.store') }];
  if (parent) crumbs.push({ href: salesHref(site, parent), label: parent.title });
  else if (list) crumbs.push({ href: list, label: t(`store.section.${typeKey}`) });
  const teachers = product.teacher_ids.flatMap((id) => site.teacherById.get(id) ?? []);
  const faqs = [...(site.faqsByCourse.get(product.id) ?? []), ...(site.faqsByCourse.get(null) ?? [])];
  const reviews = site.reviewsByCourse.get(product.id) ?? [];
  const previewHref = (sectionId: number, lessonId: number) => href(site.base, routeById(parent ? 'lesson-player-sub' : 'lesson-player'), parent
    ? { productSeo: parent.seo_title, subProductSeo: product.seo_title, sectionId, lessonId }
    : { productSeo: product.seo_title, sectionId, lessonId });
  // The buy box shows what is bought: under a bundle, the bundle's cover, so no trailer of the part.
  const trailer = !parent && product.course_type === PRODUCT_TYPE.course ? trailerLesson(product, previewHref) : null;

  return (
    <>
      <PageHeader heading={product.title} introText={product.short_description} crumbs={crumbs} testId="sales-title">
        <div className={badges}>
          <span className={badge()}>{t(`store.type.${typeKey}`)}</span>
          <StatusBadge product={product} />
        </div>
        <div className={byline}>
          <Rating courseId={product.id} rating={product.rating} testId="sales-rating" />
          {teachers.length > 0 && <span>{t('product.byline', { names: teachers.map((x) => x.name).join(', ') })}</span>}
        </div>
        {children}
      </PageHeader>
      <div className={pageContainer}>
        <div className={layout}>
          <div className={side}>
            <BuyBox product={parent ?? product} learner={learner} trailer={trailer} />
          </div>
          <div className={main}>
            <ContentSection id="about" title={t(`product.about.${typeKey}`)} testId="about">
              <Description text={product.description} />
            </ContentSection>
            {product.course_type === PRODUCT_TYPE.course && (
              <Curriculum sections={product.sections} previewHref={previewHref} />
            )}
            {(product.course_type === PRODUCT_TYPE.test || product.course_type === PRODUCT_TYPE.testSeries) && <TestFacts facts={product.test_facts} />}
            {(product.course_type === PRODUCT_TYPE.bundle || product.course_type === PRODUCT_TYPE.testSeries) && <Included product={product} />}
            <Testimonials reviews={reviews} />
            <Teachers teachers={teachers} />
            <Reviews product={product} reviews={reviews} />
            <Faqs faqs={faqs} />
          </div>
        </div>
      </div>
    </>
  );
}

/**
 * A course's own store card, inert, for the store's recent row to take when the course is one of a signed-in
 * learner's (src/features/store/own-recent-load.ts): each course carries its card, so the store need not carry
 * every course's (megabytes for a large school).
 */
function OwnCard({ seo }: { seo: string }) {
  const product = useSite().productBySeo.get(seo);
  if (product?.course_type !== PRODUCT_TYPE.course) return null;
  return (
    <template data-product-card="">
      <li data-course-id={product.id}><ProductCard product={product} /></li>
    </template>
  );
}

/** /{productSeo}: everything about one product, and how to buy it. */
export function SalesPage({ site, params, children }: PageProps) {
  const seo = params['productSeo'] ?? '';
  return (
    <PageRoot site={site}>
      <SalesContent seo={seo} learner={children} />
      <OwnCard seo={seo} />
    </PageRoot>
  );
}

