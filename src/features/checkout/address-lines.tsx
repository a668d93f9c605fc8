import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import { placeOfSupply, type BillingAddress } from '../../contract/billing-address.ts';
import { addressLines } from './address-format.ts';

const block = css({ fontStyle: 'normal', color: 'fg.default', fontSize: 'md', lineHeight: '1.5', '& span': { display: 'block' } });

/** A billing address as a block: name, lines, tax id, and for an Indian address GST's place of supply. */
export function AddressLines({ address, testId }: { address: BillingAddress; testId?: string }) {
  const { t, i18n } = useTranslation();
  const place = address.country === 'IN' ? placeOfSupply(address.state) : null;
  return (
    <address className={block} data-testid={testId}>
      <span>{address.name}</span>
      {addressLines(address, i18n.language).map((line, i) => <span key={i}>{line}</span>)}
      {address.tax_id && <span>{t('checkout.address.taxIdLine', { taxId: address.tax_id })}</span>}
      {place && <span>{t('checkout.address.placeOfSupply', { place })}</span>}
    </address>
  );
}
