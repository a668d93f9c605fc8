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
  const db = c.var.db;
  const school = c.var.school;
  await assertCourse(db, school, course_id);
  // A no-op update rather than DO NOTHING, so RETURNING answers the existing like's id too.
  const row = await db
    .insertInto('user_likes')
    .values({ school_id: school.id, user_id: user.id, course_id, created_at: Date.now() })
    .onConflict((oc) => oc.columns(['school_id', 'user_id', 'course_id']).doUpdateSet((eb) => ({ course_id: eb.ref('excluded.course_id') })))
    .returning('id')
    .executeTakeFirstOrThrow();
  const [like] = await likes(db, school, user.id, row.id);
  return noStore(c, { like: like! });
};
