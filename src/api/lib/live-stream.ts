/**
 * The local stack's live stream (issue 42): external live (type 4) needs a real HLS live stream, and nothing may be
 * fetched from outside, so the API plays the school's own committed clip as one. The playlist is a sliding window
 * over the segments that have already "happened" since the class began, advancing with the clock: hls.js sees a
 * live playlist (no ENDLIST) whose media sequence grows every few seconds, with a discontinuity each time the clip
 * starts over. A deployed school gives its encoder's playlist instead (live.json `stream_url`).
 */

export interface ClipSegment {
  /** The segment's file, relative to its playlist. */
  name: string;
  seconds: number;
}

/** Segments in the window: about what a live encoder keeps (three to five target durations). */
export const LIVE_WINDOW = 4;

/** The segments of a media playlist (EXTINF and the URI after it). */
export function clipSegments(playlist: string): ClipSegment[] {
  const segments: ClipSegment[] = [];
  let seconds: number | null = null;
  for (const raw of playlist.split(/\r?\n/)) {
    const line = raw.trim();
    const info = /^#EXTINF:([\d.]+)/.exec(line);
    if (info) seconds = Number(info[1]);
    else if (line && !line.startsWith('#') && seconds !== null) {
      segments.push({ name: line, seconds });
      seconds = null;
    }
  }
  return segments;
}

/**
 * The live playlist `elapsedMs` after the class began: the last LIVE_WINDOW segments that have ended (at least the
 * first), numbered from the start of the class, the clip looping.
 */
export function livePlaylist(clip: readonly ClipSegment[], elapsedMs: number, uri: (segment: ClipSegment) => string, window = LIVE_WINDOW): string {
  if (clip.length === 0) throw new Error('a live stream needs at least one segment');
  const loopMs = clip.reduce((sum, s) => sum + s.seconds * 1000, 0);
  const elapsed = Math.max(0, elapsedMs);
  const loops = Math.floor(elapsed / loopMs);
  let within = elapsed - loops * loopMs;
  let endedInLoop = 0;
  for (const segment of clip) {
    if (within < segment.seconds * 1000) break;
    within -= segment.seconds * 1000;
    endedInLoop += 1;
  }
  const ended = Math.max(1, loops * clip.length + endedInLoop);
  const first = Math.max(0, ended - window);
  const n = clip.length;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(Math.max(...clip.map((s) => s.seconds)))}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    // The clip's starts before the window: each one a discontinuity the player has already passed.
    `#EXT-X-DISCONTINUITY-SEQUENCE:${first === 0 ? 0 : Math.ceil(first / n) - 1}`,
  ];
  for (let i = first; i < ended; i += 1) {
    const segment = clip[i % n]!;
    if (i > 0 && i % n === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${segment.seconds.toFixed(3)},`, uri(segment));
  }
  return `${lines.join('\n')}\n`;
}
