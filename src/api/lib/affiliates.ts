/**
 * The affiliate programme (docs/decisions/0081-affiliate-programme.md): the school's programme, a learner's state in
 * it, the moves of AFFILIATE_MOVES by the learner or an admin, and the admin's role check.
 */
import { sql } from 'kysely';
import { ERROR_CODE, ERROR_TEXT } from '../../contract/errors.ts';
import {
  AFFILIATE_TEXT, AffiliateProgramme, keepsPayoutDetails, moveAffiliate, movesFrom, type AdminAffiliate, type AffiliateActor, type AffiliateMove, type AffiliateResponse,
  type AffiliateState,
} from '../../contract/affiliate.ts';
import { maskPayoutDetails, MaskedPayoutDetails, PAYOUT_TEXT, PayoutDetailsRequest, type PayoutDetails } from '../../contract/payout-details.ts';
import type { Db } from '../db/database.ts';
import type { School } from '../types.ts';
import { ApiError } from './errors.ts';
import { schoolMoney } from './orders.ts';
import { seal, unseal } from './sealed.ts';
import { affiliateProgramme } from './commissions.ts';

export async function requireProgramme(db: Db, school: School): Promise<AffiliateProgramme> {
  const programme = await affiliateProgramme(db, school);
  if (!programme) throw new ApiError(ERROR_CODE.notFound, AFFILIATE_TEXT.programmeOff);
  return programme;
}

/** SPEC.md section 6's admin: a `staff` row with the role admin in this school; anyone else is refused (403). */
export async function requireAdmin(db: Db, school: School, userId: number): Promise<void> {
  const row = await db.selectFrom('staff').select('role').where('school_id', '=', school.id).where('user_id', '=', userId).where('role', '=', 'admin').executeTakeFirst();
  if (!row) throw new ApiError(ERROR_CODE.forbidden, AFFILIATE_TEXT.adminOnly);
}

/** A state a row holds: every state but non_affiliate, which is no row. */
type StoredState = Exclude<AffiliateState, 'non_affiliate'>;

interface AffiliateRow {
  state: StoredState;
  pitch: string;
  website: string;
  updated_at: number;
}

export async function affiliateRow(db: Db, school: School, userId: number): Promise<AffiliateRow | null> {
  const row = await db.selectFrom('affiliates').select(['state', 'pitch', 'website', 'updated_at'])
    .where('school_id', '=', school.id).where('user_id', '=', userId).executeTakeFirst();
  return row ? { ...row, state: row.state as StoredState } : null;
}

export interface Move {
  userId: number;
  move: AffiliateMove;
  actor: AffiliateActor;
  actorId: number;
  note?: string;
  /** An application's words (apply only). */
  application?: { pitch: string; website: string };
  now?: number;
}

/**
 * Makes one move of AFFILIATE_MOVES, or refuses it (412, "This cannot be done now...") when it is not open from the
 * learner's state to this actor. The state is changed only if it is still the one read, and the event is written
 * in the same batch, so two racing moves make one.
 */
export async function makeMove(db: Db, school: School, m: Move): Promise<AffiliateState> {
  const now = m.now ?? Date.now();
  const current = await affiliateRow(db, school, m.userId);
  const from: AffiliateState = current?.state ?? 'non_affiliate';
  const to = moveAffiliate(from, m.move, m.actor) as StoredState | null;
  if (!to) throw new ApiError(ERROR_CODE.invalidParams, AFFILIATE_TEXT.notAllowed);
  const application = m.application ?? (current ? { pitch: current.pitch, website: current.website } : { pitch: '', website: '' });
  const write = current
    ? db.updateTable('affiliates').set({ state: to, updated_at: now, pitch: application.pitch, website: application.website })
      .where('school_id', '=', school.id).where('user_id', '=', m.userId).where('state', '=', current.state).where('updated_at', '=', current.updated_at)
    : db.insertInto('affiliates').values({ school_id: school.id, user_id: m.userId, state: to, pitch: application.pitch, website: application.website, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['school_id', 'user_id']).doNothing());
  const event = db.insertInto('affiliate_events')
    .columns(['school_id', 'user_id', 'move', 'actor', 'actor_id', 'note', 'at'])
    .expression(db.selectNoFrom((eb) => [
      eb.val(school.id).as('school_id'), eb.val(m.userId).as('user_id'), eb.val(m.move).as('move'), eb.val(m.actor).as('actor'),
      eb.val(m.actorId).as('actor_id'), eb.val(m.note ?? '').as('note'), eb.val(now).as('at'),
    ]).where(sql<boolean>`changes() > 0`));
  const [[written]] = await db.batch([write, event] as const);
  const changed = written && 'numUpdatedRows' in written ? written.numUpdatedRows : (written?.numInsertedOrUpdatedRows ?? 0n);
  if (Number(changed) === 0) throw new ApiError(ERROR_CODE.invalidParams, AFFILIATE_TEXT.notAllowed);
  return to;
}

/** Where the learner stands, with the moves open to them and their history, newest first. */
export async function affiliateView(db: Db, school: School, userId: number, programme: AffiliateProgramme): Promise<AffiliateResponse> {
  const [row, events, { currency }] = await Promise.all([
    affiliateRow(db, school, userId),
    db.selectFrom('affiliate_events').select(['move', 'actor', 'note', 'at']).where('school_id', '=', school.id).where('user_id', '=', userId)
      .orderBy('id', 'desc').limit(50).execute(),
    schoolMoney(db, school),
  ]);
  const state = row?.state ?? 'non_affiliate';
  return {
    state, programme, currency, pitch: row?.pitch ?? '', website: row?.website ?? '',
    moves: movesFrom(state, 'learner'),
    history: events.map((e) => ({ move: e.move as AffiliateMove, by: e.actor as AffiliateActor, at: new Date(e.at).toISOString(), note: e.note })),
  };
}

/** The school's affiliates and applicants for its admins, most recently changed first (one state, or all). */
export async function adminAffiliates(db: Db, school: School, state?: AffiliateState): Promise<AdminAffiliate[]> {
  let query = db.selectFrom('affiliates as a').innerJoin('users as u', (join) => join.onRef('u.school_id', '=', 'a.school_id').onRef('u.id', '=', 'a.user_id'))
    .select(['a.user_id', 'u.name', 'u.email', 'a.state', 'a.pitch', 'a.website', 'a.updated_at'])
    .where('a.school_id', '=', school.id);
  if (state === 'non_affiliate') return [];
  if (state) query = query.where('a.state', '=', state);
  const rows = await query.orderBy('a.updated_at', 'desc').limit(500).execute();
  return rows.map((r) => adminView({ ...r, state: r.state as AffiliateState }));
}

export const adminView = (r: { user_id: number; name: string; email: string | null; state: AffiliateState; pitch: string; website: string; updated_at: number }): AdminAffiliate => ({
  user_id: r.user_id, name: r.name, email: r.email, state: r.state, pitch: r.pitch, website: r.website,
  updated_at: new Date(r.updated_at).toISOString(), moves: movesFrom(r.state, 'admin'),
});

export function payoutSecret(env: object): string {
  const secret = (env as { PAYOUT_DETAILS_SECRET?: unknown }).PAYOUT_DETAILS_SECRET;
  if (typeof secret !== 'string' || secret.length < 16) {
    console.error('PAYOUT_DETAILS_SECRET must be at least 16 characters');
    throw new ApiError(ERROR_CODE.serverError, ERROR_TEXT.generic);
  }
  return secret;
}

const boundTo = (school: School, userId: number) => `school:${school.id}:user:${userId}`;

export async function maskedPayoutDetails(db: Db, school: School, userId: number): Promise<MaskedPayoutDetails | null> {
  const row = await db.selectFrom('affiliate_payout_details').select('masked_json').where('school_id', '=', school.id).where('user_id', '=', userId).executeTakeFirst();
  return row ? MaskedPayoutDetails.parse(JSON.parse(row.masked_json)) : null;
}

/** Keeps the affiliate's details sealed, replacing any before; answers what they are shown. */
export async function savePayoutDetails(db: Db, school: School, secret: string, userId: number, details: PayoutDetails, now = Date.now()): Promise<MaskedPayoutDetails> {
  const state = (await affiliateRow(db, school, userId))?.state ?? 'non_affiliate';
  if (!keepsPayoutDetails(state)) throw new ApiError(ERROR_CODE.forbidden, PAYOUT_TEXT.notAffiliate);
  const masked = maskPayoutDetails(details, new Date(now).toISOString());
  const values = { country: details.country, sealed: await seal(JSON.stringify(details), secret, 'payout details', boundTo(school, userId)), masked_json: JSON.stringify(masked), updated_at: now };
  await db.insertInto('affiliate_payout_details').values({ school_id: school.id, user_id: userId, ...values })
    .onConflict((oc) => oc.columns(['school_id', 'user_id']).doUpdateSet(values)).execute();
  return masked;
}

/** The details in full, for the school's admin (the caller checks the role); 404 when there are none. */
export async function payoutDetailsForAdmin(db: Db, school: School, secret: string, userId: number): Promise<{ details: PayoutDetails; updated_at: string }> {
  const row = await db.selectFrom('affiliate_payout_details').select(['sealed', 'updated_at']).where('school_id', '=', school.id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new ApiError(ERROR_CODE.notFound, PAYOUT_TEXT.none);
  const details = PayoutDetailsRequest.parse(JSON.parse(await unseal(row.sealed, secret, 'payout details', boundTo(school, userId))));
  return { details, updated_at: new Date(row.updated_at).toISOString() };
}
