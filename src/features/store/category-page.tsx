import { useTranslation } from '../../i18n/use-translation.ts';
import { PageRoot, useSite } from '../../platform/shell/page-root.tsx';
import { categoryHref, PRODUCT_TYPES, TYPE_SECTION_CARDS, productsInCategory, productsOfType, productsOrder, storeHref } from './catalogue.ts';
import { ListMore } from './list-more.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import type { PageProps } from '../../platform/page-props.ts';
import { ProductSection } from './product-section.tsx';
import { pageContainer } from '../../ui/layout.ts';

function CategoryContent({ customName }: { customName: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const category = site.categoryByName.get(customName);
  if (!category) throw new Error(`No category ${customName}`);
  const products = productsInCategory(site, category.id);
  return (
    <>
      <PageHeader
        heading={category.name}
        introText={category.description}
        crumbs={[{ href: storeHref(site), label: t('shell.nav.store') }]}
      />
      <div className={pageContainer}>
        {products.length === 0 && <p>{t('store.list.empty')}</p>}
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
              attributes={{ 'data-testid': 'category-type-section', 'data-product-type': type }}
            >
              {ofType.length > TYPE_SECTION_CARDS && <ListMore shown={TYPE_SECTION_CARDS} count={ofType.length} links={[{ href: categoryHref(site, category.custom_name, type), text: t('store.viewAllOf', { list: label }) }]} />}
            </ProductSection>
          );
        })}
      </div>
    </>
  );
}

/**
 * /categories/{categoryCustomName}: the category's name and description, its products grouped by type, the first
 * TYPE_SECTION_CARDS of each; past that, a link to the category's list of that type (`?type=<n>`, answered by its
 * shell).
 */
export function CategoryPage({ site, params }: PageProps) {
  return (
    <PageRoot site={site}>
      <CategoryContent customName={params['categoryCustomName'] ?? ''} />
    </PageRoot>
  );
}
