/**
 * E-signed documents in real workerd (src/contract/esign.ts; docs/decisions/0080-e-signed-documents.md): lessons locked
 * until the course's document is signed, the document's PDF and its hash, bad signing input that changes nothing,
 * the signed PDF checked as any holder of the file would (PKI.js up to the platform's CA), signing twice or at
 * once, and isolation between learners and schools. Gamma's Robotics Lab (301) needs its enrolment agreement.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ESIGN_CA } from '../../cli/lib/local-config.ts';
import { AUTH_CALLS, AuthSession } from '../contract/auth.ts';
import { ESIGN_CALLS as E, ESIGN_TEXT, EsignResponse, SignaturesResponse, SignedPdfResponse, type SignBody } from '../contract/esign.ts';
import { LEARNING_CALLS } from '../contract/learning.ts';
import { LESSON_CALLS, PlayerResponse } from '../contract/lessons.ts';
import { pathOf } from '../contract/call.ts';
import { ALPHA, GAMMA, GAMMA_AGREEMENT } from './testing/fixtures.ts';
import { apiClient, expectError, ok, startApi, type Api } from './testing/harness.ts';
import { verifySignedPdf } from './testing/verify-signed-pdf.ts';
import { z } from 'zod';

let api: Api;
beforeAll(async () => {
  api = await startApi('esign');
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const CA = (JSON.parse(LOCAL_ESIGN_CA) as { certPem: string }).certPem;
const PNG = readFileSync(new URL('../../e2e/fixtures/working.png', import.meta.url)).toString('base64');
const COURSE = 301;
const doc = (id = COURSE) => pathOf(E.esignDocument, { courseId: id });
const signPath = (id = COURSE) => pathOf(E.esignSign, { courseId: id });

let learners = 0;
async function learner(enrolled = true, school: string = GAMMA.slug) {
  learners += 1;
  const agent = apiClient(api.server, school);
  const email = `signer${learners}@mail.example`;
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, { name: `Signer ${learners}`, email, phone: `6${String(learners).padStart(9, '0')}`, password: `Secret${learners}pw` }));
  if (enrolled) expect((await agent.post(LEARNING_CALLS.devEnrol.path, { email, course_id: COURSE })).status).toBe(200);
  return { agent, token: session.authToken, id: session.studentId };
}
type Learner = Awaited<ReturnType<typeof learner>>;

const read = async (who: Learner) => ok(EsignResponse, await who.agent.get(doc(), { token: who.token }));
const lesson = async (who: Learner, lessonId: number) =>
  ok(PlayerResponse, await who.agent.get(pathOf(LESSON_CALLS.player, { productSeo: 'robotics-lab', lessonId }), { token: who.token }));
const body = (sha: string, over: Partial<SignBody> = {}): SignBody => ({
  consent_id: GAMMA_AGREEMENT.id, document_sha256: sha, name: 'Asha Rao', mark: { kind: 'drawn', png: PNG }, consent: true, ...over,
});
const rows = async (userId: number) => (await api.school(GAMMA.id).prepare('SELECT COUNT(*) AS n FROM legal_signatures WHERE user_id = ?').bind(userId).first<{ n: number }>())!.n;
const signedPdf = async (who: Learner, signatureId: number) =>
  ok(SignedPdfResponse, await who.agent.get(pathOf(E.esignSignedPdf, { signatureId }), { token: who.token }));

describe('the document', () => {
  it('is the same PDF every time, named by the SHA-256 of its bytes', async () => {
    const who = await learner();
    const first = await read(who);
    const bytes = Buffer.from(first.pdf, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(first.document.sha256);
    expect(first.document).toMatchObject({ id: GAMMA_AGREEMENT.id, kind: 'enrolment_agreement', title: GAMMA_AGREEMENT.title, version: GAMMA_AGREEMENT.version });
    expect(first).toMatchObject({ course: { id: COURSE, title: 'Robotics Lab', seo_title: 'robotics-lab', course_type: 1 }, enrolled: true, signature: null });
    expect((await read(who)).pdf).toBe(first.pdf);
  });

  it('keeps the lessons locked until it is signed, but not the free preview', async () => {
    const who = await learner();
    expect((await lesson(who, 32)).access).toBe('sign');
    expect((await lesson(who, 31)).access).toBe('open');
    expectError(await who.agent.get(`${LESSON_CALLS.signedUrl.path}?course_id=${COURSE}&lesson_id=32`, { token: who.token }), 403, ESIGN_TEXT.signToStudy);
    // Without running access it is still "buy", as before: the document is for enrolled learners.
    expect((await lesson(await learner(false), 32)).access).toBe('buy');
  });

  it('is not found for a course without one, or another school\'s course', async () => {
    const who = await learner();
    expectError(await who.agent.get(doc(302), { token: who.token }), 404, ESIGN_TEXT.noDocument);
    const alpha = await learner(false, ALPHA.slug);
    expectError(await alpha.agent.get(doc(COURSE), { token: alpha.token }), 404, 'Course not found');
    expectError(await alpha.agent.get(doc(101), { token: alpha.token }), 404, ESIGN_TEXT.noDocument);
    expectError(await who.agent.get(doc()), 401, 'Your login session is expired. Please logout and relogin.');
  });
});

describe('signing', () => {
  it('refuses bad input and changes nothing', async () => {
    const who = await learner();
    const { document } = await read(who);
    const refuse = async (sent: unknown, status: number, message: string, field?: string) =>
      expectError(await who.agent.post(signPath(), sent, { token: who.token }), status, message, field);
    await refuse({ ...body(document.sha256), consent: false }, 412, ESIGN_TEXT.consent, 'consent');
    await refuse(body(document.sha256, { name: '   ' }), 412, ESIGN_TEXT.name, 'name');
    await refuse(body('0'.repeat(64)), 412, ESIGN_TEXT.changed, 'document_sha256');
    await refuse(body(document.sha256, { consent_id: 'another-document' }), 412, ESIGN_TEXT.changed, 'consent_id');
    await refuse(body(document.sha256, { mark: { kind: 'drawn', png: Buffer.from('GIF89a not a png').toString('base64') } }), 412, ESIGN_TEXT.badMark, 'mark');
    // A PNG signature in front of bytes that are not an image.
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]).toString('base64');
    await refuse(body(document.sha256, { mark: { kind: 'drawn', png: broken } }), 412, ESIGN_TEXT.badMark, 'mark');
    expect(await rows(who.id)).toBe(0);
    expect((await lesson(who, 32)).access).toBe('sign');

    const outsider = await learner(false);
    expectError(await outsider.agent.post(signPath(), body(document.sha256), { token: outsider.token }), 403, ESIGN_TEXT.notEnrolled);
    expect(await rows(outsider.id)).toBe(0);
  });

  it('signs once: the signed PDF verifies up to the platform CA, names the school and the hash read, and opens the lessons', async () => {
    const who = await learner();
    const { document } = await read(who);
    const reply = await who.agent.post(signPath(), body(document.sha256, { mark: { kind: 'typed', png: PNG } }), { token: who.token, headers: { 'user-agent': 'Mozilla/5.0 (esign test)' } });
    const { signature } = ok(z.object({ signature: SignaturesResponse.shape.signatures.element }), reply);
    expect(signature).toMatchObject({ course: { id: COURSE, title: 'Robotics Lab' }, document: { id: GAMMA_AGREEMENT.id, version: GAMMA_AGREEMENT.version }, document_sha256: document.sha256, name: 'Asha Rao', kind: 'typed' });

    const file = await signedPdf(who, signature.id);
    const bytes = Buffer.from(file.pdf, 'base64');
    expect(file.sha256).toBe(signature.signed_sha256);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(signature.signed_sha256);
    expect(await verifySignedPdf(bytes, CA)).toMatchObject({ signer: 'Gamma Robotics', unit: `school:${GAMMA.id}`, subFilter: 'ETSI.CAdES.detached' });

    // One changed byte anywhere the signature covers breaks it.
    const tampered = Buffer.from(bytes);
    tampered[200] = tampered[200]! ^ 1;
    await expect(verifySignedPdf(tampered, CA)).rejects.toBeDefined();

    const audit = await api.school(GAMMA.id).prepare('SELECT client_address, user_agent, document_sha256 FROM legal_signatures WHERE id = ?').bind(signature.id).first();
    expect(audit).toEqual({ client_address: who.agent.ip, user_agent: 'Mozilla/5.0 (esign test)', document_sha256: document.sha256 });

    expect((await lesson(who, 32)).access).toBe('open');
    expect((await read(who)).signature?.id).toBe(signature.id);
    expect(ok(SignaturesResponse, await who.agent.get(E.esignSignatures.path, { token: who.token })).signatures.map((s) => s.id)).toEqual([signature.id]);

    // Signing again changes nothing: the same signature, the same file.
    const again = ok(z.object({ signature: z.object({ id: z.number(), signed_sha256: z.string() }) }), await who.agent.post(signPath(), body(document.sha256, { name: 'Someone Else' }), { token: who.token }));
    expect(again.signature).toEqual({ id: signature.id, signed_sha256: signature.signed_sha256 });
    expect(await rows(who.id)).toBe(1);

    // The school's key was made once, sealed: no private key in the clear.
    const keys = await api.school(GAMMA.id).prepare('SELECT key_sealed, cert_pem FROM school_signing_keys WHERE school_id = ?').bind(GAMMA.id).all<{ key_sealed: string; cert_pem: string }>();
    expect(keys.results).toHaveLength(1);
    expect(keys.results[0]!.key_sealed).not.toMatch(/PRIVATE KEY/);
    expect(Buffer.from(keys.results[0]!.key_sealed, 'base64').toString('latin1')).not.toMatch(/PRIVATE KEY/);
  });

  it('signs once when the same learner signs three times at once', async () => {
    const who = await learner();
    const { document } = await read(who);
    const replies = await Promise.all([0, 1, 2].map(() => who.agent.post(signPath(), body(document.sha256), { token: who.token })));
    const ids = replies.map((r) => ok(z.object({ signature: z.object({ id: z.number() }) }), r).signature.id);
    expect(new Set(ids).size).toBe(1);
    expect(await rows(who.id)).toBe(1);
    await verifySignedPdf(Buffer.from((await signedPdf(who, ids[0]!)).pdf, 'base64'), CA);
  });

  it("keeps each learner's signed copy theirs", async () => {
    const owner = await learner();
    const { document } = await read(owner);
    const { signature } = ok(z.object({ signature: z.object({ id: z.number() }) }), await owner.agent.post(signPath(), body(document.sha256), { token: owner.token }));
    const other = await learner();
    expectError(await other.agent.get(pathOf(E.esignSignedPdf, { signatureId: signature.id }), { token: other.token }), 404, 'Signed document not found');
    expect(ok(SignaturesResponse, await other.agent.get(E.esignSignatures.path, { token: other.token })).signatures).toEqual([]);
    const alpha = await learner(false, ALPHA.slug);
    expectError(await alpha.agent.get(pathOf(E.esignSignedPdf, { signatureId: signature.id }), { token: alpha.token }), 404, 'Signed document not found');
  });
});
