import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { BATCH_CALLS, type Batch, type BatchReview } from '../../contract/batch.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { callQuery } from '../../lib/query-client.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { button } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { mutedText } from '../../ui/layout.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { Stars } from '../../ui/stars.tsx';
import { insider } from './batch-api.ts';
import { BatchFrame, JoinFirst, useWhen } from './batch-frame.tsx';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' });

function ReviewCard({ review }: { review: BatchReview }) {
  const { t } = useTranslation();
  const when = useWhen();
  return (
    <li className={cx(card({ padding: 'sm' }), css({ display: 'grid', gap: '2' }))} data-testid="batch-review">
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <h2 className={css({ m: '0', fontSize: 'md', fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{review.mine ? t('batch.you', { name: review.author_name }) : review.author_name}</h2>
        <Stars value={review.rating} label={t('product.reviews.stars', { count: review.rating })} />
        <time className={cx(mutedText, css({ ms: 'auto' }))} dateTime={review.created_at}>{when.day(review.created_at)}</time>
      </div>
      {review.text && <p className={css({ m: '0', whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>{review.text}</p>}
    </li>
  );
}

function Reviews({ batch }: { batch: Batch }) {
  const { t, i18n } = useTranslation();
  const { slug, base } = useShell();
  const query = useQuery(callQuery(slug, BATCH_CALLS.batchReviews, { params: { batchId: batch.id } }));
  if (query.isError && !query.data) return <ReadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton width="100%" height="10rem" />;
  const { reviews, count, average, can_review } = query.data;
  const write = href(base, routeById('add-review'), { productSeo: batch.product.seo });
  return (
    <>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' })}>
        {count > 0 && (
          <p className={css({ m: '0', display: 'flex', gap: '2', alignItems: 'center' })} data-testid="batch-rating">
            <strong className={css({ fontSize: '2xl', fontFamily: 'heading' })}>{new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average)}</strong>
            <Stars value={average} label={t('store.card.ratingLabel', { average: average.toFixed(1), count })} />
            <span className={mutedText}>{t('batch.reviewCount', { count })}</span>
          </p>
        )}
        {can_review && <a className={button({ size: 'sm' })} href={write} data-testid="batch-write-review">{t('batch.writeReview')}</a>}
      </div>
      {count === 0
        ? <EmptyState title={t('batch.noReviews')} text={t('batch.noReviewsText')} data-testid="batch-reviews-empty" />
        : <ul className={list} data-testid="batch-reviews">{reviews.map((r) => <ReviewCard key={r.id} review={r} />)}</ul>}
    </>
  );
}

/** `/batch/rating-review` (batchId, productSeo): what the batch's own members say of the course, and a member's way to say it (members and staff). */
export function BatchReviewsPage() {
  return <BatchFrame tab="rating-review">{(batch) => (insider(batch) ? <Reviews batch={batch} /> : <JoinFirst batch={batch} />)}</BatchFrame>;
}
