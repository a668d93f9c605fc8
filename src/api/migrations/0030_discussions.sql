-- Course discussions (src/contract/discussion.ts; docs/decisions/0069-feed-and-communities.md). A course's questions
-- and their replies are posts like a community's, so replies, counts, removal and moderation are one mechanism. Each
-- course has two discussion spaces, public and private: the space's id stands in `community_id` (no communities row
-- stands behind it, so no community page, list, like or report reaches a discussion), which keeps discussions off the
-- feed's partial indexes and on the communities' (`posts_community`, `posts_replies`). `kind` is SPEC.md's
-- 'public_discussion' or 'private_discussion'; a discussion's plain text is in `body`.
ALTER TABLE posts ADD COLUMN course_id INTEGER;       -- a discussion's course
ALTER TABLE posts ADD COLUMN lesson_id INTEGER;       -- asked under this lesson of the course, in the player
ALTER TABLE posts ADD COLUMN lesson_at INTEGER;       -- where in it: a video's second, a PDF's or deck's page
-- A lesson's own questions and answers, in the player.
CREATE INDEX posts_lesson ON posts (school_id, community_id, lesson_id, id DESC) WHERE parent_id IS NULL AND lesson_id IS NOT NULL;
