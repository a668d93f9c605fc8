/**
 * Course certificates (SPEC.md section 6: certificates need completing the course, or passing all its tests in the
 * first attempt; section 7's `v8/certificates`) and their public verification (`/verify/{code}`, ours), with an
 * Open Badges 3.0 credential signed by the school (docs/decisions/0047-course-certificates.md).
 */
import { z } from 'zod';
import { Id, IsoDate, Slug } from './common.ts';
import { defineCall, STALE_TIME } from './call.ts';
export { CERTIFICATE_TEXT } from './certificates-text.ts';

/** A verification code: 12 letters and digits without look-alikes (no 0/O, 1/I/L), shown as XXXX-XXXX-XXXX. */
export const CERTIFICATE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Passing a course's test: this share of its paper's marks, in the first attempt (our rule; SPEC.md names none). */
export const CERTIFICATE_PASS_RATIO = 0.4;

export const CertificateCode = z.string().regex(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);

export const Certificate = z.object({
  code: CertificateCode,
  course: z.object({ id: Id, title: z.string(), seo_title: Slug }),
  /** The learner's name as printed, fixed when it was issued. */
  learner_name: z.string(),
  issued_at: IsoDate,
  /** Why it was earned: every lesson complete, or every test of the course passed in its first attempt. */
  reason: z.enum(['completed', 'passed_tests']),
});
export type Certificate = z.infer<typeof Certificate>;

/** `GET /learner/v8/certificates?course_id`: the learner's certificate of a course, issued now if just earned. */
export const CertificateQuery = z.object({ course_id: z.coerce.number().pipe(Id) });
export const CertificateResponse = z.object({
  course: z.object({ id: Id, title: z.string(), seo_title: Slug }),
  certificate: Certificate.nullable(),
  /** How far the learner is: the course's percentage, for "complete every lesson" while none is issued. */
  percent: z.number().int().min(0).max(100),
});
export type CertificateResponse = z.infer<typeof CertificateResponse>;

/** `/home/certificate-download?courseId=`: the page's query. */
export const CertificatePageQuery = z.object({ courseId: z.coerce.number().pipe(Id) });

/** `GET /learner/v1/certificates/{code}`: public, what a verifier may know and nothing else. */
export const VerifyParams = z.object({ code: CertificateCode });
export const VerifyResponse = z.object({
  code: CertificateCode,
  learner_name: z.string(),
  course_title: z.string(),
  school_name: z.string(),
  issued_at: IsoDate,
});
export type VerifyResponse = z.infer<typeof VerifyResponse>;

/** `GET /learner/v8/certificates/{code}/badge`: the owner's Open Badges 3.0 credential, a JWT signed EdDSA. */
export const BadgeParams = z.object({ code: CertificateCode });
export const BadgeResponse = z.object({ jwt: z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/) });

/** The school's public keys for its credentials (`/.well-known/jwks.json` on its host). */
export const PublicJwks = z.object({
  keys: z.array(z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string(), kid: z.string(), alg: z.literal('EdDSA'), use: z.literal('sig') })),
});

const certificate = defineCall({ method: 'GET', path: '/learner/v8/certificates', session: true, query: CertificateQuery, response: CertificateResponse, staleTime: STALE_TIME.always });

export const CERTIFICATE_CALLS = {
  certificate,
  verifyCertificate: defineCall({ method: 'GET', path: '/learner/v1/certificates/:code', session: false, params: VerifyParams, response: VerifyResponse, staleTime: STALE_TIME.always }),
  certificateBadge: defineCall({ method: 'GET', path: '/learner/v8/certificates/:code/badge', session: true, params: BadgeParams, response: BadgeResponse, staleTime: STALE_TIME.always }),
  /** On the school's own host, where verifiers look for an issuer's keys; the edge forwards it to the API. */
  badgeKeys: defineCall({ method: 'GET', path: '/.well-known/jwks.json', session: false, response: PublicJwks }),
} as const;
