import type Hls from 'hls.js';
import type { HlsConfig } from 'hls.js';
import { pickLanguage } from './media-languages.ts';

export type { Hls };

export interface HlsPlayback {
  /** hls.js options beyond the house's own (no worker). */
  config?: Partial<HlsConfig>;
  /** The page's language: a lecture voiced in several (alternate audio renditions) speaks it where it can. */
  language?: string;
  /** Wires the player's events before the playlist loads; not called where the browser plays HLS itself. */
  setUp?: (player: Hls, events: typeof Hls.Events) => void;
  /** After the browser was given the playlist itself (Safari on a phone). */
  onNative?: () => void;
  /** hls.js could not be fetched, or this browser has neither native HLS nor Media Source. */
  onUnplayable: () => void;
}

/**
 * Plays an HLS playlist in a <video>, for the lesson player, the feed's videos and live classes alike: natively
 * where the browser plays HLS without Media Source, else through hls.js. hls.js is fetched on first use, one chunk
 * shared by every page, and the full build: lectures carry their voices as alternate audio renditions, which the
 * light build cannot play. Returns what stops it; a stop before hls.js arrives means it never starts.
 */
export function playHls(element: HTMLVideoElement, src: string, { config, language, setUp, onNative, onUnplayable }: HlsPlayback): () => void {
  if (element.canPlayType('application/vnd.apple.mpegurl') && !('MediaSource' in window)) {
    element.src = src;
    onNative?.();
    return () => undefined;
  }
  let player: Hls | null = null;
  let stopped = false;
  // Play pressed while hls.js is still on its way: giving the element its source would undo it, so it is pressed
  // again once the source is there.
  let pressed = false;
  const onPlay = () => {
    pressed = true;
  };
  element.addEventListener('play', onPlay, { once: true });
  import('hls.js').then(({ default: HlsJs }) => {
    if (stopped) return;
    if (!HlsJs.isSupported()) return onUnplayable();
    // No worker: the page's policy allows scripts from the school's origin only, not a blob: worker.
    const started = new HlsJs({ enableWorker: false, ...config });
    player = started;
    if (language) {
      started.on(HlsJs.Events.AUDIO_TRACKS_UPDATED, (_event, data) => {
        const voice = pickLanguage(data.audioTracks.map((track) => ({ language: track.lang ?? '', id: track.id })), language);
        if (voice && started.audioTrack !== voice.id) started.audioTrack = voice.id;
      });
    }
    setUp?.(started, HlsJs.Events);
    started.loadSource(src);
    started.attachMedia(element);
    element.removeEventListener('play', onPlay);
    if (pressed) void element.play().catch(() => undefined);
  }, () => {
    if (!stopped) onUnplayable();
  });
  return () => {
    stopped = true;
    element.removeEventListener('play', onPlay);
    player?.destroy();
  };
}
