-- A digest of each media file's bytes as the seed wrote them (src/api/seed/seed-sql.ts): listed for the whole school
-- in one answer (CALLS.mediaDigests), it tells the site build which files it already holds, so a build does not ask
-- for every product's image one request at a time (issue 14). Empty for rows written before it: such a file is
-- always fetched.
ALTER TABLE media ADD COLUMN digest TEXT NOT NULL DEFAULT '';
