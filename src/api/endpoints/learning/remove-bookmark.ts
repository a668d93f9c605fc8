import type { Handler } from 'hono';
import { BookmarkIdParam } from '../../../contract/learning.ts';
import { notFound } from '../../lib/errors.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/** `CALLS.removeBookmark` (session; -> Deleted): removes one of the learner's own bookmarks; any other id is a 404. */
export const removeBookmark: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { bookMarkId } = parseInput(BookmarkIdParam, c.req.param());
  const result = await c.var.db
    .deleteFrom('bookmarks')
    .where('school_id', '=', c.var.school.id)
    .where('user_id', '=', user.id)
    .where('id', '=', bookMarkId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound('Bookmark');
  return noStore(c, { deleted: true });
};
