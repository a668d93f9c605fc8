import type { z } from 'zod';
import type { OwnReview } from '../../../contract/learning.ts';
import type { School } from '../../types.ts';
import { REVIEW_COLUMNS, REVIEW_FROM } from '../reviews.ts';

type Own = z.infer<typeof OwnReview>;

/** The learner's own review: by id, or of a product. Seeded reviews (no user_id) are nobody's. */
export async function ownReview(db: D1Database, school: School, userId: number, by: { id: number } | { courseId: number }): Promise<Own | null> {
  const [column, value] = 'id' in by ? ['r.id', by.id] : ['r.course_id', by.courseId];
  return db
    .prepare(`SELECT ${REVIEW_COLUMNS}, r.updated_at FROM ${REVIEW_FROM} WHERE r.school_id = ? AND r.user_id = ? AND ${column} = ?`)
    .bind(school.id, userId, value)
    .first<Own>();
}
