import { describe, expect, it } from 'vitest';
import { clockOff, clockSkew, daysUntil } from './drip.ts';

const server = '2026-11-24T12:00:00.000Z';
const at = Date.parse(server);

describe('content dripping in the player', () => {
  it('measures the device clock against the server answer it received', () => {
    expect(clockSkew(at + 3 * 3_600_000, server)).toBe(3 * 3_600_000);
    expect(clockSkew(at - 90_000, server)).toBe(-90_000);
  });

  it('calls a clock off beyond five minutes either way, not for network delay', () => {
    expect(clockOff(clockSkew(at + 800, server))).toBe(false);
    expect(clockOff(5 * 60_000)).toBe(false);
    expect(clockOff(5 * 60_000 + 1)).toBe(true);
    expect(clockOff(-3 * 3_600_000)).toBe(true);
  });

  it('counts the days left by the server clock, whatever the device says', () => {
    const opens = '2026-11-27T12:00:00.000Z';
    expect(daysUntil(opens, at, 0)).toBe(3);
    // A device two days fast still hears three days.
    expect(daysUntil(opens, at + 2 * 86_400_000, 2 * 86_400_000)).toBe(3);
    expect(daysUntil(opens, at + 86_400_000 * 2.5, 0)).toBe(1);
    // Never "0 days" for a lesson the server still keeps shut.
    expect(daysUntil(opens, at + 86_400_000 * 4, 0)).toBe(1);
  });
});
