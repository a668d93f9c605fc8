-- Lesson content and study progress (src/contract/lessons.ts; docs/decisions/0025-lesson-media-and-signed-urls.md,
-- 0026-lesson-progress.md). Isolation as in 0004: every row carries school_id and every index starts with it.

-- Where a lesson's content lives: a folder of the LESSONS bucket (R2) and its entry file. Seeded from the schools'
-- catalogues (src/api/seed/lesson-content.ts); the media themselves are put in R2 by scripts/db.ts.
CREATE TABLE lesson_content (
  school_id INTEGER NOT NULL,
  course_id INTEGER NOT NULL,
  lesson_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('video', 'pdf', 'text')),
  folder TEXT NOT NULL,                       -- R2 key prefix, ending in '/': what a signed URL grants
  entry TEXT NOT NULL,                        -- the file in the folder to open: master.m3u8, notes.pdf, an article
  captions TEXT,                              -- a video's WebVTT file in the folder; NULL: none
  PRIMARY KEY (school_id, course_id, lesson_id)
);

-- One per learner and lesson opened. position: seconds into a video, page of a PDF. Times are epoch ms.
CREATE TABLE lesson_progress (
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  course_id INTEGER NOT NULL,
  lesson_id INTEGER NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  completed_at INTEGER,                       -- NULL: not complete; once set it stays
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (school_id, user_id, course_id, lesson_id)
);
-- "Continue where you left off": the learner's latest lesson of a product.
CREATE INDEX lesson_progress_latest ON lesson_progress (school_id, user_id, course_id, updated_at DESC);
