/**
 * Invite and earn (`/invite`; issue 43; docs/decisions/0078-invite-and-earn.md): every learner has a code and a link;
 * a friend who signs up through it and pays a first order earns both of them wallet credit, in the school's ledger,
 * with SPEC.md section 3's wallet kinds:
 * - `referee_first_order`: to the inviter, when the friend's first paid order is paid;
 * - `referral_code`: to the friend, for joining with the code, at that same order;
 * - `referral_signup`: to the friend when they sign up through the link, if the school gives anything then;
 * - `referral_create`: to the inviter when a friend signs up through their link, if the school gives anything then.
 * A friend on the inviter's own device or network earns nobody anything; a refund of the first order within the
 * school's refund window takes its two rewards back, as new ledger entries.
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
export { REFERRAL_TEXT } from './referral-text.ts';

const Minor = z.number().int().min(0).max(100_000_000);

/** A school's programme (`school_feature.referral` in its school.json): amounts in minor units of its currency. */
export const ReferralProgramme = z.object({
  /** `referee_first_order`: to the inviter when a friend's first paid order is paid. */
  inviter_reward: Minor,
  /** `referral_code`: to the friend, at that same order. */
  friend_reward: Minor,
  /** `referral_signup`: to the friend at sign-up through the link; 0 for none. */
  friend_signup_reward: Minor.default(0),
  /** `referral_create`: to the inviter when a friend signs up through their link; 0 for none. */
  inviter_signup_reward: Minor.default(0),
  /**
   * The most friends an inviter is rewarded for; past it the friend still gets theirs. At sign-up, the first that
   * many friends who join; at a first order, the first that many rewarded (a reversed reward frees its place).
   */
  max_rewarded_friends: z.number().int().min(1).max(1000).default(20),
  /** A refund of the first order this many days after it was paid, or sooner, takes its rewards back. */
  refund_window_days: z.number().int().min(0).max(365).default(7),
});
export type ReferralProgramme = z.infer<typeof ReferralProgramme>;

/** Eight letters and digits without the look-alikes (0 O 1 I L). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ReferralCode = z.string().trim().toUpperCase().regex(/^[A-HJKMNP-Z2-9]{8}$/);

/**
 * Where a friend stands: joined and not yet paying; rewarded (their first order paid); not eligible (signed up on
 * the inviter's own device or network); past the inviter's limit (the friend was rewarded, the inviter not);
 * reversed (the first order was refunded within the window).
 */
export const FRIEND_STATES = ['joined', 'rewarded', 'not_eligible', 'over_limit', 'reversed'] as const;
export const FriendState = z.enum(FRIEND_STATES);
export type FriendState = z.infer<typeof FriendState>;

export const InviteFriend = z.object({
  /** First name and the last name's initial: the inviter sees no more of a friend. */
  name: z.string(),
  joined_at: z.string(),
  state: FriendState,
  /** What this friend earned the inviter, in minor units (signed: a reversal is negative). */
  earned: z.number().int(),
});
export type InviteFriend = z.infer<typeof InviteFriend>;

export const InviteResponse = z.object({
  code: ReferralCode,
  /** The invite sign-up page with the code, under the school's base: the link to share. */
  path: z.string(),
  currency: z.number().int(),
  programme: ReferralProgramme,
  /** Newest first, at most 100. */
  friends: z.array(InviteFriend),
  /** What the inviter has earned for their friends, reversals taken off, in minor units. */
  earned: z.number().int(),
});
export type InviteResponse = z.infer<typeof InviteResponse>;

export const InviteLookupQuery = z.object({ code: ReferralCode });

/** What the invite sign-up page shows of a code before the friend signs up. */
export const InviteLookupResponse = z.object({
  /** The inviter's first name. */
  inviter: z.string(),
  currency: z.number().int(),
  programme: ReferralProgramme,
});
export type InviteLookupResponse = z.infer<typeof InviteLookupResponse>;

export const REFERRAL_CALLS = {
  /** The learner's code, link, the school's rewards and the friends who joined through it. */
  invite: defineCall({ method: 'GET', path: '/learner/v1/invite', session: true, response: InviteResponse, staleTime: STALE_TIME.always }),
  /** Who invited, for the invite sign-up page. */
  inviteLookup: defineCall({ method: 'GET', path: '/learner/v1/invite/lookup', session: false, query: InviteLookupQuery, response: InviteLookupResponse, staleTime: STALE_TIME.always }),
} as const;
