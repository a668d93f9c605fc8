-- Mock tests (src/contract/mock-test.ts; docs/decisions/0028-mock-test-engine.md): papers and their questions seeded
-- from the schools' test blueprints, the learners' attempts, the answer journal's highest write per question, and
-- the school's faculty. Isolation as in 0004: every row carries school_id and every query names it with the learner.
-- Times are epoch ms.

-- One per test product (lesson_id 0) and per quiz lesson of a course (test_id = the course, lesson_id = the lesson).
CREATE TABLE test_papers (
  school_id INTEGER NOT NULL,
  test_id INTEGER NOT NULL,
  lesson_id INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  rules_json TEXT NOT NULL,                   -- PaperRules
  sections_json TEXT NOT NULL,                -- PaperSection[], questions in order
  max_score REAL NOT NULL,                    -- the sum of the questions' marks
  PRIMARY KEY (school_id, test_id, lesson_id)
);

CREATE TABLE questions (
  school_id INTEGER NOT NULL,
  id INTEGER NOT NULL,                        -- unique in the school: (lesson_id or test_id) * 1000 + n
  test_id INTEGER NOT NULL,
  lesson_id INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL,                  -- 0-based order in the paper
  data_json TEXT NOT NULL,                    -- Question: the view, its answer key and explanation
  PRIMARY KEY (school_id, id)
);
CREATE INDEX questions_by_paper ON questions (school_id, test_id, lesson_id, position);

CREATE TABLE attempts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,       -- global, never reused: it travels in URLs
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  test_id INTEGER NOT NULL,
  lesson_id INTEGER NOT NULL DEFAULT 0,
  number INTEGER NOT NULL,                    -- 1 for the first attempt, 2 for the first retake...
  idempotency_key TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('in_progress', 'aborted', 'submitted', 'evaluation_pending', 'applied_for_revaluation', 'under_revaluation')),
  epoch INTEGER NOT NULL DEFAULT 1,           -- grows when a window takes the attempt over
  started_at INTEGER NOT NULL,
  deadline_at INTEGER,                        -- NULL while paused
  remaining_ms INTEGER NOT NULL,              -- time left when paused; the full time at start
  section_id INTEGER,                         -- section-timed tests: the section being taken
  section_deadline_at INTEGER,
  submitted_at INTEGER,
  submitted_by TEXT CHECK (submitted_by IN ('learner', 'deadline', 'schedule')),
  score REAL,                                 -- set on submission, updated as subjective answers are graded
  pending_marks REAL NOT NULL DEFAULT 0,      -- marks of subjective answers not graded yet
  revaluation_used INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX attempts_by_key ON attempts (school_id, user_id, test_id, lesson_id, idempotency_key);
CREATE UNIQUE INDEX attempts_by_number ON attempts (school_id, user_id, test_id, lesson_id, number);
-- One attempt in progress or paused per learner and paper.
CREATE UNIQUE INDEX attempts_one_open ON attempts (school_id, user_id, test_id, lesson_id) WHERE state IN ('in_progress', 'aborted');
-- The scheduled submission walks open attempts by deadline; faculty walk those waiting for marks.
CREATE INDEX attempts_by_deadline ON attempts (state, deadline_at);
CREATE INDEX attempts_for_grading ON attempts (school_id, state, submitted_at);
-- Reports rank every attempt of a test in the school.
CREATE INDEX attempts_by_test ON attempts (school_id, test_id, lesson_id, state, score);

-- The highest (epoch, seq) write of each question of an attempt, and whether the learner has seen the question.
CREATE TABLE attempt_answers (
  attempt_id INTEGER NOT NULL,
  question_id INTEGER NOT NULL,
  school_id INTEGER NOT NULL,
  epoch INTEGER NOT NULL DEFAULT 0,
  seq INTEGER NOT NULL DEFAULT 0,             -- (0, 0): visited, never answered
  response_json TEXT,                         -- Response; NULL: no answer (cleared or never given)
  marked INTEGER NOT NULL DEFAULT 0,          -- marked for review
  time_ms INTEGER NOT NULL DEFAULT 0,
  visited INTEGER NOT NULL DEFAULT 1,
  awarded REAL,                               -- marks given: by scoring at submission, by faculty for subjective
  grader_comment TEXT,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (attempt_id, question_id)
);

-- SPEC.md section 6's faculty: who may grade subjective answers at a school.
CREATE TABLE staff (
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('faculty', 'admin')),
  PRIMARY KEY (school_id, user_id, role)
);
