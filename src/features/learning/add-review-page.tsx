import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { ERROR_CODE } from '../../contract/errors.ts';
import { LEARNING_TEXT, REVIEW_TEXT_MAX, ReviewRequest, type MyReviewResponse } from '../../contract/learning.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { showFormError, useAccountForm } from '../account/index.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { StarIcon } from '../../ui/star-icon.tsx';
import { LearningFrame } from './frame.tsx';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { AlertIcon, LockIcon } from '../../ui/icons.ts';
import { myReviewQuery } from './learning-api.ts';
import { OwnedGate } from './owned-gate.tsx';
import { dashboardPath } from './owned-product.tsx';
import type { OwnedProduct } from './product-lookup.ts';
import { submitReview } from './reviews.ts';
import { useRouteParams } from '../../platform/shell/route-params.ts';
import { button, spinner } from '../../ui/button.tsx';
import { callout } from '../../ui/callout.tsx';
import { card } from '../../ui/card.tsx';
import { field as fieldRecipe } from '../../ui/field.tsx';
import { skeleton } from '../../ui/skeleton.tsx';

const formBox = cx(card({ padding: 'sm' }), css({ display: 'grid', gap: '6', maxW: '2xl' }));
const starRow = css({ display: 'inline-flex', gap: '1', mt: '1' });
// Each radio lies, transparent, over its star: the star is what is seen, the radio what is clicked, focused and
// read out (arrow keys move along the five, as in any radio group).
const starBox = css({ position: 'relative', display: 'inline-flex' });
const radio = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', m: '0', opacity: 0, cursor: 'pointer', zIndex: 1 });
const starLabel = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  borderRadius: 'card',
  cursor: 'pointer',
  // Unlit stars must still read as five stars to choose from, in both colour modes.
  color: 'ink.faint',
  transition: 'color 0.12s, transform 0.12s',
  '& svg': { w: '8', h: '8' },
  '&[data-lit=true]': { color: 'accent' },
  'input:hover + &': { transform: 'scale(1.08)' },
  'input:focus-visible + &': { outline: '3px solid {colors.brand.line}', outlineOffset: '1px' },
});
const counter = css({ whiteSpace: 'nowrap', fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums', '&[data-over=true]': { color: 'fg.default', fontWeight: 'bold' } });

type Values = { course_id: number; rating: number; text: string };

function ErrorLine({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useTranslation();
  return (
    <p id={id} role="alert" className={fieldRecipe().error}>
      {message && (
        <>
          <AlertIcon />
          <span>{localiseMessage(t, message)}</span>
        </>
      )}
    </p>
  );
}

function ReviewForm({ owned, mine }: { owned: OwnedProduct; mine: MyReviewResponse }) {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const client = useQueryClient();
  const { product } = owned;
  const existing = mine.review;
  const form = useAccountForm(ReviewRequest, { course_id: product.id, rating: existing?.rating ?? 0, text: existing?.text ?? '' } as Values);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ids = { rating: useId(), ratingError: useId(), text: useId(), textHint: useId(), textError: useId() };
  const reviewsHref = href(base, routeById('reviews'), { productSeo: product.seo_title });
  const save = useMutation({
    mutationFn: (values: Parameters<typeof submitReview>[2]) => submitReview(client, slug, values, existing),
    onMutate: () => setRefusal(null),
    onSuccess: () => window.location.assign(reviewsHref),
    onError: (error) => {
      // Refused outright (not enrolled): said on the page, where it stays, not only in a passing toast.
      if (toAppError(error).code === ERROR_CODE.forbidden) setRefusal(toAppError(error).message);
      else showFormError(form, error, ['rating', 'text']);
    },
  });
  const text = form.watch('text') ?? '';
  const errors = form.formState.errors;
  const busy = save.isPending || save.isSuccess;
  const lit = (n: number, value: number) => n <= value;

  return (
    <form className={formBox} noValidate onSubmit={form.handleSubmit((values) => !busy && save.mutate(values))} data-testid="review-form">
      {refusal && (
        <p className={callout()} role="alert" data-testid="review-refused">
          <LockIcon />
          <span>{localiseMessage(t, refusal)}</span>
        </p>
      )}
      <Controller
        control={form.control}
        name="rating"
        render={({ field, fieldState }) => (
          <fieldset aria-describedby={fieldState.error ? ids.ratingError : undefined} aria-invalid={fieldState.error ? true : undefined} className={css({ border: '0', p: '0', m: '0' })}>
            <legend className={fieldRecipe().label}>{t('learning.addReview.rating')}</legend>
            <div className={starRow} data-testid="star-rating">
              {[1, 2, 3, 4, 5].map((n) => (
                <span key={n} className={starBox}>
                  <input
                    id={`${ids.rating}-${n}`}
                    className={radio}
                    type="radio"
                    name={field.name}
                    value={n}
                    checked={field.value === n}
                    onChange={() => field.onChange(n)}
                    onBlur={field.onBlur}
                    ref={n === 1 ? field.ref : undefined}
                  />
                  <label htmlFor={`${ids.rating}-${n}`} className={starLabel} data-lit={lit(n, Number(field.value))} title={t('product.reviews.stars', { count: n })}>
                    <StarIcon />
                    <span className={css({ srOnly: true })}>{t('product.reviews.stars', { count: n })}</span>
                  </label>
                </span>
              ))}
            </div>
            <ErrorLine id={ids.ratingError} message={fieldState.error?.message} />
          </fieldset>
        )}
      />
      <div className={css({ display: 'grid', gap: '1.5' })}>
        <label htmlFor={ids.text} className={fieldRecipe().label}>{t('learning.addReview.text')}</label>
        <textarea
          id={ids.text}
          className={cx(fieldRecipe().input, css({ minH: '40', py: '3', resize: 'vertical', lineHeight: '1.55' }))}
          aria-describedby={`${ids.textHint}${errors.text ? ` ${ids.textError}` : ''}`}
          aria-invalid={errors.text ? true : undefined}
          placeholder={t('learning.addReview.placeholder')}
          {...form.register('text')}
          data-testid="review-text"
        />
        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
          <p id={ids.textHint} className={fieldRecipe().hint}>{t('learning.addReview.textHint')}</p>
          <p className={counter} data-over={text.length > REVIEW_TEXT_MAX} data-testid="review-counter">
            {t('learning.addReview.counter', { count: text.length, max: REVIEW_TEXT_MAX })}
          </p>
        </div>
        <ErrorLine id={ids.textError} message={errors.text?.message} />
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <button type="submit" className={button()} aria-busy={busy || undefined} data-testid="submit-review">
          {busy && <span className={spinner()} aria-hidden="true" />}
          {busy ? t('learning.addReview.saving') : existing ? t('learning.addReview.update') : t('learning.addReview.submit')}
        </button>
        <a className={button({ variant: 'secondary' })} href={reviewsHref}>{t('learning.addReview.cancel')}</a>
      </div>
    </form>
  );
}

function AddReview({ owned }: { owned: OwnedProduct }) {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const { product } = owned;
  const mine = useQuery(myReviewQuery(slug, product.id));
  const editing = mine.data?.review != null;
  const crumbs = [
    { href: owned.via ? dashboardPath(base, owned.via.seo_title, product.seo_title) : dashboardPath(base, product.seo_title), label: product.title },
    { href: href(base, routeById('reviews'), { productSeo: product.seo_title }), label: t('learning.reviews.title') },
  ];
  return (
    <LearningFrame
      title={editing ? t('learning.addReview.editTitle') : t('learning.addReview.title')}
      intro={product.title}
      crumbs={crumbs}
      testId="add-review-page"
    >
      {mine.isError && !mine.data ? (
        toAppError(mine.error).code === ERROR_CODE.forbidden ? (
          <Refused />
        ) : (
          <ReadError error={mine.error} onRetry={() => void mine.refetch()} />
        )
      ) : !mine.data ? (
        <div className={cx(skeleton(), css({ h: '72', maxW: '2xl' }))} aria-busy="true" />
      ) : !mine.data.can_review ? (
        <Refused />
      ) : (
        <ReviewForm key={mine.data.review?.id ?? 'new'} owned={owned} mine={mine.data} />
      )}
    </LearningFrame>
  );
}

/** SPEC.md section 6: reviews need enrolment; the API's own words for it. */
function Refused() {
  const { t } = useTranslation();
  return (
    <p className={callout()} role="alert" data-testid="review-refused">
      <LockIcon />
      <span>{localiseMessage(t, LEARNING_TEXT.notEnrolled)}</span>
    </p>
  );
}

/**
 * `/home/{productSeo}/reviews/add-review`: the learner's review of a product they own; their existing review,
 * if any, is edited instead (one per learner per product). Not owned: refused with the API's text.
 */
export function AddReviewPage() {
  const params = useRouteParams();
  return <OwnedGate productSeo={params['productSeo'] ?? ''}>{(owned) => <AddReview owned={owned} />}</OwnedGate>;
}
