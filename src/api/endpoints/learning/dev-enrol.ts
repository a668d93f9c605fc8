import type { Handler } from 'hono';
import { parseIdentifier } from '../../../contract/auth.ts';
import { DevEnrolRequest } from '../../../contract/learning.ts';
import { getUser } from '../../lib/accounts.ts';
import { assertCourse } from '../../lib/courses.ts';
import { enrol } from '../../lib/learning.ts';
import { noStore } from '../../lib/respond.ts';
import { parseBody } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.devEnrol` (DevEnrolRequest -> { enrolled: true }): enrols a learner of the school as a
 * purchase would, so end-to-end tests and demos can have an enrolled learner (with the end it is given, one whose
 * access has ended). Only behind `devOnly` (DEV_INBOX=1);
 * otherwise a 404 like any unknown path. Idempotent (lib/learning.ts enrol).
 */
export const devEnrol: Handler<AppEnv> = async (c) => {
  const { email, course_id, expires_at } = await parseBody(c, DevEnrolRequest);
  const db = c.var.db;
  const school = c.var.school;
  const user = await getUser(db, school, parseIdentifier(email), 'email');
  await assertCourse(db, school, course_id);
  await enrol(db, school, user.id, course_id);
  if (expires_at !== undefined) {
    await db.updateTable('enrolments').set({ expires_at: Date.parse(expires_at) })
      .where('school_id', '=', school.id).where('user_id', '=', user.id).where('course_id', '=', course_id).execute();
  }
  return noStore(c, { enrolled: true });
};
