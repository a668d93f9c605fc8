-- Lesson attachments (SPEC.md: attachments; src/contract/lessons.ts). Where each supplement's file lives, as
-- lesson_content does for a lesson: a folder of the LESSONS bucket (R2) and the file in it. Seeded from the
-- schools' catalogues (src/api/seed/lesson-content.ts). Isolation as in 0004: every index starts with school_id.
CREATE TABLE supplement_content (
  school_id INTEGER NOT NULL,
  supplement_id INTEGER NOT NULL,
  course_id INTEGER NOT NULL,
  lesson_id INTEGER NOT NULL,
  folder TEXT NOT NULL,                       -- R2 key prefix, ending in '/': what a signed URL grants
  entry TEXT NOT NULL,                        -- the file in the folder
  PRIMARY KEY (school_id, supplement_id)
);
