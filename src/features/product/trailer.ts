import { PREVIEW_MEDIA_CALL } from '../../contract/preview-media.ts';
import { call } from '../../lib/call.ts';
import { languageName, shownCaptions } from '../../lib/media-languages.ts';
import { logger } from '../../platform/errors/logger.ts';

/**
 * A sales page's trailer (trailer.tsx): pressing play over the buy box's cover asks for the free-preview lesson's
 * signed playlist and plays it there, in the browser's own controls, voiced and captioned in the page's language.
 * Nothing of it loads before the press: not the playlist, not the video engine (lib/play-hls.ts, hls.js).
 */
export function wireTrailer(frame: HTMLElement): void {
  const start = frame.querySelector<HTMLAnchorElement>('[data-trailer-play]');
  const failure = frame.parentElement?.querySelector<HTMLElement>('[data-trailer-error]');
  const courseId = Number(frame.dataset.trailerCourse);
  const lessonId = Number(frame.dataset.trailerLesson);
  if (!start || !failure || !Number.isInteger(courseId) || !Number.isInteger(lessonId)) return;
  const language = document.documentElement.lang || 'en';
  let stop: (() => void) | null = null;

  const fail = (error?: unknown) => {
    if (error) logger.info('product: the trailer could not be played', error);
    stop?.();
    stop = null;
    frame.querySelector('video')?.remove();
    delete frame.dataset.playing;
    start.hidden = false;
    start.removeAttribute('aria-busy');
    failure.hidden = false;
  };

  const play = async () => {
    failure.hidden = true;
    start.setAttribute('aria-busy', 'true');
    let media, playHls;
    try {
      // The playlist and the video engine's wrapper at once (hls.js itself follows, where the browser needs it).
      [media, { playHls }] = await Promise.all([call(PREVIEW_MEDIA_CALL, { query: { course_id: courseId, lesson_id: lessonId } }), import('../../lib/play-hls.ts')]);
    } catch (error) {
      return fail(error);
    }
    const video = document.createElement('video');
    video.controls = true;
    video.playsInline = true;
    video.setAttribute('aria-label', start.dataset.trailerName ?? '');
    video.dataset.testid = 'trailer-video';
    for (const captions of shownCaptions(media.captions, language)) {
      const track = document.createElement('track');
      track.kind = 'captions';
      track.src = captions.url;
      track.srclang = captions.language;
      track.label = languageName(captions.language, language);
      video.appendChild(track);
    }
    video.addEventListener('error', () => fail(video.error));
    frame.appendChild(video);
    frame.dataset.playing = '';
    start.hidden = true;
    const begin = () => void video.play().catch(() => undefined);
    stop = playHls(video, media.url, {
      language,
      setUp: (player, events) => {
        player.on(events.MANIFEST_PARSED, begin);
        player.on(events.ERROR, (_event, data) => data.fatal && fail(data.error));
      },
      onNative: begin,
      onUnplayable: () => fail(new Error('no HLS in this browser')),
    });
    video.focus();
  };

  start.addEventListener('click', (event) => {
    // A new tab, or a modified click, still opens the lesson itself.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!start.hasAttribute('aria-busy')) void play();
  });
  failure.querySelector('[data-trailer-retry]')?.addEventListener('click', () => void play());
}
