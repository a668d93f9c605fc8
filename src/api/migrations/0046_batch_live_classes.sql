-- Live classes per batch (decision 0084): a live lesson in a batch's calendar is that batch's own class, at the
-- batch's time, in its own room. batch_id 0 is the product's own class (live.json), for learners in no batch.
-- SQLite grows a primary key by rebuilding the table.
CREATE TABLE live_classes_next (
  school_id INTEGER NOT NULL,
  course_id INTEGER NOT NULL,
  lesson_id INTEGER NOT NULL,
  batch_id INTEGER NOT NULL DEFAULT 0,
  type INTEGER NOT NULL CHECK (type IN (4, 7, 10)),
  starts_ms INTEGER NOT NULL,
  duration_s INTEGER NOT NULL CHECK (duration_s > 0),
  cancelled INTEGER NOT NULL DEFAULT 0,
  recording_lesson_id INTEGER,
  zoom_json TEXT,
  stream_url TEXT,
  reminder_minutes INTEGER NOT NULL,
  reminded_ms INTEGER,
  PRIMARY KEY (school_id, course_id, lesson_id, batch_id)
);
INSERT INTO live_classes_next (school_id, course_id, lesson_id, batch_id, type, starts_ms, duration_s, cancelled, recording_lesson_id, zoom_json, stream_url, reminder_minutes, reminded_ms)
  SELECT school_id, course_id, lesson_id, 0, type, starts_ms, duration_s, cancelled, recording_lesson_id, zoom_json, stream_url, reminder_minutes, reminded_ms FROM live_classes;
DROP TABLE live_classes;
ALTER TABLE live_classes_next RENAME TO live_classes;
CREATE INDEX live_classes_due ON live_classes (starts_ms) WHERE reminded_ms IS NULL AND cancelled = 0;
