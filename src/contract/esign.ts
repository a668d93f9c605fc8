/**
 * E-signed legal documents (issue 43; docs/decisions/0080-e-signed-documents.md). A course may require a document
 * (an enrolment agreement or a parent's consent) to be signed before its lessons open. The API renders the document
 * as a PDF, the same bytes every time, so its SHA-256 names it; the learner reads it at `/esign/{userId}`, signs by
 * typing or drawing, and consents. The API keeps the audit trail (the document's hash, the time, the client address
 * and the user agent) and a PDF of the document with a signature page, signed PAdES with the school's key. The
 * learner downloads it from `/account/legal-docs`.
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
import { Id, ProductType, Slug } from './common.ts';
import { ESIGN_TEXT } from './esign-text.ts';
export { ESIGN_TEXT } from './esign-text.ts';

export const LEGAL_DOCUMENT_KINDS = ['enrolment_agreement', 'parent_consent'] as const;
export const LegalDocumentKind = z.enum(LEGAL_DOCUMENT_KINDS);
export type LegalDocumentKind = z.infer<typeof LegalDocumentKind>;

/**
 * A course's document, as a school writes it in its catalogue (`legal_document` of the product). `id` is the
 * `consentId` of the signing page; `version` the day the text took effect, printed on the document. Paragraphs are
 * separated by a blank line. Changing the text changes the document's hash: a learner who signed the old text keeps
 * that signature (it is what they agreed to), and learners who have not signed yet sign the new one.
 */
export const LegalDocument = z.object({
  id: Slug,
  kind: LegalDocumentKind,
  title: z.string().min(1).max(120),
  version: z.iso.date(),
  body: z.string().min(1).max(20_000),
});
export type LegalDocument = z.infer<typeof LegalDocument>;

/** SHA-256 of a file, as 64 lowercase hex digits. */
export const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/** `/esign/{userId}`'s query keys (SPEC.md section 2). userCourseId is the course; consentId its document's id. */
export const EsignQuery = z.object({
  userCourseId: z.coerce.number().pipe(Id),
  consentId: Slug,
  schoolPageId: z.string().max(64).optional(),
  courseName: z.string().max(200).optional(),
  courseSeoTitle: Slug.optional(),
  courseType: z.coerce.number().pipe(ProductType).optional(),
  /** Where the learner came from: back there once signed. */
  redirectSource: z.enum(['player', 'course', 'account']).optional(),
});
export type EsignQuery = z.infer<typeof EsignQuery>;

/** The longest full name a signature takes (SPEC.md's name limit is for profiles; legal names run longer). */
export const SIGNER_NAME_MAX = 80;
/** The largest signature image accepted, in bytes of PNG. */
export const SIGNATURE_PNG_MAX_BYTES = 96 * 1024;

/** A signature as the learner made it: typed or drawn, sent as the PNG the page drew either way. */
export const SignatureMark = z.object({
  kind: z.enum(['typed', 'drawn']),
  /** base64 of a PNG image, no data: prefix. */
  png: z.string().min(1).max(Math.ceil(SIGNATURE_PNG_MAX_BYTES / 3) * 4).regex(/^[A-Za-z0-9+/]+={0,2}$/),
});
export type SignatureMark = z.infer<typeof SignatureMark>;

export const EsignParams = z.object({ courseId: z.coerce.number().pipe(Id) });

export const SignBody = z.object({
  consent_id: Slug,
  /** The hash of the document the learner read: signing fails if the document changed since. */
  document_sha256: Sha256Hex,
  name: z.string().trim().min(1, ESIGN_TEXT.name).max(SIGNER_NAME_MAX),
  mark: SignatureMark,
  consent: z.literal(true, { error: ESIGN_TEXT.consent }),
});
export type SignBody = z.infer<typeof SignBody>;

/** A signature as its learner sees it. */
export const SignatureView = z.object({
  id: Id,
  course: z.object({ id: Id, title: z.string(), seo_title: Slug }),
  document: z.object({ id: Slug, kind: LegalDocumentKind, title: z.string(), version: z.iso.date() }),
  /** SHA-256 of the document as read (the unsigned PDF). */
  document_sha256: Sha256Hex,
  /** SHA-256 of the signed PDF the learner downloads. */
  signed_sha256: Sha256Hex,
  name: z.string(),
  kind: SignatureMark.shape.kind,
  signed_at: z.string(),
});
export type SignatureView = z.infer<typeof SignatureView>;

/** `GET v1/esign/courses/{courseId}`: the course's document, its PDF, and the learner's signature of it if any. */
export const EsignResponse = z.object({
  course: z.object({ id: Id, title: z.string(), seo_title: Slug, course_type: ProductType }),
  document: z.object({ id: Slug, kind: LegalDocumentKind, title: z.string(), version: z.iso.date(), sha256: Sha256Hex }),
  /** The document's PDF, base64. */
  pdf: z.string(),
  /** Running access to the course: signing needs it. */
  enrolled: z.boolean(),
  /** The learner's signature of this document, null before they sign. */
  signature: SignatureView.nullable(),
});
export type EsignResponse = z.infer<typeof EsignResponse>;

export const SignaturesResponse = z.object({ signatures: z.array(SignatureView) });

export const SignatureParams = z.object({ signatureId: z.coerce.number().pipe(Id) });
/** `GET v1/esign/signatures/{signatureId}/pdf`: the signed PDF, base64, with its hash. */
export const SignedPdfResponse = z.object({ file_name: z.string(), sha256: Sha256Hex, pdf: z.string() });

const signatures = defineCall({ method: 'GET', path: '/learner/v1/esign/signatures', session: true, response: SignaturesResponse, staleTime: STALE_TIME.always });
const esignDocument = defineCall({ method: 'GET', path: '/learner/v1/esign/courses/:courseId', session: true, params: EsignParams, response: EsignResponse, staleTime: STALE_TIME.always });

export const ESIGN_CALLS = {
  esignDocument,
  esignSignatures: signatures,
  esignSign: defineCall({
    method: 'POST', path: '/learner/v1/esign/courses/:courseId/signature', session: true, params: EsignParams, body: SignBody,
    response: z.object({ signature: SignatureView }), invalidates: [esignDocument, signatures], bodyLimit: 160 * 1024,
  }),
  esignSignedPdf: defineCall({ method: 'GET', path: '/learner/v1/esign/signatures/:signatureId/pdf', session: true, params: SignatureParams, response: SignedPdfResponse, staleTime: STALE_TIME.always }),
} as const;
