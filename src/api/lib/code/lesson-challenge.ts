// A code lesson's challenge (docs/decisions/0085-code-lab.md): the player opens it, and only its accepted submission
// completes the lesson.
import { TenantChallenge } from '../../../contract/tenant-code.ts';
import type { Db } from '../../db/database.ts';
import type { School } from '../../types.ts';

export interface LessonChallenge {
  id: number;
  title: string;
  language: TenantChallenge['language'];
}

export async function lessonChallenge(db: Db, school: School, courseId: number, lessonId: number): Promise<LessonChallenge | null> {
  const row = await db.selectFrom('code_challenges').select(['id', 'language', 'data_json'])
    .where('school_id', '=', school.id).where('course_id', '=', courseId).where('lesson_id', '=', lessonId).executeTakeFirst();
  if (!row) return null;
  return { id: row.id, language: row.language, title: TenantChallenge.parse(JSON.parse(row.data_json)).title };
}
