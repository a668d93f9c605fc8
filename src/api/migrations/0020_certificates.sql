-- Course certificates (src/contract/certificates.ts; docs/decisions/0047-course-certificates.md). One per learner and
-- course, issued by the API when earned; the code is what /verify/{code} and the QR code carry. Isolation as in 0004.
CREATE TABLE certificates (
  school_id INTEGER NOT NULL,
  code TEXT NOT NULL,                         -- XXXX-XXXX-XXXX, random, unique in the school
  user_id INTEGER NOT NULL,
  course_id INTEGER NOT NULL,
  learner_name TEXT NOT NULL,                 -- as printed, fixed at issue
  course_title TEXT NOT NULL,
  reason TEXT NOT NULL CHECK (reason IN ('completed', 'passed_tests')),
  issued_at INTEGER NOT NULL,                 -- epoch ms
  PRIMARY KEY (school_id, code)
);
CREATE UNIQUE INDEX certificates_once ON certificates (school_id, user_id, course_id);
