-- The affiliate programme (src/api/lib/affiliates.ts; docs/decisions/0081-affiliate-programme.md).
-- A learner's place in the school's programme; no row is non_affiliate. Only AFFILIATE_MOVES change `state`, each by
-- an UPDATE conditional on the state it was read in, with its event written in the same batch.
CREATE TABLE affiliates (
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('admin_approval_pending', 'learner_approval_pending', 'active_affiliate', 'inactive_affiliate',
    'blocked_affiliate', 'admin_rejected', 'learner_rejected')),
  pitch TEXT NOT NULL DEFAULT '',
  website TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (school_id, user_id)
);
CREATE INDEX affiliates_by_state ON affiliates (school_id, state, updated_at DESC);
-- Every move, who made it (the learner, or an admin by id) and the admin's note.
CREATE TABLE affiliate_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  move TEXT NOT NULL,
  actor TEXT NOT NULL CHECK (actor IN ('learner', 'admin')),
  actor_id INTEGER NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  at INTEGER NOT NULL
);
CREATE INDEX affiliate_events_by_user ON affiliate_events (school_id, user_id, id DESC);
-- An affiliate's payout details (src/contract/payout-details.ts): sealed (AES-GCM under PAYOUT_DETAILS_SECRET, bound to
-- the school and the learner) for the school's admins to read; the masked form is what the affiliate is shown.
CREATE TABLE affiliate_payout_details (
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  country TEXT NOT NULL,
  sealed TEXT NOT NULL,
  masked_json TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (school_id, user_id)
);
