import { describe, expect, it } from 'vitest';
import { formatMoney, isCurrencyCode, isMinorAmount, minorDigits, minorPerUnit, moneyLocale, toMinor } from './money.ts';

describe('money', () => {
  it('takes minor digits from Intl', () => {
    expect(minorDigits('INR')).toBe(2);
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(minorDigits('KWD')).toBe(3);
    expect(minorPerUnit(2)).toBe(100);
  });

  it('turns whole units written by a person into minor units, exactly', () => {
    expect(toMinor(7999, 2)).toBe(799900);
    expect(toMinor(49.99, 1)).toBe(4999);
    expect(toMinor(0.29, 32)).toBe(29);
    expect(() => toMinor(-1, 2)).toThrow(RangeError);
  });

  it('knows an amount: a safe, non-negative integer', () => {
    expect([0, 1, 799900].every(isMinorAmount)).toBe(true);
    expect([-1, 0.5, Number.NaN, Infinity, 2 ** 53, '100', null].some(isMinorAmount)).toBe(false);
    expect(isCurrencyCode(32)).toBe(true);
    expect(isCurrencyCode(7)).toBe(false);
  });

  it("writes money in the learner's language with the school's country", () => {
    expect(moneyLocale('en-IN', 1)).toBe('en-US');
    expect(moneyLocale('hi-IN', 2)).toBe('hi-IN');
    expect(moneyLocale('en-IN', 32)).toBe('en-DE');
  });

  it.each([
    [799900, 2, 'en-IN', '₹7,999'],
    [719900, 2, 'en-IN', '₹7,199'],
    [719920, 2, 'en-IN', '₹7,199.20'],
    [1_00_00_000_00, 2, 'en-IN', '₹1,00,00,000'],
    [1_00_00_000_00, 2, 'hi-IN', '₹1,00,00,000'],
    [44900, 1, 'en-IN', '$449'],
    [4999, 1, 'en-IN', '$49.99'],
    [4990, 1, 'en-IN', '$49.90'],
    [100_000_00, 1, 'en-IN', '$100,000'],
    [39000, 32, 'en-IN', '€390'],
    [8010, 32, 'en-IN', '€80.10'],
    [0, 2, 'en-IN', '₹0'],
  ] as const)('formats %d of currency %d for %s as %s', (amount, code, locale, text) => {
    expect(formatMoney(amount, code, locale)).toBe(text);
  });

  it('refuses to print anything but a count of minor units', () => {
    expect(() => formatMoney(7199.2, 2, 'en-IN')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 2, 'en-IN')).toThrow(RangeError);
  });
});
