/**
 * The school media files earlier builds fetched, kept by the digest of their bytes (`mediaDigest`): a build asks the
 * API for the digests of a school's files in one request (`CALLS.mediaDigests`) and fetches only those it does not
 * hold. A small school's product images were forty requests a build, each a read of the API's database.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaDigest } from '../../src/contract/media-digest.ts';
import { MEDIA_CACHE_DIR } from './paths.ts';
import { writeAtomic } from './files.ts';

/** The file whose bytes have this digest, if an earlier build kept it; null otherwise. */
export async function cachedMedia(digest: string, cacheDir = MEDIA_CACHE_DIR): Promise<Buffer | null> {
  // (A digest is the API's word: only one that can be a file name is looked up.)
  if (!/^[0-9a-f]{32}$/.test(digest)) return null;
  try {
    const body = await readFile(path.join(cacheDir, digest));
    // A file cut short (a full disk) is not the one named: it is fetched again, and kept anew.
    return mediaDigest(body) === digest ? body : null;
  } catch {
    return null;
  }
}

/** Keeps `body` under its own digest (not the one the API named: the file may have changed since it was listed). */
export function keepMedia(body: Buffer, cacheDir = MEDIA_CACHE_DIR): Promise<void> {
  return writeAtomic(path.join(cacheDir, mediaDigest(body)), body);
}
