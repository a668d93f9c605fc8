import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { LEARNING_CALLS } from '../../contract/learning.ts';
import type { OwnReview, ReviewRequest } from '../../contract/learning.ts';
import { call } from '../../lib/call.ts';
import { invalidateAfter, persistCacheNow } from '../../lib/query-client.ts';
import { reviewsQuery } from './learning-api.ts';

type Written = z.infer<typeof OwnReview>;

/**
 * Writes the learner's review of a product: a new one (`POST v6/reviews`), or their existing one edited
 * (`PUT v6/reviews/{reviewId}`: one review per learner per product). Then every read the write changed is
 * invalidated (the product's reviews and the course reads carrying its rating, as the write's declaration names them), the
 * product's reviews are read again now, and the cache is saved at once: the reviews page opened next shows the
 * new review and the new average without waiting or asking again.
 */
export async function submitReview(
  client: QueryClient,
  slug: string,
  values: z.output<typeof ReviewRequest>,
  existing: Pick<Written, 'id'> | null,
): Promise<Written> {
  const { review } = existing
    ? await call(LEARNING_CALLS.editReview, { params: { reviewId: existing.id }, body: { rating: values.rating, text: values.text } })
    : await call(LEARNING_CALLS.addReview, { body: values });
  await invalidateAfter(client, slug, existing ? LEARNING_CALLS.editReview : LEARNING_CALLS.addReview);
  await client.fetchQuery(reviewsQuery(slug, values.course_id));
  persistCacheNow(client);
  return review;
}

/** Share of each star count (5 down to 1) among the reviews, for the distribution bars. */
export function distributionRows(distribution: readonly [number, number, number, number, number]): { stars: number; count: number; percent: number }[] {
  const total = distribution.reduce((sum, n) => sum + n, 0);
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = distribution[stars - 1] ?? 0;
    return { stars, count, percent: total === 0 ? 0 : Math.round((count / total) * 100) };
  });
}
