import type { ReactNode } from 'react';
import type { CourseDetail } from '../../contract/catalogue.ts';
import { css, cx } from 'styled-system/css';
import { ProductCard } from './product-card.tsx';
import { cardRow, sectionTitle } from './ui.ts';
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

export function ProductSection({ id, title, intro: introText, products, viewAll: link, viewAllAt = 'header', layout = 'row', showPromo, attributes, children }: ProductSectionProps) {
  return (
    <section className={section} aria-labelledby={id} {...attributes}>
      <div className={header}>
        <div>
          <h2 id={id} className={sectionTitle}>{title}</h2>
          {introText && <p className={intro}>{introText}</p>}
        </div>
        {link && viewAllAt === 'header' && <ViewAllLink link={link} />}
      </div>
      <ul className={layout === 'row' ? row : productGrid}>
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
