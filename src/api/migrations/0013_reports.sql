-- Test reports (src/contract/report.ts; docs/decisions/0036-test-reports.md): what rank, percentile and the
-- topper and average comparisons read, kept as running sums so a report costs the same with 300 attempts or
-- 100,000. An attempt is counted once it is final (submitted, every mark given); `ranked_key` says which score
-- bucket holds it, so a revaluation moves it to its new bucket and a repeated count changes nothing.

-- The score bucket an attempt is counted in: round(score * 100), marks having two decimals. NULL: not counted yet.
ALTER TABLE attempts ADD COLUMN ranked_key INTEGER;
-- The topper: the highest counted score, the earliest submitted among equals.
CREATE INDEX attempts_ranked ON attempts (school_id, test_id, lesson_id, ranked_key DESC, submitted_at) WHERE ranked_key IS NOT NULL;
-- A learner's reports, newest first.
CREATE INDEX attempts_by_learner ON attempts (school_id, user_id, submitted_at DESC);

-- How many counted attempts of a paper have each score: rank is 1 + those above, percentile those at or below.
CREATE TABLE test_score_counts (
  school_id INTEGER NOT NULL,
  test_id INTEGER NOT NULL,
  lesson_id INTEGER NOT NULL,
  score_key INTEGER NOT NULL,                 -- round(score * 100)
  attempts INTEGER NOT NULL,
  PRIMARY KEY (school_id, test_id, lesson_id, score_key)
) WITHOUT ROWID;

-- Per paper: counted attempts and their total time, the denominators of every average (the average score is the
-- score counts').
CREATE TABLE test_stats (
  school_id INTEGER NOT NULL,
  test_id INTEGER NOT NULL,
  lesson_id INTEGER NOT NULL,
  attempts INTEGER NOT NULL,
  total_time_ms INTEGER NOT NULL,
  PRIMARY KEY (school_id, test_id, lesson_id)
) WITHOUT ROWID;

-- Per question of a paper, summed over counted attempts as first evaluated (a revaluation moves the score
-- bucket, not these sums): the average's time, marks and accuracy.
CREATE TABLE test_question_stats (
  school_id INTEGER NOT NULL,
  test_id INTEGER NOT NULL,
  lesson_id INTEGER NOT NULL,
  question_id INTEGER NOT NULL,
  answered INTEGER NOT NULL,                  -- attempts that gave an answer
  correct INTEGER NOT NULL,                   -- attempts that got full marks
  total_time_ms INTEGER NOT NULL,
  total_awarded REAL NOT NULL,
  PRIMARY KEY (school_id, test_id, lesson_id, question_id)
) WITHOUT ROWID;
