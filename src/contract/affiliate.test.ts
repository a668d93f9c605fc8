import { describe, expect, it } from 'vitest';
import { AFFILIATE_STATES, moveAffiliate, movesFrom, type AffiliateActor, type AffiliateMove, type AffiliateState } from './affiliate.ts';

// The whole machine as a table: each state, the moves each side may make from it, and where they lead. Anything
// not listed is refused.
const TABLE: Record<AffiliateState, { learner: Partial<Record<AffiliateMove, AffiliateState>>; admin: Partial<Record<AffiliateMove, AffiliateState>> }> = {
  non_affiliate: { learner: { apply: 'admin_approval_pending' }, admin: { invite: 'learner_approval_pending' } },
  admin_approval_pending: { learner: {}, admin: { approve: 'active_affiliate', reject: 'admin_rejected', block: 'blocked_affiliate' } },
  learner_approval_pending: { learner: { accept: 'active_affiliate', decline: 'learner_rejected' }, admin: { block: 'blocked_affiliate' } },
  active_affiliate: { learner: { pause: 'inactive_affiliate' }, admin: { deactivate: 'inactive_affiliate', block: 'blocked_affiliate' } },
  inactive_affiliate: { learner: {}, admin: { activate: 'active_affiliate', block: 'blocked_affiliate' } },
  blocked_affiliate: { learner: {}, admin: { unblock: 'inactive_affiliate' } },
  admin_rejected: { learner: { apply: 'admin_approval_pending' }, admin: { invite: 'learner_approval_pending', block: 'blocked_affiliate' } },
  learner_rejected: { learner: { apply: 'admin_approval_pending' }, admin: { invite: 'learner_approval_pending', block: 'blocked_affiliate' } },
};

describe('the affiliate states (SPEC.md section 4)', () => {
  it('are the eight of SPEC.md', () => {
    expect([...AFFILIATE_STATES].sort()).toEqual(Object.keys(TABLE).sort());
  });

  for (const state of AFFILIATE_STATES) {
    for (const actor of ['learner', 'admin'] as AffiliateActor[]) {
      it(`${actor} from ${state}: ${JSON.stringify(TABLE[state][actor])}`, () => {
        expect(movesFrom(state, actor).sort()).toEqual(Object.keys(TABLE[state][actor]).sort());
        for (const [move, to] of Object.entries(TABLE[state][actor])) expect(moveAffiliate(state, move as AffiliateMove, actor)).toBe(to);
        // The other side's moves are never this side's.
        const other = actor === 'learner' ? 'admin' : 'learner';
        for (const move of Object.keys(TABLE[state][other])) {
          if (!(move in TABLE[state][actor])) expect(moveAffiliate(state, move as AffiliateMove, actor)).toBeNull();
        }
      });
    }
  }
});
