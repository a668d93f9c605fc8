-- The affiliate programme's links, commissions and payouts (src/api/lib/commissions.ts;
-- docs/decisions/0081-affiliate-programme.md). The money itself is in the ledger: a commission is held on
-- 'affiliate:<userId>:held', released to 'affiliate:<userId>:payable', moved to 'affiliate:<userId>:payout' when a payout
-- is asked for and to the school's 'school:paid_out' when an admin marks it paid. These tables say which link, order
-- and payout each transaction belongs to.

-- The affiliate's code, in every link they share (`?aff=`); made the first time they open their links.
ALTER TABLE affiliates ADD COLUMN code TEXT;
CREATE UNIQUE INDEX affiliates_by_code ON affiliates (school_id, code) WHERE code IS NOT NULL;

-- A visit through a link: the affiliate, the product whose sales page it opened, the learner (signed in then, or
-- from their sign-up through it) and the browser's device cookie (a reload from the same device is one click).
CREATE TABLE affiliate_clicks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  affiliate_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  user_id INTEGER,
  device_id TEXT NOT NULL,
  signed_up INTEGER NOT NULL DEFAULT 0 CHECK (signed_up IN (0, 1)),
  at INTEGER NOT NULL
);
CREATE INDEX affiliate_clicks_by_link ON affiliate_clicks (school_id, affiliate_id, product_id);
-- A buyer's last click: the one their order is attributed to.
CREATE INDEX affiliate_clicks_by_user ON affiliate_clicks (school_id, user_id, at DESC) WHERE user_id IS NOT NULL;
CREATE INDEX affiliate_clicks_by_device ON affiliate_clicks (school_id, device_id, at DESC);

-- An order an affiliate brought: its commission (minor units), the click it came through, and where the commission
-- stands: held until `release_at`, then released (payable) unless a refund reversed it first, then in a payout.
CREATE TABLE affiliate_orders (
  school_id INTEGER NOT NULL,
  order_id INTEGER NOT NULL,
  affiliate_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  click_id INTEGER NOT NULL,
  commission INTEGER NOT NULL CHECK (typeof(commission) = 'integer' AND commission > 0),
  at INTEGER NOT NULL,
  release_at INTEGER NOT NULL,
  released_at INTEGER,
  reversed_at INTEGER,
  payout_id INTEGER,
  PRIMARY KEY (school_id, order_id)
);
CREATE INDEX affiliate_orders_by_affiliate ON affiliate_orders (school_id, affiliate_id, at DESC);
-- What each link brought: the page's figures per product.
CREATE INDEX affiliate_orders_by_link ON affiliate_orders (school_id, affiliate_id, product_id);
CREATE INDEX affiliate_orders_due ON affiliate_orders (school_id, release_at) WHERE released_at IS NULL AND reversed_at IS NULL;

-- A payout the affiliate asked for: every released commission not yet paid out, to the details on file then
-- (masked, as the affiliate saw them). pending until an admin marks it paid with the transfer's reference.
CREATE TABLE affiliate_payouts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  idempotency_key TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (typeof(amount) = 'integer' AND amount > 0),
  state TEXT NOT NULL CHECK (state IN ('pending', 'paid')),
  details_json TEXT NOT NULL,
  reference TEXT,
  requested_at INTEGER NOT NULL,
  paid_at INTEGER,
  UNIQUE (school_id, user_id, idempotency_key)
);
CREATE INDEX affiliate_payouts_by_user ON affiliate_payouts (school_id, user_id, id DESC);
CREATE INDEX affiliate_payouts_by_state ON affiliate_payouts (school_id, state, id);
