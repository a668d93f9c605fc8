/**
 * E-signed legal documents (docs/decisions/0080-e-signed-documents.md): a course's document, the learner's signature
 * of it with its audit trail, the signed PDF in R2, and the school's signing key, made on the school's first
 * signature from the platform's CA.
 */
import { sql } from 'kysely';
import { Buffer } from 'node:buffer';
import { z } from 'zod';
import { ERROR_CODE } from '../../contract/errors.ts';
import { ESIGN_TEXT, LegalDocument, type SignatureView, type SignBody } from '../../contract/esign.ts';
import type { ProductType } from '../../contract/common.ts';
import type { Db } from '../db/database.ts';
import type { LegalSignaturesTable } from '../db/schema.ts';
import type { School } from '../types.ts';
import { ApiError, notFound } from './errors.ts';
import { issueCertificate, sealKey, unsealKey, type KeyAndCertificate } from './esign-crypto.ts';
import { documentPdf, readableMark, signedPdf, type DocumentFacts } from './esign-pdf.ts';
import { enrolmentState } from './learning.ts';
import { sha256Bytes, toHex } from './secrets.ts';
import { accountSettings } from './school-settings.ts';

/** A school's certificate from the platform's CA lasts this long; a new one is issued on the first signing after. */
const SCHOOL_CERT_YEARS = 3;

export interface CourseDocument {
  course: { id: number; title: string; seo_title: string; course_type: ProductType };
  document: LegalDocument;
}

/** The course and the document its lessons wait for; 404 for another school's course or one with no document. */
export async function courseDocument(db: Db, school: School, courseId: number): Promise<CourseDocument> {
  const row = await db
    .selectFrom('products')
    .select(['id', 'title', 'seo_title', 'course_type', sql<string | null>`json_extract(data_json, '$.legal_document')`.as('document')])
    .where('school_id', '=', school.id)
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!row) throw notFound('Course');
  if (!row.document) throw new ApiError(ERROR_CODE.notFound, ESIGN_TEXT.noDocument);
  return {
    course: { id: row.id, title: row.title, seo_title: row.seo_title, course_type: row.course_type as ProductType },
    document: LegalDocument.parse(JSON.parse(row.document)),
  };
}

/**
 * Whether the learner still has to sign the course's document before its lessons open: the course has one and
 * they have not signed it.
 */
export async function mustSign(db: Db, school: School, userId: number, courseId: number): Promise<boolean> {
  const row = await db
    .selectFrom('products as p')
    .leftJoin('legal_signatures as s', (join) => join
      .onRef('s.school_id', '=', 'p.school_id').onRef('s.course_id', '=', 'p.id').on('s.user_id', '=', userId)
      .on(sql<boolean>`s.document_id = json_extract(p.data_json, '$.legal_document.id')`))
    .select([sql<string | null>`json_extract(p.data_json, '$.legal_document.id')`.as('document'), 's.id as signature'])
    .where('p.school_id', '=', school.id)
    .where('p.id', '=', courseId)
    .executeTakeFirst();
  return !!row?.document && row.signature === null;
}

export async function documentFacts(db: Db, school: School, found: CourseDocument): Promise<DocumentFacts> {
  return { school: (await accountSettings(db, school)).schoolName, course: found.course.title, document: found.document };
}

type SignatureRow = Pick<LegalSignaturesTable, 'document_id' | 'document_kind' | 'document_title' | 'document_version' | 'document_sha256' | 'signed_sha256' | 'signer_name' | 'mark_kind'> & {
  id: number;
  signed_at: number;
  course_id: number;
  title: string | null;
  seo_title: string | null;
};

const SIGNATURE_COLUMNS = [
  's.id', 's.course_id', 's.document_id', 's.document_kind', 's.document_title', 's.document_version', 's.document_sha256', 's.signed_sha256',
  's.signer_name', 's.mark_kind', 's.signed_at', 'p.title', 'p.seo_title',
] as const;

function signaturesOf(db: Db, school: School, userId: number) {
  return db
    .selectFrom('legal_signatures as s')
    .leftJoin('products as p', (join) => join.onRef('p.school_id', '=', 's.school_id').onRef('p.id', '=', 's.course_id'))
    .select(SIGNATURE_COLUMNS)
    .where('s.school_id', '=', school.id)
    .where('s.user_id', '=', userId);
}

export const signatureView = (row: SignatureRow): SignatureView => ({
  id: row.id,
  // A course the school has since removed keeps its signature; its name is the document's record of it.
  course: { id: row.course_id, title: row.title ?? row.document_title, seo_title: row.seo_title ?? row.document_id },
  document: { id: row.document_id, kind: row.document_kind as SignatureView['document']['kind'], title: row.document_title, version: row.document_version },
  document_sha256: row.document_sha256,
  signed_sha256: row.signed_sha256,
  name: row.signer_name,
  kind: row.mark_kind as SignatureView['kind'],
  signed_at: new Date(row.signed_at).toISOString(),
});

export async function signatureFor(db: Db, school: School, userId: number, courseId: number, documentId: string): Promise<SignatureView | null> {
  const row = await signaturesOf(db, school, userId).where('s.course_id', '=', courseId).where('s.document_id', '=', documentId).executeTakeFirst();
  return row ? signatureView(row) : null;
}

/** The learner's signatures, newest first. */
export async function signaturesList(db: Db, school: School, userId: number): Promise<SignatureView[]> {
  return (await signaturesOf(db, school, userId).orderBy('s.signed_at', 'desc').limit(200).execute()).map(signatureView);
}

/** The learner's own signature by id with where its PDF is; null for anyone else's or another school's. */
export async function ownSignature(db: Db, school: School, userId: number, id: number): Promise<(SignatureView & { r2Key: string }) | null> {
  const row = await signaturesOf(db, school, userId).select('s.r2_key').where('s.id', '=', id).executeTakeFirst();
  return row ? { ...signatureView(row), r2Key: row.r2_key } : null;
}

const CaSecret = z.object({ keyPem: z.string().min(1), certPem: z.string().min(1) });

interface SigningSecrets {
  ca: KeyAndCertificate;
  sealing: string;
}

/** The platform's CA and the secret that seals the schools' keys, from the worker's environment. */
export function signingSecrets(env: object): SigningSecrets {
  const { ESIGN_CA: ca, ESIGN_KEY_SECRET: sealing } = env as { ESIGN_CA?: unknown; ESIGN_KEY_SECRET?: unknown };
  const parsed = typeof ca === 'string' ? CaSecret.safeParse((() => { try { return JSON.parse(ca) as unknown; } catch { return null; } })()) : null;
  if (!parsed?.success || typeof sealing !== 'string' || sealing.length < 16) {
    console.error('ESIGN_CA must be the JSON of scripts/esign-ca.ts and ESIGN_KEY_SECRET at least 16 characters');
    throw new ApiError(ERROR_CODE.serverError, ESIGN_TEXT.keys);
  }
  return { ca: parsed.data, sealing };
}

/**
 * The school's signing key and certificate: made, sealed and stored on its first signature (two first signatures at
 * once both make one, the first stored wins and both sign with it), and made anew once the certificate has expired.
 */
export async function schoolSigningKey(db: Db, school: School, secrets: SigningSecrets, now = Date.now()): Promise<KeyAndCertificate> {
  const stored = () => db.selectFrom('school_signing_keys').select(['cert_pem', 'key_sealed', 'created_at']).where('school_id', '=', school.id).executeTakeFirst();
  let row = await stored();
  if (row && row.created_at + (SCHOOL_CERT_YEARS * 365 - 1) * 86_400_000 < now) {
    await db.deleteFrom('school_signing_keys').where('school_id', '=', school.id).where('created_at', '=', row.created_at).execute();
    row = undefined;
  }
  if (!row) {
    const name = (await accountSettings(db, school)).schoolName;
    const made = await issueCertificate({ name, organization: name, unit: `school:${school.id}` }, SCHOOL_CERT_YEARS, secrets.ca);
    await db.insertInto('school_signing_keys')
      .values({ school_id: school.id, cert_pem: made.certPem, key_sealed: await sealKey(made.keyPem, secrets.sealing, school.id), created_at: now })
      .onConflict((oc) => oc.column('school_id').doNothing())
      .execute();
    row = await stored();
    if (!row) throw new Error('signing key not stored');
  }
  return { certPem: row.cert_pem, keyPem: await unsealKey(row.key_sealed, secrets.sealing, school.id) };
}

export interface SignRequest {
  userId: number;
  found: CourseDocument;
  body: SignBody;
  address: string;
  userAgent: string;
  now?: number;
}

const r2KeyOf = (school: School, userId: number, courseId: number, documentId: string, nonce: string) =>
  `esign/${school.id}/${userId}/${courseId}-${documentId}-${nonce}.pdf`;

/**
 * Signs the course's document for the learner, once. They must have running access to the course and have read
 * this very document (its hash as they sent it). A second signature of the same document returns the first and
 * changes nothing; two at once store one (the unique row decides, and the loser's PDF is deleted).
 */
export async function signDocument(db: Db, bucket: R2Bucket, school: School, secrets: SigningSecrets, request: SignRequest): Promise<SignatureView> {
  const { userId, found, body } = request;
  const { course, document } = found;
  if (body.consent_id !== document.id) throw new ApiError(ERROR_CODE.invalidParams, ESIGN_TEXT.changed, { field: 'consent_id' });
  const existing = await signatureFor(db, school, userId, course.id, document.id);
  if (existing) return existing;
  const now = request.now ?? Date.now();
  if (!(await enrolmentState(db, school, userId, course.id, now)).active) throw new ApiError(ERROR_CODE.forbidden, ESIGN_TEXT.notEnrolled);
  const facts = await documentFacts(db, school, found);
  const documentBytes = await documentPdf(facts);
  const documentSha256 = await sha256Bytes(documentBytes);
  if (documentSha256 !== body.document_sha256) throw new ApiError(ERROR_CODE.invalidParams, ESIGN_TEXT.changed, { field: 'document_sha256' });
  const png = Buffer.from(body.mark.png, 'base64');
  if (!isPng(png) || !(await readableMark(png))) throw new ApiError(ERROR_CODE.invalidParams, ESIGN_TEXT.badMark, { field: 'mark' });
  const key = await schoolSigningKey(db, school, secrets, now);
  const signed = await signedPdf(documentBytes, facts, {
    name: body.name, markPng: png, markKind: body.mark.kind, documentSha256, at: new Date(now), address: request.address, userAgent: request.userAgent,
  }, key, [secrets.ca.certPem]);
  const r2Key = r2KeyOf(school, userId, course.id, document.id, toHex(crypto.getRandomValues(new Uint8Array(6))));
  await bucket.put(r2Key, signed, { httpMetadata: { contentType: 'application/pdf' } });
  const inserted = await db.insertInto('legal_signatures')
    .values({
      school_id: school.id, user_id: userId, course_id: course.id, document_id: document.id, document_version: document.version,
      document_title: document.title, document_kind: document.kind, document_sha256: documentSha256, signer_name: body.name,
      mark_kind: body.mark.kind, client_address: request.address, user_agent: request.userAgent.slice(0, 400), signed_at: now,
      signed_sha256: await sha256Bytes(signed), r2_key: r2Key,
    })
    .onConflict((oc) => oc.columns(['school_id', 'user_id', 'course_id', 'document_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) await bucket.delete(r2Key);
  const view = await signatureFor(db, school, userId, course.id, document.id);
  if (!view) throw new Error('signature not stored');
  return view;
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const isPng = (bytes: Uint8Array): boolean => PNG_MAGIC.every((b, i) => bytes[i] === b);
