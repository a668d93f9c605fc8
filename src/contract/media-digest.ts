// The digest `MediaDigest` names (catalogue.ts): what the seed stores with a media file and what the site build
// gives a file it fetched, so the two agree. Node's only (the seed and the build), apart from the schemas the
// browser loads.
import { createHash } from 'node:crypto';

/** A media file's bytes, as a hash: SHA-256, the first 32 hex digits. */
export const mediaDigest = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex').slice(0, 32);
