import { describe, expect, it } from 'vitest';
import { nextChange, remaining, serverNow } from './countdown.ts';

describe("the class page's clock", () => {
  it("counts by the API's time: a device hours wrong only measures how long since the answer", () => {
    const view = { server_time: Date.parse('2026-12-01T13:00:00Z') };
    const deviceThreeHoursFast = Date.parse('2026-12-01T16:00:00Z');
    expect(serverNow(view, deviceThreeHoursFast, deviceThreeHoursFast + 5000)).toBe(Date.parse('2026-12-01T13:00:05Z'));
    // A device clock set back after the answer never runs the countdown backwards.
    expect(serverNow(view, deviceThreeHoursFast, deviceThreeHoursFast - 60_000)).toBe(view.server_time);
  });

  it('splits what is left into days, hours, minutes and seconds, and stops at zero', () => {
    expect(remaining(90_061_000, 0)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(remaining(1_500, 1_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(remaining(1_000, 5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('asks again when Zoom opens, when the class starts and when it ends; never after', () => {
    const at = (iso: string) => Date.parse(iso);
    const base = { starts_at: '2026-12-01T13:30:00Z', ends_at: '2026-12-01T14:30:00Z', zoom_opens_at: '2026-12-01T13:15:00Z', zoom: null };
    expect(nextChange({ ...base, state: 'scheduled' }, at('2026-12-01T12:00:00Z'))).toBe(at('2026-12-01T13:15:00Z'));
    expect(nextChange({ ...base, state: 'scheduled' }, at('2026-12-01T13:20:00Z'))).toBe(at('2026-12-01T13:30:00Z'));
    expect(nextChange({ ...base, state: 'scheduled', zoom_opens_at: null }, at('2026-12-01T12:00:00Z'))).toBe(at('2026-12-01T13:30:00Z'));
    expect(nextChange({ ...base, state: 'live' }, at('2026-12-01T13:40:00Z'))).toBe(at('2026-12-01T14:30:00Z'));
    expect(nextChange({ ...base, state: 'recording_pending' }, at('2026-12-01T15:00:00Z'))).toBeNull();
    expect(nextChange({ ...base, state: 'cancelled' }, at('2026-12-01T12:00:00Z'))).toBeNull();
  });
});
