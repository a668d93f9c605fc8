/**
 * The wallet (docs/decisions/0035-wallet-ledger.md): a ledger of credits and debits in the school's currency, with
 * SPEC.md section 3's transaction kinds. Credit pays part or all of an order (never an in-app purchase, never more
 * than the balance: SPEC.md section 5); an order that fails, is cancelled, expires or is refunded gives it back.
 */
import { z } from 'zod';
import { defineCall, STALE_TIME } from './call.ts';
import { Id } from './common.ts';
export { WALLET_TEXT } from './wallet-text.ts';

/** SPEC.md section 3: admin credit, admin debit, referral create, referral code, referee first order, debit order, credit course, referral signup. */
export const WALLET_KINDS = ['admin_credit', 'admin_debit', 'referral_create', 'referral_code', 'referee_first_order', 'debit_order', 'credit_course', 'referral_signup'] as const;
export const WalletKind = z.enum(WALLET_KINDS);
export type WalletKind = z.infer<typeof WalletKind>;

export const WalletEntry = z.object({
  id: Id,
  kind: WalletKind,
  /** Signed minor units: a credit is positive, a debit negative. */
  amount: z.number().int(),
  /** The order a debit paid for or whose credit came back; its receipt number. */
  order: z.object({ id: Id, receipt: z.string(), product_title: z.string() }).nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type WalletEntry = z.infer<typeof WalletEntry>;

export const WalletResponse = z.object({
  /** The school's currency code (SPEC.md section 9). */
  currency: z.number().int(),
  /** Minor units; below zero only if a late payment took back credit already returned (the learner owes it). */
  balance: z.number().int(),
  /** Newest first; at most the latest 100. */
  entries: z.array(WalletEntry),
});
export type WalletResponse = z.infer<typeof WalletResponse>;

const wallet = defineCall({ method: 'GET', path: '/learner/v1/wallet', session: true, response: WalletResponse, staleTime: STALE_TIME.always });

export const WALLET_CALLS = {
  /** The learner's wallet: balance and ledger. */
  wallet,
} as const;

/**
 * Local development and tests only (DEV_INBOX=1): an admin credit to a learner's wallet, as a school's admin gives
 * it (SPEC.md section 6), so demos and end-to-end tests can pay with credit.
 */
export const DEV_WALLET_CALLS = {
  devWalletCredit: defineCall({
    method: 'POST', path: '/learner/dev/wallet/credit', session: false,
    body: z.object({ email: z.email(), amount: z.number().int().positive().max(100_000_000), note: z.string().max(200).default('Credit from the school') }),
    response: z.object({ balance: z.number().int() }), invalidates: [wallet], dev: true,
  }),
} as const;
