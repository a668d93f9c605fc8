-- Support tickets (src/contract/support.ts; docs/decisions/0083-support-tickets.md).

-- Who answers a school's tickets (its admins may too): a role of its own, not one of the community staff's (support
-- staff do not moderate communities or grade answers).
CREATE TABLE support_staff (
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  PRIMARY KEY (school_id, user_id)
);

-- A ticket: its status moves only by the moves of lib/support.ts, each an UPDATE conditional on the status it read.
-- The clocks are worked out when read from these instants (epoch ms) and the school's SupportSettings:
-- first_response_at ends the first-response clock; waiting_since is set while support waits on the learner (or the
-- ticket reads Fixed and may be reopened), and its business time is added to paused_ms when that ends.
CREATE TABLE tickets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  request_id TEXT NOT NULL,
  issue_type TEXT NOT NULL,
  description TEXT NOT NULL,
  product_id INTEGER,
  status INTEGER NOT NULL CHECK (status BETWEEN 1 AND 5),
  device_json TEXT NOT NULL,
  system_check_json TEXT,
  raised_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  first_response_at INTEGER,
  waiting_since INTEGER,
  paused_ms INTEGER NOT NULL DEFAULT 0,
  resolved_at INTEGER,
  fixed_at INTEGER
);
CREATE UNIQUE INDEX tickets_by_request ON tickets (school_id, user_id, request_id);
CREATE INDEX tickets_by_learner ON tickets (school_id, user_id, id DESC);
CREATE INDEX tickets_by_status ON tickets (school_id, status, id DESC);

CREATE TABLE ticket_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  ticket_id INTEGER NOT NULL,
  author_id INTEGER NOT NULL,
  author_role TEXT NOT NULL CHECK (author_role IN ('learner', 'support')),
  request_id TEXT NOT NULL,
  text TEXT NOT NULL,
  status_to INTEGER,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX ticket_messages_by_request ON ticket_messages (school_id, ticket_id, author_id, request_id);
CREATE INDEX ticket_messages_by_ticket ON ticket_messages (school_id, ticket_id, id);

-- A ticket's files: signed for upload (size 0 until stored), then given to the ticket or a message that names them.
CREATE TABLE ticket_files (
  school_id INTEGER NOT NULL,
  file TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL DEFAULT 0,
  ticket_id INTEGER,
  message_id INTEGER,
  created_ms INTEGER NOT NULL,
  PRIMARY KEY (school_id, file)
);
CREATE INDEX ticket_files_by_ticket ON ticket_files (school_id, ticket_id);

-- Support's replies and a demand's answer reach the learner's notifications, as kinds of their own.
CREATE TABLE notifications_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('welcome', 'email_verified', 'password_changed', 'course_update', 'offer', 'live_class', 'announcement', 'community_reply', 'community_mention', 'community_answer', 'community_like', 'support_reply', 'demand_reply')),
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT,
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
INSERT INTO notifications_next (id, school_id, user_id, kind, title, body, link, created_at, read_at)
  SELECT id, school_id, user_id, kind, title, body, link, created_at, read_at FROM notifications;
DROP TABLE notifications;
ALTER TABLE notifications_next RENAME TO notifications;
CREATE INDEX notifications_by_user ON notifications (school_id, user_id, id DESC);
