import type { TFunction } from '../../i18n/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { PageRoot, useSite } from '../../platform/shell/page-root.tsx';
import type { PageProps } from '../../platform/page-props.ts';
import {
  PRODUCT_TYPES, SECTION_CARDS, categoryHref, distinctOpenings, featuredCategories, listHref, productsInCategory, productsOfType, productsOrder, promos, recentCourses, rowProducts, sectionViewAllHref,
} from './catalogue.ts';
import { ProductSection, RowControls, ViewAllLink } from './product-section.tsx';
import { PromoCard } from './promo-card.tsx';
import { cardRow, pageContainer, sectionTitle } from '../../ui/layout.ts';
import { button } from '../../ui/button.tsx';
import { href, routeById } from '../../routes/index.ts';

const hero = css({
  position: 'relative',
  overflow: 'hidden',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  bgGradient: 'hero',
});
const heroGrid = css({
  py: { base: '10', md: '16' },
  display: 'grid',
  gap: { base: '8', md: '12' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.5fr) minmax(0, 1fr)' },
  alignItems: 'center',
});
const heroInner = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const browse = css({
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: '5',
  boxShadow: 'panel',
  // A shadow tinted with the text colour would glow in dark mode.
  _dark: { boxShadow: 'none' },
});
const browseTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'md', color: 'fg.default', mb: '3' });
// Phones: a wrap of compact chips; wide screens: a list with product counts.
const browseList = css({ listStyle: 'none', m: '0', p: '0', display: { base: 'flex', lg: 'grid' }, flexWrap: 'wrap', gap: { base: '2', lg: '1' } });
const browseLink = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: '3',
  py: { base: '1.5', lg: '2.5' },
  borderRadius: { base: 'full', lg: 'md' },
  borderWidth: { base: '1px', lg: '0' },
  borderColor: 'border.default',
  fontSize: { base: 'sm', lg: 'md' },
  color: 'fg.default',
  fontWeight: 'medium',
  textDecoration: 'none',
  _hover: { bg: 'canvas' },
  '& span:last-child': { display: { base: 'none', lg: 'inline' }, fontSize: 'sm', color: 'fg.muted', fontWeight: 'normal', whiteSpace: 'nowrap' },
});
const heroTitle = css({
  fontFamily: 'heading',
  fontWeight: 'bold',
  fontSize: { base: '3xl', md: '5xl' },
  lineHeight: '1.1',
  letterSpacing: '-0.02em',
  color: 'fg.default',
});
const heroText = css({ fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted', maxW: '2xl' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '2' });
const stats = css({ fontSize: 'sm', color: 'fg.muted' });
const promoSection = css({ mt: { base: '8', md: '12' } });
const promoRow = cx(cardRow, css({ gridAutoColumns: { base: '280px', md: 'minmax(280px, 1fr)' } }));

/** "16 products in 1 category": each count in its own plural, in the language's order. */
export function heroStats(t: TFunction, products: number, categories: number): string {
  return t('store.hero.stats', { products: t('store.hero.statProducts', { count: products }), categories: t('store.hero.statCategories', { count: categories }) });
}

function StoreContent() {
  const { t } = useTranslation();
  const site = useSite();
  const { layout, config } = site;
  const promoted = layout.show_promos ? promos(site) : [];
  // Every row of the page in page order, so that no two open with the same cards.
  const typeRows = productsOrder(site).map((type) => ({ type, products: rowProducts(productsOfType(site.products, type)) }));
  const categoryRows = featuredCategories(site).map((category) => ({ category, products: rowProducts(productsInCategory(site, category.id)) }));
  const [recent = [], ...rest] = distinctOpenings([layout.show_recent ? recentCourses(site) : [], ...typeRows.map((r) => r.products), ...categoryRows.map((r) => r.products)]);
  const typeProducts = rest.slice(0, typeRows.length);
  const categoryProducts = rest.slice(typeRows.length);
  const coursesHref = listHref(site, 1);
  const testsHref = listHref(site, 2);

  return (
    <>
      <div className={hero}>
        <div className={cx(pageContainer, heroGrid)}>
          <div className={heroInner}>
            <h1 className={heroTitle}>{config.school_name}</h1>
            <p className={heroText}>{config.description}</p>
            <div className={actions}>
              {coursesHref && <a className={button()} href={coursesHref}>{t('store.hero.browseCourses')}</a>}
              {testsHref && <a className={button({ variant: 'secondary' })} href={testsHref}>{t('store.hero.browseTests')}</a>}
            </div>
            <p className={stats}>{heroStats(t, site.products.length, site.categories.length)}</p>
          </div>
          {site.categories.length > 0 && (
            <nav className={browse} aria-labelledby="browse-categories">
              <h2 id="browse-categories" className={browseTitle}>{t('store.hero.categories')}</h2>
              <ul className={browseList}>
                {site.categories.map((category) => (
                  <li key={category.id}>
                    <a className={browseLink} href={categoryHref(site, category.custom_name)}>
                      <span>{category.name}</span>
                      <span>{t('store.hero.categoryCount', { count: productsInCategory(site, category.id).length })}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>

      <div className={pageContainer}>
        {promoted.length > 0 && (
          <section className={promoSection} aria-labelledby="promos" data-testid="promos">
            <div className={css({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '4', mb: '4' })}>
              <h2 id="promos" className={sectionTitle}>{t('store.promos.title')}</h2>
              <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
                <ViewAllLink
                  link={{ href: sectionViewAllHref(site, null, 'promos'), text: t('store.viewAll'), label: t('store.viewAllOf', { list: t('store.promos.title') }) }}
                />
                <RowControls rowId="promos-row" title={t('store.promos.title')} />
              </div>
            </div>
            <ul className={promoRow} id="promos-row" data-scroll-row="">
              {promoted.map((product) => (
                <li key={product.id}><PromoCard product={product} /></li>
              ))}
            </ul>
          </section>
        )}

        {recent.length > 0 && (
          <ProductSection
            id="recent"
            title={t('store.recent.title')}
            products={recent}
            viewAll={{ href: sectionViewAllHref(site, 1, 'recent'), text: t('store.viewAll'), label: t('store.viewAllOf', { list: t('store.recent.title') }) }}
            viewAllAt="header"
            attributes={{
              'data-testid': 'recent-courses',
              'data-recent-row': '',
              'data-mine-title': t('store.recent.mine'),
              'data-mine-href': href(site.base, routeById('my-enrollments')),
              'data-mine-label': t('store.viewAllOf', { list: t('store.recent.mine') }),
              'data-base': site.base,
            }}
          />
        )}

        {typeRows.map(({ type }, i) => {
          const products = typeProducts[i] ?? [];
          if (products.length === 0) return null;
          const key = PRODUCT_TYPES[type].key;
          const label = t(`store.section.${key}`);
          const to = sectionViewAllHref(site, type);
          return (
            <ProductSection
              key={type}
              id={`section-${key}`}
              title={label}
              products={products.slice(0, SECTION_CARDS)}
              viewAll={{ href: to, text: t('store.viewAll'), label: t('store.viewAllOf', { list: label }) }}
              viewAllAt="header"
              attributes={{ 'data-testid': 'store-section', 'data-product-type': type }}
            />
          );
        })}

        {categoryRows.map(({ category }, i) => {
          const products = categoryProducts[i] ?? [];
          if (products.length === 0) return null;
          return (
            <ProductSection
              key={category.id}
              id={`category-${category.custom_name}`}
              title={category.name}
              intro={category.description}
              products={products.slice(0, SECTION_CARDS)}
              viewAll={{ href: categoryHref(site, category.custom_name), text: t('store.viewAll'), label: t('store.viewAllOf', { list: category.name }) }}
              viewAllAt="footer"
              attributes={{ 'data-testid': 'category-section', 'data-category': category.custom_name }}
            />
          );
        })}
      </div>
    </>
  );
}

/** The store ({base} and /home): hero, promos, recent courses, a section per product type, featured categories. */
export function StorePage({ site }: PageProps) {
  return (
    <PageRoot site={site}>
      <StoreContent />
    </PageRoot>
  );
}
