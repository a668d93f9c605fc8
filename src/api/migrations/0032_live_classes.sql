-- Live classes (src/contract/live.ts; issue 42): the schedule of each live lesson, seeded from the school's live.json.
-- The state (scheduled, live now, over, cancelled) is never stored: it follows from the start, the length and the
-- clock (contract liveState). Zoom's details stay here and leave only in the class call, to an enrolled learner.
CREATE TABLE live_classes (
  school_id INTEGER NOT NULL,
  course_id INTEGER NOT NULL,
  lesson_id INTEGER NOT NULL,
  type INTEGER NOT NULL CHECK (type IN (4, 7, 10)),
  starts_ms INTEGER NOT NULL,
  duration_s INTEGER NOT NULL CHECK (duration_s > 0),
  cancelled INTEGER NOT NULL DEFAULT 0,
  recording_lesson_id INTEGER,                -- a video lesson of the same course; NULL: none attached yet
  zoom_json TEXT,                             -- ZoomDetails (types 7 and 10)
  stream_url TEXT,                            -- external live's playlist; NULL: the stack's own stream
  reminder_minutes INTEGER NOT NULL,
  reminded_ms INTEGER,                        -- when the reminder went out; NULL: not yet (a moved class is reminded again)
  PRIMARY KEY (school_id, course_id, lesson_id)
);
-- The cron's question across schools: classes not yet reminded, by start.
CREATE INDEX live_classes_due ON live_classes (starts_ms) WHERE reminded_ms IS NULL AND cancelled = 0;

-- The local sender's outbox also holds the live-class reminders (SQLite changes a CHECK by rebuilding the table).
CREATE TABLE outbox_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  recipient TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  kind TEXT NOT NULL CHECK (kind IN ('otp', 'password_reset', 'email_verification', 'live_reminder')),
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
INSERT INTO outbox_next SELECT id, school_id, recipient, channel, kind, subject, body, created_at FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_next RENAME TO outbox;
CREATE INDEX outbox_by_recipient ON outbox (school_id, recipient, id);
CREATE INDEX outbox_by_age ON outbox (created_at);
