/** How a shard that cannot serve says so across the object's boundary: its error's message starts with this. */
export const SHARD_REFUSED = 'shard refused:';
