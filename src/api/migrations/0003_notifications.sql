-- In-app notifications of learners (src/contract/notifications.ts; src/api/lib/notifications.ts).
--
-- Isolation as in 0002: every row carries school_id and every query names it together with the learner's id, so a
-- learner only ever reads or marks their own. Times are epoch ms. No foreign keys: deleting an account deletes its
-- notifications explicitly (lib/accounts.ts deleteUserStatements).

CREATE TABLE notifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,       -- the list's cursor: newer rows have larger ids, never reused
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('welcome', 'email_verified', 'password_changed', 'course_update', 'offer', 'live_class', 'announcement')),
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT,                                  -- a path under the school's base prefix, e.g. /learn/<product>; or none
  created_at INTEGER NOT NULL,
  read_at INTEGER                             -- NULL while unread
);
-- The list (newest first, by cursor) and the unread count both walk one learner's rows in this index.
CREATE INDEX notifications_by_user ON notifications (school_id, user_id, id DESC);
