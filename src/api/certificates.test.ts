/**
 * Course certificates (src/contract/certificates.ts) in real workerd: issued on completing the course and not before,
 * once however many saves race, or on passing every test of the course in the first attempt; verified publicly by
 * code and nowhere else; an Open Badges credential that verifies with the school's published key and fails when
 * tampered with. Alpha's course 105 offers a certificate (lessons 1, 11, 12); 101 offers none.
 */
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CALLS, AuthSession } from '../contract/auth.ts';
import { SCHOOL_ORIGIN_HEADER } from '../contract/bundle.ts';
import { CALLS as C } from '../contract/calls.ts';
import { BadgeResponse, CERTIFICATE_TEXT, CertificateResponse, PublicJwks, VerifyResponse } from '../contract/certificates.ts';
import { ERROR_TEXT } from '../contract/errors.ts';
import { LEARNING_TEXT } from '../contract/learning.ts';
import { SaveProgressResponse } from '../contract/lessons.ts';
import { ALPHA, BETA } from './testing/fixtures.ts';
import { apiClient, callUrl, expectError, ok, startApi, type Api, type Client } from './testing/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('certificates');
});
afterAll(async () => {
  await api?.close();
});

const client = (school: string = ALPHA.slug): Client => apiClient(api.server, school);
let learners = 0;
async function signUp(agent: Client, name = 'Kavya Rao') {
  learners += 1;
  const learner = { name, email: `cert${learners}@mail.example`, phone: `7${String(learners).padStart(9, '0')}`, password: `Secret${learners}pw` };
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, learner));
  return { ...learner, id: session.studentId, token: session.authToken };
}
const enrol = async (agent: Client, email: string, courseId: number) => expect((await agent.post(C.devEnrol.path, { email, course_id: courseId })).status).toBe(200);
const certificateOf = (agent: Client, token: string, courseId = 105) => agent.get(callUrl(C.certificate, null, { course_id: courseId }), { token });
const complete = (agent: Client, token: string, lessonId: number) =>
  agent.request('PUT', C.saveProgress.path, { body: { course_id: 105, lesson_id: lessonId, position: 1, length: 1, completed: true }, token });

describe('issuing a certificate', () => {
  it('issues it when the last lesson is completed, not before, once, and keeps it', async () => {
    const agent = client();
    const who = await signUp(agent);
    expectError(await agent.get(callUrl(C.certificate, null, { course_id: 105 })), 401, ERROR_TEXT.sessionExpired);
    expectError(await certificateOf(agent, who.token), 403, LEARNING_TEXT.notEnrolled);
    await enrol(agent, who.email, 105);
    expect(ok(CertificateResponse, await certificateOf(agent, who.token))).toEqual({ course: { id: 105, title: 'Calculus Deep Dive', seo_title: 'calculus-deep-dive' }, certificate: null, percent: 0 });

    ok(SaveProgressResponse, await complete(agent, who.token, 1));
    ok(SaveProgressResponse, await complete(agent, who.token, 11));
    expect(ok(CertificateResponse, await certificateOf(agent, who.token))).toMatchObject({ certificate: null, percent: 66 });
    const count = async () => (await api.school(ALPHA.id).prepare('SELECT COUNT(*) AS n FROM certificates WHERE school_id = ? AND user_id = ?').bind(ALPHA.id, who.id).first<{ n: number }>())!.n;
    expect(await count()).toBe(0);

    // The last lesson, saved three times at once (two tabs and a retry): one certificate.
    await Promise.all([complete(agent, who.token, 12), complete(agent, who.token, 12), complete(agent, who.token, 12)]);
    expect(await count()).toBe(1);
    const { certificate, percent } = ok(CertificateResponse, await certificateOf(agent, who.token));
    expect(percent).toBe(100);
    expect(certificate).toMatchObject({ course: { id: 105, title: 'Calculus Deep Dive', seo_title: 'calculus-deep-dive' }, learner_name: 'Kavya Rao', reason: 'completed' });
    expect(certificate!.code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(Math.abs(Date.parse(certificate!.issued_at) - Date.now())).toBeLessThan(60_000);
    // Asked again, the same one.
    expect(ok(CertificateResponse, await certificateOf(agent, who.token)).certificate).toEqual(certificate);
  });

  it('issues it for passing every test of the course in the first attempt', async () => {
    const agent = client();
    const who = await signUp(agent, 'Imran Sheikh');
    await enrol(agent, who.email, 105);
    // A quiz paper in course 105, and the learner's first attempt at 60% of its marks.
    await api.school(ALPHA.id).prepare('INSERT INTO test_papers (school_id, test_id, lesson_id, title, rules_json, sections_json, max_score) VALUES (?, 105, 12, ?, ?, ?, 10)')
      .bind(ALPHA.id, 'Derivatives quiz', '{}', '[]').run();
    const attempt = (number: number, score: number) => api.school(ALPHA.id).prepare(`INSERT INTO attempts (school_id, user_id, test_id, lesson_id, number, idempotency_key, state, started_at, remaining_ms, submitted_at, score, updated_at)
      VALUES (?, ?, 105, 12, ?, ?, 'submitted', 1, 0, 2, ?, 2)`).bind(ALPHA.id, who.id, number, `k${number}`, score).run();
    await attempt(1, 3);
    expect(ok(CertificateResponse, await certificateOf(agent, who.token)).certificate).toBeNull();
    // A retake that passes does not count: the first attempt must.
    await attempt(2, 9);
    expect(ok(CertificateResponse, await certificateOf(agent, who.token)).certificate).toBeNull();
    await api.school(ALPHA.id).prepare('UPDATE attempts SET score = 6 WHERE school_id = ? AND user_id = ? AND number = 1').bind(ALPHA.id, who.id).run();
    expect(ok(CertificateResponse, await certificateOf(agent, who.token)).certificate).toMatchObject({ reason: 'passed_tests', learner_name: 'Imran Sheikh' });
    await api.school(ALPHA.id).prepare('DELETE FROM test_papers WHERE school_id = ? AND test_id = 105 AND lesson_id = 12').bind(ALPHA.id).run();
  });

  it('answers 403 for a course that offers none', async () => {
    const agent = client();
    const who = await signUp(agent);
    await enrol(agent, who.email, 101);
    expectError(await certificateOf(agent, who.token, 101), 403, CERTIFICATE_TEXT.noneOffered);
  });
});

describe('verifying and sharing a certificate', () => {
  async function earned(agent: Client) {
    const who = await signUp(agent, 'Zoya Mirza');
    await enrol(agent, who.email, 105);
    for (const lesson of [1, 11, 12]) ok(SaveProgressResponse, await complete(agent, who.token, lesson));
    const { certificate } = ok(CertificateResponse, await certificateOf(agent, who.token));
    return { who, code: certificate!.code };
  }

  it('confirms a code to anyone, signed out, with the name, course, school and date only', async () => {
    const agent = client();
    const { code } = await earned(agent);
    const shown = ok(VerifyResponse, await client().get(callUrl(C.verifyCertificate, { code })));
    expect(shown).toEqual({ code, learner_name: 'Zoya Mirza', course_title: 'Calculus Deep Dive', school_name: 'Alpha School', issued_at: expect.any(String) });
    // A code never issued, another school's, or not a code at all.
    expectError(await agent.get(callUrl(C.verifyCertificate, { code: 'ABCD-EFGH-JKMN' })), 404, CERTIFICATE_TEXT.notFound);
    // Beta (a locked school in the fixtures) never answers for Alpha's code.
    const atBeta = await client(BETA.slug).get(callUrl(C.verifyCertificate, { code }));
    expect(atBeta.status).not.toBe(200);
    expect(JSON.stringify(atBeta.body)).not.toContain('Zoya');
    expect((await agent.get(`/learner/v1/certificates/not-a-code`)).status).toBe(412);
  });

  it("signs the owner's Open Badges credential: it verifies with the school's published key, and not once tampered with", async () => {
    const agent = client();
    const { who, code } = await earned(agent);
    const origin = 'https://alpha.example.edu';
    const { jwt } = ok(BadgeResponse, await agent.get(callUrl(C.certificateBadge, { code }), { token: who.token, headers: { [SCHOOL_ORIGIN_HEADER]: origin } }));
    const published = await client().get(callUrl(C.badgeKeys));
    expect(published.status).toBe(200);
    expect(published.headers.get('cache-control')).toBe('public, max-age=3600');
    const keys = PublicJwks.parse(published.body);
    expect(keys.keys[0]).not.toHaveProperty('d');
    const { payload, protectedHeader } = await jwtVerify(jwt, createLocalJWKSet(keys), { issuer: origin, algorithms: ['EdDSA'] });
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', kid: keys.keys[0]!.kid });
    const vc = payload['vc'] as { type: string[]; issuer: { name: string }; credentialSubject: { name: string; achievement: { name: string; type: string[] } } };
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(vc.issuer.name).toBe('Alpha School');
    expect(vc.credentialSubject).toMatchObject({ name: 'Zoya Mirza', achievement: { name: 'Calculus Deep Dive', type: ['Achievement'] } });
    expect(payload.sub).toBe(`${origin}/learn/verify/${code}`);

    // One changed letter in the claims: the signature no longer holds.
    const [head, body, signature] = jwt.split('.');
    const claims = decodeJwt(jwt) as { vc: { credentialSubject: { name: string } } };
    claims.vc.credentialSubject.name = 'Someone Else';
    const forged = `${head}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    await expect(jwtVerify(forged, createLocalJWKSet(keys))).rejects.toThrow();
    expect(body).not.toBe(forged.split('.')[1]);

    // Another learner, even of the same school, has no such credential.
    const other = await signUp(agent);
    expectError(await agent.get(callUrl(C.certificateBadge, { code }), { token: other.token }), 404, CERTIFICATE_TEXT.notFound);
  });
});
