-- Answers to the feed's daily quizzes and questions of the day (src/contract/feed.ts): one per learner and post, the
-- first one kept. "How others answered" counts these rows by choice.
CREATE TABLE post_answers (
  school_id INTEGER NOT NULL,
  post_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  choice INTEGER NOT NULL,
  created_ms INTEGER NOT NULL,
  PRIMARY KEY (school_id, post_id, user_id)
);
CREATE INDEX post_answers_by_choice ON post_answers (school_id, post_id, choice);
