-- Invite and earn (src/api/lib/referrals.ts; docs/decisions/0078-invite-and-earn.md).
-- Each learner's code, made the first time they open /invite; unique in the school.
CREATE TABLE referral_codes (
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  code TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (school_id, user_id),
  UNIQUE (school_id, code)
);
-- A friend who signed up through a code: one row per friend, its state moved forward by conditional updates. The
-- credits themselves are ledger transactions keyed 'referral:<friendId>:<what>'.
CREATE TABLE referrals (
  school_id INTEGER NOT NULL,
  friend_id INTEGER NOT NULL,
  inviter_id INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('joined', 'rewarded', 'not_eligible', 'over_limit', 'reversed')),
  order_id INTEGER,                           -- the friend's first paid order, once rewarded
  created_at INTEGER NOT NULL,
  rewarded_at INTEGER,
  PRIMARY KEY (school_id, friend_id)
);
CREATE INDEX referrals_by_inviter ON referrals (school_id, inviter_id, created_at DESC);
-- Where a session began, to tell an inviter's own second account: the device's cookie and the network address,
-- hashed with the school's id (the address itself is not kept).
ALTER TABLE sessions ADD COLUMN device_id TEXT;
ALTER TABLE sessions ADD COLUMN address_hash TEXT;
CREATE INDEX sessions_by_device ON sessions (school_id, device_id) WHERE device_id IS NOT NULL;
