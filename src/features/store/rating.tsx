import { useTranslation } from '../../i18n/use-translation.ts';
import type { z } from 'zod';
import type { RatingSummary } from '../../contract/catalogue.ts';
import { css } from 'styled-system/css';
import { srOnly } from './ui.ts';

const row = css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'sm', color: 'fg.muted', '& svg': { w: '4', h: '4', color: 'accent' } });
const value = css({ color: 'fg.default', fontWeight: 'semibold' });

export function StarIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path d="M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z" />
    </svg>
  );
}

/** "★ 4.6 (12)", read out as "Rated 4.6 out of 5 from 12 reviews"; "New" without reviews. */
export function Rating({ rating }: { rating: z.infer<typeof RatingSummary> }) {
  const { t } = useTranslation();
  if (rating.count === 0) return <p className={row}>{t('store.card.noRatings')}</p>;
  const average = rating.average.toFixed(1);
  return (
    <p className={row}>
      <StarIcon />
      <span aria-hidden="true">
        <span className={value}>{average}</span> ({rating.count})
      </span>
      <span className={srOnly}>{t('store.card.ratingLabel', { average, count: rating.count })}</span>
    </p>
  );
}
