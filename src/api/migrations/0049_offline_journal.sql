-- Writes made offline and sent late (docs/decisions/0086-offline-study.md): a bookmark carries the id the browser gave
-- it when it was made, so a journal that sends it again (its answer was lost on a dropped line) finds it made once.
ALTER TABLE bookmarks ADD COLUMN client_id TEXT;
CREATE UNIQUE INDEX bookmarks_client ON bookmarks (school_id, user_id, client_id) WHERE client_id IS NOT NULL;
