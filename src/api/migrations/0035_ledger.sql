-- One double-entry ledger per school (src/api/lib/ledger.ts; docs/decisions/0077-double-entry-ledger.md). Money
-- moves between accounts in transactions whose legs sum to zero; an account's balance is the sum of its legs. A
-- learner's wallet is the account 'wallet:<userId>'; the school's side of what it grants and what credit paid for
-- are 'school:grants' and 'school:sales'. Nothing is updated or deleted. A transaction's key (`txn`) makes a
-- repeat of it add nothing: its legs are written by one statement, all or none, and (school, txn, leg) is unique.
-- Amounts are signed integer minor units of the school's currency. Times are epoch ms.
CREATE TABLE ledger_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  txn TEXT NOT NULL,                          -- the transaction's idempotency key; every leg of it carries it
  leg INTEGER NOT NULL,                       -- 0, 1, ... within the transaction
  account TEXT NOT NULL,                      -- 'wallet:<userId>', 'school:grants', 'school:sales'
  kind TEXT NOT NULL,                         -- the transaction's kind: for a wallet, SPEC.md section 3's
  amount INTEGER NOT NULL CHECK (typeof(amount) = 'integer' AND amount <> 0),
  order_id INTEGER,                           -- the order it paid for, or whose credit came back
  note TEXT,
  created_at INTEGER NOT NULL,
  UNIQUE (school_id, txn, leg)
);
-- An account's entries, newest first (the rowid orders equal keys): the wallet page.
CREATE INDEX ledger_by_account ON ledger_entries (school_id, account);
-- A balance: the sum read from the index alone.
CREATE INDEX ledger_balance ON ledger_entries (school_id, account, amount);
-- An order's transactions: what it holds of the wallet now.
CREATE INDEX ledger_by_order ON ledger_entries (school_id, order_id) WHERE order_id IS NOT NULL;

-- The wallet's entries so far, each as a transaction of two legs: the learner's wallet and the school's side.
INSERT INTO ledger_entries (school_id, txn, leg, account, kind, amount, order_id, note, created_at)
SELECT w.school_id, 'wallet-entry:' || w.id, l.leg,
  CASE WHEN l.leg = 0 THEN 'wallet:' || w.user_id WHEN w.kind IN ('debit_order', 'credit_course') THEN 'school:sales' ELSE 'school:grants' END,
  w.kind, CASE WHEN l.leg = 0 THEN w.amount ELSE -w.amount END, w.order_id, w.note, w.created_at
FROM wallet_entries AS w CROSS JOIN (SELECT 0 AS leg UNION ALL SELECT 1) AS l
ORDER BY w.id, l.leg;

DROP TABLE wallet_entries;
