import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LEARNING_CALLS } from '../../contract/learning.ts';
import type { ReportReason } from '../../contract/moderation.ts';
import { call } from '../../lib/call.ts';
import { invalidateAfter } from '../../lib/query-client.ts';
import { showError, showSuccess } from '../../platform/shell/notify.ts';
import { ReportDialog } from '../community/index.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import type { Review } from '../../contract/catalogue.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { formatDate } from '../product/index.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { useCardEnv } from '../../platform/shell/card-env.tsx';
import { Stars } from '../../ui/stars.tsx';
import { LearningFrame } from './frame.tsx';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { StarLineIcon } from '../../ui/icons.ts';
import { myReviewQuery, reviewsQuery } from './learning-api.ts';
import { OwnedGate } from './owned-gate.tsx';
import { dashboardPath } from './owned-product.tsx';
import type { OwnedProduct } from './product-lookup.ts';
import { distributionRows } from './reviews.ts';
import { useRouteParams } from '../../platform/shell/route-params.ts';
import { badge, button, chip } from '../../ui/button.tsx';
import { card as cardRecipe } from '../../ui/card.tsx';
import { emptyState } from '../../ui/empty-state.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { mutedText, panelTitle } from '../../ui/layout.ts';

const layout = css({ display: 'grid', gap: { base: '6', lg: '10' }, gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '320px minmax(0, 1fr)' }, alignItems: 'start' });
const summaryBox = cx(cardRecipe({ padding: 'sm' }), css({ display: 'grid', gap: '5', lg: { position: 'sticky', top: '24' } }));
const bigAverage = css({ fontFamily: 'heading', fontSize: '5xl', fontWeight: 'bold', lineHeight: '1', color: 'fg.default', fontVariantNumeric: 'tabular-nums' });
const bars = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '2' });
const barRow = css({ display: 'grid', gridTemplateColumns: '4.5rem minmax(0, 1fr) 2.5rem', alignItems: 'center', gap: '3', fontSize: 'sm', color: 'fg.default' });
const barTrack = css({ h: '2.5', borderRadius: 'full', bg: 'ink.emphasized', overflow: 'hidden' });
const barFill = css({ h: 'full', borderRadius: 'full', bg: 'accent' });
const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' });
const card = css({ p: { base: '4', md: '5' }, borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', bg: 'surface', display: 'grid', gap: '2' });
const mine = css({ borderColor: 'brand.border', boxShadow: 'inset 3px 0 0 {colors.brand.solid}' });
const head = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const author = css({ fontWeight: 'semibold', color: 'fg.default', fontSize: 'md' });
const date = css({ fontSize: 'sm', color: 'fg.muted', ml: 'auto' });
const text = css({ color: 'fg.default', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

/** Reports a review, once: the learner is thanked, and the button says it is done. */
function useReportReview() {
  const { slug } = useShell();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: number; reason: ReportReason }) => call(LEARNING_CALLS.reportReview, { params: { reviewId }, body: { reason } }),
    onSuccess: () => invalidateAfter(client, slug, LEARNING_CALLS.reportReview),
    onError: (error) => showError(error),
  });
}

function ReviewItem({ review, own }: { review: Review; own: boolean }) {
  const { t } = useTranslation();
  const { locale } = useCardEnv();
  const report = useReportReview();
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(false);
  return (
    <li className={cx(card, own && mine)} data-testid="review" data-review-id={review.id} data-own={own || undefined}>
      <div className={head}>
        <h3 className={author}>{review.author_name}</h3>
        {own && <span className={badge()}>{t('learning.reviews.yours')}</span>}
        <Stars value={review.rating} label={t('product.reviews.stars', { count: review.rating })} />
        <time className={date} dateTime={review.created_at}>{formatDate(review.created_at, locale)}</time>
      </div>
      {review.text && <p className={text}>{review.text}</p>}
      {!own && (
        <div>
          {reported
            ? <span className={cx(chip(), css({ cursor: 'default' }))} data-testid="review-reported">{t('learning.reviews.reported')}</span>
            : <button type="button" className={chip()} onClick={() => setReporting(true)} data-testid="review-report">{t('learning.reviews.report')}</button>}
          <ReportDialog
            open={reporting}
            onOpenChange={setReporting}
            title={t('learning.reviews.reportTitle')}
            text={t('learning.reviews.reportText')}
            busy={report.isPending}
            onReport={(reason) => report.mutate({ reviewId: review.id, reason }, {
              onSuccess: () => {
                setReporting(false);
                setReported(true);
                showSuccess(t('learning.reviews.reportDone'));
              },
            })}
          />
        </div>
      )}
    </li>
  );
}

function Reviews({ owned }: { owned: OwnedProduct }) {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const { product } = owned;
  const reviews = useQuery(reviewsQuery(slug, product.id));
  const my = useQuery(myReviewQuery(slug, product.id));
  const ownId = my.data?.review?.id;
  const summary = reviews.data?.summary;
  const addHref = href(base, routeById('add-review'), { productSeo: product.seo_title });
  const crumbs = [
    { href: href(base, routeById('my-enrollments')), label: t('learning.enrolments.title') },
    { href: owned.via ? dashboardPath(base, owned.via.seo_title, product.seo_title) : dashboardPath(base, product.seo_title), label: product.title },
  ];
  return (
    <LearningFrame title={t('learning.reviews.title')} intro={product.title} crumbs={crumbs} testId="reviews-page">
      {reviews.isError && !reviews.data ? (
        <ReadError error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : !reviews.data || !summary ? (
        <div className={cx(skeleton(), css({ h: '64' }))} aria-busy="true" />
      ) : (
        <div className={layout}>
          <section className={summaryBox} aria-labelledby="rating-summary" data-testid="rating-summary">
            <h2 id="rating-summary" className={panelTitle}>{t('learning.reviews.summary')}</h2>
            {summary.count === 0 ? (
              <p className={mutedText}>{t('product.reviews.none')}</p>
            ) : (
              <div className={css({ display: 'flex', alignItems: 'center', gap: '4' })}>
                <span className={bigAverage} data-testid="average">{summary.average.toFixed(1)}</span>
                <div className={css({ display: 'grid', gap: '1' })}>
                  <Stars value={summary.average} label={t('store.card.ratingLabel', { average: summary.average.toFixed(1), count: summary.count })} />
                  <span className={mutedText} data-testid="review-count">{t('product.reviews.count', { count: summary.count })}</span>
                </div>
              </div>
            )}
            <ul className={bars} aria-label={t('learning.reviews.distribution')} data-testid="distribution">
              {distributionRows(summary.distribution).map((row) => (
                <li key={row.stars} className={barRow} data-stars={row.stars}>
                  <span>{t('learning.reviews.starsLabel', { count: row.stars })}</span>
                  <span className={barTrack} aria-hidden="true">
                    <span className={cx(barFill, css({ display: 'block' }))} style={{ width: `${row.percent}%` }} />
                  </span>
                  <span className={css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' })}>
                    <span aria-hidden="true">{row.count}</span>
                    <span className={css({ srOnly: true })}>{t('product.reviews.count', { count: row.count })}</span>
                  </span>
                </li>
              ))}
            </ul>
            {my.data?.can_review && (
              <a className={cx(ownId ? button({ variant: 'secondary' }) : button())} href={addHref} data-testid="write-review">
                <StarLineIcon />
                {ownId ? t('learning.reviews.edit') : t('learning.reviews.write')}
              </a>
            )}
          </section>
          <section aria-labelledby="review-list" className={css({ display: 'grid', gap: '4', minW: '0' })}>
            <h2 id="review-list" className={panelTitle}>{t('learning.reviews.all')}</h2>
            {my.data?.review?.status === 'held' && <p className={cx(cardRecipe({ padding: 'sm' }), css({ m: '0' }))} data-testid="review-held">{t('learning.reviews.heldOwn')}</p>}
            {reviews.data.reviews.length === 0 ? (
              <div className={emptyState().root} data-testid="reviews-empty">
                <span className={emptyState().icon} aria-hidden="true"><StarLineIcon /></span>
                <p className={emptyState().title}>{t('learning.reviews.emptyTitle')}</p>
                <p className={emptyState().text}>{t('learning.reviews.emptyText')}</p>
              </div>
            ) : (
              <ul className={list} data-testid="review-list">
                {reviews.data.reviews.map((review) => (
                  <ReviewItem key={review.id} review={review} own={review.id === ownId} />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </LearningFrame>
  );
}

/** `/home/{productSeo}/reviews`: the product's reviews with the rating summary and distribution. */
export function ReviewsPage() {
  const params = useRouteParams();
  return <OwnedGate productSeo={params['productSeo'] ?? ''}>{(owned) => <Reviews owned={owned} />}</OwnedGate>;
}
