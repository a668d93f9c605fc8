/**
 * The tax rule (docs/decisions/0017-money-and-tax.md): a plan's `tax_mode` says whether its price includes the
 * school's tax (`pre_gst`), has it added (`post_gst`) or carries none (`no_tax`); the school says which tax that is.
 * SPEC.md names GST at 18% because its schools are Indian; a school elsewhere names its own tax, or none. zod-free.
 */
import { CURRENCIES, type CurrencyCode } from './money.ts';

/** A school's tax as learners read it: `{ label: 'VAT', rate_percent: 20 }`. */
export interface SchoolTax {
  /** The tax's name on the school's pages: GST, VAT, Sales tax. Not translated: it is the tax's own name. */
  readonly label: string;
  /** Its rate in percent, at most two decimals: 18, 20, 8.25. */
  readonly rate_percent: number;
}

/** SPEC.md section 9's "GST text 18%": the tax of every school in India unless it says otherwise. */
export const GST: SchoolTax = { label: 'GST', rate_percent: 18 };

/**
 * The tax a school's prices carry: the one its configuration names (`school_config.tax`); when it names none,
 * GST for a school in India (its currency's country) and no tax anywhere else. `null` in the configuration means the
 * school charges no tax.
 */
export function schoolTax(config: { readonly currency: CurrencyCode; readonly tax?: SchoolTax | null | undefined }): SchoolTax | null {
  if (config.tax !== undefined) return config.tax;
  return CURRENCIES[config.currency]?.country === 'IN' ? GST : null;
}

/** The rate in hundredths of a percent (basis points), so tax arithmetic stays in integers: 18% is 1800. */
export const rateBasisPoints = (tax: SchoolTax): number => Math.round(tax.rate_percent * 100);
