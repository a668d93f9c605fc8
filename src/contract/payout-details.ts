/**
 * An affiliate's payout details (`/account/affiliate-bank`; docs/decisions/0081-affiliate-programme.md), checked per
 * country: IFSC and account number in India, IBAN in the euro area, routing and account number in the US; the tax
 * id by SPEC.md section 5. Stored sealed, shown to the affiliate masked, read in full only by the school's admins.
 */
import { z } from 'zod';
import { PAYOUT_TEXT } from './payout-details-text.ts';
export { PAYOUT_TEXT } from './payout-details-text.ts';

/** The euro area's members (2026), with the length of their IBANs. */
export const EURO_IBAN_LENGTHS = {
  AT: 20, BE: 16, BG: 22, CY: 28, DE: 22, EE: 20, ES: 24, FI: 18, FR: 27, GR: 27, HR: 21, IE: 22, IT: 27, LT: 20, LU: 20, LV: 21, MT: 31,
  NL: 18, PT: 25, SI: 19, SK: 24,
} as const;
export type EuroCountry = keyof typeof EURO_IBAN_LENGTHS;
export const EURO_COUNTRIES = Object.keys(EURO_IBAN_LENGTHS) as EuroCountry[];
export const PAYOUT_COUNTRIES = ['IN', 'US', ...EURO_COUNTRIES] as const;
export type PayoutCountry = (typeof PAYOUT_COUNTRIES)[number];

const compact = (text: string) => text.replace(/[\s-]+/g, '').toUpperCase();

/** ISO 13616: the IBAN moved four characters on, letters as 10-35, is 1 modulo 97. */
export function ibanChecks(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of moved) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The ABA routing number's check: 3, 7 and 1 times its digits in turn sum to a multiple of 10. */
export function routingChecks(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0 && routing !== '000000000';
}

/** SPEC.md section 5: 10 characters (five letters, four digits, one letter) or 15 alphanumeric characters. */
export const TaxId = z.string().transform(compact).pipe(z.string().regex(/^(?:[A-Z]{5}\d{4}[A-Z]|[A-Z0-9]{15})$/, PAYOUT_TEXT.taxId));

const Holder = z.string().trim().min(2, PAYOUT_TEXT.holder).max(100, PAYOUT_TEXT.holder);

const India = z.object({
  country: z.literal('IN'),
  holder: Holder,
  ifsc: z.string().transform(compact).pipe(z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, PAYOUT_TEXT.ifsc)),
  account_number: z.string().transform(compact).pipe(z.string().regex(/^\d{9,18}$/, PAYOUT_TEXT.indianAccount)),
  /** Typed twice, as Indian banks' forms ask: a digit wrong in one is caught before money goes astray. */
  account_number_again: z.string().transform(compact),
  tax_id: TaxId,
}).refine((d) => d.account_number === d.account_number_again, { message: PAYOUT_TEXT.accountsDiffer, path: ['account_number_again'] });

const Euro = z.object({
  country: z.enum(EURO_COUNTRIES as [EuroCountry, ...EuroCountry[]]),
  holder: Holder,
  iban: z.string().transform(compact),
  tax_id: TaxId,
}).superRefine((d, ctx) => {
  if (!ibanChecks(d.iban) || d.iban.length !== EURO_IBAN_LENGTHS[d.iban.slice(0, 2) as EuroCountry]) {
    ctx.addIssue({ code: 'custom', message: PAYOUT_TEXT.iban, path: ['iban'] });
  } else if (!d.iban.startsWith(d.country)) ctx.addIssue({ code: 'custom', message: PAYOUT_TEXT.ibanCountry, path: ['iban'] });
});

const UnitedStates = z.object({
  country: z.literal('US'),
  holder: Holder,
  routing_number: z.string().transform(compact).refine(routingChecks, PAYOUT_TEXT.routing),
  account_number: z.string().transform(compact).pipe(z.string().regex(/^\d{4,17}$/, PAYOUT_TEXT.usAccount)),
  account_type: z.enum(['checking', 'savings']),
  tax_id: TaxId,
});

/** What the affiliate sends: one country's fields. */
export const PayoutDetailsRequest = z.discriminatedUnion('country', [India, Euro, UnitedStates]);
export type PayoutDetailsRequest = z.input<typeof PayoutDetailsRequest>;
export type PayoutDetails = z.output<typeof PayoutDetailsRequest>;

/** All but the last `shown` characters as dots. */
export const maskTail = (text: string, shown = 4): string => `${'•'.repeat(Math.max(0, text.length - shown))}${text.slice(-shown)}`;

/** What the affiliate sees of their details: enough to recognise them, not enough to use them. */
export const MaskedPayoutDetails = z.object({
  country: z.enum(PAYOUT_COUNTRIES),
  holder: z.string(),
  /** The bank: the IFSC's bank code, the IBAN's country and check digits, or the routing number's last digits. */
  bank: z.string(),
  account: z.string(),
  tax_id: z.string(),
  updated_at: z.string(),
});
export type MaskedPayoutDetails = z.infer<typeof MaskedPayoutDetails>;

export function maskPayoutDetails(details: PayoutDetails, updatedAt: string): MaskedPayoutDetails {
  const tax = maskTail(details.tax_id);
  if (details.country === 'IN') return { country: 'IN', holder: details.holder, bank: `${details.ifsc.slice(0, 5)}${'•'.repeat(6)}`, account: maskTail(details.account_number), tax_id: tax, updated_at: updatedAt };
  if (details.country === 'US') return { country: 'US', holder: details.holder, bank: maskTail(details.routing_number), account: maskTail(details.account_number), tax_id: tax, updated_at: updatedAt };
  return { country: details.country, holder: details.holder, bank: details.iban.slice(0, 4), account: maskTail(details.iban), tax_id: tax, updated_at: updatedAt };
}
