-- The code lab (docs/decisions/0085-code-lab.md): a school's challenges from its code.json, hidden tests included
-- (they never leave the API), and each learner's submissions with the server's verdict.
CREATE TABLE code_challenges (
  school_id INTEGER NOT NULL,
  id INTEGER NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('javascript', 'sql', 'python')),
  course_id INTEGER,                          -- the lesson it is, if any
  lesson_id INTEGER,
  data_json TEXT NOT NULL,                    -- TenantChallenge
  PRIMARY KEY (school_id, id)
);
CREATE TABLE code_submissions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  challenge_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  language TEXT NOT NULL,
  source TEXT NOT NULL,
  verdict TEXT NOT NULL CHECK (verdict IN ('accepted', 'wrong_answer', 'time_limit', 'runtime_error')),
  passed INTEGER NOT NULL,
  total INTEGER NOT NULL,
  ms INTEGER NOT NULL,
  cases_json TEXT NOT NULL,                   -- CaseResult[]
  created_ms INTEGER NOT NULL
);
CREATE INDEX code_submissions_mine ON code_submissions (school_id, user_id, challenge_id, id);
