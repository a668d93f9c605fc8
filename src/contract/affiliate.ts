/**
 * The affiliate programme (issue 43; docs/decisions/0081-affiliate-programme.md). A learner becomes a school's
 * affiliate by one of two paths: they apply and an admin approves, or an admin invites and they accept. The states
 * are SPEC.md section 4's; every move between them is a row of AFFILIATE_MOVES, made by the learner or by an admin
 * through role-checked calls, and nothing else changes a state.
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
import { Id, ProductType } from './common.ts';
import { MaskedPayoutDetails, PayoutDetailsRequest } from './payout-details.ts';
import { AFFILIATE_TEXT } from './affiliate-text.ts';
export { AFFILIATE_TEXT } from './affiliate-text.ts';

export { AFFILIATE_LINK_KEY } from './sales-learner.ts';

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

/** An affiliate's code: eight characters without look-alikes, as an invite code (referral.ts). */
export const AffiliateCode = z.string().regex(/^[A-HJKMNP-Z2-9]{8}$/);

/** `POST v1/affiliate/clicks`: a visit to a product's sales page through an affiliate's link. */
export const ClickRequest = z.object({ code: AffiliateCode, course_id: Id });
/** Whether the visit counts: an active affiliate's link of a product the school sells, not the affiliate's own. */
export const ClickResponse = z.object({ recorded: z.boolean() });

/**
 * Where a commission stands: held for the refund window (pending), then payable, then in a payout the affiliate
 * asked for (requested) until an admin marks it paid; reversed by a refund within the window.
 */
export const CommissionState = z.enum(['pending', 'payable', 'requested', 'paid', 'reversed']);
export type CommissionState = z.infer<typeof CommissionState>;
/** SPEC.md section 4's payout states. */
export const PayoutState = z.enum(['pending', 'paid']);
export type PayoutState = z.infer<typeof PayoutState>;

/** One product's link, with what it brought. */
export const AffiliateLink = z.object({
  product: z.object({ id: Id, title: z.string(), seo_title: z.string(), course_type: ProductType }),
  clicks: z.number().int().nonnegative(),
  signups: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
  /** Earned through this link, in minor units: every commission but reversed ones. */
  commission: z.number().int().nonnegative(),
});
export type AffiliateLink = z.infer<typeof AffiliateLink>;

export const Commission = z.object({
  order_id: Id,
  product_title: z.string(),
  amount: z.number().int().positive(),
  state: CommissionState,
  at: z.string(),
  /** When the refund window ends and a pending commission becomes payable. */
  release_at: z.string(),
});
export type Commission = z.infer<typeof Commission>;

export const Payout = z.object({
  id: Id,
  amount: z.number().int().positive(),
  state: PayoutState,
  requested_at: z.string(),
  paid_at: z.string().nullable(),
  reference: z.string().nullable(),
  /** Where it goes: the details on file when it was asked for, masked. */
  details: MaskedPayoutDetails,
});
export type Payout = z.infer<typeof Payout>;

/** `GET v1/affiliate/links`: the affiliate's links, commissions and payouts, with the ledger's totals. */
export const ProductLinksResponse = z.object({
  state: AffiliateState,
  code: AffiliateCode,
  programme: AffiliateProgramme,
  currency: z.number().int(),
  /** Each a ledger balance in minor units: held, payable, in payouts asked for, and paid out so far. */
  totals: z.object({ pending: z.number().int(), payable: z.number().int(), requested: z.number().int(), paid: z.number().int() }),
  links: z.array(AffiliateLink),
  /** Newest first. */
  commissions: z.array(Commission),
  payouts: z.array(Payout),
  has_payout_details: z.boolean(),
});
export type ProductLinksResponse = z.infer<typeof ProductLinksResponse>;

/** The affiliate asks for everything payable to be paid out; the key makes a repeat ask once. */
export const PayoutRequest = z.object({ idempotency_key: z.string().min(16).max(100) });

export const AdminPayout = Payout.extend({ user_id: Id, name: z.string(), email: z.string().nullable() });
export type AdminPayout = z.infer<typeof AdminPayout>;
export const AdminPayoutsQuery = z.object({ state: PayoutState.optional() });
export const AdminPayoutsResponse = z.object({ payouts: z.array(AdminPayout) });
/** An admin marks a payout paid, with the bank transfer's reference; marking it again changes nothing. */
export const AdminPayoutPaidRequest = z.object({ payout_id: Id, reference: z.string().trim().min(3, AFFILIATE_TEXT.reference).max(100, AFFILIATE_TEXT.reference) });

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

const productLinks = defineCall({ method: 'GET', path: '/learner/v1/affiliate/links', session: true, response: ProductLinksResponse, staleTime: STALE_TIME.always });
const adminPayouts = defineCall({ method: 'GET', path: '/learner/v1/admin/affiliate_payouts', session: true, query: AdminPayoutsQuery, response: AdminPayoutsResponse, staleTime: STALE_TIME.always });

export const AFFILIATE_CALLS = {
  affiliate,
  productLinks,
  /** A sales page's visit through a link (no session needed: a visitor signed out is counted by their device). */
  affiliateClick: defineCall({ method: 'POST', path: '/learner/v1/affiliate/clicks', session: false, body: ClickRequest, response: ClickResponse }),
  requestPayout: defineCall({ method: 'POST', path: '/learner/v1/affiliate/payouts', session: true, body: PayoutRequest, response: ProductLinksResponse, invalidates: [productLinks] }),
  adminPayouts,
  adminPayoutPaid: defineCall({ method: 'POST', path: '/learner/v1/admin/affiliate_payouts/paid', session: true, body: AdminPayoutPaidRequest, response: AdminPayout, invalidates: [adminPayouts] }),
  /** Development only: the affiliate's commissions as they will stand `days` from now (their refund windows pass). */
  devAffiliateClock: defineCall({
    method: 'POST', path: '/learner/dev/affiliate/clock', session: true, body: z.object({ days: z.number().int().min(1).max(400) }), response: z.object({ released: z.number().int() }),
    invalidates: [productLinks], dev: true,
  }),
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
