-- A batch's life beyond its seats (docs/decisions/0084-batches.md): whether learners see its leaderboard, its
-- faculty's announcements, the school's achievements and who earned them.
ALTER TABLE batches ADD COLUMN leaderboard_hidden INTEGER NOT NULL DEFAULT 0;

-- Announcements to one batch, from its faculty (or the school's admins): each is also a notification of every member.
CREATE TABLE batch_announcements (
  id INTEGER PRIMARY KEY AUTOINCREMENT,       -- newer announcements have larger ids
  school_id INTEGER NOT NULL,
  batch_id INTEGER NOT NULL,
  author_id INTEGER,                          -- NULL: seeded by the school
  author_name TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  created_ms INTEGER NOT NULL
);
CREATE INDEX batch_announcements_by_batch ON batch_announcements (school_id, batch_id, id DESC);

-- The milestones the school defines (batches.json's achievements): a streak of study days, the first full mock
-- test, a rank in the batch's leaderboard, or a share of the course done.
CREATE TABLE batch_badges (
  school_id INTEGER NOT NULL,
  id TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('streak', 'first_full_mock', 'rank', 'progress')),
  amount INTEGER NOT NULL DEFAULT 0,          -- days, the top N, or the percent; 0 for the first full mock
  position INTEGER NOT NULL,
  PRIMARY KEY (school_id, id)
);

-- Earned once per learner, batch and badge (the primary key), at the moment its fact became true.
CREATE TABLE batch_achievements (
  school_id INTEGER NOT NULL,
  batch_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  badge_id TEXT NOT NULL,
  earned_ms INTEGER NOT NULL,
  PRIMARY KEY (school_id, batch_id, user_id, badge_id)
);
