/**
 * The affiliate programme in real workerd (src/contract/affiliate.ts; docs/decisions/0081-affiliate-programme.md):
 * both paths to active (apply and approve; invite and accept), refusals and blocks, moves out of turn, racing
 * admins, role checks, isolation between schools, and the admin's wallet credit and debit. Alpha runs a programme;
 * Beta runs none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MOVES, AFFILIATE_CALLS as A, AFFILIATE_TEXT, AdminAffiliate, AdminAffiliatesResponse, AdminPayoutDetailsResponse, AffiliateResponse, PayoutDetailsResponse,
} from '../contract/affiliate.ts';
import { pathOf } from '../contract/call.ts';
import { AUTH_CALLS, AuthSession } from '../contract/auth.ts';
import { PAYOUT_TEXT } from '../contract/payout-details.ts';
import { WALLET_CALLS, WalletResponse } from '../contract/wallet.ts';
import { DEMO_LEARNER_PASSWORD } from './seed/demo.ts';
import { ALPHA, BETA, TEST_AFFILIATE } from './testing/fixtures.ts';
import { apiClient, expectError, ok, startApi, type Api } from './testing/harness.ts';
import { z } from 'zod';

let api: Api;
let admin: { agent: ReturnType<typeof apiClient>; token: string };
beforeAll(async () => {
  api = await startApi('affiliates');
  const agent = apiClient(api.server, ALPHA.slug);
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signin.path, { identifier: `admin@${ALPHA.slug}.example`, password: DEMO_LEARNER_PASSWORD }));
  admin = { agent, token: session.authToken };
}, 120_000);
afterAll(async () => {
  await api?.close();
});

let learners = 0;
async function learner(school: string = ALPHA.slug) {
  learners += 1;
  const agent = apiClient(api.server, school);
  const name = `Affiliate ${learners}`;
  const session = ok(AuthSession, await agent.post(AUTH_CALLS.signup.path, {
    name, email: `affiliate${learners}@mail.example`, phone: `5${String(learners).padStart(9, '0')}`, password: `Secret${learners}pw`,
  }));
  return { agent, token: session.authToken, id: session.studentId, name };
}
type Learner = Awaited<ReturnType<typeof learner>>;

const PITCH = 'I run a study group of 400 JEE aspirants and will share the courses there.';
const mine = async (who: Learner) => ok(AffiliateResponse, await who.agent.get(A.affiliate.path, { token: who.token }));
const apply = (who: Learner, pitch = PITCH, website = '') => who.agent.post(A.affiliateApply.path, { pitch, website }, { token: who.token });
const learnerMove = (who: Learner, move: string) => who.agent.post(A.affiliateMove.path, { move }, { token: who.token });
const adminMove = (userId: number, move: string, note = '') => admin.agent.post(A.adminAffiliateMove.path, { user_id: userId, move, note }, { token: admin.token });

describe('becoming an affiliate', () => {
  it('by applying, for an admin to approve', async () => {
    const who = await learner();
    expect(await mine(who)).toMatchObject({ state: 'non_affiliate', programme: TEST_AFFILIATE, currency: 2, moves: ['apply'], history: [] });
    expectError(await apply(who, 'Too short.'), 412, AFFILIATE_TEXT.pitch, 'pitch');
    expectError(await apply(who, PITCH, 'http://blog.example'), 412, AFFILIATE_TEXT.website, 'website');
    expect((await mine(who)).state).toBe('non_affiliate');

    const applied = ok(AffiliateResponse, await apply(who, PITCH, 'https://blog.example/jee'));
    expect(applied).toMatchObject({ state: 'admin_approval_pending', pitch: PITCH, website: 'https://blog.example/jee', moves: [] });
    expectError(await apply(who), 412, AFFILIATE_TEXT.notAllowed);

    const pending = ok(AdminAffiliatesResponse, await admin.agent.get(`${A.adminAffiliates.path}?state=admin_approval_pending`, { token: admin.token })).affiliates;
    expect(pending.find((a) => a.user_id === who.id)).toMatchObject({ name: who.name, state: 'admin_approval_pending', pitch: PITCH, moves: ['approve', 'reject', 'block'] });

    expect(ok(AdminAffiliate, await adminMove(who.id, 'approve', 'Welcome aboard')).state).toBe('active_affiliate');
    const active = await mine(who);
    expect(active).toMatchObject({ state: 'active_affiliate', moves: ['pause'] });
    expect(active.history.map((e) => [e.move, e.by, e.note])).toEqual([['approve', 'admin', 'Welcome aboard'], ['apply', 'learner', '']]);
  });

  it('by an invitation the learner accepts, or declines and may apply later', async () => {
    const invited = await learner();
    expect(ok(AdminAffiliate, await adminMove(invited.id, 'invite')).state).toBe('learner_approval_pending');
    expect((await mine(invited)).moves.sort()).toEqual(['accept', 'decline']);
    expect(ok(AffiliateResponse, await learnerMove(invited, 'accept')).state).toBe('active_affiliate');

    const declining = await learner();
    await adminMove(declining.id, 'invite');
    expect(ok(AffiliateResponse, await learnerMove(declining, 'decline')).state).toBe('learner_rejected');
    expect(ok(AffiliateResponse, await apply(declining)).state).toBe('admin_approval_pending');
  });

  it('refused, paused, blocked and unblocked, each only from its states', async () => {
    const who = await learner();
    await apply(who);
    expect(ok(AdminAffiliate, await adminMove(who.id, 'reject', 'Not now')).state).toBe('admin_rejected');
    expect(ok(AffiliateResponse, await apply(who)).state).toBe('admin_approval_pending');
    await adminMove(who.id, 'approve');
    expect(ok(AffiliateResponse, await learnerMove(who, 'pause')).state).toBe('inactive_affiliate');
    expectError(await learnerMove(who, 'accept'), 412, AFFILIATE_TEXT.notAllowed);
    expectError(await adminMove(who.id, 'approve'), 412, AFFILIATE_TEXT.notAllowed);
    expect(ok(AdminAffiliate, await adminMove(who.id, 'activate')).state).toBe('active_affiliate');
    expect(ok(AdminAffiliate, await adminMove(who.id, 'block', 'Spam links')).state).toBe('blocked_affiliate');
    expectError(await apply(who), 412, AFFILIATE_TEXT.notAllowed);
    expect((await mine(who)).moves).toEqual([]);
    expect(ok(AdminAffiliate, await adminMove(who.id, 'unblock')).state).toBe('inactive_affiliate');
    // A learner move is not an admin's, nor the other way round.
    expectError(await adminMove(who.id, 'pause'), 412, `Invalid option: expected one of ${ADMIN_MOVES.map((m) => `"${m}"`).join('|')}`, 'move');
  });

  it('one of two admins approving at once wins; the other is told', async () => {
    const who = await learner();
    await apply(who);
    const replies = await Promise.all([adminMove(who.id, 'approve'), adminMove(who.id, 'reject')]);
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 412]);
    const events = await api.school(ALPHA.id).prepare("SELECT COUNT(*) AS n FROM affiliate_events WHERE user_id = ? AND actor = 'admin'").bind(who.id).first<{ n: number }>();
    expect(events!.n).toBe(1);
  });
});

describe('the admin calls', () => {
  it('are refused to a learner, and to a faculty member', async () => {
    const who = await learner();
    expectError(await who.agent.get(A.adminAffiliates.path, { token: who.token }), 403, AFFILIATE_TEXT.adminOnly);
    expectError(await who.agent.post(A.adminAffiliateMove.path, { user_id: who.id, move: 'approve' }, { token: who.token }), 403, AFFILIATE_TEXT.adminOnly);
    const faculty = apiClient(api.server, ALPHA.slug);
    const session = ok(AuthSession, await faculty.post(AUTH_CALLS.signin.path, { identifier: `faculty@${ALPHA.slug}.example`, password: DEMO_LEARNER_PASSWORD }));
    expectError(await faculty.get(A.adminAffiliates.path, { token: session.authToken }), 403, AFFILIATE_TEXT.adminOnly);
    expectError(await who.agent.post(A.adminWallet.path, { user_id: who.id, kind: 'admin_credit', amount: 100, note: 'Gift', idempotency_key: 'k'.repeat(20) }, { token: who.token }), 403, AFFILIATE_TEXT.adminOnly);
  });

  it("reach only the admin's own school", async () => {
    const other = await learner(BETA.slug);
    expectError(await adminMove(other.id, 'invite'), 404, AFFILIATE_TEXT.learnerNotFound, 'user_id');
    expectError(await other.agent.get(A.affiliate.path, { token: other.token }), 404, AFFILIATE_TEXT.programmeOff);
    expectError(await apply(other), 404, AFFILIATE_TEXT.programmeOff);
  });

  it('credit and debit a wallet once per key, never below zero', async () => {
    const who = await learner();
    const adjust = (kind: string, amount: number, key: string) =>
      admin.agent.post(A.adminWallet.path, { user_id: who.id, kind, amount, note: 'Goodwill', idempotency_key: key.padEnd(20, '-') }, { token: admin.token });
    const balance = z.object({ balance: z.number() });
    expect(ok(balance, await adjust('admin_credit', 5_000, 'credit-1')).balance).toBe(5_000);
    expect(ok(balance, await adjust('admin_credit', 5_000, 'credit-1')).balance).toBe(5_000);
    expect(ok(balance, await adjust('admin_debit', 2_000, 'debit-1')).balance).toBe(3_000);
    expectError(await adjust('admin_debit', 3_001, 'debit-2'), 412, AFFILIATE_TEXT.overdraw, 'amount');
    const wallet = ok(WalletResponse, await who.agent.get(WALLET_CALLS.wallet.path, { token: who.token }));
    expect(wallet.balance).toBe(3_000);
    expect(wallet.entries.map((e) => [e.kind, e.amount])).toEqual([['admin_debit', -2_000], ['admin_credit', 5_000]]);
  });
});

describe('payout details', () => {
  const INDIA = { country: 'IN', holder: 'Asha Rao', ifsc: 'HDFC0001234', account_number: '50100123456789', account_number_again: '50100123456789', tax_id: 'ABCDE1234F' };
  const put = (who: Learner, body: unknown) => who.agent.request('PUT', A.savePayoutDetails.path, { token: who.token, body });
  const held = async (who: Learner) => ok(PayoutDetailsResponse, await who.agent.get(A.payoutDetails.path, { token: who.token })).details;
  const forAdmin = (userId: number, token = admin.token, agent = admin.agent) => agent.get(pathOf(A.adminPayoutDetails, { userId }), { token });

  it('are for affiliates, checked per country, shown masked and read in full only by an admin', async () => {
    const who = await learner();
    expectError(await put(who, INDIA), 403, PAYOUT_TEXT.notAffiliate);
    await apply(who);
    const masked = ok(PayoutDetailsResponse, await put(who, INDIA)).details!;
    expect(masked).toMatchObject({ country: 'IN', holder: 'Asha Rao', bank: 'HDFC0••••••', account: '••••••••••6789', tax_id: '••••••234F' });
    expect(await held(who)).toEqual(masked);

    // A bad IBAN is refused with its words and the details on file stay.
    expectError(await put(who, { country: 'DE', holder: 'Asha Rao', iban: 'DE88370400440532013000', tax_id: 'ABCDE1234F' }), 412, PAYOUT_TEXT.iban, 'iban');
    expect(await held(who)).toEqual(masked);

    // Stored sealed: the account number is nowhere in the row.
    const row = await api.school(ALPHA.id).prepare('SELECT sealed, masked_json FROM affiliate_payout_details WHERE user_id = ?').bind(who.id).first<{ sealed: string; masked_json: string }>();
    expect(JSON.stringify(row)).not.toContain('50100123456789');
    expect(Buffer.from(row!.sealed, 'base64').toString('latin1')).not.toContain('50100123456789');

    expect(ok(AdminPayoutDetailsResponse, await forAdmin(who.id)).details).toMatchObject({ country: 'IN', ifsc: 'HDFC0001234', account_number: '50100123456789' });
    expectError(await forAdmin(who.id, who.token, who.agent), 403, AFFILIATE_TEXT.adminOnly);
    expectError(await forAdmin((await learner()).id), 404, PAYOUT_TEXT.none);

    // A blocked affiliate's details may not change.
    await adminMove(who.id, 'block');
    expectError(await put(who, { ...INDIA, holder: 'Someone Else' }), 403, PAYOUT_TEXT.notAffiliate);
    expect((await held(who))?.holder).toBe('Asha Rao');
  });
});
