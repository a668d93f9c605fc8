import { useTranslation } from '../../i18n/use-translation.ts';
import type { Review } from '../../contract/catalogue.ts';
import { css } from 'styled-system/css';
import { ContentSection } from './content-section.tsx';
import { Stars } from './reviews.tsx';

/** How many of a course's reviews the band quotes. */
export const TESTIMONIALS = 3;
/** A review says something worth quoting from this many characters. */
const QUOTABLE = 40;

/**
 * The course's best reviews to quote: the highest rated with something to say, the fuller first, then the newer.
 * Fewer than two make no band: one quote reads as a chosen one.
 */
export function bestReviews(reviews: readonly Review[]): Review[] {
  const best = reviews
    .filter((r) => r.rating >= 4 && r.text.trim().length >= QUOTABLE)
    .sort((a, b) => b.rating - a.rating || b.text.length - a.text.length || b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .slice(0, TESTIMONIALS);
  return best.length >= 2 ? best : [];
}

const band = css({
  display: 'grid', gap: '4', gridTemplateColumns: 'repeat(auto-fit, minmax(min(15rem, 100%), 1fr))', listStyle: 'none', m: '0', p: '0',
});
const quote = css({
  display: 'grid', gap: '3', alignContent: 'start', p: '5', borderRadius: 'card', bg: 'brand.subtle', borderWidth: '1px', borderColor: 'brand.border', m: '0',
});
const text = css({ fontSize: 'md', color: 'fg.default', lineHeight: '1.6', m: '0' });
const who = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default' });

/** A band of the course's best reviews, quoted with their authors and stars, between what it teaches and who does. */
export function Testimonials({ reviews }: { reviews: readonly Review[] }) {
  const { t } = useTranslation();
  const best = bestReviews(reviews);
  if (best.length === 0) return null;
  return (
    <ContentSection id="testimonials" title={t('product.testimonials.title')} testId="testimonials">
      <ul className={band}>
        {best.map((review) => (
          <li key={review.id}>
            <figure className={quote} data-testid="testimonial">
              <blockquote className={text}>“{review.text}”</blockquote>
              <figcaption className={who}>
                <span>{review.author_name}</span>
                <Stars value={review.rating} label={t('product.reviews.stars', { count: review.rating })} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
