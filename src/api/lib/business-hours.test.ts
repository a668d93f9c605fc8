import { describe, expect, it } from 'vitest';
import { BusinessHours } from '../../contract/support-settings.ts';
import { addBusinessTime, businessTimeBetween } from './business-hours.ts';

const HOUR = 3_600_000;
const INDIA = BusinessHours.parse({ timezone: 'Asia/Kolkata', days: [1, 2, 3, 4, 5], open: '09:00', close: '18:00' });
const NEW_YORK = BusinessHours.parse({ timezone: 'America/New_York', days: [1, 2, 3, 4, 5], open: '09:00', close: '17:00' });
const at = (iso: string) => Date.parse(iso);

describe('business hours', () => {
  it.each([
    // Raised on a Monday at 10:00 IST (04:30 UTC): 8 hours end at closing; 9 run to Tuesday 10:00.
    ['within the day', '2026-11-30T04:30:00Z', 5, '2026-11-30T09:30:00Z'],
    ['to closing', '2026-11-30T04:30:00Z', 8, '2026-11-30T12:30:00Z'],
    ['over the evening', '2026-11-30T04:30:00Z', 9, '2026-12-01T04:30:00Z'],
    // Raised on Saturday night: the desk opens on Monday at 09:00 IST.
    ['over the weekend', '2026-12-05T16:00:00Z', 1, '2026-12-07T04:30:00Z'],
    // Before opening on a weekday: the clock starts at 09:00.
    ['before opening', '2026-12-01T01:00:00Z', 2, '2026-12-01T05:30:00Z'],
    ['a week of hours', '2026-11-30T03:30:00Z', 45, '2026-12-04T12:30:00Z'],
  ])('adds hours %s', (_, start, hours, due) => {
    expect(new Date(addBusinessTime(at(start), hours * HOUR, INDIA)).toISOString()).toBe(new Date(at(due)).toISOString());
  });

  it('keeps the desk in its own timezone across a change of the clocks', () => {
    // New York leaves daylight time on Sunday 2026-11-01: Friday 16:00 EDT (20:00Z) + 2 h is Monday 10:00 EST (15:00Z).
    expect(new Date(addBusinessTime(at('2026-10-30T20:00:00Z'), 2 * HOUR, NEW_YORK)).toISOString()).toBe('2026-11-02T15:00:00.000Z');
  });

  it('counts only open time between two instants, and nothing backwards', () => {
    // Friday 17:00 IST to Monday 10:00 IST: one hour on Friday and one on Monday.
    expect(businessTimeBetween(at('2026-12-04T11:30:00Z'), at('2026-12-07T04:30:00Z'), INDIA)).toBe(2 * HOUR);
    expect(businessTimeBetween(at('2026-12-05T04:30:00Z'), at('2026-12-06T12:30:00Z'), INDIA)).toBe(0);
    expect(businessTimeBetween(at('2026-12-07T04:30:00Z'), at('2026-12-04T11:30:00Z'), INDIA)).toBe(0);
  });

  it('agrees with itself: the time between a start and its due is what was added', () => {
    for (const start of ['2026-11-30T00:00:00Z', '2026-12-02T08:17:00Z', '2026-12-05T23:59:00Z']) {
      for (const hours of [0.25, 3, 9, 40]) {
        const due = addBusinessTime(at(start), hours * HOUR, INDIA);
        expect(businessTimeBetween(at(start), due, INDIA)).toBe(hours * HOUR);
      }
    }
  });

  it('refuses a desk that closes before it opens', () => {
    expect(BusinessHours.safeParse({ ...INDIA, open: '18:00', close: '09:00' }).success).toBe(false);
    expect(BusinessHours.safeParse({ ...INDIA, timezone: 'Mars/Olympus' }).success).toBe(false);
  });
});
