-- The wallet (src/contract/wallet.ts; docs/decisions/0035-wallet-ledger.md): a ledger of credits and debits per
-- learner and school, never updated or deleted; the balance is the sum. Amounts are signed integer minor units of
-- the school's currency (CHECK typeof integer, as 0006). Times are epoch ms.
CREATE TABLE wallet_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('admin_credit', 'admin_debit', 'referral_create', 'referral_code', 'referee_first_order', 'debit_order', 'credit_course', 'referral_signup')),
  amount INTEGER NOT NULL CHECK (typeof(amount) = 'integer' AND amount <> 0),
  order_id INTEGER,                           -- the order a debit paid for, or whose credit came back
  note TEXT,
  created_at INTEGER NOT NULL
);
-- The ledger page and the balance: the learner's entries, newest first.
CREATE INDEX wallet_by_learner ON wallet_entries (school_id, user_id, id DESC);
-- An order's net: what it holds of the wallet now.
CREATE INDEX wallet_by_order ON wallet_entries (order_id) WHERE order_id IS NOT NULL;
