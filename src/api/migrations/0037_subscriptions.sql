-- Subscriptions (src/api/lib/subscriptions.ts; docs/decisions/0079-subscriptions.md).
-- The school's plans, from its catalogue.json `subscription_plans`, each sold on one product.
CREATE TABLE subscription_plans (
  school_id INTEGER NOT NULL,
  id INTEGER NOT NULL,
  course_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,                          -- the {planName} of /subscription/{productSeo}/{planName}
  data_json TEXT NOT NULL,                     -- the plan as its contract parses it
  PRIMARY KEY (school_id, id),
  UNIQUE (school_id, course_id, name)
);
-- A learner's subscription. Its state moves by conditional updates (SUBSCRIPTION_MOVES); each paid period is an
-- order (orders.subscription_id, orders.period), so receipts, invoices and the payment history are the orders'.
CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  idempotency_key TEXT NOT NULL,
  course_id INTEGER NOT NULL,
  plan_id INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('created', 'authenticated', 'active', 'pending', 'halted', 'cancelled', 'completed', 'expired', 'paused')),
  gateway TEXT,
  gateway_subscription_id TEXT,
  method_json TEXT,                            -- the mandate on file (PaymentMethod), as the gateway reports it
  current_start INTEGER,
  current_end INTEGER,
  paid_count INTEGER NOT NULL DEFAULT 0,
  total_count INTEGER,                         -- NULL: until cancelled
  end_at INTEGER,                              -- a fixed validity's end
  charge_at INTEGER,                           -- the next charge: the renewal, or a failed one's retry
  due_at INTEGER,                              -- when the charge being retried was first due
  failures INTEGER NOT NULL DEFAULT 0,
  notice_for INTEGER NOT NULL DEFAULT 0,       -- the period whose UPI pre-debit notice went out
  cancel_at_period_end INTEGER NOT NULL DEFAULT 0,
  charging TEXT,                               -- the charge in flight (its order key): one at a time
  charging_since INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  ended_at INTEGER
);
CREATE UNIQUE INDEX subscriptions_by_key ON subscriptions (school_id, user_id, idempotency_key);
CREATE UNIQUE INDEX subscriptions_by_gateway ON subscriptions (gateway_subscription_id) WHERE gateway_subscription_id IS NOT NULL;
CREATE INDEX subscriptions_by_learner ON subscriptions (school_id, user_id, created_at DESC);
-- The renewal job walks what is due.
CREATE INDEX subscriptions_due ON subscriptions (charge_at) WHERE state IN ('active', 'pending', 'halted');
-- ... and what ends: a period cancelled at its end, or the last one.
CREATE INDEX subscriptions_ending ON subscriptions (current_end) WHERE state IN ('active', 'pending') AND charge_at IS NULL;
ALTER TABLE orders ADD COLUMN subscription_id INTEGER;
ALTER TABLE orders ADD COLUMN period INTEGER;
ALTER TABLE orders ADD COLUMN subscription_plan_id INTEGER;  -- the plan the period is on (a change's new plan)
-- A period is paid once: a second paid order for it is refused by the database itself.
CREATE UNIQUE INDEX orders_paid_period ON orders (subscription_id, period) WHERE subscription_id IS NOT NULL AND state IN ('paid', 'fulfilled');
CREATE INDEX orders_by_subscription ON orders (school_id, subscription_id, period) WHERE subscription_id IS NOT NULL;
-- The local gateway's mandates (GATEWAY=local), as Razorpay keeps a subscription: the method and whether the
-- payer's bank declines the next charges (the dashboard's switch, for trying a failed renewal).
CREATE TABLE dev_gateway_subscriptions (
  id TEXT NOT NULL PRIMARY KEY,
  school_id INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL,
  method_json TEXT,
  declines INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
ALTER TABLE dev_gateway_orders ADD COLUMN subscription_id TEXT;
-- The local sender's outbox also holds a UPI mandate's pre-debit notices (a CHECK changes by rebuilding the table).
CREATE TABLE outbox_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  recipient TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  kind TEXT NOT NULL CHECK (kind IN ('otp', 'password_reset', 'email_verification', 'live_reminder', 'pre_debit_notice')),
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
INSERT INTO outbox_next SELECT id, school_id, recipient, channel, kind, subject, body, created_at FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_next RENAME TO outbox;
CREATE INDEX outbox_by_recipient ON outbox (school_id, recipient, id);
CREATE INDEX outbox_by_age ON outbox (created_at);
