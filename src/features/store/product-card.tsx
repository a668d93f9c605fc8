import { useTranslation } from '../../i18n/use-translation.ts';
import type { CourseSummary } from '../../contract/catalogue.ts';
import { css } from 'styled-system/css';
import { CardArt } from './card-art.tsx';
import { ProductImage } from '../../ui/product-image.tsx';
import { Portrait } from '../../ui/portrait.tsx';
import { heightFor } from '../../contract/image.ts';
import { useCardEnv } from '../../platform/shell/card-env.tsx';
import { PRODUCT_TYPES, salesPath } from './catalogue.ts';
import { PriceTag } from './price-tag.tsx';
import { Rating } from './rating.tsx';
import { StatusBadge } from './status-badge.tsx';

/** Card width on store rows (SPEC.md section 9). */
export const CARD_WIDTH = 264;

const card = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  h: 'full',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  overflow: 'hidden',
  transition: 'transform 0.18s ease, box-shadow 0.18s ease, border-color 0.18s',
  _hover: {
    transform: 'translateY(-3px)',
    borderColor: 'brand.border',
    boxShadow: 'hovered',
    // A shadow tinted with the text colour would glow in dark mode.
    _dark: { boxShadow: 'none' },
  },
  _focusWithin: { outline: '2px solid {colors.brand.solid}', outlineOffset: '2px' },
});
const art = css({ position: 'relative', aspectRatio: '16 / 9', bg: 'canvas', flexShrink: 0 });
const image = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' });
const badge = css({ position: 'absolute', top: '3', left: '3', bg: 'surface', boxShadow: 'sm' });
const body = css({ display: 'flex', flexDirection: 'column', gap: '1.5', p: '4', flex: '1' });
const type = css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: '0.06em', color: 'fg.muted' });
const title = css({
  fontFamily: 'heading',
  fontSize: 'md',
  fontWeight: 'bold',
  lineHeight: '1.35',
  color: 'fg.default',
  lineClamp: 2,
  m: '0',
});
// The title link covers the whole card, so the card is one link with the title as its name.
const stretched = css({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  _after: { content: '""', position: 'absolute', inset: '0', zIndex: 1 },
});
const teacher = css({ display: 'flex', alignItems: 'center', gap: '2', m: '0', fontSize: 'sm', color: 'fg.muted', minW: '0', '& span': { truncate: true } });
const promo = css({ fontSize: 'sm', color: 'fg.default', fontWeight: 'medium' });
const footer = css({ mt: 'auto', pt: '2', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' });

export interface ProductCardProps {
  product: CourseSummary;
  /** The card title's heading level, following the page's outline. */
  headingLevel?: 2 | 3;
  /** Show the product's promo headline (promos row). */
  showPromo?: boolean;
}

export function ProductCard({ product, headingLevel = 3, showPromo = false }: ProductCardProps) {
  const { t } = useTranslation();
  const env = useCardEnv();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={card} data-testid="product-card" data-product-type={product.course_type} data-product-id={product.id}>
      <div className={art}>
        {product.image_url ? (
          <ProductImage className={image} src={env.media(product.image_url)} sizes={`(max-width: 600px) 92vw, ${CARD_WIDTH}px`} width={CARD_WIDTH} height={heightFor(CARD_WIDTH)} />
        ) : (
          <CardArt id={product.id} type={product.course_type} />
        )}
        <StatusBadge product={product} className={badge} />
      </div>
      <div className={body}>
        <p className={type}>{t(`store.type.${PRODUCT_TYPES[product.course_type].key}`)}</p>
        <Heading className={title}>
          <a className={stretched} href={salesPath(env.base, product)}>{product.title}</a>
        </Heading>
        {product.teacher && (
          <p className={teacher} data-testid="card-teacher">
            <Portrait name={product.teacher.name} src={product.teacher.avatar_url && env.media(product.teacher.avatar_url)} size={24} />
            <span>{product.teacher.name}</span>
          </p>
        )}
        {showPromo && product.promo && <p className={promo}>{product.promo.headline}</p>}
        <div className={footer}>
          <PriceTag price={product.price} />
          <Rating courseId={product.id} rating={product.rating} />
        </div>
      </div>
    </article>
  );
}
