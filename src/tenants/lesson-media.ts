import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { captionLanguage } from '../contract/lessons.ts';
import { REPO_ROOT } from './paths.ts';

/**
 * The demo schools' lesson media on disk (docs/decisions/0025-lesson-media-and-signed-urls.md and 0072), committed
 * under content/lesson-media/<slug>/: a narrated lecture per video lesson (lectures/<lessonId>/, made by
 * scripts/lesson-media/make-lectures.ts), the school's clip for its feed and live stream (video/, made by
 * make-videos.sh), and its articles. The loader reads a video lesson's length from its lecture, so a lesson's
 * duration is its media's (issue 39, 18, 47); the seed uploads the files.
 */
export const MEDIA_ROOT = path.join(REPO_ROOT, 'content', 'lesson-media');

/** A school without a clip of its own (the test fixtures, generated schools) shares the first demo school's. */
const SHARED_CLIP = 'nova-academy';

/** The folder of the school's video: master.m3u8, its renditions and captions. */
export function clipDir(slug: string): string {
  const own = path.join(MEDIA_ROOT, slug, 'video');
  return existsSync(own) ? own : path.join(MEDIA_ROOT, SHARED_CLIP, 'video');
}

/** The demo schools whose lectures a school without its own reuses, in this order. */
const LECTURE_SCHOOLS = ['nova-academy', 'harbor-code', 'atelier-lingua'] as const;

let reusable: string[] | null = null;

/** Every demo lecture's folder, for the schools that reuse them (the test fixtures, the large generated school). */
function demoLectures(): string[] {
  reusable ??= LECTURE_SCHOOLS.flatMap((slug) => {
    const root = path.join(MEDIA_ROOT, slug, 'lectures');
    return existsSync(root) ? readdirSync(root).sort().map((id) => path.join(root, id)) : [];
  });
  return reusable;
}

/**
 * The folder of a video lesson's lecture (scripts/lesson-media/make-lectures.ts): the school's own, one per video
 * lesson, when it has lectures; else a demo school's, chosen by the lesson's id, so consecutive lessons play
 * different lectures. Null when the school has lectures but none for this lesson.
 */
export function lectureDir(slug: string, lessonId: number): string | null {
  const own = path.join(MEDIA_ROOT, slug, 'lectures');
  if (existsSync(own)) {
    const dir = path.join(own, String(lessonId));
    return existsSync(path.join(dir, 'master.m3u8')) ? dir : null;
  }
  const all = demoLectures();
  if (!all.length) throw new Error(`no lectures under ${path.relative(REPO_ROOT, MEDIA_ROOT)} to reuse`);
  return all[lessonId % all.length]!;
}

/** The languages a lecture is captioned (and voiced) in, from its caption files: English first, then by name. */
export function lectureLanguages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => captionLanguage(name) ?? []).sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : a.localeCompare(b)));
}

/** Every file under `dir`, in name order, with its path inside `dir` (`best/00.m4s`). */
export function filesUnder(dir: string, prefix = ''): { rel: string; full: string }[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, `${prefix}${name}/`) : [{ rel: `${prefix}${name}`, full }];
  });
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

/** Whole seconds the school's clip plays (the feed's videos and the live stream play it). */
export const clipSeconds = (slug: string): number => mediaSeconds(clipDir(slug));

/**
 * Whole seconds an HLS folder's video plays (a lecture's, a clip's), read from the master playlist's first
 * rendition; the error names the file that cannot say.
 */
export function mediaSeconds(dir: string): number {
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

/** How far a lesson's stated duration may be from its media's before the two disagree. */
export const DURATION_TOLERANCE_SECONDS = 5;

/**
 * Where a video lesson's stated duration and its lecture's media disagree by more than the tolerance: every video
 * rendition and every voice is measured, so a rendition cut short or a voice that runs on is caught too.
 */
export function durationMismatches(stated: number, dir: string): string[] {
  const master = readFileSync(path.join(dir, 'master.m3u8'), 'utf8');
  const playlists = master.split(/\r?\n/).flatMap((line) => {
    const uri = /URI="([^"]+)"/.exec(line)?.[1] ?? (line.trim() && !line.startsWith('#') ? line.trim() : null);
    return uri ? [uri] : [];
  });
  return playlists.flatMap((playlist) => {
    const seconds = playlistSeconds(readFileSync(path.join(dir, playlist), 'utf8')) ?? 0;
    return Math.abs(seconds - stated) > DURATION_TOLERANCE_SECONDS ? [`${playlist} plays ${seconds.toFixed(1)} s, the lesson says ${stated} s`] : [];
  });
}
