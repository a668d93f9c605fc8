/**
 * The billing address (docs/decisions/0048-billing-address.md): what `/coursePayment/my-address` asks for when a
 * school or product wants it, what an order keeps and what its invoice prints. The billing state decides Indian GST:
 * CGST + SGST within the school's state, IGST from another state or country. SPEC.md section 5's tax id rule holds.
 * One schema validates the form in the page and the body in the API, with the same texts.
 */
import { z } from 'zod';
import { VALIDATION_TEXT } from './auth.ts';
import { Id } from './common.ts';
import { isHonestText, SPOOFING_TEXT } from './public-text.ts';
import { ADDRESS_TEXT } from './billing-address-text.ts';
export { ADDRESS_TEXT } from './billing-address-text.ts';

/** India's states and union territories: ISO 3166-2:IN code, GST state code, English and Hindi names. */
export const INDIAN_STATES = [
  ['AN', 35, 'Andaman and Nicobar Islands', 'अंडमान और निकोबार द्वीपसमूह'], ['AP', 37, 'Andhra Pradesh', 'आंध्र प्रदेश'],
  ['AR', 12, 'Arunachal Pradesh', 'अरुणाचल प्रदेश'], ['AS', 18, 'Assam', 'असम'], ['BR', 10, 'Bihar', 'बिहार'],
  ['CH', 4, 'Chandigarh', 'चंडीगढ़'], ['CG', 22, 'Chhattisgarh', 'छत्तीसगढ़'],
  ['DH', 26, 'Dadra and Nagar Haveli and Daman and Diu', 'दादरा और नगर हवेली और दमन और दीव'], ['DL', 7, 'Delhi', 'दिल्ली'],
  ['GA', 30, 'Goa', 'गोवा'], ['GJ', 24, 'Gujarat', 'गुजरात'], ['HR', 6, 'Haryana', 'हरियाणा'], ['HP', 2, 'Himachal Pradesh', 'हिमाचल प्रदेश'],
  ['JK', 1, 'Jammu and Kashmir', 'जम्मू और कश्मीर'], ['JH', 20, 'Jharkhand', 'झारखंड'], ['KA', 29, 'Karnataka', 'कर्नाटक'],
  ['KL', 32, 'Kerala', 'केरल'], ['LA', 38, 'Ladakh', 'लद्दाख'], ['LD', 31, 'Lakshadweep', 'लक्षद्वीप'],
  ['MP', 23, 'Madhya Pradesh', 'मध्य प्रदेश'], ['MH', 27, 'Maharashtra', 'महाराष्ट्र'], ['MN', 14, 'Manipur', 'मणिपुर'],
  ['ML', 17, 'Meghalaya', 'मेघालय'], ['MZ', 15, 'Mizoram', 'मिज़ोरम'], ['NL', 13, 'Nagaland', 'नागालैंड'], ['OD', 21, 'Odisha', 'ओडिशा'],
  ['PY', 34, 'Puducherry', 'पुदुचेरी'], ['PB', 3, 'Punjab', 'पंजाब'], ['RJ', 8, 'Rajasthan', 'राजस्थान'], ['SK', 11, 'Sikkim', 'सिक्किम'],
  ['TN', 33, 'Tamil Nadu', 'तमिलनाडु'], ['TG', 36, 'Telangana', 'तेलंगाना'], ['TR', 16, 'Tripura', 'त्रिपुरा'],
  ['UP', 9, 'Uttar Pradesh', 'उत्तर प्रदेश'], ['UK', 5, 'Uttarakhand', 'उत्तराखंड'], ['WB', 19, 'West Bengal', 'पश्चिम बंगाल'],
] as const satisfies readonly (readonly [string, number, string, string])[];

export type IndianStateCode = (typeof INDIAN_STATES)[number][0];
const STATE_CODES: ReadonlySet<string> = new Set(INDIAN_STATES.map(([code]) => code));
export const isIndianState = (code: string): code is IndianStateCode => STATE_CODES.has(code);

/** A state's name in the page's language (Hindi for `hi`, else English), or the code itself when unknown. */
export function indianStateName(code: string, language: string): string {
  const state = INDIAN_STATES.find(([c]) => c === code);
  if (!state) return code;
  return language.startsWith('hi') ? state[3] : state[2];
}

/** GST's place of supply as invoices print it: "Karnataka (29)". */
export function placeOfSupply(code: string): string | null {
  const state = INDIAN_STATES.find(([c]) => c === code);
  return state ? `${state[2]} (${String(state[1]).padStart(2, '0')})` : null;
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * A GSTIN as the GST network issues it: the state's code, the holder's PAN, an entity number, Z, and a check
 * character (a Luhn mod 36 sum over the first fourteen).
 */
export function isValidGstin(gstin: string): boolean {
  if (!GSTIN_PATTERN.test(gstin)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(gstin[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] === gstin[14];
}

/** The ISO 3166-2:IN state a GSTIN was issued in, from its first two digits. */
export const gstinState = (gstin: string): IndianStateCode | null => INDIAN_STATES.find(([, code]) => code === Number(gstin.slice(0, 2)))?.[0] ?? null;

/** SPEC.md section 5: ten characters (five letters, four digits, one letter: a PAN) or fifteen alphanumerics (a GSTIN). */
export const TAX_ID_PATTERN = /^(?:[A-Z]{5}\d{4}[A-Z]|[A-Z0-9]{15})$/;
const PIN_PATTERN = /^[1-9]\d{5}$/;
const POSTAL_PATTERN = /^[A-Z0-9][A-Z0-9 -]{1,10}$/i;

/** Spaces dropped and letters upper-cased, as a tax id is written however it was typed. */
const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** ISO 3166-1 alpha-2 codes the address form offers; their names come from `Intl.DisplayNames` in the page's language. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI '
  + 'CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN '
  + 'GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR '
  + 'LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA '
  + 'PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG '
  + 'TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

const COUNTRY_SET: ReadonlySet<string> = new Set<string>(COUNTRY_CODES);

export const BillingAddress = z
  .object({
    name: z.string().trim().min(1, ADDRESS_TEXT.nameRequired).max(25, VALIDATION_TEXT.nameMax).refine(isHonestText, SPOOFING_TEXT),
    company: z.string().trim().max(100, ADDRESS_TEXT.companyTooLong).refine(isHonestText, SPOOFING_TEXT).default(''),
    line1: z.string().trim().min(1, ADDRESS_TEXT.lineRequired).max(100, ADDRESS_TEXT.lineTooLong),
    line2: z.string().trim().max(100, ADDRESS_TEXT.lineTooLong).default(''),
    city: z.string().trim().min(1, ADDRESS_TEXT.cityRequired).max(60, ADDRESS_TEXT.cityTooLong),
    /** In India, an ISO 3166-2:IN code (KA); elsewhere the region as written, or empty. */
    state: z.string().trim().max(60, ADDRESS_TEXT.regionTooLong).default(''),
    postal_code: z.string().trim().max(12, ADDRESS_TEXT.postalInvalid).default(''),
    /** ISO 3166-1 alpha-2. */
    country: z.string().refine((v) => COUNTRY_SET.has(v), ADDRESS_TEXT.countryInvalid),
    /** Empty, or SPEC.md section 5's tax id (a PAN or a GSTIN). */
    tax_id: z.string().transform(compact).refine((v) => v === '' || TAX_ID_PATTERN.test(v), ADDRESS_TEXT.taxIdInvalid).default(''),
  })
  .superRefine((a, ctx) => {
    if (a.country === 'IN') {
      if (!isIndianState(a.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: ADDRESS_TEXT.stateRequired });
      if (!PIN_PATTERN.test(a.postal_code)) ctx.addIssue({ code: 'custom', path: ['postal_code'], message: ADDRESS_TEXT.pinInvalid });
    } else if (a.postal_code !== '' && !POSTAL_PATTERN.test(a.postal_code)) {
      ctx.addIssue({ code: 'custom', path: ['postal_code'], message: ADDRESS_TEXT.postalInvalid });
    }
  });
export type BillingAddress = z.infer<typeof BillingAddress>;
export type BillingAddressInput = z.input<typeof BillingAddress>;

/**
 * The billing state an address gives GST: the state's code in India; a sentinel that matches no Indian state for
 * an address abroad (an export: IGST, never CGST + SGST); null with no address, which counts as the school's own state.
 */
export function gstBillingState(address: Pick<BillingAddress, 'country' | 'state'> | null): string | null {
  if (!address) return null;
  return address.country === 'IN' ? address.state : 'ABROAD';
}

/** Whether a school asks for a billing address before paying: never, optionally, or always (decision 0048). */
export const ADDRESS_ASK = ['never', 'optional', 'required'] as const;
export type AddressAsk = (typeof ADDRESS_ASK)[number];

/** A school's address rule in `checkout.json`: how it asks, and for which products (null: all). */
export const AddressSettings = z.object({
  ask: z.enum(ADDRESS_ASK).default('never'),
  course_ids: z.array(Id).min(1).nullable().default(null),
});
export type AddressSettings = z.infer<typeof AddressSettings>;

/** What a school's rule asks of a purchase of `courseId` (a product it does not name is never asked). */
export const addressAsk = (settings: AddressSettings, courseId: number): AddressAsk =>
  settings.course_ids === null || settings.course_ids.includes(courseId) ? settings.ask : 'never';

/** `/coursePayment/my-address` query: SPEC.md names the keys; decision 0048 gives addressType and addressConfig their values. */
export const ADDRESS_PAGE = {
  /** The only address type we ask for: billing (no product ships anything). */
  types: ['billing'] as const,
  /** Whether the page offers to go on without one. */
  configs: ['required', 'optional'] as const,
} as const;

export const BillingAddressResponse = z.object({ address: BillingAddress.nullable() });
export type BillingAddressResponse = z.infer<typeof BillingAddressResponse>;
