import { describe, expect, it } from 'vitest';
import { canMoveSubscription, cancelRefunds, nextRetry, periodEnd, proration, SUBSCRIPTION_STATES, type SubscriptionState } from './subscription.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const DAY = 86_400_000;

describe('a period', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', 'monthly', '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', 'monthly', '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 'monthly', '2028-02-29T10:00:00.000Z'],
    ['2026-12-31T23:00:00.000Z', 'monthly', '2027-01-31T23:00:00.000Z'],
    ['2028-02-29T08:00:00.000Z', 'yearly', '2029-02-28T08:00:00.000Z'],
    ['2026-11-30T05:00:00.000Z', 'yearly', '2027-11-30T05:00:00.000Z'],
  ] as const)('starting %s, %s, ends %s', (start, period, end) => {
    expect(iso(periodEnd(at(start), period))).toBe(end);
  });
});

describe('the retry schedule', () => {
  it('retries 1, 3 and 5 days after the due date, then no more', () => {
    const due = at('2026-12-01T00:00:00Z');
    expect([1, 2, 3, 4].map((failures) => nextRetry(due, failures))).toEqual([due + DAY, due + 3 * DAY, due + 5 * DAY, null]);
  });
});

describe('proration', () => {
  const start = at('2026-12-01T00:00:00Z');
  const end = at('2026-12-31T00:00:00Z'); // 30 days
  it.each([
    // paid, days used, new price -> credit, due now, to the wallet
    [30_000, 0, 60_000, 30_000, 30_000, 0],
    [30_000, 15, 60_000, 15_000, 45_000, 0],
    [30_000, 10, 60_000, 20_000, 40_000, 0],
    [60_000, 15, 20_000, 30_000, 0, 10_000],
    [60_000, 30, 20_000, 0, 20_000, 0],
    [999, 7, 500, 765, 0, 265],
    [0, 3, 500, 0, 500, 0],
  ])('paid %i, %i days used, new price %i: credit %i, due %i, %i to the wallet', (paid, used, newPrice, credit, due, toWallet) => {
    expect(proration({ paid, start, end, now: start + used * DAY, newPrice })).toEqual({ credit, due, toWallet });
  });
  it('never credits more than was paid, whatever the clock says', () => {
    expect(proration({ paid: 1000, start, end, now: start - 5 * DAY, newPrice: 0 }).credit).toBe(1000);
    expect(proration({ paid: 1000, start, end, now: end + 5 * DAY, newPrice: 0 }).credit).toBe(0);
  });
});

describe('cancelling at once', () => {
  const paid = at('2026-12-01T00:00:00Z');
  it.each([[0, true], [6.9, true], [7, false], [20, false]])('%s days after the charge refunds it: %s', (days, refunds) => {
    expect(cancelRefunds(paid, paid + days * DAY)).toBe(refunds);
  });
});

describe('the state machine', () => {
  const allowed: [SubscriptionState, SubscriptionState][] = [
    ['created', 'authenticated'], ['created', 'active'], ['authenticated', 'active'], ['active', 'active'], ['pending', 'active'], ['halted', 'active'],
    ['active', 'pending'], ['pending', 'pending'], ['pending', 'halted'], ['created', 'expired'], ['active', 'completed'],
    ...(['created', 'authenticated', 'active', 'pending', 'halted', 'paused'] as const).map((from): [SubscriptionState, SubscriptionState] => [from, 'cancelled']),
  ];
  it('moves exactly as written', () => {
    for (const from of SUBSCRIPTION_STATES) {
      for (const to of SUBSCRIPTION_STATES) {
        expect([from, to, canMoveSubscription(from, to)]).toEqual([from, to, allowed.some(([a, b]) => a === from && b === to)]);
      }
    }
  });
  it('never leaves a final state', () => {
    for (const final of ['cancelled', 'completed', 'expired'] as const) for (const to of SUBSCRIPTION_STATES) expect(canMoveSubscription(final, to)).toBe(false);
  });
});
