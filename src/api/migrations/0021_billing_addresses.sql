-- Billing addresses (src/contract/billing-address.ts; docs/decisions/0048-billing-address.md). One remembered address
-- per learner and school, replaced when saved again; an order keeps a copy of the address it was made with, so its
-- invoice never changes afterwards. The school's rule for asking sits beside its GST state. Isolation as in 0004.
CREATE TABLE billing_addresses (
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  data_json TEXT NOT NULL,                    -- BillingAddress, parsed on every read
  updated_at INTEGER NOT NULL,                -- epoch ms
  PRIMARY KEY (school_id, user_id)
);
ALTER TABLE orders ADD COLUMN billing_json TEXT;  -- BillingAddress or NULL
ALTER TABLE checkout_settings ADD COLUMN address_json TEXT NOT NULL DEFAULT '{"ask":"never","course_ids":null}';
