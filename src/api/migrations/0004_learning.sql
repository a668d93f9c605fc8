-- What a learner owns and keeps (src/contract/learning.ts; docs/decisions/0010-learning-api.md): enrolments,
-- favourites (user likes), lesson bookmarks (notebooks) and their own reviews.
--
-- Isolation as in 0002/0003: every row carries school_id, every index starts with it and every query names it
-- together with the learner's id (users.id, "studentId"), so a learner only ever reads or changes their own rows.
-- Times are epoch ms. No foreign keys: deleting an account deletes these rows explicitly
-- (lib/accounts.ts deleteUserStatements), and rows of a product a reseed removed are left out by joins.

-- One per learner and product, as a purchase (or the dev-only enrol call) makes it.
CREATE TABLE enrolments (
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  course_id INTEGER NOT NULL,
  pricing_id INTEGER,                         -- the plan it came with; NULL: none (a product without pricing)
  enrolled_at INTEGER NOT NULL,
  expires_at INTEGER,                         -- resolved from the plan when enrolling; NULL: no end
  progress_percent INTEGER NOT NULL DEFAULT 0 CHECK (progress_percent BETWEEN 0 AND 100),
  last_opened_at INTEGER,
  PRIMARY KEY (school_id, user_id, course_id)
);
-- my-enrollments: the learner's products, most recently enrolled first.
CREATE INDEX enrolments_by_learner ON enrolments (school_id, user_id, enrolled_at DESC);

-- Ids are global and never reused (AUTOINCREMENT), as notification ids: they travel in URLs (DELETE .../{likeId}).
CREATE TABLE user_likes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  course_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX user_likes_one_per_product ON user_likes (school_id, user_id, course_id);

CREATE TABLE bookmarks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  course_id INTEGER NOT NULL,
  section_id INTEGER NOT NULL,                -- where the lesson sat when bookmarked; titles are read from the product
  lesson_id INTEGER NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,        -- seconds into a video, page of a PDF
  note TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
-- The per-product list and the per-lesson limit both walk one learner's rows of one product in this index.
CREATE INDEX bookmarks_by_lesson ON bookmarks (school_id, user_id, course_id, lesson_id);

-- Reviews written by learners live beside the school's seeded ones (user_id NULL), so the ratings every course
-- read counts from this table include them at once. Learner reviews take ids above LEARNER_REVIEW_ID_BASE
-- (src/api/lib/learning.ts), clear of the ids schools author, and the seed replaces only the seeded rows.
ALTER TABLE reviews ADD COLUMN user_id INTEGER;
ALTER TABLE reviews ADD COLUMN updated_at TEXT;  -- ISO, like created_at; NULL: never edited
CREATE UNIQUE INDEX reviews_one_per_learner ON reviews (school_id, user_id, course_id) WHERE user_id IS NOT NULL;
