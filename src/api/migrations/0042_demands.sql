-- Demand tickets (src/contract/demand.ts): what learners ask the school to add, with one vote per learner (the one who
-- asked has theirs from the start). `votes` is the count of demand_votes, written in the same batch as each vote.
CREATE TABLE demands (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  request_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  details TEXT NOT NULL DEFAULT '',
  product_id INTEGER,
  status INTEGER NOT NULL CHECK (status IN (1, 2, 4, 5)),
  votes INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX demands_by_request ON demands (school_id, user_id, request_id);
CREATE INDEX demands_by_votes ON demands (school_id, status, votes DESC, id DESC);
CREATE TABLE demand_votes (
  school_id INTEGER NOT NULL,
  demand_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (school_id, demand_id, user_id)
);
CREATE TABLE demand_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  demand_id INTEGER NOT NULL,
  author_id INTEGER NOT NULL,
  author_role TEXT NOT NULL CHECK (author_role IN ('learner', 'support')),
  request_id TEXT NOT NULL,
  text TEXT NOT NULL,
  status_to INTEGER,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX demand_messages_by_request ON demand_messages (school_id, demand_id, author_id, request_id);
CREATE INDEX demand_messages_by_demand ON demand_messages (school_id, demand_id, id);
