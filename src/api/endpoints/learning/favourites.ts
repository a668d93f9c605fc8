import type { Handler } from 'hono';
import type { Favourite, FavouritesResponse } from '../../../contract/learning.ts';
import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from '../../lib/courses.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import type { Db } from '../../db/database.ts';
import type { AppEnv, School } from '../../types.ts';

type LikeRow = SummaryRow & { like_id: number; liked_at: number };

const toFavourite = (row: LikeRow): Favourite => ({
  id: row.like_id,
  course_id: row.id,
  created_at: new Date(row.liked_at).toISOString(),
  course: toSummary(row),
});

/** The learner's likes with their product cards, newest first; or just the one like with `likeId`. */
export async function likes(db: Db, school: School, userId: number, likeId?: number): Promise<Favourite[]> {
  const rows = await db
    .selectFrom('user_likes as l')
    .innerJoin('products as p', (join) => join.onRef('p.school_id', '=', 'l.school_id').onRef('p.id', '=', 'l.course_id'))
    .select([...SUMMARY_COLUMNS, 'l.id as like_id', 'l.created_at as liked_at'])
    .where('l.school_id', '=', school.id)
    .where('l.user_id', '=', userId)
    .$if(likeId !== undefined, (q) => q.where('l.id', '=', likeId!))
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
  return rows.map(toFavourite);
}

/** `CALLS.favourites` (session; -> FavouritesResponse): the learner's favourites, newest first. */
export const favourites: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const body: FavouritesResponse = { likes: await likes(c.var.db, c.var.school, user.id) };
  return noStore(c, body);
};
