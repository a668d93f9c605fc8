import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { CourseDetail } from '../../contract/catalogue.ts';
import { css, cx } from 'styled-system/css';
import { ProductCard } from './product-card.tsx';
import { cardRow, sectionTitle } from '../../ui/layout.ts';
import { link } from '../../ui/button.tsx';

const section = css({ mt: { base: '10', md: '14' } });
const header = css({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '4', mb: '4' });
const intro = css({ color: 'fg.muted', mt: '1', maxW: '3xl' });
// A row of fixed-width cards: scrolls sideways where four do not fit.
// SPEC.md section 9: card width 264 (CARD_WIDTH in product-card.tsx); a literal, so Panda can extract it.
const row = cx(cardRow, css({ gridAutoColumns: '264px' }));
export const productGrid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: { base: '4', md: '6' },
  listStyle: 'none',
  m: '0',
  p: '0',
});
const viewAll = cx(link(), css({ display: 'inline-flex', alignItems: 'center', gap: '1', whiteSpace: 'nowrap', fontSize: 'sm', py: '1' }));
const footer = css({ mt: '4', display: 'flex', justifyContent: 'center' });
const headerEnd = css({ display: 'flex', alignItems: 'center', gap: '3', flexShrink: 0 });
// Idle (the row fits, or no script has measured it yet), the controls are invisible but hold their place: showing
// them once the script has measured the row must not move the heading or the "View all" link (a layout shift).
// Not the hidden attribute: the reset makes that display: none.
const controls = css({ display: 'flex', gap: '2', '&[data-idle]': { visibility: 'hidden' } });
const control = css({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '9', h: '9', borderRadius: 'full', borderWidth: '1px', borderColor: 'border.default',
  bg: 'surface', color: 'fg.default', fontSize: 'xl', lineHeight: '1', cursor: 'pointer', _hover: { borderColor: 'fg.muted' },
  _disabled: { opacity: '0.4', cursor: 'default' }, _focusVisible: { outline: '3px solid {colors.brand.ring}', outlineOffset: '2px' },
});

export interface ViewAll {
  href: string;
  /** Visible text ("View all"). */
  text: string;
  /** Accessible name naming the list ("View all courses"). */
  label: string;
}

export interface ProductSectionProps {
  /** Id of the heading, for aria-labelledby. */
  id: string;
  title: string;
  intro?: string;
  products: readonly CourseDetail[];
  /** Where the 'View all' link goes: store sections carry it in the header, category sections in the footer. */
  viewAll?: ViewAll;
  viewAllAt?: 'header' | 'footer';
  /** Cards in a sideways row (store) or a wrapping grid (lists). */
  layout?: 'row' | 'grid';
  showPromo?: boolean;
  /** Test hooks and data attributes for the section element. */
  attributes?: Record<`data-${string}`, string | number>;
  children?: ReactNode;
}

export function ViewAllLink({ link }: { link: ViewAll }) {
  return (
    <a className={viewAll} href={link.href} aria-label={link.label} data-testid="view-all">
      {link.text}
      <span aria-hidden="true">→</span>
    </a>
  );
}

/**
 * Back and forward for a row wider than the screen. Idle until the page's script (platform scroll-rows.ts) finds
 * the row overflowing; it then shows them, scrolls by a screenful and disables the one at an end.
 */
export function RowControls({ rowId, title }: { rowId: string; title: string }) {
  const { t } = useTranslation();
  return (
    <div className={controls} data-row-controls={rowId} data-idle="">
      <button type="button" className={control} aria-controls={rowId} aria-label={t('store.row.back', { list: title })} data-row-step="-1">
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className={control} aria-controls={rowId} aria-label={t('store.row.forward', { list: title })} data-row-step="1">
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

export function ProductSection({ id, title, intro: introText, products, viewAll: link, viewAllAt = 'header', layout = 'row', showPromo, attributes, children }: ProductSectionProps) {
  const rowId = `${id}-row`;
  return (
    <section className={section} aria-labelledby={id} {...attributes}>
      <div className={header}>
        <div>
          <h2 id={id} className={sectionTitle}>{title}</h2>
          {introText && <p className={intro}>{introText}</p>}
        </div>
        <div className={headerEnd}>
          {link && viewAllAt === 'header' && <ViewAllLink link={link} />}
          {layout === 'row' && <RowControls rowId={rowId} title={title} />}
        </div>
      </div>
      <ul className={layout === 'row' ? row : productGrid} id={layout === 'row' ? rowId : undefined} data-scroll-row={layout === 'row' ? '' : undefined}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} showPromo={showPromo} />
          </li>
        ))}
      </ul>
      {children}
      {link && viewAllAt === 'footer' && (
        <div className={footer}>
          <ViewAllLink link={link} />
        </div>
      )}
    </section>
  );
}
