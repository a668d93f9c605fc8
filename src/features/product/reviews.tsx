import { useTranslation } from '../../i18n/use-translation.ts';
import type { CourseDetail, Review } from '../../contract/catalogue.ts';
import { css } from 'styled-system/css';
import { useSite } from '../../platform/shell/page-root.tsx';
import { StarIcon } from '../../ui/star-icon.tsx';

import { ContentSection } from './content-section.tsx';
import { formatDate } from './pricing.ts';
import { reviewStrings } from './review-strings.ts';

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

/** Five stars, `value` of them lit; `hook` marks the ones the live reviews script redraws (live-reviews.ts). */
export function Stars({ value: lit, label, hook }: { value: number; label: string; hook?: 'data-stars' | 'data-summary-stars' }) {
  return (
    <span className={stars} role="img" aria-label={label} {...(hook ? { [hook]: '' } : {})}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= Math.round(lit) ? on : off} data-star=""><StarIcon /></span>
      ))}
    </span>
  );
}

/** One review; with `review` null, the empty card the live script fills (live-reviews.ts). */
function ReviewCard({ review }: { review: Review | null }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <li className={card} data-testid="review" data-review-id={review?.id}>
      <div className={head}>
        <h3 className={author} data-author="">{review?.author_name}</h3>
        <Stars value={review?.rating ?? 0} label={review ? t('product.reviews.stars', { count: review.rating }) : ''} hook="data-stars" />
        {review ? <time className={date} dateTime={review.created_at} data-date="">{formatDate(review.created_at, locale)}</time> : <span className={date} data-date="" />}
      </div>
      <p data-text="" hidden={!review?.text}>{review?.text}</p>
    </li>
  );
}

export function Reviews({ product, reviews }: { product: CourseDetail; reviews: readonly Review[] }) {
  const { t, i18n } = useTranslation();
  const { locale } = useSite();
  const shown = [...reviews].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id).slice(0, REVIEWS_SHOWN);
  const { rating } = product;
  const averageText = rating.average.toFixed(1);
  return (
    <ContentSection id="reviews" title={t('product.reviews.title')} testId="reviews">
      <div data-live-reviews={product.id} data-review-strings={JSON.stringify(reviewStrings(i18n, locale, { on, off }))} data-review-limit={REVIEWS_SHOWN}>
        <p className={empty} data-reviews-none="" hidden={rating.count > 0}>{t('product.reviews.none')}</p>
        <div data-reviews-some="" hidden={rating.count === 0}>
          <div className={summary}>
            <span className={average} aria-hidden="true" data-summary-average="">{averageText}</span>
            <div>
              <Stars value={rating.average} label={t('store.card.ratingLabel', { average: averageText, count: rating.count })} hook="data-summary-stars" />
              <p className={empty} aria-hidden="true" data-summary-count="">{t('product.reviews.count', { count: rating.count })}</p>
            </div>
          </div>
          <ul className={list} data-review-list="">
            {shown.map((review) => <ReviewCard key={review.id} review={review} />)}
          </ul>
          <p className={empty} data-more="" hidden={rating.count <= shown.length}>{t('product.reviews.more', { shown: shown.length, count: rating.count })}</p>
        </div>
        <template data-review-card="">
          <ReviewCard review={null} />
        </template>
      </div>
    </ContentSection>
  );
}
