import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CATALOGUE_CALLS } from '../../contract/catalogue-calls.ts';
import type { RatingSummary } from '../../contract/catalogue.ts';
import { courseIdsParam, RATINGS_MAX_IDS } from '../../contract/ratings.ts';
import { callQuery } from '../../lib/query-client.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import type { z } from 'zod';

/**
 * For an island whose cards come from data built with the site (the search index): the products' ratings now, by
 * id, for `LiveRatings` (rating.tsx). Empty while they load or when the read fails: the cards keep their own.
 */
export function useLiveRatings(courseIds: readonly number[]): ReadonlyMap<number, z.infer<typeof RatingSummary>> {
  const { slug } = useShell();
  const ids = courseIdsParam([...courseIds].sort((a, b) => a - b).slice(0, RATINGS_MAX_IDS));
  const answer = useQuery({ ...callQuery(slug, CATALOGUE_CALLS.ratings, { query: { course_ids: ids } }), enabled: ids !== '' });
  // One map per answer, so the cards under LiveRatings re-render when the ratings arrive, not on every render.
  return useMemo(() => new Map((answer.data?.ratings ?? []).map(({ course_id, ...rating }) => [course_id, rating])), [answer.data]);
}
