-- Communities (src/contract/community.ts; docs/decisions/0069-feed-and-communities.md). Their posts, questions and
-- replies share `posts` with the feed, so likes, bookmarks and their counts are one mechanism. A community post has no
-- slug, type, language or Markdown body: those columns become nullable, which SQLite does only by rebuilding the
-- table. The feed's indexes become partial (community_id IS NULL): a school's feed never walks its communities' rows.
CREATE TABLE posts_next (
  school_id INTEGER NOT NULL,
  id INTEGER NOT NULL,                        -- the feed's: the school's ids (up to 999,999,999); a community's: above
  community_id INTEGER,                       -- null: the feed
  parent_id INTEGER,                          -- a reply's post (one level)
  author_id INTEGER,                          -- null: the school (the feed)
  kind TEXT,                                  -- a community's: 'post' or 'question'
  slug TEXT,
  post_type INTEGER,                          -- the feed's: SPEC.md section 3
  language TEXT,
  category TEXT,
  title TEXT,                                 -- null: a reply
  body TEXT NOT NULL DEFAULT '',              -- the feed's Markdown
  doc TEXT,                                   -- a community's: the checked rich-text document (src/contract/rich-doc.ts)
  quiz_json TEXT,
  pdf TEXT,
  video INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'published',   -- 'published' or 'held' (reported: shown to its author and faculty)
  resolved_by INTEGER,                        -- a question's answer: the reply faculty marked
  published_ms INTEGER NOT NULL,
  edited_ms INTEGER,
  like_count INTEGER NOT NULL DEFAULT 0,
  bookmark_count INTEGER NOT NULL DEFAULT 0,
  reply_count INTEGER NOT NULL DEFAULT 0,     -- kept by the triggers below, as the likes' are
  report_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (school_id, id)
);
INSERT INTO posts_next (school_id, id, slug, post_type, language, category, title, body, quiz_json, pdf, video, published_ms, like_count, bookmark_count)
  SELECT school_id, id, slug, post_type, language, category, title, body, quiz_json, pdf, video, published_ms, like_count, bookmark_count FROM posts;
-- The likes' and bookmarks' count triggers name `posts`: dropped while it is rebuilt, then written again as they were.
DROP TRIGGER post_likes_count_up;
DROP TRIGGER post_likes_count_down;
DROP TRIGGER post_bookmarks_count_up;
DROP TRIGGER post_bookmarks_count_down;
DROP TABLE posts;
ALTER TABLE posts_next RENAME TO posts;
CREATE TRIGGER post_likes_count_up AFTER INSERT ON post_likes BEGIN
  UPDATE posts SET like_count = like_count + 1 WHERE school_id = NEW.school_id AND id = NEW.post_id;
END;
CREATE TRIGGER post_likes_count_down AFTER DELETE ON post_likes BEGIN
  UPDATE posts SET like_count = like_count - 1 WHERE school_id = OLD.school_id AND id = OLD.post_id;
END;
CREATE TRIGGER post_bookmarks_count_up AFTER INSERT ON post_bookmarks BEGIN
  UPDATE posts SET bookmark_count = bookmark_count + 1 WHERE school_id = NEW.school_id AND id = NEW.post_id;
END;
CREATE TRIGGER post_bookmarks_count_down AFTER DELETE ON post_bookmarks BEGIN
  UPDATE posts SET bookmark_count = bookmark_count - 1 WHERE school_id = OLD.school_id AND id = OLD.post_id;
END;

CREATE UNIQUE INDEX posts_slug ON posts (school_id, slug) WHERE slug IS NOT NULL;
CREATE INDEX posts_newest ON posts (school_id, published_ms DESC, id DESC) WHERE community_id IS NULL;
CREATE INDEX posts_category ON posts (school_id, category, published_ms DESC, id DESC) WHERE community_id IS NULL;
CREATE INDEX posts_type ON posts (school_id, post_type, published_ms DESC, id DESC) WHERE community_id IS NULL;
-- A community's page: its posts and questions, newest first; and its unanswered questions.
CREATE INDEX posts_community ON posts (school_id, community_id, id DESC) WHERE parent_id IS NULL AND community_id IS NOT NULL;
CREATE INDEX posts_unresolved ON posts (school_id, community_id, id DESC) WHERE parent_id IS NULL AND kind = 'question' AND resolved_by IS NULL;
CREATE INDEX posts_replies ON posts (school_id, parent_id, id) WHERE parent_id IS NOT NULL;

CREATE TRIGGER posts_reply_count_up AFTER INSERT ON posts WHEN NEW.parent_id IS NOT NULL BEGIN
  UPDATE posts SET reply_count = reply_count + 1 WHERE school_id = NEW.school_id AND id = NEW.parent_id;
END;
CREATE TRIGGER posts_reply_count_down AFTER DELETE ON posts WHEN OLD.parent_id IS NOT NULL BEGIN
  UPDATE posts SET reply_count = reply_count - 1 WHERE school_id = OLD.school_id AND id = OLD.parent_id;
END;

CREATE TABLE communities (
  school_id INTEGER NOT NULL,
  id INTEGER NOT NULL,
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  product_id INTEGER,                         -- private: the product whose learners may join
  position INTEGER NOT NULL DEFAULT 0,
  member_count INTEGER NOT NULL DEFAULT 0,
  post_count INTEGER NOT NULL DEFAULT 0,      -- its posts and questions, replies not counted
  PRIMARY KEY (school_id, id)
);
CREATE UNIQUE INDEX communities_slug ON communities (school_id, slug);

CREATE TABLE community_members (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  school_id INTEGER NOT NULL,
  community_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  joined_ms INTEGER NOT NULL
);
CREATE UNIQUE INDEX community_members_once ON community_members (school_id, community_id, user_id);
CREATE INDEX community_members_newest ON community_members (school_id, community_id, id DESC);
CREATE TRIGGER community_members_count_up AFTER INSERT ON community_members BEGIN
  UPDATE communities SET member_count = member_count + 1 WHERE school_id = NEW.school_id AND id = NEW.community_id;
END;
CREATE TRIGGER community_members_count_down AFTER DELETE ON community_members BEGIN
  UPDATE communities SET member_count = member_count - 1 WHERE school_id = OLD.school_id AND id = OLD.community_id;
END;

CREATE TRIGGER posts_community_count_up AFTER INSERT ON posts WHEN NEW.community_id IS NOT NULL AND NEW.parent_id IS NULL BEGIN
  UPDATE communities SET post_count = post_count + 1 WHERE school_id = NEW.school_id AND id = NEW.community_id;
END;
CREATE TRIGGER posts_community_count_down AFTER DELETE ON posts WHEN OLD.community_id IS NOT NULL AND OLD.parent_id IS NULL BEGIN
  UPDATE communities SET post_count = post_count - 1 WHERE school_id = OLD.school_id AND id = OLD.community_id;
END;

-- One report per learner and post; the third learner's holds the post in the same statement (the trigger).
CREATE TABLE post_reports (
  school_id INTEGER NOT NULL,
  post_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  reason TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  PRIMARY KEY (school_id, post_id, user_id)
);
CREATE TRIGGER post_reports_hold AFTER INSERT ON post_reports BEGIN
  UPDATE posts SET report_count = report_count + 1,
    status = CASE WHEN report_count + 1 >= 3 THEN 'held' ELSE status END
  WHERE school_id = NEW.school_id AND id = NEW.post_id;
END;
