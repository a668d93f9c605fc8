import { createContext, useContext } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { z } from 'zod';
import type { RatingSummary } from '../../contract/catalogue.ts';
import { css } from 'styled-system/css';
import { srOnly } from '../../ui/layout.ts';
import { StarIcon } from '../../ui/star-icon.tsx';

const row = css({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'sm', color: 'fg.muted', '& svg': { w: '4', h: '4', color: 'accent' } });
const value = css({ color: 'fg.default', fontWeight: 'semibold' });

type Summary = z.infer<typeof RatingSummary>;

/**
 * Ratings an island has read from the API now, by product id (useLiveRatings): a card it renders shows that one
 * rather than the one its data was built with. Outside an island (a prerendered page) there is none, and the
 * page's live ratings script brings the card up to date instead (live-ratings.ts).
 */
export const LiveRatings = createContext<ReadonlyMap<number, Summary> | null>(null);

/**
 * A product's rating wherever it shows (cards, a sales page's header): "★ 4.6 (12)", read out as "Rated 4.6 out
 * of 5 from 12 reviews"; "New" without reviews. Both are in the page and the script switches between them, so a
 * rating learners gave after the build shows the same everywhere (issue 39, 17).
 */
export function Rating({ courseId, rating, testId }: { courseId: number; rating: Summary; testId?: string }) {
  const { t } = useTranslation();
  const shown = useContext(LiveRatings)?.get(courseId) ?? rating;
  const average = shown.average.toFixed(1);
  return (
    <div data-live-rating={courseId} data-testid={testId}>
      <p className={row} data-rated="" hidden={shown.count === 0}>
        <StarIcon />
        <span aria-hidden="true">
          <span className={value} data-average="">{average}</span> (<span data-count="">{shown.count}</span>)
        </span>
        <span className={srOnly} data-label="">{t('store.card.ratingLabel', { average, count: shown.count })}</span>
      </p>
      <p className={row} data-unrated="" hidden={shown.count > 0}>{t('store.card.noRatings')}</p>
    </div>
  );
}
