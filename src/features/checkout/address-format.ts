import { indianStateName, type BillingAddress } from '../../contract/billing-address.ts';

/** The lines of an address as a letter or an invoice writes them, in the page's language. */
export function addressLines(address: BillingAddress, language: string): string[] {
  const country = address.country === 'IN' ? null : regionName(address.country, language);
  const state = address.country === 'IN' ? indianStateName(address.state, language) : address.state;
  const place = [address.city, [state, address.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.company, address.line1, address.line2, place, country ?? (address.country === 'IN' ? regionName('IN', language) : '')].filter((l): l is string => Boolean(l));
}

/** A country's name in `language` (the code itself where the browser has no name for it). */
export function regionName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
