/**
 * Invite and earn (docs/decisions/0078-invite-and-earn.md; contract `src/contract/referral.ts`; tables
 * `referral_codes` and `referrals`, migration 0036). A friend's row moves forward by conditional updates; every credit
 * is a ledger transaction keyed by the friend (`referral:<friendId>:<what>`), written in the same batch as the move
 * and guarded by it, so a replayed webhook, a second fulfilment or two first orders at once pay once.
 */
import { sql } from 'kysely';
import { REFERRAL_CODE_ALPHABET, ReferralProgramme, type FriendState, type InviteFriend } from '../../contract/referral.ts';
import type { Db } from '../db/database.ts';
import type { School } from '../types.ts';
import { postStatement, reverseStatement, SCHOOL_ACCOUNT, walletAccount, type Transaction } from './ledger.ts';
import type { ClientMarks } from './sessions.ts';
import { randomCode } from './secrets.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the inviter's own sessions count as their devices and networks (a shared network changes hands). */
const OWN_SESSIONS_DAYS = 90;
/** What an inviter earns for their friends (not what they got as someone else's friend). */
const INVITER_KINDS = ['referral_create', 'referee_first_order'] as const;

/** The school's programme, or null when it runs none. */
export async function programmeOf(db: Db, school: Pick<School, 'id'>): Promise<ReferralProgramme | null> {
  const row = await db.selectFrom('schools').select(sql<string | null>`json_extract(config_json, '$.school_feature.referral')`.as('programme'))
    .where('id', '=', school.id).executeTakeFirst();
  return row?.programme ? ReferralProgramme.parse(JSON.parse(row.programme)) : null;
}

/** The learner's code, made on first asking (a collision with another learner's code draws again). */
export async function codeOf(db: Db, school: Pick<School, 'id'>, userId: number, now = Date.now()): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const mine = await db.selectFrom('referral_codes').select('code').where('school_id', '=', school.id).where('user_id', '=', userId).executeTakeFirst();
    if (mine) return mine.code;
    await db.insertInto('referral_codes').values({ school_id: school.id, user_id: userId, code: randomCode(REFERRAL_CODE_ALPHABET, 8), created_at: now })
      .onConflict((oc) => oc.doNothing()).execute();
  }
  throw new Error(`no referral code could be made for learner ${userId}`);
}

/** The learner a code belongs to, at this school. */
export async function inviterOf(db: Db, school: Pick<School, 'id'>, code: string): Promise<{ id: number; name: string } | null> {
  const row = await db.selectFrom('referral_codes as r').innerJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').on('u.school_id', '=', school.id))
    .select(['u.id', 'u.name']).where('r.school_id', '=', school.id).where('r.code', '=', code).executeTakeFirst();
  return row ?? null;
}

/** What an inviter sees of a friend's name: the first name and the last name's initial. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.length > 1 ? `${words[0]} ${words.at(-1)!.charAt(0).toUpperCase()}.` : words[0] ?? '';
}

/** What a friend sees of the inviter's name: the first name. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

const key = (friendId: number, what: 'signup-friend' | 'signup-inviter' | 'order-friend' | 'order-inviter') => `referral:${friendId}:${what}`;

/** A credit from the school's grants to a learner's wallet, or nothing for an amount of 0. */
function reward(userId: number, txnKey: string, kind: Transaction['kind'], amount: number, at: number, orderId: number | null = null): Transaction | null {
  return amount > 0
    ? { key: txnKey, kind, at, orderId, legs: [{ account: walletAccount(userId), amount }, { account: SCHOOL_ACCOUNT.grants, amount: -amount }] }
    : null;
}

/**
 * A friend signed up through `inviterId`'s code: their row, `not_eligible` when the sign-up came from a device or
 * network the inviter has signed in from (their own second account), else `joined` with the sign-up rewards the
 * school gives, if any (the inviter's only up to the limit of friends).
 */
export async function joinThroughCode(db: Db, school: Pick<School, 'id'>, friendId: number, inviterId: number, marks: ClientMarks, programme: ReferralProgramme, now = Date.now()): Promise<FriendState> {
  const own = await db.selectFrom('sessions').select('user_id').where('school_id', '=', school.id).where('user_id', '=', inviterId)
    .where('created_at', '>=', now - OWN_SESSIONS_DAYS * DAY_MS)
    .where((eb) => eb.or([eb('device_id', '=', marks.deviceId), ...(marks.addressHash ? [eb('address_hash', '=', marks.addressHash)] : [])]))
    .limit(1).executeTakeFirst();
  const state: FriendState = own ? 'not_eligible' : 'joined';
  const joined = sql<boolean>`EXISTS (SELECT 1 FROM referrals WHERE school_id = ${school.id} AND friend_id = ${friendId} AND state = 'joined')`;
  const underLimit = sql<boolean>`(SELECT count(*) FROM referrals WHERE school_id = ${school.id} AND inviter_id = ${inviterId} AND state <> 'not_eligible') <= ${programme.max_rewarded_friends}`;
  const friendCredit = reward(friendId, key(friendId, 'signup-friend'), 'referral_signup', programme.friend_signup_reward, now);
  const inviterCredit = reward(inviterId, key(friendId, 'signup-inviter'), 'referral_create', programme.inviter_signup_reward, now);
  await db.batch([
    db.insertInto('referrals').values({ school_id: school.id, friend_id: friendId, inviter_id: inviterId, state, created_at: now }).onConflict((oc) => oc.doNothing()),
    ...(friendCredit ? [postStatement(db, school, friendCredit, joined)] : []),
    ...(inviterCredit ? [postStatement(db, school, inviterCredit, sql<boolean>`${joined} AND ${underLimit}`)] : []),
  ]);
  return state;
}

/**
 * A paid order was fulfilled: if it is the first of a friend still `joined`, the friend's row moves to `rewarded`
 * (or `over_limit` when the inviter has been rewarded for as many friends as the school allows) and both rewards are
 * written, each guarded by that move naming this order.
 */
export async function rewardFirstOrder(db: Db, school: Pick<School, 'id'>, order: { id: number; user_id: number; total: number }, now = Date.now()): Promise<void> {
  if (order.total <= 0) return;
  const referral = await db.selectFrom('referrals').select(['inviter_id']).where('school_id', '=', school.id).where('friend_id', '=', order.user_id)
    .where('state', '=', 'joined').executeTakeFirst();
  if (!referral) return;
  const programme = await programmeOf(db, school);
  if (!programme) return;
  const friendId = order.user_id;
  const rewarded = sql<number>`(SELECT count(*) FROM referrals WHERE school_id = ${school.id} AND inviter_id = ${referral.inviter_id} AND state = 'rewarded')`;
  const inviterHere = sql<boolean>`EXISTS (SELECT 1 FROM users WHERE school_id = ${school.id} AND id = ${referral.inviter_id})`;
  const movedFor = (states: string[]) =>
    sql<boolean>`EXISTS (SELECT 1 FROM referrals WHERE school_id = ${school.id} AND friend_id = ${friendId} AND order_id = ${order.id} AND state IN (${sql.join(states)}))`;
  const friendCredit = reward(friendId, key(friendId, 'order-friend'), 'referral_code', programme.friend_reward, now, order.id);
  const inviterCredit = reward(referral.inviter_id, key(friendId, 'order-inviter'), 'referee_first_order', programme.inviter_reward, now);
  await db.batch([
    db.updateTable('referrals')
      .set({ state: sql<FriendState>`CASE WHEN ${rewarded} >= ${programme.max_rewarded_friends} THEN 'over_limit' ELSE 'rewarded' END`, order_id: order.id, rewarded_at: now })
      .where('school_id', '=', school.id).where('friend_id', '=', friendId).where('state', '=', 'joined'),
    ...(friendCredit ? [postStatement(db, school, friendCredit, movedFor(['rewarded', 'over_limit']))] : []),
    // An inviter who has deleted their account is paid nothing; the friend still is.
    ...(inviterCredit ? [postStatement(db, school, inviterCredit, sql<boolean>`${movedFor(['rewarded'])} AND ${inviterHere}`)] : []),
  ]);
}

/**
 * The friend's first order was refunded: within the school's refund window, its rewards are taken back by
 * transactions that reverse them (the history stays), and the row reads `reversed`. After the window they stay.
 */
export async function reverseFirstOrder(db: Db, school: Pick<School, 'id'>, order: { id: number; user_id: number }, now = Date.now()): Promise<void> {
  const referral = await db.selectFrom('referrals').select(['rewarded_at']).where('school_id', '=', school.id).where('friend_id', '=', order.user_id)
    .where('order_id', '=', order.id).where('state', 'in', ['rewarded', 'over_limit']).executeTakeFirst();
  const programme = referral ? await programmeOf(db, school) : null;
  if (!referral || !programme || referral.rewarded_at === null || now - referral.rewarded_at > programme.refund_window_days * DAY_MS) return;
  const friendId = order.user_id;
  const reversed = sql<boolean>`EXISTS (SELECT 1 FROM referrals WHERE school_id = ${school.id} AND friend_id = ${friendId} AND order_id = ${order.id} AND state = 'reversed')`;
  await db.batch([
    db.updateTable('referrals').set({ state: 'reversed' })
      .where('school_id', '=', school.id).where('friend_id', '=', friendId).where('order_id', '=', order.id).where('state', 'in', ['rewarded', 'over_limit']),
    ...(['order-friend', 'order-inviter'] as const).map((what) => reverseStatement(db, school, key(friendId, what), `${key(friendId, what)}:reversed`, now, reversed)),
  ]);
}

/** The friends who joined through the learner's code, newest first, with what each earned them. */
export async function friendsOf(db: Db, school: Pick<School, 'id'>, inviterId: number): Promise<InviteFriend[]> {
  const wallet = walletAccount(inviterId);
  const rows = await db.selectFrom('referrals as r')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'r.friend_id').on('u.school_id', '=', school.id))
    .select(['r.friend_id', 'r.state', 'r.created_at', 'u.name',
      sql<number>`(SELECT coalesce(sum(amount), 0) FROM ledger_entries AS l WHERE l.school_id = r.school_id AND l.account = ${wallet} AND l.txn LIKE 'referral:' || r.friend_id || ':%')`.as('earned')])
    .where('r.school_id', '=', school.id).where('r.inviter_id', '=', inviterId)
    .orderBy('r.created_at', 'desc').orderBy('r.friend_id', 'desc').limit(100).execute();
  return rows.map((r) => ({ name: r.name ? shortName(r.name) : '', joined_at: new Date(r.created_at).toISOString(), state: r.state, earned: r.earned }));
}

/** What the learner has earned for the friends they invited, reversals taken off. */
export async function referralEarnings(db: Db, school: Pick<School, 'id'>, userId: number): Promise<number> {
  const row = await db.selectFrom('ledger_entries').select(sql<number>`coalesce(sum(amount), 0)`.as('earned'))
    .where('school_id', '=', school.id).where('account', '=', walletAccount(userId)).where('kind', 'in', INVITER_KINDS).executeTakeFirstOrThrow();
  return row.earned;
}
