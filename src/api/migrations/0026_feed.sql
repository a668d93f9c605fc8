-- The school's news feed (src/contract/feed.ts; docs/decisions/0069-feed-and-communities.md). The school writes the
-- posts (tenants/<slug>/feed.json, seeded); learners like and bookmark them. Isolation as in 0004: every row carries
-- school_id and every query names it. Communities will add their columns to `posts` in their own migration.
CREATE TABLE posts (
  school_id INTEGER NOT NULL,
  id INTEGER NOT NULL,
  slug TEXT NOT NULL,
  post_type INTEGER NOT NULL,                 -- SPEC.md section 3: 2, 3, 4, 5, 6, 7, 8, 14, 28
  language TEXT NOT NULL,
  category TEXT,                              -- a catalogue category's custom_name; null: none
  title TEXT NOT NULL,
  body TEXT NOT NULL,                         -- Markdown, rendered with HTML off
  quiz_json TEXT,                             -- PostQuiz, for a daily quiz or a question of the day
  pdf TEXT,                                   -- a pdf post's media file name
  video INTEGER NOT NULL DEFAULT 0,
  published_ms INTEGER NOT NULL,
  like_count INTEGER NOT NULL DEFAULT 0,      -- kept by the triggers below
  bookmark_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (school_id, id)
);
CREATE UNIQUE INDEX posts_slug ON posts (school_id, slug);
-- A page of the feed is the newest posts before a cursor, in a category or of a type.
CREATE INDEX posts_newest ON posts (school_id, published_ms DESC, id DESC);
CREATE INDEX posts_category ON posts (school_id, category, published_ms DESC, id DESC);
CREATE INDEX posts_type ON posts (school_id, post_type, published_ms DESC, id DESC);

-- One like and one bookmark per learner and post: INSERT OR IGNORE makes a second tap, or twenty at once, a no-op, and
-- the triggers count only the row written.
CREATE TABLE post_likes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  post_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  created_ms INTEGER NOT NULL
);
CREATE UNIQUE INDEX post_likes_once ON post_likes (school_id, post_id, user_id);
CREATE INDEX post_likes_mine ON post_likes (school_id, user_id, id DESC);
CREATE TRIGGER post_likes_count_up AFTER INSERT ON post_likes BEGIN
  UPDATE posts SET like_count = like_count + 1 WHERE school_id = NEW.school_id AND id = NEW.post_id;
END;
CREATE TRIGGER post_likes_count_down AFTER DELETE ON post_likes BEGIN
  UPDATE posts SET like_count = like_count - 1 WHERE school_id = OLD.school_id AND id = OLD.post_id;
END;

CREATE TABLE post_bookmarks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  post_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  created_ms INTEGER NOT NULL
);
CREATE UNIQUE INDEX post_bookmarks_once ON post_bookmarks (school_id, post_id, user_id);
CREATE INDEX post_bookmarks_mine ON post_bookmarks (school_id, user_id, id DESC);
CREATE TRIGGER post_bookmarks_count_up AFTER INSERT ON post_bookmarks BEGIN
  UPDATE posts SET bookmark_count = bookmark_count + 1 WHERE school_id = NEW.school_id AND id = NEW.post_id;
END;
CREATE TRIGGER post_bookmarks_count_down AFTER DELETE ON post_bookmarks BEGIN
  UPDATE posts SET bookmark_count = bookmark_count - 1 WHERE school_id = OLD.school_id AND id = OLD.post_id;
END;
