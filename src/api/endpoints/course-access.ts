import type { Handler } from 'hono';
import type { z } from 'zod';
import { sql } from 'kysely';
import { AccessDataQuery, CourseAccess, CourseIdParam, type AccessDataResponse } from '../../contract/catalogue.ts';
import { notFound } from '../lib/errors.ts';
import { enrolmentState } from '../lib/learning.ts';
import { ok } from '../lib/respond.ts';
import { currentSession } from '../lib/sessions.ts';
import { parseInput } from '../lib/validate.ts';
import type { AppEnv } from '../types.ts';

type Access = z.infer<typeof AccessDataResponse>;

/**
 * `CALLS.accessData`: what the learner may do with a product. `enrolled`: a live
 * session whose learner has running access (their own enrolment or a bundle's, lib/learning.ts); signed out, or
 * with a session that ended, it is false rather than a 401, since sales pages ask too. When several purchase
 * blocks apply, the one the learner can least act on wins: a locked school, then a private course (contact the
 * admin), then an expired one, then the device.
 */
export const courseAccess: Handler<AppEnv> = async (c) => {
  const { courseId } = parseInput(CourseIdParam, c.req.param());
  const { device_type } = parseInput(AccessDataQuery, c.req.query());
  const school = c.var.school;
  const db = c.var.db;
  const row = await db
    .selectFrom('products')
    .select(['access', 'display_status', sql<string>`json_extract(data_json, '$.not_sold_on')`.as('not_sold_on')])
    .where('school_id', '=', school.id)
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!row) throw notFound('Course');

  const notSoldOn = JSON.parse(row.not_sold_on) as number[];
  const access = CourseAccess.parse(row.access);
  let block: Access['purchase_block'] = null;
  if (school.locked) block = 'school_locked';
  else if (access === 'private_access') block = 'private_contact_admin';
  else if (row.display_status === 'expired') block = 'expired';
  else if (notSoldOn.includes(device_type)) block = 'not_sold_on_device';

  const session = await currentSession(c);
  const signedIn = session !== null && session.revokedReason === null && !session.expired;
  const enrolled = signedIn && (await enrolmentState(db, school, session.user.id, courseId)).active;

  const body: Access = { course_id: courseId, enrolled, access, purchase_block: block };
  return ok(c, body);
};
