-- Throttles count over a sliding window (src/api/lib/throttle.ts): each counter keeps the count of the window before
-- its current one, weighted by how much of that window still overlaps the last windowMs. A fixed window let a client
-- send twice the limit across a boundary, and forgot a burst the moment a new window began.
ALTER TABLE rate_limits ADD COLUMN previous_count INTEGER NOT NULL DEFAULT 0;
