import type { QueryClient } from '@tanstack/react-query';
import type { Favourite, FavouritesResponse } from '../../contract/learning.ts';
import { invalidateAfterWrite, persistCacheNow } from '../../lib/query-client.ts';
import { callLearning, callPath, favouritesQuery } from './learning-api.ts';
import { LEARNING_CALLS } from '../../contract/learning.ts';

/**
 * Favourites (`v9/user_likes`) as the sales page's heart and /favourites change them: the cached list takes the
 * change once the API has made it (a learner who leaves the page before that must not find a change in the cache
 * that never happened), then the list is read again
 * (invalidateAfterWrite), which also undoes the early change if the write failed; the result is saved at once
 * (persistCacheNow), so /favourites opened straight after shows it.
 */

export const favouriteOf = (data: FavouritesResponse | undefined, courseId: number): Favourite | undefined =>
  data?.likes.find((like) => like.course_id === courseId);

export async function addFavourite(client: QueryClient, slug: string, courseId: number): Promise<void> {
  const key = favouritesQuery(slug).queryKey;
  try {
    const { like } = await callLearning('addFavourite', { body: { course_id: courseId } });
    client.setQueryData(key, (data: FavouritesResponse | undefined) =>
      data ? { likes: [like, ...data.likes.filter((l) => l.id !== like.id)] } : data,
    );
    // Saved at once too, not only after the read below: a reload before it answers must not bring the old list back.
    persistCacheNow(client);
  } finally {
    await invalidateAfterWrite(client, slug, LEARNING_CALLS.addFavourite.path);
    persistCacheNow(client);
  }
}

export async function removeFavourite(client: QueryClient, slug: string, like: Pick<Favourite, 'id'>): Promise<void> {
  const key = favouritesQuery(slug).queryKey;
  try {
    await callLearning('removeFavourite', { params: { likeId: like.id } });
    client.setQueryData(key, (data: FavouritesResponse | undefined) => (data ? { likes: data.likes.filter((l) => l.id !== like.id) } : data));
    persistCacheNow(client);
  } finally {
    await invalidateAfterWrite(client, slug, callPath(LEARNING_CALLS.removeFavourite.path, { likeId: like.id }));
    persistCacheNow(client);
  }
}
