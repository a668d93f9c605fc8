import { describe, expect, it } from 'vitest';
import { sessionOpen } from './course-payment-page.tsx';

describe("a fast checkout's payment session (cpst)", () => {
  const now = Date.parse('2026-11-24T12:00:00.000Z');

  it('is open until its end, given in epoch milliseconds or as a date', () => {
    expect(sessionOpen(String(now + 60_000), now)).toBe(true);
    expect(sessionOpen(String(now), now)).toBe(false);
    expect(sessionOpen('2026-11-24T12:30:00.000Z', now)).toBe(true);
    expect(sessionOpen('2026-11-24T11:59:59.000Z', now)).toBe(false);
  });

  it('is never open without an end that is a time', () => {
    for (const cpst of [null, '', 'soon', '12', 'NaN', '2026-13-45']) expect(sessionOpen(cpst, now), String(cpst)).toBe(false);
  });
});
