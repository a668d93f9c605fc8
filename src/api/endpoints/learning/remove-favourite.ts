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
  const result = await c.env.DB.prepare('DELETE FROM user_likes WHERE school_id = ? AND user_id = ? AND id = ?')
    .bind(c.var.school.id, user.id, likeId)
    .run();
  if (result.meta.changes === 0) throw notFound('Favourite');
  return noStore(c, { deleted: true });
};
