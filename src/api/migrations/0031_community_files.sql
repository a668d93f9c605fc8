-- Images and attachments in community posts (src/contract/community.ts; decision 0069). A file is signed for upload
-- first (a row with size 0), stored by its signed PUT (size set), then written into a post (post_id set). The bytes
-- live in R2 (the LESSONS bucket) under community/{school}/{user}/{file}; who may fetch them follows the post.
CREATE TABLE community_files (
  school_id INTEGER NOT NULL,
  file TEXT NOT NULL,                         -- 32 hex characters and the kind's extension
  user_id INTEGER NOT NULL,                   -- the uploader
  kind TEXT NOT NULL CHECK (kind IN ('image', 'attachment')),
  name TEXT NOT NULL,                         -- the learner's own name of the file, for the download
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL DEFAULT 0,            -- bytes once stored; 0 while only signed
  text TEXT,                                  -- an attachment's text (128 characters)
  post_id INTEGER,                            -- the post or reply showing it, once written
  created_ms INTEGER NOT NULL,
  PRIMARY KEY (school_id, file)
);
CREATE INDEX community_files_post ON community_files (school_id, post_id) WHERE post_id IS NOT NULL;
