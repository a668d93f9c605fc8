import type { Context, Handler } from 'hono';
import { SCHOOL_ORIGIN_HEADER } from '../../contract/bundle.ts';
import { BadgeParams, CERTIFICATE_TEXT, CertificateQuery, VerifyParams, type CertificateResponse, type VerifyResponse } from '../../contract/certificates.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { badgeSigningKey, coursePercent, issueIfEarned, issuedCertificate, offersCertificate, publicJwk, signBadge } from '../lib/certificates.ts';
import { ApiError } from '../lib/errors.ts';
import { enrolmentState, notEnrolled } from '../lib/learning.ts';
import { courseOutline } from '../lib/lessons.ts';
import { noStore } from '../lib/respond.ts';
import { accountSettings } from '../lib/school-settings.ts';
import { requireSession } from '../lib/sessions.ts';
import { parseInput } from '../lib/validate.ts';
import type { AppEnv } from '../types.ts';

const notFound = () => new ApiError(ERROR_CODE.notFound, CERTIFICATE_TEXT.notFound);

/**
 * `CALLS.certificate` (session; CertificateQuery -> CertificateResponse): the learner's certificate of a course they
 * own, issued now if they have just earned it (saves issue it too; this catches a course completed before it
 * offered one). 403 for a course that offers none or that they do not own.
 */
export const certificate: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { course_id } = parseInput(CertificateQuery, c.req.query());
  const db = c.var.db;
  const school = c.var.school;
  const course = await courseOutline(db, school, { id: course_id });
  if (!(await offersCertificate(db, school, course.id))) throw new ApiError(ERROR_CODE.forbidden, CERTIFICATE_TEXT.noneOffered);
  if (!(await enrolmentState(db, school, user.id, course.id)).owned) throw notEnrolled();
  const percent = await coursePercent(db, school, user.id, course);
  const body: CertificateResponse = {
    course: { id: course.id, title: course.title, seo_title: course.seo_title },
    certificate: await issueIfEarned(db, school, user, course, percent),
    percent,
  };
  return noStore(c, body);
};

/**
 * `CALLS.verifyCertificate` (public; VerifyParams -> VerifyResponse): whether this school issued a certificate with
 * this code, and to whom for what; nothing else about the learner. Another school's code is not found here.
 */
export const verifyCertificate: Handler<AppEnv> = async (c) => {
  const { code } = parseInput(VerifyParams, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const row = await db
    .selectFrom('certificates')
    .select(['code', 'learner_name', 'course_title', 'issued_at'])
    .where('school_id', '=', school.id)
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) throw notFound();
  const { schoolName } = await accountSettings(db, school);
  const body: VerifyResponse = { code: row.code, learner_name: row.learner_name, course_title: row.course_title, school_name: schoolName, issued_at: new Date(row.issued_at).toISOString() };
  return noStore(c, body);
};

/** The origin the learner reached the school at (the edge says); a bare API call gets the local host name. */
const schoolOrigin = (c: Context<AppEnv>): string => c.req.header(SCHOOL_ORIGIN_HEADER) ?? `http://${c.var.school.slug}.localhost`;

/**
 * `CALLS.certificateBadge` (session; BadgeParams -> BadgeResponse): the owner's certificate as an Open Badges 3.0
 * credential signed by the school. Another learner's code is not found.
 */
export const certificateBadge: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { code } = parseInput(BadgeParams, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const row = await db
    .selectFrom('certificates')
    .select(['course_id'])
    .where('school_id', '=', school.id)
    .where('code', '=', code)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const course = await courseOutline(db, school, { id: row.course_id });
  const issued = await issuedCertificate(db, school, user.id, course);
  if (!issued) throw notFound();
  const { schoolName, basePrefix } = await accountSettings(db, school);
  const jwt = await signBadge(c.env, { certificate: issued, schoolName, origin: schoolOrigin(c), base: basePrefix });
  return noStore(c, { jwt });
};

/** `CALLS.badgeKeys` (public): the school's public key for its credentials, as a JWK set. */
export const badgeKeys: Handler<AppEnv> = (c) => {
  c.header('cache-control', 'public, max-age=3600');
  return c.json({ keys: [publicJwk(badgeSigningKey(c.env))] });
};
