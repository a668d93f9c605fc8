import type { Handler } from 'hono';
import type { Favourite, FavouritesResponse } from '../../../contract/learning.ts';
import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from '../../lib/courses.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import type { AppEnv, School } from '../../types.ts';

interface LikeRow extends SummaryRow {
  like_id: number;
  liked_at: number;
}

const toFavourite = (row: LikeRow): Favourite => ({
  id: row.like_id,
  course_id: row.id,
  created_at: new Date(row.liked_at).toISOString(),
  course: toSummary(row),
});

/** The learner's likes with their product cards, newest first; or just the one like with `likeId`. */
export async function likes(db: D1Database, school: School, userId: number, likeId?: number): Promise<Favourite[]> {
  const one = likeId === undefined ? '' : 'AND l.id = ?';
  const { results } = await db
    .prepare(
      `SELECT ${SUMMARY_COLUMNS}, l.id AS like_id, l.created_at AS liked_at
       FROM user_likes l JOIN products p ON p.school_id = l.school_id AND p.id = l.course_id
       WHERE l.school_id = ? AND l.user_id = ? ${one}
       ORDER BY l.created_at DESC, l.id DESC`,
    )
    .bind(school.id, userId, ...(likeId === undefined ? [] : [likeId]))
    .all<LikeRow>();
  return results.map(toFavourite);
}

/** `CALLS.favourites` (session; -> FavouritesResponse): the learner's favourites, newest first. */
export const favourites: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const body: FavouritesResponse = { likes: await likes(c.env.DB, c.var.school, user.id) };
  return noStore(c, body);
};
