import { describe, expect, it } from 'vitest';
import { ibanChecks, maskPayoutDetails, PAYOUT_TEXT, PayoutDetailsRequest, routingChecks } from './payout-details.ts';

const messages = (input: unknown) => {
  const parsed = PayoutDetailsRequest.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

const INDIA = { country: 'IN', holder: 'Asha Rao', ifsc: 'hdfc0001234', account_number: '50100123456789', account_number_again: '50100 123456789', tax_id: 'abcde1234f' };
const GERMANY = { country: 'DE', holder: 'Lena Weber', iban: 'DE89 3704 0044 0532 0130 00', tax_id: 'ABCDE1234F' };
const US = { country: 'US', holder: 'Sam Lee', routing_number: '021000021', account_number: '123456789', account_type: 'checking', tax_id: '27AAPFU0939F1ZV' };

describe('payout details, checked per country', () => {
  it('accept good details, tidied', () => {
    expect(PayoutDetailsRequest.parse(INDIA)).toMatchObject({ ifsc: 'HDFC0001234', account_number: '50100123456789', tax_id: 'ABCDE1234F' });
    expect(PayoutDetailsRequest.parse(GERMANY)).toMatchObject({ iban: 'DE89370400440532013000' });
    expect(PayoutDetailsRequest.parse(US)).toMatchObject({ routing_number: '021000021', tax_id: '27AAPFU0939F1ZV' });
  });

  it.each([
    ['an IFSC without its zero', { ...INDIA, ifsc: 'HDFC1001234' }, `ifsc: ${PAYOUT_TEXT.ifsc}`],
    ['a short Indian account number', { ...INDIA, account_number: '12345', account_number_again: '12345' }, `account_number: ${PAYOUT_TEXT.indianAccount}`],
    ['account numbers that differ', { ...INDIA, account_number_again: '50100123456780' }, `account_number_again: ${PAYOUT_TEXT.accountsDiffer}`],
    ['an IBAN with a wrong check digit', { ...GERMANY, iban: 'DE88370400440532013000' }, `iban: ${PAYOUT_TEXT.iban}`],
    ['an IBAN of the wrong length', { ...GERMANY, iban: 'DE8937040044053201300' }, `iban: ${PAYOUT_TEXT.iban}`],
    ['a French IBAN for Germany', { ...GERMANY, iban: 'FR1420041010050500013M02606' }, `iban: ${PAYOUT_TEXT.ibanCountry}`],
    ['a routing number failing its checksum', { ...US, routing_number: '021000022' }, `routing_number: ${PAYOUT_TEXT.routing}`],
    ['a US account number with letters', { ...US, account_number: '12AB5678' }, `account_number: ${PAYOUT_TEXT.usAccount}`],
    ['a tax id of 11 characters', { ...US, tax_id: 'ABCDE12345F' }, `tax_id: ${PAYOUT_TEXT.taxId}`],
    ['a PAN with a digit for its last letter', { ...INDIA, tax_id: 'ABCDE12345' }, `tax_id: ${PAYOUT_TEXT.taxId}`],
    ['no holder', { ...US, holder: ' ' }, `holder: ${PAYOUT_TEXT.holder}`],
  ])('refuse %s with its own words', (_, input, message) => {
    expect(messages(input)).toEqual([message]);
  });

  it('refuse a country outside India, the euro area and the US', () => {
    expect(PayoutDetailsRequest.safeParse({ ...GERMANY, country: 'GB' }).success).toBe(false);
  });

  it('know the published examples', () => {
    expect(ibanChecks('GB82WEST12345698765432')).toBe(true);
    expect(ibanChecks('NL91ABNA0417164300')).toBe(true);
    expect(ibanChecks('NL91ABNA0417164301')).toBe(false);
    expect(routingChecks('011000015')).toBe(true);
    expect(routingChecks('000000000')).toBe(false);
  });

  it('mask what the affiliate sees', () => {
    expect(maskPayoutDetails(PayoutDetailsRequest.parse(INDIA), '2026-11-30T00:00:00.000Z')).toEqual({
      country: 'IN', holder: 'Asha Rao', bank: 'HDFC0••••••', account: '••••••••••6789', tax_id: '••••••234F', updated_at: '2026-11-30T00:00:00.000Z',
    });
    expect(maskPayoutDetails(PayoutDetailsRequest.parse(GERMANY), 'x')).toMatchObject({ bank: 'DE89', account: '••••••••••••••••••3000' });
    expect(maskPayoutDetails(PayoutDetailsRequest.parse(US), 'x')).toMatchObject({ bank: '•••••0021', account: '•••••6789', tax_id: '•••••••••••F1ZV' });
  });
});
