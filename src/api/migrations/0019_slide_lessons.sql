-- Slide decks as a kind of lesson content (docs/decisions/0046). SQLite cannot change a CHECK constraint, so the
-- table is rebuilt with 'slides' allowed and its rows kept.
CREATE TABLE lesson_content_next (
  school_id INTEGER NOT NULL,
  course_id INTEGER NOT NULL,
  lesson_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('video', 'pdf', 'slides', 'text')),
  folder TEXT NOT NULL,                       -- R2 key prefix, ending in '/': what a signed URL grants
  entry TEXT NOT NULL,                        -- the file in the folder to open: master.m3u8, notes.pdf, slides.pdf, an article
  captions TEXT,                              -- a video's WebVTT file in the folder; NULL: none
  PRIMARY KEY (school_id, course_id, lesson_id)
);
INSERT INTO lesson_content_next SELECT school_id, course_id, lesson_id, kind, folder, entry, captions FROM lesson_content;
DROP TABLE lesson_content;
ALTER TABLE lesson_content_next RENAME TO lesson_content;
