-- Live alerts (src/contract/live-alerts.ts; issue 42): a school's announcements, sent by its faculty or admins. Each
-- also becomes a notification of every learner of the school (kind 'announcement'), so a learner who was away finds it.
CREATE TABLE live_alerts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,       -- the list's cursor: newer alerts have larger ids
  school_id INTEGER NOT NULL,
  author_id INTEGER,                          -- NULL: seeded by the school
  author_name TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  product_id INTEGER,                         -- the product it is about (`bundleId` lists a bundle's); NULL: none
  created_ms INTEGER NOT NULL
);
CREATE INDEX live_alerts_by_school ON live_alerts (school_id, id DESC);
CREATE INDEX live_alerts_by_product ON live_alerts (school_id, product_id, id DESC) WHERE product_id IS NOT NULL;
