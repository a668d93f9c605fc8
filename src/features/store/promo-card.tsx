import { useTranslation } from '../../i18n/use-translation.ts';
import type { CourseDetail } from '../../contract/catalogue.ts';
import { css } from 'styled-system/css';
import { useSite } from '../../platform/shell/page-root.tsx';
import { PRODUCT_TYPES, salesHref } from './catalogue.ts';

const card = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  h: 'full',
  minH: '44',
  p: '5',
  borderRadius: 'card',
  bg: 'brand.solid',
  color: 'brand.contrast',
  overflow: 'hidden',
  transition: 'transform 0.18s ease',
  _hover: { transform: 'translateY(-3px)' },
  _focusWithin: { outline: '2px solid {colors.brand.solid}', outlineOffset: '3px' },
  _before: {
    content: '""',
    position: 'absolute',
    right: '-12',
    top: '-12',
    w: '40',
    h: '40',
    borderRadius: 'full',
    borderWidth: '24px',
    borderColor: 'brand.onSolidLine',
  },
});
const kicker = css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: '0.08em', opacity: 0.9 });
const headline = css({ fontFamily: 'heading', fontSize: 'xl', fontWeight: 'bold', lineHeight: '1.25', position: 'relative', m: '0' });
const title = css({ mt: 'auto', fontSize: 'sm', fontWeight: 'medium', position: 'relative' });
const link = css({ color: 'inherit', textDecoration: 'none', outline: 'none', _after: { content: '""', position: 'absolute', inset: '0', zIndex: 1 } });

/** A promo: the product's promo headline on the brand colour, linking to its sales page. */
export function PromoCard({ product }: { product: CourseDetail }) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <article className={card} data-testid="product-card" data-promo="true" data-product-type={product.course_type} data-product-id={product.id}>
      <p className={kicker}>{t(`store.type.${PRODUCT_TYPES[product.course_type].key}`)}</p>
      <h3 className={headline}>{product.promo?.headline}</h3>
      <p className={title}>
        <a className={link} href={salesHref(site, product)}>
          {product.title} <span aria-hidden="true">→</span>
        </a>
      </p>
    </article>
  );
}
