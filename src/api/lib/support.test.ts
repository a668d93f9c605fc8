import { describe, expect, it } from 'vitest';
import { SupportSettings } from '../../contract/support-settings.ts';
import { clocksOf, learnerActionChange, learnerReplyChange, settledStatus, staffReplyChange, type TicketRow } from './support.ts';

const HOUR = 3_600_000;
const SETTINGS = SupportSettings.parse({
  first_response_hours: 4, resolution_hours: 16, reopen_days: 7,
  business_hours: { timezone: 'Asia/Kolkata', days: [1, 2, 3, 4, 5], open: '09:00', close: '18:00' },
});
const at = (iso: string) => Date.parse(iso);
// Saturday 2026-12-05, 15:00 IST.
const SATURDAY = at('2026-12-05T09:30:00Z');

const row = (extra: Partial<TicketRow> = {}): TicketRow => ({
  id: 1, school_id: 1, user_id: 7, request_id: 'k', issue_type: 'video', description: 'd', product_id: null, status: 1, device_json: '{}',
  system_check_json: null, raised_at: SATURDAY, updated_at: SATURDAY, first_response_at: null, waiting_since: null, paused_ms: 0, resolved_at: null,
  fixed_at: null, ...extra,
});

describe('a ticket\'s clocks', () => {
  it('start when the desk opens: raised on Saturday, a first answer is due on Monday at 13:00 and a fix on Tuesday at 16:00', () => {
    const clocks = clocksOf(row(), SETTINGS, SATURDAY + HOUR);
    expect(clocks.first_response).toEqual({ due_at: '2026-12-07T07:30:00.000Z', met_at: null, paused: false, breached: false });
    expect(clocks.resolution).toEqual({ due_at: '2026-12-08T10:30:00.000Z', met_at: null, paused: false, breached: false });
  });

  it('are breached once past due, and stay so when met late', () => {
    const now = at('2026-12-07T08:00:00Z');
    expect(clocksOf(row(), SETTINGS, now).first_response.breached).toBe(true);
    expect(clocksOf(row({ first_response_at: now }), SETTINGS, now + HOUR).first_response).toMatchObject({ breached: true, met_at: new Date(now).toISOString() });
    expect(clocksOf(row({ first_response_at: at('2026-12-07T04:00:00Z') }), SETTINGS, now).first_response.breached).toBe(false);
  });

  it('move the fix\'s due by the business time support waited on the learner', () => {
    // Asked on Monday 10:00 IST, answered on Wednesday 10:00 IST: 18 business hours of waiting.
    const asked = at('2026-12-07T04:30:00Z');
    const answered = at('2026-12-09T04:30:00Z');
    const waiting = row({ first_response_at: asked, waiting_since: asked });
    expect(clocksOf(waiting, SETTINGS, answered).resolution).toEqual({ due_at: null, met_at: null, paused: true, breached: false });
    const change = learnerReplyChange(waiting, SETTINGS, answered);
    expect(change).toEqual({ waiting_since: null, paused_ms: 18 * HOUR });
    // Tuesday 16:00 IST plus 18 business hours: Thursday 16:00 IST.
    expect(clocksOf({ ...waiting, ...change }, SETTINGS, answered).resolution.due_at).toBe('2026-12-10T10:30:00.000Z');
  });
});

describe('moves', () => {
  const fixedAt = at('2026-12-07T06:00:00Z');
  const fixed = row({ status: 3, fixed_at: fixedAt, resolved_at: fixedAt, first_response_at: fixedAt, waiting_since: fixedAt });

  it('a fix may be reopened for seven days, then stands as Fixed (4)', () => {
    expect(settledStatus(fixed, SETTINGS, fixedAt + 7 * 24 * HOUR - 1)).toBe(3);
    expect(settledStatus(fixed, SETTINGS, fixedAt + 7 * 24 * HOUR)).toBe(4);
    expect(learnerActionChange(fixed, 'reopen', SETTINGS, fixedAt + HOUR)).toMatchObject({ status: 1, resolved_at: null, fixed_at: null, waiting_since: null });
    expect(() => learnerActionChange(fixed, 'reopen', SETTINGS, fixedAt + 8 * 24 * HOUR)).toThrow(/can no longer be reopened/);
    expect(learnerActionChange(fixed, 'confirm', SETTINGS, fixedAt + HOUR)).toEqual({ status: 4, waiting_since: null });
  });

  it.each([
    [1, 2, true], [1, 3, true], [1, 5, true], [2, 3, true], [2, 5, true], [2, 1, false], [3, 2, false], [4, 3, false], [5, 2, false],
  ] as const)('support moves %i to %i: %s', (from, to, allowed) => {
    const ticket = row({ status: from, ...(from === 3 ? { fixed_at: SATURDAY } : {}) });
    const move = () => staffReplyChange(ticket, { status: to as 2 | 3 | 5, awaiting_learner: false }, SETTINGS, SATURDAY + HOUR);
    if (allowed) expect(move().status).toBe(to);
    else expect(move).toThrow();
  });

  it('support asking the learner stops the clock; answering without asking starts it again', () => {
    const now = at('2026-12-07T04:30:00Z');
    const asked = staffReplyChange(row(), { awaiting_learner: true }, SETTINGS, now);
    expect(asked).toEqual({ first_response_at: now, waiting_since: now });
    const later = now + 2 * HOUR;
    expect(staffReplyChange(row({ ...asked }), { awaiting_learner: false }, SETTINGS, later)).toEqual({ first_response_at: now, waiting_since: null, paused_ms: 2 * HOUR });
  });
});
