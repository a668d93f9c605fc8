-- A seat held for an order while it waits for payment (docs/decisions/0084-batches.md): one per learner and product
-- (a new order moves it), written only by one INSERT ... SELECT that counts the batch's members and the live holds
-- of others in the same statement. A hold counts while its order may still be paid (created, awaiting payment or
-- paid) and its time has not run out; fulfilment turns it into a place in the batch and removes it.
CREATE TABLE batch_holds (
  school_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  batch_id INTEGER NOT NULL,
  order_id INTEGER NOT NULL,
  expires_ms INTEGER NOT NULL,
  PRIMARY KEY (school_id, product_id, user_id)
);
CREATE INDEX batch_holds_by_batch ON batch_holds (school_id, batch_id, expires_ms);
