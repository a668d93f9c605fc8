import { useTranslation } from '../../i18n/use-translation.ts';
import type { FreeResource } from '../../contract/site-content.ts';
import { css, cx } from 'styled-system/css';
import { PageRoot, useSite } from '../../platform/shell/page-root.tsx';
import { PRODUCT_TYPES, productsOfType, productsOrder, salesHref, storeHref } from '../store/index.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { PageProps } from '../../platform/page-props.ts';
import { ProductCard } from '../store/index.ts';
import { productGrid } from '../store/index.ts';
import { cardGrid, eyebrow, mutedText, pageContainer, sectionTitle } from '../../ui/layout.ts';
import { contentOf, contentPreviewHref, freeProducts, previewCourses } from './content.ts';
import { ArrowIcon, DocumentIcon, LinkIcon, PlayIcon } from '../../ui/icons.ts';
import { badge, link } from '../../ui/button.tsx';
import { card, iconBadge } from '../../ui/card.tsx';

const section = css({ mt: { base: '10', md: '14' } });
const sectionHead = css({ mb: '5', display: 'grid', gap: '1' });
const subTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg', color: 'fg.default', mt: '6', mb: '3' });
const resource = cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3', h: 'full' }));
const resourceHead = css({ display: 'flex', gap: '3', alignItems: 'center' });
const resourceTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'md', color: 'fg.default', lineHeight: '1.35', m: '0' });
const resourceAction = cx(link(), css({ mt: 'auto', alignSelf: 'flex-start' }));
const previewItem = cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2', h: 'full', py: '4' }));
const allPreviews = cx(link(), css({ display: 'inline-flex', alignItems: 'center', gap: '2', mt: '5', '& svg': { w: '4', h: '4' } }));

/** Free-preview courses shown here; the rest are one link away on /content-preview. */
export const FREE_PREVIEW_COURSES = 6;

const KIND_ICON = { pdf: DocumentIcon, link: LinkIcon, video: PlayIcon } as const;

function ResourceCard({ resource: r }: { resource: FreeResource }) {
  const { t } = useTranslation();
  const site = useSite();
  const Icon = KIND_ICON[r.kind];
  const external = r.url.startsWith('https://');
  return (
    <article className={resource} data-testid="free-resource" data-kind={r.kind}>
      <div className={resourceHead}>
        <span className={iconBadge()}><Icon /></span>
        <span className={eyebrow}>{t(`content.free.kind.${r.kind}`)}</span>
      </div>
      <h3 className={resourceTitle}>{r.title}</h3>
      {r.description && <p className={mutedText}>{r.description}</p>}
      <a
        className={resourceAction}
        href={site.media(r.url)}
        aria-label={t(`content.free.actionLabel.${r.kind}`, { title: r.title })}
        {...(external ? { rel: 'noopener' } : {})}
      >
        {t(`content.free.action.${r.kind}`)}
      </a>
    </article>
  );
}

function FreeContent() {
  const { t } = useTranslation();
  const site = useSite();
  const resources = contentOf(site.input).freeResources;
  const free = freeProducts(site);
  const previews = previewCourses(site);
  const nothing = resources.length === 0 && free.length === 0 && previews.length === 0;

  return (
    <>
      <PageHeader
        heading={t('content.free.title')}
        introText={t('content.free.intro', { school: site.config.school_name })}
        crumbs={[{ href: storeHref(site), label: t('shell.nav.store') }]}
        testId="free-title"
      />
      <div className={pageContainer}>
        {nothing && <p className={cx(mutedText, css({ mt: '10', fontSize: 'md' }))}>{t('content.free.empty')}</p>}

        {resources.length > 0 && (
          <section className={section} aria-labelledby="free-resources" data-testid="free-resources">
            <div className={sectionHead}>
              <h2 id="free-resources" className={sectionTitle}>{t('content.free.fromSchool', { school: site.config.school_name })}</h2>
              <p className={mutedText}>{t('content.free.fromSchoolText')}</p>
            </div>
            <ul className={cardGrid}>
              {resources.map((r) => <li key={r.id}><ResourceCard resource={r} /></li>)}
            </ul>
          </section>
        )}

        {free.length > 0 && (
          <section className={section} aria-labelledby="free-products" data-testid="free-products">
            <div className={sectionHead}>
              <h2 id="free-products" className={sectionTitle}>{t('content.free.products')}</h2>
              <p className={mutedText}>{t('content.free.productsText')}</p>
            </div>
            {productsOrder(site).map((type) => {
              const ofType = productsOfType(free, type);
              if (ofType.length === 0) return null;
              const key = PRODUCT_TYPES[type].key;
              return (
                <div key={type} data-testid="free-product-type" data-product-type={type}>
                  <h3 className={subTitle}>{t(`store.section.${key}`)}</h3>
                  <ul className={productGrid}>
                    {ofType.map((product) => <li key={product.id}><ProductCard product={product} headingLevel={3} /></li>)}
                  </ul>
                </div>
              );
            })}
          </section>
        )}

        {previews.length > 0 && (
          <section className={section} aria-labelledby="free-previews" data-testid="free-previews">
            <div className={sectionHead}>
              <h2 id="free-previews" className={sectionTitle}>{t('content.free.previews')}</h2>
              <p className={mutedText}>{t('content.free.previewsText')}</p>
            </div>
            <ul className={cardGrid}>
              {previews.slice(0, FREE_PREVIEW_COURSES).map(({ course, lessons }) => (
                <li key={course.id} className={previewItem} data-testid="free-preview-course">
                  <a className={cx(link(), css({ fontFamily: 'heading' }))} href={salesHref(site, course)}>{course.title}</a>
                  <span className={mutedText}>{lessons.map((l) => l.title).join(' · ')}</span>
                  <a
                    className={cx(badge(), css({ alignSelf: 'flex-start', mt: 'auto' }))}
                    href={`${contentPreviewHref(site)}#course-${course.seo_title}`}
                    aria-label={t('content.free.previewLinkLabel', { count: lessons.length, course: course.title })}
                  >
                    {t('content.free.previewLink', { count: lessons.length })}
                  </a>
                </li>
              ))}
            </ul>
            <a className={allPreviews} href={contentPreviewHref(site)}>
              {t('content.free.allPreviews', { count: previews.length })}
              <ArrowIcon />
            </a>
          </section>
        )}
      </div>
    </>
  );
}

/** /free-resource: what the school gives away: its own resources, its free products and free-preview lessons. */
export function FreeResourcePage({ site }: PageProps) {
  return (
    <PageRoot site={site}>
      <FreeContent />
    </PageRoot>
  );
}
