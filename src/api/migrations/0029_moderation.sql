-- Moderation shared by community posts and course reviews (src/api/lib/moderation.ts; decision 0069), and the
-- notifications communities send.

-- The school's blocked words (communities.json `moderation`), kept out of the public school config: a list spammers
-- can read is a list they write around.
CREATE TABLE school_moderation (
  school_id INTEGER PRIMARY KEY,
  blocked_words_json TEXT NOT NULL DEFAULT '[]'
);

-- A review reported by three learners, or made of markup, is held until faculty review it; like a post.
ALTER TABLE reviews ADD COLUMN status TEXT NOT NULL DEFAULT 'published';
CREATE TABLE review_reports (
  school_id INTEGER NOT NULL,
  review_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  reason TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  PRIMARY KEY (school_id, review_id, user_id)
);
CREATE TRIGGER review_reports_hold AFTER INSERT ON review_reports BEGIN
  UPDATE reviews SET status = 'held'
  WHERE school_id = NEW.school_id AND id = NEW.review_id
    AND (SELECT COUNT(*) FROM review_reports r WHERE r.school_id = NEW.school_id AND r.review_id = NEW.review_id) >= 3;
END;

-- Replies, mentions, answers and likes in the communities are notifications of their own kinds. A CHECK constraint
-- changes only by rebuilding the table.
CREATE TABLE notifications_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('welcome', 'email_verified', 'password_changed', 'course_update', 'offer', 'live_class', 'announcement', 'community_reply', 'community_mention', 'community_answer', 'community_like')),
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
