import type { Handler } from 'hono';
import { LikeIdParam } from '../../../contract/learning.ts';
import { notFound } from '../../lib/errors.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/** `CALLS.removeFavourite` (session; -> Deleted): removes one of the learner's own likes; any other id is a 404. */
export const removeFavourite: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { likeId } = parseInput(LikeIdParam, c.req.param());
  const result = await c.var.db
    .deleteFrom('user_likes')
    .where('school_id', '=', c.var.school.id)
    .where('user_id', '=', user.id)
    .where('id', '=', likeId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound('Favourite');
  return noStore(c, { deleted: true });
};
