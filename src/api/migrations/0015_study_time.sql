-- Time a learner spends studying a product, per day (UTC), for /home/course-analytics. The player saves its place
-- every few seconds while a lesson is open; the time between two saves of one product counts as study when it is
-- short (the lesson was open all along), and not at all when it is long (the learner came back another time).
CREATE TABLE study_days (
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  course_id INTEGER NOT NULL,
  day TEXT NOT NULL,                          -- YYYY-MM-DD, UTC
  seconds INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (school_id, user_id, course_id, day)
) WITHOUT ROWID;
