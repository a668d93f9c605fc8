import type { Handler } from 'hono';
import { AddFavouriteRequest } from '../../../contract/learning.ts';
import { assertCourse } from '../../lib/courses.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';
import { likes } from './favourites.ts';

/**
 * `CALLS.addFavourite` (session; AddFavouriteRequest -> FavouriteResponse): likes a product of the school.
 * Idempotent: liking it again answers the existing like, unchanged. Another school's product is a 404.
 */
export const addFavourite: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { course_id } = await parseBody(c, AddFavouriteRequest);
  const db = c.env.DB;
  const school = c.var.school;
  await assertCourse(db, school, course_id);
  const row = await db
    .prepare(
      `INSERT INTO user_likes (school_id, user_id, course_id, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (school_id, user_id, course_id) DO UPDATE SET course_id = excluded.course_id
       RETURNING id`,
    )
    .bind(school.id, user.id, course_id, Date.now())
    .first<{ id: number }>();
  const [like] = await likes(db, school, user.id, row!.id);
  return noStore(c, { like: like! });
};
