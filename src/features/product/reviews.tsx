import { useTranslation } from 'react-i18next';
import type { CourseDetail, Review } from '../../contract/catalogue.ts';
import { css } from 'styled-system/css';
import { useSite } from '../../platform/shell/page-root.tsx';
import { StarIcon } from '../store/index.ts';

import { ContentSection } from './content-section.tsx';
import { formatDate } from './pricing.ts';

/** Reviews shown on a sales page; the rest are on the product's reviews page. */
export const REVIEWS_SHOWN = 10;

const summary = css({ display: 'flex', alignItems: 'center', gap: '4', mb: '5' });
const average = css({ fontSize: '4xl', fontWeight: 'bold', lineHeight: '1', color: 'fg.default' });
const stars = css({ display: 'flex', gap: '0.5', '& svg': { w: '4', h: '4' } });
const on = css({ color: 'accent' });
const off = css({ color: 'border.default' });
const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' });
const card = css({ p: '4', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', bg: 'surface', display: 'grid', gap: '2' });
const head = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const author = css({ fontWeight: 'semibold', color: 'fg.default', m: '0', fontSize: 'md' });
const date = css({ fontSize: 'sm', color: 'fg.muted', ml: 'auto' });
const empty = css({ color: 'fg.muted' });

function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span className={stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= Math.round(value) ? on : off}><StarIcon /></span>
      ))}
    </span>
  );
}

export function Reviews({ product, reviews }: { product: CourseDetail; reviews: readonly Review[] }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const shown = [...reviews].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, REVIEWS_SHOWN);
  const { rating } = product;
  return (
    <ContentSection id="reviews" title={t('product.reviews.title')} testId="reviews">
      {rating.count === 0 ? (
        <p className={empty}>{t('product.reviews.none')}</p>
      ) : (
        <>
          <div className={summary}>
            <span className={average} aria-hidden="true">{rating.average.toFixed(1)}</span>
            <div>
              <Stars value={rating.average} label={t('store.card.ratingLabel', { average: rating.average.toFixed(1), count: rating.count })} />
              <p className={empty} aria-hidden="true">{t('product.reviews.count', { count: rating.count })}</p>
            </div>
          </div>
          <ul className={list}>
            {shown.map((review) => (
              <li key={review.id} className={card}>
                <div className={head}>
                  <h3 className={author}>{review.author_name}</h3>
                  <Stars value={review.rating} label={t('product.reviews.stars', { count: review.rating })} />
                  <time className={date} dateTime={review.created_at}>{formatDate(review.created_at, locale)}</time>
                </div>
                {review.text && <p>{review.text}</p>}
              </li>
            ))}
          </ul>
          {rating.count > shown.length && <p className={empty}>{t('product.reviews.more', { shown: shown.length, count: rating.count })}</p>}
        </>
      )}
    </ContentSection>
  );
}
