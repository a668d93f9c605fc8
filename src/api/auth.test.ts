/**
 * Accounts and the session in real workerd (wrangler's test harness), on a D1 database migrated from migrations/
 * and seeded by src/api/seed/ with the two fixture schools. Every test signs up its own learners and calls from
 * its own client IP, so no test depends on another's counters, rows or order. Codes and links are read from the
 * dev inbox, as a developer would; rows are aged through the D1 binding to test expiry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LEARNER_PASSWORD } from './seed/demo.ts';
import {
  AUTH_CALLS, AUTH_LIMITS, AUTH_TEXT, AuthSession, DevInboxResponse, LinkSent, Me, OtpSent, ProfileStatus, UserCookie, VALIDATION_TEXT,
} from '../contract/auth.ts';
import { SCHOOL_HEADER } from '../contract/bundle.ts';
import { CALLS } from '../contract/calls.ts';
import { ERROR_TEXT, ErrorPayload } from '../contract/errors.ts';
import { THROTTLE } from './lib/throttle.ts';
import { ALPHA, BETA } from './testing/fixtures.ts';
import { apiClient, callUrl, expectError, ok, startApi, type Api, type Client, type Reply } from './testing/harness.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('auth');
});
afterAll(async () => {
  await api?.close();
});

const P = Object.fromEntries(Object.entries(AUTH_CALLS).map(([name, call]) => [name, call.path])) as { [K in keyof typeof AUTH_CALLS]: string };
const inboxUrl = (to: string) => callUrl(CALLS.devInbox, null, { to });

const client = (school: string = ALPHA.slug): Client => apiClient(api.server, school);

let learners = 0;
/** A new learner's sign-up details: unique e-mail and phone. */
function newLearner(overrides: Partial<{ name: string; email: string; phone: string; password: string }> = {}) {
  learners += 1;
  return {
    name: `Learner ${learners}`,
    email: `learner${learners}@mail.example`,
    phone: `9${String(learners).padStart(9, '0')}`,
    password: `Secret${learners}pw`,
    ...overrides,
  };
}

async function signUp(agent: Client, learner = newLearner()) {
  const session = ok(AuthSession, await agent.post(P.signup, learner));
  return { learner, session };
}

async function inbox(agent: Client, to: string) {
  return ok(DevInboxResponse, await agent.get(inboxUrl(to))).messages;
}

async function latestOtp(agent: Client, to: string): Promise<string> {
  const message = (await inbox(agent, to)).find((m) => m.kind === 'otp');
  return /\b(\d{6})\b/.exec(message!.body)![1]!;
}

async function latestLink(agent: Client, to: string, kind: 'password_reset' | 'email_verification'): Promise<string> {
  const message = (await inbox(agent, to)).find((m) => m.kind === kind);
  return /token=([A-Za-z0-9_-]{43})/.exec(message!.body)![1]!;
}

const me = (agent: Client, token: string) => agent.get(P.me, { token });

/** Row counts of every account table: a rejected request must leave them all as they were. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = ['users', 'sessions', 'otps', 'tokens', 'outbox', 'rate_limits'];
  const row = await api.school(ALPHA.id).prepare(`SELECT ${tables.map((t) => `(SELECT COUNT(*) FROM ${t}) AS ${t}`).join(', ')}`).first<Record<string, number>>();
  return row!;
}

/** Set-Cookie headers by cookie name. */
function cookies(reply: Reply): Record<string, string> {
  return Object.fromEntries(reply.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
}

describe('dev inbox page', () => {
  it('lists what the local sender wrote, escaped, with the links clickable', async () => {
    const agent = client();
    const { learner } = await signUp(agent, newLearner({ name: '<i>Ada</i>' }));
    const response = await api.server.fetch(callUrl(CALLS.devInboxPage, null, { to: learner.email }), { headers: { [SCHOOL_HEADER]: agent.school } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('Confirm your e-mail address for Alpha School');
    expect(page).toMatch(/<a href="[^"]*\/learn\/account\/email-verification\?token=[A-Za-z0-9_-]{43}">/);
    expect(page).not.toContain('<i>Ada</i>');
  });
});

describe('sign-up, verification, sign-in and sign-out', () => {
  it('signs up, verifies the e-mail from the inbox link, signs in by e-mail and by phone, and signs out', async () => {
    const agent = client();
    const { learner, session } = await signUp(agent);
    expect(session).toMatchObject({ studentName: learner.name, userEmail: learner.email, segmentId: null, segmentPath: null });
    expect(ok(Me, await me(agent, session.authToken))).toMatchObject({ email: learner.email, phone: `+91${learner.phone}`, email_verified: false });

    const verification = (await inbox(agent, learner.email))[0]!;
    expect(verification).toMatchObject({ kind: 'email_verification', channel: 'email', subject: 'Confirm your e-mail address for Alpha School' });
    expect(verification.body).toContain('/learn/account/email-verification?token=');
    const token = await latestLink(agent, learner.email, 'email_verification');
    expect(ok(AUTH_CALLS.verifyEmail.response, await agent.post(P.verifyEmail, { token }))).toEqual({ email_verified: true });
    expect(ok(Me, await me(agent, session.authToken)).email_verified).toBe(true);
    expectError(await agent.post(P.verifyEmail, { token }), 412, VALIDATION_TEXT.linkInvalid, 'token'); // single use

    const byEmail = ok(AuthSession, await agent.post(P.signin, { identifier: learner.email.toUpperCase(), password: learner.password }));
    const byPhone = ok(AuthSession, await agent.post(P.signin, { identifier: learner.phone, password: learner.password }));
    const byPlus91 = ok(AuthSession, await agent.post(P.signin, { identifier: `+91 ${learner.phone}`, password: learner.password }));
    expect(new Set([byEmail.studentId, byPhone.studentId, byPlus91.studentId, session.studentId]).size).toBe(1);
    expect(new Set([byEmail.authToken, byPhone.authToken, byPlus91.authToken]).size).toBe(3);

    // The cookie carries the session as well as the Bearer header does.
    const withCookie = await agent.get(P.me, { headers: { cookie: `authToken=${byEmail.authToken}` } });
    expect(ok(Me, withCookie).studentId).toBe(session.studentId);

    expect(ok(AUTH_CALLS.signout.response, await agent.post(P.signout, undefined, { token: byEmail.authToken }))).toEqual({ ok: true });
    expectError(await me(agent, byEmail.authToken), 401, ERROR_TEXT.sessionExpired);
    expect(ok(Me, await me(agent, byPhone.authToken)).studentId).toBe(session.studentId); // other sessions live on
    expectError(await agent.get(P.me), 401, ERROR_TEXT.sessionExpired);
    expectError(await me(agent, 'x'.repeat(43)), 401, ERROR_TEXT.sessionExpired);
    // Signing out again, or without a session, still succeeds.
    expect((await agent.post(P.signout, undefined, { token: byEmail.authToken })).status).toBe(200);
  });

  it('signs in the seeded demo learner with the documented password', async () => {
    const agent = client();
    const session = ok(AuthSession, await agent.post(P.signin, { identifier: `learner@${ALPHA.slug}.example`, password: DEMO_LEARNER_PASSWORD }));
    const profile = ok(Me, await me(agent, session.authToken));
    expect(profile).toMatchObject({ name: 'Demo Learner', email_verified: true, username: 'demolearner', phone: '+919876500001' });
    expect(profile.profile.missing).toEqual([]);
    const second = ok(AuthSession, await agent.post(P.signin, { identifier: '9876500002', password: DEMO_LEARNER_PASSWORD }));
    expect(ok(Me, await me(agent, second.authToken)).profile.missing).toEqual(['city']);
  });

  it('keeps the segment a sign-up came from', async () => {
    const agent = client();
    const { session } = await signUp(agent, { ...newLearner(), segment_id: 7, segment_path: '/segments/jee' } as ReturnType<typeof newLearner>);
    expect(session).toMatchObject({ segmentId: 7, segmentPath: '/segments/jee' });
  });

  it('refuses a second account for the same e-mail or phone in one school', async () => {
    const agent = client();
    const { learner } = await signUp(agent);
    expectError(await agent.post(P.signup, { ...newLearner(), email: learner.email }), 412, AUTH_TEXT.emailTaken, 'email');
    expectError(await agent.post(P.signup, { ...newLearner(), phone: `+91${learner.phone}` }), 412, AUTH_TEXT.phoneTaken, 'phone');
  });

  it("answers 'Invalid password' for a wrong password and 404 'User not found' for an unknown learner", async () => {
    const agent = client();
    const { learner } = await signUp(agent);
    expectError(await agent.post(P.signin, { identifier: learner.email, password: 'Wrong123pw' }), 412, ERROR_TEXT.invalidPassword, 'password');
    expectError(await agent.post(P.signin, { identifier: 'nobody@mail.example', password: 'Whatever1' }), 404, AUTH_TEXT.userNotFound, 'identifier');
    expectError(await agent.post(P.signin, { identifier: '9999999999', password: 'Whatever1' }), 404, AUTH_TEXT.userNotFound, 'identifier');
  });

  it('resends the verification link only to an unverified, signed-in learner', async () => {
    const agent = client();
    const { learner, session } = await signUp(agent);
    const first = await latestLink(agent, learner.email, 'email_verification');
    const sent = ok(LinkSent, await agent.post(P.resendVerification, undefined, { token: session.authToken }));
    expect(sent).toEqual({ sent_to: 'l***@mail.example', expires_in_seconds: AUTH_LIMITS.emailVerificationTtlSeconds });
    const second = await latestLink(agent, learner.email, 'email_verification');
    expect(second).not.toBe(first);
    expectError(await agent.post(P.verifyEmail, { token: first }), 412, VALIDATION_TEXT.linkInvalid, 'token'); // retired
    expect((await agent.post(P.verifyEmail, { token: second })).status).toBe(200);
    expectError(await agent.post(P.resendVerification, undefined, { token: session.authToken }), 412, AUTH_TEXT.alreadyVerified);
    expectError(await agent.post(P.resendVerification), 401, ERROR_TEXT.sessionExpired);
  });
});

describe('OTP sign-in', () => {
  it('sends a code by e-mail and by SMS, never in the response, and signs in with it once', async () => {
    const agent = client();
    const { learner, session } = await signUp(agent);
    const sent = await agent.post(P.otpSend, { identifier: learner.email });
    expect(ok(OtpSent, sent)).toEqual({ channel: 'email', sent_to: 'l***@mail.example', expires_in_seconds: 600, sends_left: 2 });
    const code = await latestOtp(agent, learner.email);
    expect(JSON.stringify(sent.body)).not.toContain(code);

    expectError(await agent.post(P.otpVerify, { identifier: learner.email, otp: code === '000000' ? '111111' : '000000' }), 412, AUTH_TEXT.otpWrong, 'otp');
    const signedIn = ok(AuthSession, await agent.post(P.otpVerify, { identifier: learner.email, otp: code }));
    expect(signedIn.studentId).toBe(session.studentId);
    expect(ok(Me, await me(agent, signedIn.authToken)).email_verified).toBe(true); // the code proved the address
    expectError(await agent.post(P.otpVerify, { identifier: learner.email, otp: code }), 412, AUTH_TEXT.otpWrong, 'otp'); // used up

    const sms = ok(OtpSent, await agent.post(P.otpSend, { identifier: learner.phone }));
    expect(sms).toMatchObject({ channel: 'sms', sent_to: `+91******${learner.phone.slice(-4)}` });
    const smsCode = await latestOtp(agent, `+91${learner.phone}`);
    expect((await inbox(agent, learner.phone))[0]!.channel).toBe('sms');
    expect(ok(AuthSession, await agent.post(P.otpVerify, { identifier: `+91${learner.phone}`, otp: smsCode })).studentId).toBe(session.studentId);
  });

  it("answers 404 'User not found' for an unknown address, sending nothing", async () => {
    const agent = client();
    expectError(await agent.post(P.otpSend, { identifier: 'ghost@mail.example' }), 404, AUTH_TEXT.userNotFound, 'identifier');
    expect(await inbox(agent, 'ghost@mail.example')).toEqual([]);
  });

  it("refuses SMS codes to international numbers ('International OTP not supported') but e-mails them", async () => {
    const agent = client();
    const { learner } = await signUp(agent, newLearner({ phone: '+447700900123' }));
    expectError(await agent.post(P.otpSend, { identifier: '+447700900123' }), 412, ERROR_TEXT.internationalOtp, 'identifier');
    expect(ok(OtpSent, await agent.post(P.otpSend, { identifier: learner.email })).channel).toBe('email');
    // The password still works for them by phone.
    expect((await agent.post(P.signin, { identifier: '+447700900123', password: learner.password })).status).toBe(200);
  });

  it("limits sends: 3 per window ('OTP limit exceeded'), 5 per challenge ('Max OTP resend exceeded...')", async () => {
    const agent = client();
    const { learner } = await signUp(agent);
    const send = () => agent.post(P.otpSend, { identifier: learner.email });
    for (let i = 1; i <= AUTH_LIMITS.otpSendsPerWindow; i++) expect(ok(OtpSent, await send()).sends_left).toBe(AUTH_LIMITS.otpSendsPerWindow - i);
    const limited = await send();
    expectError(limited, 403, ERROR_TEXT.otpLimitExceeded);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    // A new window (the clock moved on) allows more sends, up to the challenge's cap.
    const nextWindow = () =>
      api.school(ALPHA.id).prepare('UPDATE otps SET window_start = window_start - ? WHERE identifier = ?').bind(AUTH_LIMITS.otpWindowSeconds * 1000, learner.email).run();
    await nextWindow();
    for (let i = AUTH_LIMITS.otpSendsPerWindow + 1; i <= AUTH_LIMITS.otpSendsPerChallenge; i++) expect((await send()).status).toBe(200);
    await nextWindow();
    expectError(await send(), 403, ERROR_TEXT.otpResendExceeded);

    // Using the latest code ends the challenge: sending starts afresh.
    const code = await latestOtp(agent, learner.email);
    expect((await agent.post(P.otpVerify, { identifier: learner.email, otp: code })).status).toBe(200);
    await nextWindow();
    expect(ok(OtpSent, await send()).sends_left).toBe(2);
  });

  it('burns a code after 5 wrong attempts and refuses an expired one', async () => {
    const agent = client();
    const { learner } = await signUp(agent);
    expect((await agent.post(P.otpSend, { identifier: learner.email })).status).toBe(200);
    const code = await latestOtp(agent, learner.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < AUTH_LIMITS.otpMaxAttempts; i++) {
      expectError(await agent.post(P.otpVerify, { identifier: learner.email, otp: wrong }), 412, AUTH_TEXT.otpWrong, 'otp');
    }
    expectError(await agent.post(P.otpVerify, { identifier: learner.email, otp: code }), 403, AUTH_TEXT.otpAttemptsExceeded);

    expect((await agent.post(P.otpSend, { identifier: learner.email })).status).toBe(200);
    const fresh = await latestOtp(agent, learner.email);
    await api.school(ALPHA.id).prepare('UPDATE otps SET expires_at = ? WHERE identifier = ?').bind(Date.now() - 1, learner.email).run();
    expectError(await agent.post(P.otpVerify, { identifier: learner.email, otp: fresh }), 412, AUTH_TEXT.otpExpired, 'otp');
  });
});

describe('forgot and reset password', () => {
  it('resets with a single-use link, signs out every session, and takes the new password', async () => {
    const agent = client();
    const { learner, session } = await signUp(agent);
    const other = ok(AuthSession, await agent.post(P.signin, { identifier: learner.email, password: learner.password }));

    expect(ok(LinkSent, await agent.post(P.forgotPassword, { email: learner.email }))).toEqual({
      sent_to: 'l***@mail.example', expires_in_seconds: AUTH_LIMITS.passwordResetTtlSeconds,
    });
    const mail = (await inbox(agent, learner.email))[0]!;
    expect(mail.subject).toBe('Reset your Alpha School password');
    expect(mail.body).toContain('/learn/account/reset-password?token=');
    const token = await latestLink(agent, learner.email, 'password_reset');

    const reset = await agent.post(P.resetPassword, { token, new_password: 'BrandNew123', confirm_password: 'BrandNew123' });
    expect(ok(AUTH_CALLS.resetPassword.response, reset)).toEqual({ ok: true });
    expect(cookies(reset).authToken).toMatch(/Max-Age=0/);
    expectError(await me(agent, session.authToken), 401, ERROR_TEXT.sessionExpired);
    expectError(await me(agent, other.authToken), 401, ERROR_TEXT.sessionExpired);

    expectError(await agent.post(P.signin, { identifier: learner.email, password: learner.password }), 412, ERROR_TEXT.invalidPassword, 'password');
    expect((await agent.post(P.signin, { identifier: learner.email, password: 'BrandNew123' })).status).toBe(200);
    const again = await agent.post(P.resetPassword, { token, new_password: 'Another123', confirm_password: 'Another123' });
    expectError(again, 412, VALIDATION_TEXT.linkInvalid, 'token');
  });

  it('refuses an expired link and retires older links when a new one is sent', async () => {
    const agent = client();
    const { learner, session } = await signUp(agent);
    expect((await agent.post(P.forgotPassword, { email: learner.email })).status).toBe(200);
    const older = await latestLink(agent, learner.email, 'password_reset');
    expect((await agent.post(P.forgotPassword, { email: learner.email })).status).toBe(200);
    const newer = await latestLink(agent, learner.email, 'password_reset');
    const body = (token: string) => ({ token, new_password: 'BrandNew123', confirm_password: 'BrandNew123' });
    expectError(await agent.post(P.resetPassword, body(older)), 412, VALIDATION_TEXT.linkInvalid, 'token');

    await api.school(ALPHA.id).prepare("UPDATE tokens SET expires_at = ? WHERE user_id = ? AND purpose = 'password_reset' AND used_at IS NULL")
      .bind(Date.now() - 1, session.studentId)
      .run();
    expectError(await agent.post(P.resetPassword, body(newer)), 412, VALIDATION_TEXT.linkInvalid, 'token');
    expect(ok(Me, await me(agent, session.authToken)).studentId).toBe(session.studentId); // nothing was reset
  });

  it("answers 404 'User not found' for an unknown address", async () => {
    expectError(await client().post(P.forgotPassword, { email: 'ghost@mail.example' }), 404, AUTH_TEXT.userNotFound, 'email');
  });
});

describe('validation: 412 with the exact message and field, and nothing written', () => {
  const V = VALIDATION_TEXT;
  const good = { name: 'Valid Name', email: 'valid@mail.example', phone: '9123456789', password: 'Password1' };
  const cases: [string, string, unknown, string, string][] = [
    ['sign-up', P.signup, { ...good, password: 'short' }, V.passwordMin, 'password'],
    ['sign-up', P.signup, { ...good, password: 'x'.repeat(25) }, V.passwordMax, 'password'],
    ['sign-up', P.signup, { ...good, name: 'N'.repeat(26) }, V.nameMax, 'name'],
    ['sign-up', P.signup, { ...good, name: '   ' }, V.nameRequired, 'name'],
    ['sign-up', P.signup, { ...good, email: 'not-an-email' }, V.emailInvalid, 'email'],
    ['sign-up', P.signup, { ...good, phone: '12345' }, V.phoneInvalid, 'phone'],
    ['sign-up', P.signup, { ...good, phone: '+123456789012345' }, V.phoneInvalid, 'phone'],
    ['sign-in', P.signin, { identifier: 'someone@', password: 'Password1' }, V.identifierInvalid, 'identifier'],
    ['sign-in', P.signin, { identifier: '98765', password: 'Password1' }, V.phoneInvalid, 'identifier'],
    ['OTP', P.otpSend, { identifier: 'nobody' }, V.identifierInvalid, 'identifier'],
    ['OTP', P.otpVerify, { identifier: 'valid@mail.example', otp: '12ab' }, V.otpInvalid, 'otp'],
    ['forgot', P.forgotPassword, { email: 'bad@address' }, V.identifierInvalid, 'email'],
    ['reset', P.resetPassword, { token: 'A'.repeat(43), new_password: 'Password1', confirm_password: 'Password2' }, V.passwordsIdentical, 'confirm_password'],
    ['reset', P.resetPassword, { token: 'short', new_password: 'Password1', confirm_password: 'Password1' }, V.linkInvalid, 'token'],
  ];

  it.each(cases)('%s %s rejects %j with its message', async (_what, url, body, message, field) => {
    const before = await rowCounts();
    expectError(await client().post(url, body), 412, message, field);
    expect(await rowCounts()).toEqual(before);
  });

  it('rejects bad password changes, profile updates and deletions on a signed-in account', async () => {
    const agent = client();
    const { learner, session } = await signUp(agent);
    const token = session.authToken;
    const signedInCases: [string, string, unknown, string, string][] = [
      ['POST', P.changePassword, { current_password: learner.password, new_password: 'Password9', confirm_password: 'Password8' }, V.passwordsIdentical, 'confirm_password'],
      ['POST', P.changePassword, { current_password: learner.password, new_password: learner.password, confirm_password: learner.password }, V.passwordNotCurrent, 'new_password'],
      ['POST', P.changePassword, { current_password: learner.password, new_password: 'short', confirm_password: 'short' }, V.passwordMin, 'new_password'],
      ['PATCH', P.updateMe, { username: 'has space' }, V.usernameAlphanumeric, 'username'],
      ['PATCH', P.updateMe, { username: 'abc' }, V.usernameMin, 'username'],
      ['PATCH', P.updateMe, { username: 'a'.repeat(21) }, V.usernameMax, 'username'],
      ['PATCH', P.updateMe, { name: 'N'.repeat(26) }, V.nameMax, 'name'],
      ['PATCH', P.updateMe, { phone: '+12' }, V.phoneInvalid, 'phone'],
      ['PATCH', P.updateMe, { profile: { city: '' } }, AUTH_TEXT.profileFieldRequired('City'), 'profile.city'],
      ['PATCH', P.updateMe, { profile: { shoe_size: '42' } }, AUTH_TEXT.unknownProfileField, 'profile.shoe_size'],
      ['DELETE', P.deleteMe, { confirm: 'yes' }, V.deleteConfirm, 'confirm'],
    ];
    const before = await rowCounts();
    const profileBefore = ok(Me, await me(agent, token));
    for (const [method, url, body, message, field] of signedInCases) {
      expectError(await agent.request(method, url, { body, token }), 412, message, field);
    }
    expect(await rowCounts()).toEqual(before);
    expect(ok(Me, await me(agent, token))).toEqual(profileBefore);
  });

  it('needs a JSON body', async () => {
    const agent = client();
    const asForm = await agent.request('POST', P.signin, { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expectError(asForm, 412, 'Send the body as application/json', '(body)');
    const broken = await api.server.fetch(P.signin, { method: 'POST', headers: { [SCHOOL_HEADER]: ALPHA.slug, 'content-type': 'application/json' }, body: '{' });
    expect(ErrorPayload.parse(await broken.json()).data).toEqual({ message: 'The body is not valid JSON', field: '(body)' });
  });
});

describe('throttling', () => {
  it("answers 603 'Too many HTTP requests' (HTTP 429) past the per-IP limit", async () => {
    const agent = client();
    const { max } = THROTTLE.signin.ip;
    for (let i = 0; i < max; i++) {
      expect((await agent.post(P.signin, { identifier: `nobody${i}@mail.example`, password: 'Password1' })).status).toBe(404);
    }
    const throttled = await agent.post(P.signin, { identifier: 'nobody@mail.example', password: 'Password1' });
    expectError(throttled, 603, ERROR_TEXT.throttled);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await client().post(P.signin, { identifier: 'nobody@mail.example', password: 'Password1' })).status).toBe(404);
  });

  it('throttles guessing one account from many addresses', async () => {
    const { learner } = await signUp(client());
    const { max } = THROTTLE.signin.identifier;
    for (let i = 0; i < max; i++) {
      expectError(await client().post(P.signin, { identifier: learner.email, password: 'Wrong123pw' }), 412, ERROR_TEXT.invalidPassword, 'password');
    }
    expectError(await client().post(P.signin, { identifier: learner.email, password: learner.password }), 603, ERROR_TEXT.throttled);
  });

  it('throttles forgot-password requests for one address', async () => {
    const agent = client();
    const { learner } = await signUp(agent);
    for (let i = 0; i < THROTTLE.forgotPassword.identifier.max; i++) expect((await client().post(P.forgotPassword, { email: learner.email })).status).toBe(200);
    expectError(await client().post(P.forgotPassword, { email: learner.email }), 603, ERROR_TEXT.throttled);
  });
});

describe('schools and devices', () => {
  it("never lets one school's learner or session into another school", async () => {
    const alpha = client(ALPHA.slug);
    const beta = client(BETA.slug);
    const { learner, session } = await signUp(alpha);
    expectError(await beta.post(P.signin, { identifier: learner.email, password: learner.password }), 404, AUTH_TEXT.userNotFound, 'identifier');
    expectError(await beta.post(P.otpSend, { identifier: learner.email }), 404, AUTH_TEXT.userNotFound, 'identifier');
    expectError(await me(beta, session.authToken), 401, ERROR_TEXT.sessionExpired);
    expect(await inbox(beta, learner.email)).toEqual([]);

    // The same person may have a separate account at the other school, with another password.
    const theirs = ok(AuthSession, await beta.post(P.signup, { ...learner, password: 'BetaPassword1' }));
    expect(theirs.studentId).not.toBe(session.studentId);
    expectError(await alpha.post(P.signin, { identifier: learner.email, password: 'BetaPassword1' }), 412, ERROR_TEXT.invalidPassword, 'password');
  });

  it("displaces the older session where the school allows one device: 'Sign-in occurred in another place'", async () => {
    const phone = client(BETA.slug);
    const laptop = client(BETA.slug);
    const { learner, session } = await signUp(phone);
    const newer = ok(AuthSession, await laptop.post(P.signin, { identifier: learner.email, password: learner.password }));
    expectError(await me(phone, session.authToken), 401, ERROR_TEXT.signedInElsewhere);
    expect(ok(Me, await me(laptop, newer.authToken)).studentId).toBe(session.studentId);
  });

  it('keeps every session where the school allows several devices', async () => {
    const agent = client(ALPHA.slug);
    const { learner, session } = await signUp(agent);
    expect((await agent.post(P.signin, { identifier: learner.email, password: learner.password })).status).toBe(200);
    expect((await me(agent, session.authToken)).status).toBe(200);
  });

  it('refuses an expired session', async () => {
    const agent = client();
    const { session } = await signUp(agent);
    await api.school(ALPHA.id).prepare('UPDATE sessions SET expires_at = ? WHERE user_id = ?').bind(Date.now() - 1, session.studentId).run();
    expectError(await me(agent, session.authToken), 401, ERROR_TEXT.sessionExpired);
  });
});

describe('cookies', () => {
  it('sets authToken and lystATK (HttpOnly) and user (readable JSON), Secure except on http://*.localhost', async () => {
    const agent = client();
    const secure = await agent.post(P.signup, newLearner(), { origin: 'https://schoolfront-api.internal' });
    const session = ok(AuthSession, secure);
    const set = cookies(secure);
    const attributes = (line: string) => line.split('; ').slice(1).sort();
    expect(set.authToken).toBe(`authToken=${session.authToken}; Max-Age=${AUTH_LIMITS.sessionTtlSeconds}; Path=/; HttpOnly; Secure; SameSite=Lax`);
    expect(attributes(set.lystATK!)).toEqual(attributes(set.authToken!));
    expect(set.lystATK).toContain(`lystATK=${session.authToken};`);
    expect(set.user).not.toContain('HttpOnly');
    expect(set.user).toContain('Secure; SameSite=Lax');
    const userValue = decodeURIComponent(set.user!.slice('user='.length, set.user!.indexOf(';')));
    expect(UserCookie.parse(JSON.parse(userValue))).toEqual({ studentId: session.studentId, studentName: session.studentName });

    // Behind the edge the API sees its internal https URL; the page's Origin says it is plain-http localhost.
    const local = await agent.post(P.signup, newLearner(), { origin: 'https://schoolfront-api.internal', headers: { origin: 'http://alpha-school.localhost:8787' } });
    expect(Object.values(cookies(local)).every((line) => !line.includes('Secure'))).toBe(true);
    const direct = await agent.post(P.signup, newLearner(), { origin: 'http://alpha-school.localhost' });
    expect(cookies(direct).authToken).not.toContain('Secure');

    const signout = await agent.post(P.signout, undefined, { origin: 'https://schoolfront-api.internal', token: session.authToken });
    for (const name of ['authToken', 'lystATK', 'user']) expect(cookies(signout)[name]).toMatch(new RegExp(`^${name}=; Max-Age=0; Path=/;.*Secure`));
  });
});

describe('profile', () => {
  it('reports mandatory fields, counts skips to the limit, then forces completion until they are filled', async () => {
    const agent = client();
    const { session } = await signUp(agent);
    const token = session.authToken;
    const status = ok(Me, await me(agent, token)).profile;
    expect(status).toEqual({
      fields: [
        { key: 'city', label: 'City', mandatory: true, value: null },
        { key: 'college', label: 'College', mandatory: false, value: null },
      ],
      missing: ['city'], skips_used: 0, skip_limit: 2, completion_forced: false,
    });
    const skip = () => agent.post(P.profileSkip, undefined, { token });
    expect(ok(ProfileStatus, await skip())).toMatchObject({ skips_used: 1, completion_forced: false });
    expect(ok(ProfileStatus, await skip())).toMatchObject({ skips_used: 2, completion_forced: true });
    expect(ok(ProfileStatus, await skip())).toMatchObject({ skips_used: 2, completion_forced: true });

    const updated = ok(Me, await agent.request('PATCH', P.updateMe, { token, body: { name: 'New Name', username: 'newname1', profile: { city: 'Pune', college: 'COEP' } } }));
    expect(updated).toMatchObject({ name: 'New Name', username: 'newname1' });
    expect(updated.profile).toMatchObject({ missing: [], completion_forced: false });
    const cleared = ok(Me, await agent.request('PATCH', P.updateMe, { token, body: { username: null, profile: { college: '' } } }));
    expect(cleared.username).toBeNull();
    expect(cleared.profile.fields.map((f) => f.value)).toEqual(['Pune', null]);
  });

  it('counts ten skips sent at once to the limit, not past it', async () => {
    const agent = client();
    const { session } = await signUp(agent);
    const token = session.authToken;
    const replies = await Promise.all(Array.from({ length: 10 }, () => agent.post(P.profileSkip, undefined, { token })));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(ok(Me, await me(agent, token)).profile).toMatchObject({ skips_used: 2, completion_forced: true });
  });

  it('keeps the language the learner chose on the account, and gives it back at the next sign-in anywhere', async () => {
    const agent = client();
    const { learner, session } = await signUp(agent);
    expect(session.language).toBeNull();
    const chosen = ok(Me, await agent.request('PATCH', P.updateMe, { token: session.authToken, body: { language: 'hi' } }));
    expect(chosen.language).toBe('hi');
    const elsewhere = ok(AuthSession, await agent.post(P.signin, { identifier: learner.email, password: learner.password }));
    expect(elsewhere.language).toBe('hi');
    expectError(await agent.request('PATCH', P.updateMe, { token: session.authToken, body: { language: 'fr' } }), 412, VALIDATION_TEXT.languageNotOffered, 'language');
  });

  it("refuses a language the school does not offer, changing nothing", async () => {
    const agent = client(BETA.slug);
    const { session } = await signUp(agent);
    expectError(await agent.request('PATCH', P.updateMe, { token: session.authToken, body: { language: 'hi' } }), 412, VALIDATION_TEXT.languageNotOffered, 'language');
    expect(ok(Me, await me(agent, session.authToken)).language).toBeNull();
  });

  it('refuses a phone or username another learner of the school has', async () => {
    const agent = client();
    const { learner: first } = await signUp(agent);
    const { session } = await signUp(agent);
    const patch = (body: unknown) => agent.request('PATCH', P.updateMe, { token: session.authToken, body });
    expect((await patch({ username: 'takenname' })).status).toBe(200);
    expectError(await patch({ phone: first.phone }), 412, AUTH_TEXT.phoneTaken, 'phone');
    const { session: third } = await signUp(agent);
    expectError(await agent.request('PATCH', P.updateMe, { token: third.authToken, body: { username: 'TAKENNAME' } }), 412, AUTH_TEXT.usernameTaken, 'username');
  });
});

describe('password change and account deletion', () => {
  it("changes the password with the current one ('Invalid password' otherwise) and signs out other sessions", async () => {
    const agent = client();
    const { learner, session } = await signUp(agent);
    const other = ok(AuthSession, await agent.post(P.signin, { identifier: learner.email, password: learner.password }));
    const change = (current: string) =>
      agent.post(P.changePassword, { current_password: current, new_password: 'Changed123', confirm_password: 'Changed123' }, { token: session.authToken });
    expectError(await change('NotMine123'), 412, ERROR_TEXT.invalidPassword, 'current_password');
    expect(ok(AUTH_CALLS.changePassword.response, await change(learner.password))).toEqual({ ok: true });
    expect((await me(agent, session.authToken)).status).toBe(200);
    expectError(await me(agent, other.authToken), 401, ERROR_TEXT.sessionExpired);
    expect((await agent.post(P.signin, { identifier: learner.email, password: 'Changed123' })).status).toBe(200);
  });

  it('deletes the account and everything kept about it after DELETE is typed', async () => {
    const agent = client();
    const { learner, session } = await signUp(agent);
    expect((await agent.post(P.otpSend, { identifier: learner.email })).status).toBe(200);
    const deleted = await agent.request('DELETE', P.deleteMe, { token: session.authToken, body: { confirm: 'DELETE' } });
    expect(ok(AUTH_CALLS.deleteMe.response, deleted)).toEqual({ ok: true });
    expect(cookies(deleted).authToken).toMatch(/Max-Age=0/);

    expectError(await me(agent, session.authToken), 401, ERROR_TEXT.sessionExpired);
    expectError(await agent.post(P.signin, { identifier: learner.email, password: learner.password }), 404, AUTH_TEXT.userNotFound, 'identifier');
    const left = await api.school(ALPHA.id).prepare(
      `SELECT (SELECT COUNT(*) FROM users WHERE id = ?1) + (SELECT COUNT(*) FROM sessions WHERE user_id = ?1) + (SELECT COUNT(*) FROM tokens WHERE user_id = ?1)
        + (SELECT COUNT(*) FROM otps WHERE identifier IN (?2, ?3)) + (SELECT COUNT(*) FROM outbox WHERE recipient IN (?2, ?3)) AS n`,
    ).bind(session.studentId, learner.email, `+91${learner.phone}`).first<{ n: number }>();
    expect(left!.n).toBe(0);
    // The address is free again.
    expect((await agent.post(P.signup, learner)).status).toBe(200);
  });
});
