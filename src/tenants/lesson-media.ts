import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths.ts';

/**
 * The demo schools' lesson media on disk (docs/decisions/0025-lesson-media-and-signed-urls.md), made once by
 * scripts/lesson-media/make-videos.sh and committed under content/lesson-media/<slug>/. The loader reads a video's
 * length from here, so a lesson's duration is its media's (issue 39, 18); the seed uploads the files.
 */
export const MEDIA_ROOT = path.join(REPO_ROOT, 'content', 'lesson-media');

/** A school without a clip of its own (the test fixtures, generated schools) shares the first demo school's. */
const SHARED_CLIP = 'nova-academy';

/** The folder of the school's video: master.m3u8, its renditions and captions. */
export function clipDir(slug: string): string {
  const own = path.join(MEDIA_ROOT, slug, 'video');
  return existsSync(own) ? own : path.join(MEDIA_ROOT, SHARED_CLIP, 'video');
}

/** The school's Markdown articles, content/lesson-media/<slug>/articles/<n>.md, in order. */
export function articleFiles(slug: string): string[] {
  const dir = path.join(MEDIA_ROOT, slug, 'articles');
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.md')).sort() : [];
}

/**
 * How long an HLS media playlist plays, in seconds: the sum of its segments' `#EXTINF` durations (RFC 8216 section
 * 4.3.2.1). Null for a playlist with no segments, such as a master playlist.
 */
export function playlistSeconds(playlist: string): number | null {
  const durations = [...playlist.matchAll(/^#EXTINF:\s*([0-9]+(?:\.[0-9]+)?)\s*,/gm)].map((match) => Number(match[1]));
  return durations.length ? durations.reduce((sum, seconds) => sum + seconds, 0) : null;
}

/** The first variant a master playlist names (every rendition of a clip plays for the same time). */
export function firstVariant(master: string): string | null {
  return master.split(/\r?\n/).map((line) => line.trim()).find((line) => line !== '' && !line.startsWith('#')) ?? null;
}

const measured = new Map<string, number>();

/** Whole seconds the school's video plays, read from its playlists; the error names the file that cannot say. */
export function clipSeconds(slug: string): number {
  const dir = clipDir(slug);
  const known = measured.get(dir);
  if (known !== undefined) return known;
  const masterFile = path.join(dir, 'master.m3u8');
  const variant = firstVariant(readFileSync(masterFile, 'utf8'));
  if (!variant) throw new Error(`${path.relative(REPO_ROOT, masterFile)} names no rendition`);
  const variantFile = path.join(dir, variant);
  const seconds = playlistSeconds(readFileSync(variantFile, 'utf8'));
  if (seconds === null) throw new Error(`${path.relative(REPO_ROOT, variantFile)} has no segments`);
  const whole = Math.round(seconds);
  measured.set(dir, whole);
  return whole;
}
