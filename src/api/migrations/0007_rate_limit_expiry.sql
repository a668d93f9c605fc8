-- Throttle windows end (src/api/lib/throttle.ts). Each counter now says when its window ends, so every throttled call
-- can delete a bounded number of ended windows through this index: without it the table grew by a row for every new
-- client IP and never shrank. Rows from before this migration get 0, i.e. ended, and go at the first cleanups.
ALTER TABLE rate_limits ADD COLUMN expires_at INTEGER NOT NULL DEFAULT 0;
CREATE INDEX rate_limits_by_expiry ON rate_limits (expires_at);
