/**
 * Course certificates (docs/decisions/0047-course-certificates.md): when one is earned, issuing it once, and the
 * school's Open Badges 3.0 credential for it, signed EdDSA (Ed25519) with `jose`.
 */
import { importJWK, SignJWT, type JWK } from 'jose';
import { sql } from 'kysely';
import { z } from 'zod';
import { CERTIFICATE_CODE_ALPHABET, CERTIFICATE_PASS_RATIO, type Certificate } from '../../contract/certificates.ts';
import { ERROR_CODE, ERROR_TEXT } from '../../contract/errors.ts';
import type { Db } from '../db/database.ts';
import type { CertificatesTable } from '../db/schema.ts';
import type { School } from '../types.ts';
import { ApiError } from './errors.ts';
import { coursePercentages, type CourseOutline } from './lessons.ts';

/** Whether the school's product issues a certificate (`certificate` in its catalogue entry). */
export async function offersCertificate(db: Db, school: School, courseId: number): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select(sql<number | null>`json_extract(data_json, '$.certificate')`.as('offered'))
    .where('school_id', '=', school.id)
    .where('id', '=', courseId)
    .executeTakeFirst();
  return row?.offered === 1;
}

/** The learner's course percentage, from their completed lessons still in the course. */
export async function coursePercent(db: Db, school: School, userId: number, course: CourseOutline): Promise<number> {
  const done = await db
    .selectFrom('lesson_progress')
    .select('lesson_id')
    .where('school_id', '=', school.id)
    .where('user_id', '=', userId)
    .where('course_id', '=', course.id)
    .where('completed_at', 'is not', null)
    .execute();
  return coursePercentages(course, new Set(done.map((r) => r.lesson_id))).percent;
}

/**
 * SPEC.md section 6: earned by completing the course, or by passing every test of it (its quiz lessons' papers) in
 * the first attempt, passing being CERTIFICATE_PASS_RATIO of the paper's marks. Null while neither holds.
 */
export async function earnedBy(db: Db, school: School, userId: number, course: CourseOutline, percent: number): Promise<Certificate['reason'] | null> {
  if (percent === 100) return 'completed';
  const papers = await db
    .selectFrom('test_papers as p')
    .leftJoin('attempts as a', (join) => join
      .onRef('a.school_id', '=', 'p.school_id').onRef('a.test_id', '=', 'p.test_id').onRef('a.lesson_id', '=', 'p.lesson_id')
      .on('a.user_id', '=', userId).on('a.number', '=', 1))
    .select(['p.lesson_id', 'p.max_score', 'a.state', 'a.score'])
    .where('p.school_id', '=', school.id)
    .where('p.test_id', '=', course.id)
    .where('p.lesson_id', '>', 0)
    .execute();
  const inCourse = new Set(course.sections.flatMap((s) => s.lessons.map((l) => l.id)));
  const tests = papers.filter((p) => inCourse.has(p.lesson_id));
  const passed = (p: (typeof tests)[number]) => p.state === 'submitted' && p.score !== null && p.score >= p.max_score * CERTIFICATE_PASS_RATIO;
  return tests.length > 0 && tests.every(passed) ? 'passed_tests' : null;
}

/** 12 random characters of the code alphabet as XXXX-XXXX-XXXX. */
export function newCertificateCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const chars = [...bytes].map((b) => CERTIFICATE_CODE_ALPHABET[b % CERTIFICATE_CODE_ALPHABET.length]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((part) => part.join('')).join('-');
}

const toCertificate = (row: CertificatesTable, seoTitle: string): Certificate => ({
  code: row.code,
  course: { id: row.course_id, title: row.course_title, seo_title: seoTitle },
  learner_name: row.learner_name,
  issued_at: new Date(row.issued_at).toISOString(),
  reason: row.reason as Certificate['reason'],
});

/** The learner's certificate of the course, if issued. */
export async function issuedCertificate(db: Db, school: School, userId: number, course: CourseOutline): Promise<Certificate | null> {
  const row = await db
    .selectFrom('certificates')
    .selectAll()
    .where('school_id', '=', school.id)
    .where('user_id', '=', userId)
    .where('course_id', '=', course.id)
    .executeTakeFirst();
  return row ? toCertificate(row, course.seo_title) : null;
}

/**
 * Issues the certificate if the course offers one and the learner has earned it; once only, however many saves or
 * requests race (a unique index, INSERT OR IGNORE). Returns it, or null when not earned.
 */
export async function issueIfEarned(db: Db, school: School, user: { id: number; name: string }, course: CourseOutline, percent: number, now = Date.now()): Promise<Certificate | null> {
  const existing = await issuedCertificate(db, school, user.id, course);
  if (existing) return existing;
  if (!(await offersCertificate(db, school, course.id))) return null;
  const reason = await earnedBy(db, school, user.id, course, percent);
  if (!reason) return null;
  await db
    .insertInto('certificates')
    .values({ school_id: school.id, code: newCertificateCode(), user_id: user.id, course_id: course.id, learner_name: user.name, course_title: course.title, reason, issued_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return issuedCertificate(db, school, user.id, course);
}

// ---------------------------------------------------------------------------------------------------------------
// The Open Badges 3.0 credential

const PrivateJwk = z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string().min(40), d: z.string().min(40), kid: z.string().min(1).max(100) });

/**
 * The school's signing key from the worker's environment: `BADGE_SIGNING_KEY`, an Ed25519 private JWK (a secret when
 * deployed; the local stack and tests set a local-only one). Missing or malformed: a 500 with the generic text, the
 * reason in the log, never the key.
 */
export function badgeSigningKey(env: object): z.infer<typeof PrivateJwk> {
  const raw = (env as { BADGE_SIGNING_KEY?: unknown }).BADGE_SIGNING_KEY;
  try {
    return PrivateJwk.parse(JSON.parse(String(raw)));
  } catch {
    console.error('BADGE_SIGNING_KEY must be an Ed25519 private JWK with a kid');
    throw new ApiError(ERROR_CODE.serverError, ERROR_TEXT.generic);
  }
}

/** The public half, as published at /.well-known/jwks.json. */
export const publicJwk = (key: z.infer<typeof PrivateJwk>) => ({ kty: key.kty, crv: key.crv, x: key.x, kid: key.kid, alg: 'EdDSA' as const, use: 'sig' as const });

export interface BadgeFacts {
  certificate: Certificate;
  schoolName: string;
  /** The school's origin, e.g. `https://learn.example.edu`: the issuer's id and where its keys are. */
  origin: string;
  /** The school's base prefix (`learn`): its pages are under it. */
  base: string;
}

/**
 * An Open Badges 3.0 OpenBadgeCredential as a VC-JWT (the `vc` claim, EdDSA), its achievement the course and its
 * subject the learner by name. Anyone can check it with the key at `${origin}/.well-known/jwks.json`.
 */
export async function signBadge(env: object, facts: BadgeFacts): Promise<string> {
  const key = badgeSigningKey(env);
  const { certificate, schoolName, origin, base } = facts;
  const verifyUrl = `${origin}/${base}/verify/${certificate.code}`;
  const issuedAt = Math.floor(Date.parse(certificate.issued_at) / 1000);
  const vc = {
    '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
    id: `${origin}/learner/v1/certificates/${certificate.code}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: origin, type: ['Profile'], name: schoolName, url: origin },
    validFrom: certificate.issued_at,
    name: `${certificate.course.title}: certificate`,
    credentialSubject: {
      type: ['AchievementSubject'],
      name: certificate.learner_name,
      achievement: {
        id: `${origin}/${base}/${certificate.course.seo_title}`,
        type: ['Achievement'],
        name: certificate.course.title,
        description: `${certificate.course.title}, a course of ${schoolName}.`,
        criteria: { narrative: certificate.reason === 'completed' ? 'Completed every lesson of the course.' : 'Passed every test of the course in the first attempt.' },
      },
    },
    evidence: [{ id: verifyUrl, type: ['Evidence'], name: 'Verification page' }],
  };
  const signingKey = await importJWK({ ...key, alg: 'EdDSA' } as JWK, 'EdDSA');
  return new SignJWT({ vc })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: key.kid })
    .setIssuer(origin)
    .setJti(vc.id)
    .setNotBefore(issuedAt)
    .setIssuedAt(issuedAt)
    .setSubject(verifyUrl)
    .sign(signingKey);
}
