import type { QueryClient } from '@tanstack/react-query';
import type { Favourite, FavouritesResponse } from '../../contract/learning.ts';
import { LEARNING_CALLS } from '../../contract/learning.ts';
import { call } from '../../lib/call.ts';
import { invalidateAfter, persistCacheNow } from '../../lib/query-client.ts';
import { favouritesQuery } from './learning-api.ts';

/**
 * Favourites (`v9/user_likes`) as /favourites changes them (the sales page's heart, sales-learner.ts, has no query
 * client and drops the stored list instead): the cached list takes the
 * change once the API has made it (a learner who leaves the page before that must not find a change in the cache
 * that never happened), then the list is read again (invalidateAfter, as the write's declaration says), which also
 * undoes the early change if the write failed; the result is saved at once (invalidateAfter does), so /favourites
 * opened straight after shows it.
 */

export async function removeFavourite(client: QueryClient, slug: string, like: Pick<Favourite, 'id'>): Promise<void> {
  const key = favouritesQuery(slug).queryKey;
  try {
    await call(LEARNING_CALLS.removeFavourite, { params: { likeId: like.id } });
    client.setQueryData(key, (data: FavouritesResponse | undefined) => (data ? { likes: data.likes.filter((l) => l.id !== like.id) } : data));
    persistCacheNow(client);
  } finally {
    await invalidateAfter(client, slug, LEARNING_CALLS.removeFavourite);
  }
}
