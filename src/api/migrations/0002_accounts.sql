-- Learner accounts and what signing in needs (docs/decisions/0005-authentication.md).
--
-- Isolation: every row carries school_id and every query names it; an e-mail, phone or username is unique per
-- school only, so the same person has separate accounts at two schools and neither can sign in on the other.
-- Times are epoch ms. Secrets are never stored: passwords as PBKDF2 hashes, session / reset / verification
-- tokens and OTP codes as SHA-256 hashes. No foreign keys, as in 0001: code deletes children explicitly.

CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,       -- studentId; AUTOINCREMENT: a deleted learner's id is never reused
  school_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,                        -- lower-cased
  phone TEXT,                                 -- canonical: + and digits (a bare 10-digit number is +91)
  username TEXT COLLATE NOCASE,
  password_hash TEXT NOT NULL,                -- hex PBKDF2-HMAC-SHA256, 32 bytes
  password_salt TEXT NOT NULL,                -- hex, 16 random bytes
  kdf_iterations INTEGER NOT NULL,            -- per row, so the work factor can rise without a reset
  email_verified_at INTEGER,
  segment_id INTEGER,                         -- where the learner signed up from (SPEC.md section 2)
  segment_path TEXT,
  profile_json TEXT NOT NULL DEFAULT '{}',    -- values of the school's profile_fields, by key
  profile_skips INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (school_id, email),
  UNIQUE (school_id, phone),
  UNIQUE (school_id, username)
);

-- Revoked sessions stay (until they would have expired) so a displaced one can be told why it stopped working.
CREATE TABLE sessions (
  school_id INTEGER NOT NULL,
  token_hash TEXT NOT NULL,                   -- hex SHA-256 of the token
  user_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  revoked_reason TEXT CHECK (revoked_reason IN ('signout', 'displaced', 'password_reset', 'password_change')),
  device TEXT,                                -- the user agent that signed in, shortened
  PRIMARY KEY (school_id, token_hash)
);
CREATE INDEX sessions_by_user ON sessions (school_id, user_id);

-- One OTP challenge per identifier: the current code plus the counters that limit sending and guessing.
CREATE TABLE otps (
  school_id INTEGER NOT NULL,
  identifier TEXT NOT NULL,                   -- lower-cased e-mail or canonical phone
  code_hash TEXT,                             -- NULL once used
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,        -- verify attempts on the current code
  sends INTEGER NOT NULL,                     -- codes sent in this challenge (first send and resends)
  challenge_started_at INTEGER NOT NULL,
  window_start INTEGER NOT NULL,              -- start of the current sending window
  window_sends INTEGER NOT NULL,
  last_sent_at INTEGER NOT NULL,
  used_at INTEGER,
  PRIMARY KEY (school_id, identifier)
);

-- Single-use links: password reset (1 hour) and e-mail verification (24 hours).
CREATE TABLE tokens (
  school_id INTEGER NOT NULL,
  token_hash TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('password_reset', 'email_verification')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  PRIMARY KEY (school_id, token_hash)
);
CREATE INDEX tokens_by_user ON tokens (school_id, user_id, purpose);

-- What the local sender "sent" (src/api/lib/sender.ts): read back by the dev-only inbox, pruned after a day.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  recipient TEXT NOT NULL,                    -- lower-cased e-mail or canonical phone
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  kind TEXT NOT NULL CHECK (kind IN ('otp', 'password_reset', 'email_verification')),
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX outbox_by_recipient ON outbox (school_id, recipient, id);
CREATE INDEX outbox_by_age ON outbox (created_at);

-- Fixed-window counters for throttling. Buckets name the call and a client IP or a hashed identifier, never an
-- address in the clear.
CREATE TABLE rate_limits (
  school_id INTEGER NOT NULL,
  bucket TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (school_id, bucket)
);
