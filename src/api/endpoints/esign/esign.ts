import type { Handler } from 'hono';
import { Buffer } from 'node:buffer';
import { ERROR_CODE } from '../../../contract/errors.ts';
import { ESIGN_TEXT, EsignParams, SignatureParams, SignBody, type EsignResponse } from '../../../contract/esign.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { courseDocument, documentFacts, ownSignature, signatureFor, signaturesList, signDocument, signingSecrets } from '../../lib/esign.ts';
import { sha256Bytes } from '../../lib/secrets.ts';
import { documentPdf } from '../../lib/esign-pdf.ts';
import { enrolmentState } from '../../lib/learning.ts';
import { noStore } from '../../lib/respond.ts';
import { requireSession } from '../../lib/sessions.ts';
import { clientIp } from '../../lib/throttle.ts';
import { parseBody, parseInput } from '../../lib/validate.ts';
import type { AppEnv } from '../../types.ts';

/**
 * `CALLS.esignDocument` (session; EsignParams -> EsignResponse): the course's document as a PDF with its SHA-256,
 * whether the learner may sign it (running access) and their signature if they have. Another school's course, or
 * one with no document: 404.
 */
export const esignDocument: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { courseId } = parseInput(EsignParams, c.req.param());
  const db = c.var.db;
  const school = c.var.school;
  const found = await courseDocument(db, school, courseId);
  const [pdf, state, signature] = await Promise.all([
    documentFacts(db, school, found).then(documentPdf),
    enrolmentState(db, school, user.id, courseId),
    signatureFor(db, school, user.id, courseId, found.document.id),
  ]);
  const { id, kind, title, version } = found.document;
  const body: EsignResponse = {
    course: found.course,
    document: { id, kind, title, version, sha256: await sha256Bytes(pdf) },
    pdf: Buffer.from(pdf).toString('base64'),
    enrolled: state.active,
    signature,
  };
  return noStore(c, body);
};

/**
 * `CALLS.esignSign` (session; EsignParams, SignBody -> { signature }): signs the document the learner read, once; the
 * audit trail takes the client's address as the edge saw it and the user agent. Signing again answers the first
 * signature and changes nothing.
 */
export const esignSign: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { courseId } = parseInput(EsignParams, c.req.param());
  const body = await parseBody(c, SignBody);
  const db = c.var.db;
  const school = c.var.school;
  const found = await courseDocument(db, school, courseId);
  const signature = await signDocument(db, c.env.LESSONS, school, signingSecrets(c.env), {
    userId: user.id, found, body, address: clientIp(c), userAgent: c.req.header('user-agent') ?? '',
  });
  return noStore(c, { signature });
};

/** `CALLS.esignSignatures` (session; -> SignaturesResponse): the learner's signed documents, newest first. */
export const esignSignatures: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  return noStore(c, { signatures: await signaturesList(c.var.db, c.var.school, user.id) });
};

/** `CALLS.esignSignedPdf` (session; SignatureParams -> SignedPdfResponse): the learner's own signed PDF. */
export const esignSignedPdf: Handler<AppEnv> = async (c) => {
  const { user } = await requireSession(c);
  const { signatureId } = parseInput(SignatureParams, c.req.param());
  const signature = await ownSignature(c.var.db, c.var.school, user.id, signatureId);
  if (!signature) throw notFound('Signed document');
  const object = await c.env.LESSONS.get(signature.r2Key);
  if (!object) throw new ApiError(ERROR_CODE.serverError, ESIGN_TEXT.unavailable);
  const bytes = new Uint8Array(await object.arrayBuffer());
  return noStore(c, {
    file_name: `${signature.document.id}-signed-${signature.signed_at.slice(0, 10)}.pdf`,
    sha256: await sha256Bytes(bytes),
    pdf: Buffer.from(bytes).toString('base64'),
  });
};
