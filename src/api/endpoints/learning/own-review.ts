import { sql } from 'kysely';
import type { z } from 'zod';
import type { OwnReview } from '../../../contract/learning.ts';
import type { Db } from '../../db/database.ts';
import type { School } from '../../types.ts';
import { selectReviews } from '../reviews.ts';

type Own = z.infer<typeof OwnReview>;

/** The learner's own review: by id, or of a product. Seeded reviews (no user_id) are nobody's. */
export async function ownReview(db: Db, school: School, userId: number, by: { id: number } | { courseId: number }): Promise<Own | null> {
  const mine = selectReviews(db).select(['r.updated_at', sql<'published' | 'held'>`r.status`.as('status')]).where('r.school_id', '=', school.id).where('r.user_id', '=', userId);
  const row = await ('id' in by ? mine.where('r.id', '=', by.id) : mine.where('r.course_id', '=', by.courseId)).executeTakeFirst();
  return row ?? null;
}
