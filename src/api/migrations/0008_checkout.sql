-- Checkout (src/contract/checkout.ts; docs/decisions/0023-orders-and-payments.md): coupons seeded from the school's
-- checkout.json, orders with their amounts and state, every payment attempt, the gateway's webhook events, and the
-- first answers of idempotent writes. Isolation as in 0002: every row carries school_id and every query names it.
-- Amounts are integer minor units (CHECK typeof integer, as 0006). Times are epoch ms.

CREATE TABLE coupons (
  school_id INTEGER NOT NULL,
  code TEXT NOT NULL,                          -- upper case, as the tenant file writes it
  data_json TEXT NOT NULL,                     -- the Coupon of the tenant file
  PRIMARY KEY (school_id, code)
);

-- A school's checkout settings that are not coupons (GST state).
CREATE TABLE checkout_settings (
  school_id INTEGER PRIMARY KEY,
  seller_state TEXT
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,       -- global, never reused: it travels in URLs and receipts
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  idempotency_key TEXT NOT NULL,
  course_id INTEGER NOT NULL,
  pricing_id INTEGER,
  state TEXT NOT NULL CHECK (state IN ('created', 'awaiting_payment', 'paid', 'fulfilled', 'failed', 'cancelled', 'expired', 'refunded')),
  currency INTEGER NOT NULL,
  price_json TEXT NOT NULL,                   -- checkoutPrice's result, as charged (the invoice prints it)
  coupon_code TEXT,
  total INTEGER NOT NULL CHECK (typeof(total) = 'integer' AND total >= 0),
  payment_channel INTEGER NOT NULL DEFAULT 1,
  gateway TEXT,                               -- NULL: nothing to pay, no gateway
  gateway_order_id TEXT,
  gateway_payment_id TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,                -- an unpaid order stops accepting payment (cpst)
  paid_at INTEGER,
  fulfilled_at INTEGER
);
-- A repeated create with the same key finds the first order.
CREATE UNIQUE INDEX orders_by_key ON orders (school_id, user_id, idempotency_key);
CREATE UNIQUE INDEX orders_by_gateway_order ON orders (gateway_order_id) WHERE gateway_order_id IS NOT NULL;
-- Payment history, and coupon use counts.
CREATE INDEX orders_by_learner ON orders (school_id, user_id, created_at DESC);
CREATE INDEX orders_by_coupon ON orders (school_id, coupon_code) WHERE coupon_code IS NOT NULL;
-- The scheduled settlement walks unsettled orders by state.
CREATE INDEX orders_by_state ON orders (state, expires_at);

-- Every payment attempt the gateway reported, by its payment id (one row each, updated as it moves).
CREATE TABLE payments (
  gateway_payment_id TEXT NOT NULL PRIMARY KEY,
  school_id INTEGER NOT NULL,
  order_id INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('authorized', 'captured', 'failed')),
  amount INTEGER NOT NULL CHECK (typeof(amount) = 'integer'),
  error TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX payments_by_order ON payments (school_id, order_id);

-- Webhook events seen, by the gateway's event id: a redelivery changes nothing.
CREATE TABLE webhook_events (
  school_id INTEGER NOT NULL,
  event_id TEXT NOT NULL,
  type TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  PRIMARY KEY (school_id, event_id)
);

-- The first answer of an idempotent write (confirm payment), by the learner's key.
CREATE TABLE idempotent_answers (
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  key TEXT NOT NULL,
  answer_json TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (school_id, user_id, key)
);

-- The local gateway (GATEWAY=local, never deployed): its own orders and payments, as Razorpay keeps them.
CREATE TABLE dev_gateway_orders (
  id TEXT NOT NULL PRIMARY KEY,
  school_id INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  receipt TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE dev_gateway_payments (
  id TEXT NOT NULL PRIMARY KEY,
  order_id TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX dev_gateway_payments_by_order ON dev_gateway_payments (order_id);

-- Invoices: one per paid order with something to pay, numbered 1, 2, 3 ... per school, written in the same batch
-- that fulfils the order (so a number is never skipped or used twice). The amounts are the order's price_json.
CREATE TABLE invoices (
  school_id INTEGER NOT NULL,
  number INTEGER NOT NULL,
  order_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  issued_at INTEGER NOT NULL,
  PRIMARY KEY (school_id, number)
);
CREATE UNIQUE INDEX invoices_by_order ON invoices (school_id, order_id);
CREATE INDEX invoices_by_learner ON invoices (school_id, user_id, number DESC);
