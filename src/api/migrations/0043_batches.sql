-- Batches (docs/decisions/0084-batches.md): cohorts of a product with a start, an end, seats and a calendar.
CREATE TABLE batches (
  school_id INTEGER NOT NULL,
  id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  starts_ms INTEGER NOT NULL,
  ends_ms INTEGER NOT NULL,
  seats INTEGER NOT NULL CHECK (seats > 0),
  about TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (school_id, id)
);
CREATE INDEX batches_by_product ON batches (school_id, product_id, starts_ms);
-- When each lesson of the product opens for the batch (epoch ms).
CREATE TABLE batch_calendar (
  school_id INTEGER NOT NULL,
  batch_id INTEGER NOT NULL,
  lesson_id INTEGER NOT NULL,
  opens_ms INTEGER NOT NULL,
  PRIMARY KEY (school_id, batch_id, lesson_id)
);
-- A learner's place in a batch: one batch per product (the unique index), a seat each. A place is only ever written by
-- one INSERT ... SELECT that counts the batch's places in the same statement, so the seats cannot be oversold.
CREATE TABLE batch_members (
  school_id INTEGER NOT NULL,
  batch_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  joined_ms INTEGER NOT NULL,
  PRIMARY KEY (school_id, batch_id, user_id)
);
CREATE UNIQUE INDEX batch_members_one_per_product ON batch_members (school_id, product_id, user_id);
