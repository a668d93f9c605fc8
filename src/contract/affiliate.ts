/**
 * The affiliate programme (issue 43; docs/decisions/0081-affiliate-programme.md). A learner becomes a school's
 * affiliate by one of two paths: they apply and an admin approves, or an admin invites and they accept. The states
 * are SPEC.md section 4's; every move between them is a row of AFFILIATE_MOVES, made by the learner or by an admin
 * through role-checked calls, and nothing else changes a state.
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
import { Id } from './common.ts';
import { MaskedPayoutDetails, PayoutDetailsRequest } from './payout-details.ts';

/** A school's programme (`school_feature.affiliate` in its school.json); without one, the school runs none. */
export const AffiliateProgramme = z.object({
  /** What an affiliate earns of a paid order they brought, in percent of its amount before tax. */
  commission_percent: z.number().int().min(1).max(90),
  /** A purchase this many days after the buyer followed an affiliate's link, or sooner, is theirs. */
  attribution_days: z.number().int().min(1).max(365).default(30),
  /** A commission stays pending this long after its order is paid: a refund in that time reverses it. */
  hold_days: z.number().int().min(0).max(365).default(7),
});
export type AffiliateProgramme = z.infer<typeof AffiliateProgramme>;

/** SPEC.md section 4. A learner with no row is a non_affiliate. */
export const AFFILIATE_STATES = [
  'non_affiliate', 'admin_approval_pending', 'learner_approval_pending', 'active_affiliate', 'inactive_affiliate', 'blocked_affiliate',
  'admin_rejected', 'learner_rejected',
] as const;
export const AffiliateState = z.enum(AFFILIATE_STATES);
export type AffiliateState = z.infer<typeof AffiliateState>;

export type AffiliateActor = 'learner' | 'admin';

/** Where a learner may start again: never an affiliate, or a past application or invitation that was turned down. */
const OPEN: readonly AffiliateState[] = ['non_affiliate', 'admin_rejected', 'learner_rejected'];

/**
 * Every move, who makes it, from which states and to which. A learner applies (or applies again after a refusal);
 * an admin approves or rejects the application. An admin invites; the learner accepts or declines. An active
 * affiliate pauses (either side) and an admin reactivates. An admin blocks from any state but none, and unblocking
 * leaves the affiliate inactive, for an admin to reactivate.
 */
export const AFFILIATE_MOVES = {
  apply: { by: 'learner', from: OPEN, to: 'admin_approval_pending' },
  approve: { by: 'admin', from: ['admin_approval_pending'], to: 'active_affiliate' },
  reject: { by: 'admin', from: ['admin_approval_pending'], to: 'admin_rejected' },
  invite: { by: 'admin', from: OPEN, to: 'learner_approval_pending' },
  accept: { by: 'learner', from: ['learner_approval_pending'], to: 'active_affiliate' },
  decline: { by: 'learner', from: ['learner_approval_pending'], to: 'learner_rejected' },
  pause: { by: 'learner', from: ['active_affiliate'], to: 'inactive_affiliate' },
  deactivate: { by: 'admin', from: ['active_affiliate'], to: 'inactive_affiliate' },
  activate: { by: 'admin', from: ['inactive_affiliate'], to: 'active_affiliate' },
  block: {
    by: 'admin',
    from: ['admin_approval_pending', 'learner_approval_pending', 'active_affiliate', 'inactive_affiliate', 'admin_rejected', 'learner_rejected'],
    to: 'blocked_affiliate',
  },
  unblock: { by: 'admin', from: ['blocked_affiliate'], to: 'inactive_affiliate' },
} as const satisfies Record<string, { by: AffiliateActor; from: readonly AffiliateState[]; to: AffiliateState }>;
export type AffiliateMove = keyof typeof AFFILIATE_MOVES;
export const AFFILIATE_MOVE_NAMES = Object.keys(AFFILIATE_MOVES) as AffiliateMove[];
export const LEARNER_MOVES = AFFILIATE_MOVE_NAMES.filter((m) => AFFILIATE_MOVES[m].by === 'learner');
export const ADMIN_MOVES = AFFILIATE_MOVE_NAMES.filter((m) => AFFILIATE_MOVES[m].by === 'admin');

/** The state a move leads to from `state` when `actor` makes it; null when it may not. */
export function moveAffiliate(state: AffiliateState, move: AffiliateMove, actor: AffiliateActor): AffiliateState | null {
  const rule = AFFILIATE_MOVES[move];
  return rule.by === actor && (rule.from as readonly AffiliateState[]).includes(state) ? rule.to : null;
}

/** The moves open to `actor` from `state`. */
export const movesFrom = (state: AffiliateState, actor: AffiliateActor): AffiliateMove[] =>
  AFFILIATE_MOVE_NAMES.filter((move) => moveAffiliate(state, move, actor) !== null);

/** Whose payout details are kept: anyone in the programme or on the way in; a blocked one's cannot change. */
export const keepsPayoutDetails = (state: AffiliateState): boolean =>
  state === 'admin_approval_pending' || state === 'learner_approval_pending' || state === 'active_affiliate' || state === 'inactive_affiliate';

export const AFFILIATE_TEXT = {
  programmeOff: 'This school has no affiliate programme.',
  notAllowed: 'This cannot be done now. Reload the page to see where your application stands.',
  adminOnly: 'Only a school admin can do this.',
  learnerNotFound: 'No learner of this school has that id.',
  pitch: 'Tell us in a few words how you will share the courses (at least 20 characters).',
  website: 'Enter a web address that starts with https://',
  overdraw: 'The wallet holds less than that amount.',
} as const;

/** What the learner says when applying: how they will share the school's courses, and where. */
export const ApplyRequest = z.object({
  pitch: z.string().trim().min(20, AFFILIATE_TEXT.pitch).max(1000),
  website: z.union([z.literal(''), z.url({ protocol: /^https$/, error: AFFILIATE_TEXT.website }).max(300)]).default(''),
});
export type ApplyRequest = z.infer<typeof ApplyRequest>;

/** A learner's answer to an admin's invitation, or pausing their own affiliate account. */
export const LearnerMoveRequest = z.object({ move: z.enum(['accept', 'decline', 'pause']) });

/** One step of an affiliate's history: what moved it, by whom, when, with the admin's note if any. */
export const AffiliateEvent = z.object({ move: z.enum(AFFILIATE_MOVE_NAMES as [AffiliateMove, ...AffiliateMove[]]), by: z.enum(['learner', 'admin']), at: z.string(), note: z.string() });

/** `GET v1/affiliate`: where the learner stands in the school's programme. */
export const AffiliateResponse = z.object({
  state: AffiliateState,
  programme: AffiliateProgramme,
  currency: z.number().int(),
  pitch: z.string(),
  website: z.string(),
  /** The moves the learner may make now. */
  moves: z.array(z.enum(AFFILIATE_MOVE_NAMES as [AffiliateMove, ...AffiliateMove[]])),
  /** Newest first. */
  history: z.array(AffiliateEvent),
});
export type AffiliateResponse = z.infer<typeof AffiliateResponse>;

/** An admin's view of one affiliate or applicant. */
export const AdminAffiliate = z.object({
  user_id: Id,
  name: z.string(),
  email: z.string().nullable(),
  state: AffiliateState,
  pitch: z.string(),
  website: z.string(),
  updated_at: z.string(),
  moves: z.array(z.enum(AFFILIATE_MOVE_NAMES as [AffiliateMove, ...AffiliateMove[]])),
});
export type AdminAffiliate = z.infer<typeof AdminAffiliate>;

export const AdminAffiliatesQuery = z.object({ state: AffiliateState.optional() });
export const AdminAffiliatesResponse = z.object({ affiliates: z.array(AdminAffiliate) });

export const AdminMoveRequest = z.object({
  user_id: Id,
  move: z.enum(ADMIN_MOVES as [AffiliateMove, ...AffiliateMove[]]),
  note: z.string().trim().max(500).default(''),
});
export type AdminMoveRequest = z.infer<typeof AdminMoveRequest>;

/** SPEC.md section 6: an admin credits or debits a learner's wallet (wallet kinds admin credit and admin debit). */
export const AdminWalletRequest = z.object({
  user_id: Id,
  kind: z.enum(['admin_credit', 'admin_debit']),
  amount: z.number().int().positive().max(100_000_000),
  note: z.string().trim().min(1).max(200),
  /** The admin's own key for this adjustment: sending it twice adjusts once. */
  idempotency_key: z.string().min(16).max(100),
});
export const AdminWalletResponse = z.object({ balance: z.number().int() });

export const PayoutDetailsResponse = z.object({ details: MaskedPayoutDetails.nullable() });
export const AdminPayoutDetailsParams = z.object({ userId: z.coerce.number().pipe(Id) });
/** The admin's view: the details in full (the payout is theirs to make), with when they were last changed. */
export const AdminPayoutDetailsResponse = z.object({ details: PayoutDetailsRequest, updated_at: z.string() });

const affiliate = defineCall({ method: 'GET', path: '/learner/v1/affiliate', session: true, response: AffiliateResponse, staleTime: STALE_TIME.always });
const payoutDetails = defineCall({ method: 'GET', path: '/learner/v1/affiliate/payout_details', session: true, response: PayoutDetailsResponse, staleTime: STALE_TIME.always });
const adminAffiliates = defineCall({ method: 'GET', path: '/learner/v1/admin/affiliates', session: true, query: AdminAffiliatesQuery, response: AdminAffiliatesResponse, staleTime: STALE_TIME.always });

export const AFFILIATE_CALLS = {
  affiliate,
  affiliateApply: defineCall({ method: 'POST', path: '/learner/v1/affiliate/application', session: true, body: ApplyRequest, response: AffiliateResponse, invalidates: [affiliate] }),
  affiliateMove: defineCall({ method: 'POST', path: '/learner/v1/affiliate/moves', session: true, body: LearnerMoveRequest, response: AffiliateResponse, invalidates: [affiliate] }),
  adminAffiliates,
  adminAffiliateMove: defineCall({ method: 'POST', path: '/learner/v1/admin/affiliates/moves', session: true, body: AdminMoveRequest, response: AdminAffiliate, invalidates: [adminAffiliates] }),
  payoutDetails,
  savePayoutDetails: defineCall({
    method: 'PUT', path: '/learner/v1/affiliate/payout_details', session: true, body: PayoutDetailsRequest, response: PayoutDetailsResponse, invalidates: [payoutDetails],
  }),
  adminPayoutDetails: defineCall({
    method: 'GET', path: '/learner/v1/admin/affiliates/:userId/payout_details', session: true, params: AdminPayoutDetailsParams, response: AdminPayoutDetailsResponse,
    staleTime: STALE_TIME.always,
  }),
  adminWallet: defineCall({ method: 'POST', path: '/learner/v1/admin/wallet_adjustments', session: true, body: AdminWalletRequest, response: AdminWalletResponse }),
} as const;
