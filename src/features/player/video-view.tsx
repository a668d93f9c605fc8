import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import { LESSON_TEXT } from '../../contract/lessons.ts';
import { playHls, type Hls } from '../../lib/play-hls.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { Button, button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import * as s from './styles.ts';

const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
const SEEK_SECONDS = 10;

interface Quality {
  /** hls.js level index; -1 is auto. */
  index: number;
  label: string;
}

/** A caption file of the video, in one of the languages it is voiced in. */
export interface Captions {
  language: string;
  url: string;
}

/** The caption or voice track for the page's language: its own, else the school's first. */
function pickLanguage<T extends { language: string }>(tracks: readonly T[], language: string): T | undefined {
  const primary = language.split('-')[0];
  return tracks.find((track) => track.language === primary) ?? tracks[0];
}

/** A language's name in the page's language ("Hindi", "हिन्दी"). */
const languageName = (tag: string, pageLanguage: string): string => new Intl.DisplayNames([pageLanguage], { type: 'language' }).of(tag) ?? tag;

export interface VideoViewProps {
  /** The signed URL of the HLS master playlist. */
  src: string;
  captions: readonly Captions[];
  /** Seconds to start at (resume). */
  start: number;
  onPosition: (position: number, length: number, urgent?: boolean) => void;
  /**
   * The media server refused the signed URL (401/403: it expired while the lesson was open, or access has ended):
   * the page signs a new one and goes on from `position`, playing if it was.
   */
  onGrantLost?: (position: number, playing: boolean) => void;
  /** Play as soon as the video can: it was playing when its URL was renewed. */
  resumePlaying?: boolean;
}

const keys = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2 4', m: '0', '& dt': { fontFamily: 'mono', fontWeight: 'bold' } });

/**
 * A lesson video: adaptive HLS through hls.js (Safari plays HLS itself), with the browser's own controls plus
 * speed, quality (SPEC.md section 9's labels), captions, picture-in-picture, full screen and keyboard shortcuts.
 */
export function VideoView({ src, captions, start, onPosition, onGrantLost, resumePlaying = false }: VideoViewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const shownCaptions = pickLanguage(captions, language);
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const hls = useRef<Hls | null>(null);
  const [qualities, setQualities] = useState<Quality[]>([]);
  const [quality, setQuality] = useState(-1);
  const [speed, setSpeed] = useState(1);
  const [captionsOn, setCaptionsOn] = useState(false);
  const [failed, setFailed] = useState(false);
  // The source is attached (hls.js arrives on demand): until then the browser's own controls would do nothing.
  const [ready, setReady] = useState(false);
  const [help, setHelp] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    setFailed(false);
    setReady(false);
    let lost = false;
    const stop = playHls(element, src, {
      config: { startPosition: start },
      setUp: (player, events) => {
        hls.current = player;
        player.on(events.MANIFEST_PARSED, (_event, data) => {
          // Best first, as the labels read (hls.js orders its levels from the lowest bitrate).
          const levels = data.levels.map((level, index) => ({ index, bitrate: level.bitrate, label: level.name || `${level.height}p` }));
          setQualities(levels.sort((a, b) => b.bitrate - a.bitrate).map(({ index, label }) => ({ index, label })));
          setReady(true);
          if (resumePlaying) void element.play().catch(() => undefined);
        });
        // The voice in the page's language, where the lecture has one.
        player.on(events.AUDIO_TRACKS_UPDATED, (_event, data) => {
          const voice = pickLanguage(data.audioTracks.map((track) => ({ language: track.lang ?? '', id: track.id })), language);
          if (voice && player.audioTrack !== voice.id) player.audioTrack = voice.id;
        });
        player.on(events.ERROR, (_event, data) => {
          const status = data.response?.code;
          if ((status === 401 || status === 403) && onGrantLost) {
            // Once per URL: hls.js may report the same refusal for several requests.
            if (!lost) {
              lost = true;
              player.stopLoad();
              onGrantLost(element.currentTime || start, !element.paused);
            }
            return;
          }
          if (data.fatal) setFailed(true);
        });
      },
      // The browser's own player starts at the beginning: it is moved to where the learner left off.
      onNative: () => {
        setReady(true);
        element.addEventListener('loadedmetadata', () => (element.currentTime = start), { once: true });
      },
      onUnplayable: () => setFailed(true),
    });
    return () => {
      stop();
      hls.current = null;
    };
  }, [src, start, onGrantLost, resumePlaying, language]);

  useEffect(() => {
    // One caption track at a time: the page language's, while captions are on.
    for (const track of Array.from(video.current?.textTracks ?? [])) {
      track.mode = captionsOn && track.language === shownCaptions?.language ? 'showing' : 'hidden';
    }
  }, [captionsOn, shownCaptions]);

  const chooseQuality = (index: number) => {
    setQuality(index);
    if (hls.current) hls.current.currentLevel = index;
  };
  const chooseSpeed = (value: number) => {
    setSpeed(value);
    if (video.current) video.current.playbackRate = value;
  };
  const fullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen?.();
  }, []);
  const pip = () => {
    const element = video.current;
    if (!element) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture();
    else void element.requestPictureInPicture?.().catch(() => undefined);
  };

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = video.current;
    const target = event.target as HTMLElement;
    if (!element || ['SELECT', 'INPUT', 'TEXTAREA'].includes(target.tagName) || event.ctrlKey || event.metaKey || event.altKey) return;
    // Space on a button presses the button; on the video itself, once it has its source, the browser's own controls
    // play or pause (on key up, so preventing it here would not stop a second toggle). Before that, the press is
    // kept (lib/play-hls.ts plays once the source is there).
    if (event.key === ' ' && (target.tagName === 'BUTTON' || (target === element && ready))) return;
    const act: Record<string, () => void> = {
      ' ': () => (element.paused ? void element.play().catch(() => undefined) : element.pause()),
      ArrowLeft: () => (element.currentTime = Math.max(0, element.currentTime - SEEK_SECONDS)),
      ArrowRight: () => (element.currentTime = Math.min(element.duration || Infinity, element.currentTime + SEEK_SECONDS)),
      f: fullscreen,
      m: () => (element.muted = !element.muted),
      c: () => setCaptionsOn((on) => !on),
    };
    const action = act[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const report = (urgent: boolean) => {
    const element = video.current;
    if (element && Number.isFinite(element.duration)) onPosition(element.currentTime, element.duration, urgent);
  };

  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <div ref={frame} className={s.stage} onKeyDown={onKey} aria-busy={!ready} data-testid="video-frame">
        <video
          ref={video}
          className={css({ w: 'full', h: 'full', bg: 'black' })}
          controls={ready}
          // Focusable before its controls are, so a key pressed on it early is not lost.
          tabIndex={0}
          playsInline
          aria-label={t('player.video.label')}
          data-testid="lesson-video"
          onTimeUpdate={() => report(false)}
          onPause={() => report(true)}
          onSeeked={() => report(false)}
          onEnded={() => report(true)}
          onError={() => setFailed(true)}
        >
          {captions.map((c) => <track key={c.language} kind="captions" src={c.url} srcLang={c.language} label={`${t('player.video.captions')}: ${languageName(c.language, language)}`} />)}
        </video>
      </div>
      {failed && (
        <Callout status="error" title={localiseMessage(t, LESSON_TEXT.playback)} data-testid="playback-error">
          <Button size="sm" onClick={() => window.location.reload()}>{t('player.retry')}</Button>
        </Callout>
      )}
      <div className={s.toolbar} data-testid="video-controls">
        <label className={s.label}>
          {t('player.video.speed')}
          <select className={s.select} value={speed} onChange={(e) => chooseSpeed(Number(e.target.value))} data-testid="speed">
            {SPEEDS.map((value) => <option key={value} value={value}>{value}x</option>)}
          </select>
        </label>
        {qualities.length > 0 && (
          <label className={s.label}>
            {t('player.video.quality')}
            <select className={s.select} value={quality} onChange={(e) => chooseQuality(Number(e.target.value))} data-testid="quality">
              <option value={-1}>{t('player.video.auto')}</option>
              {qualities.map((q) => <option key={q.index} value={q.index}>{q.label}</option>)}
            </select>
          </label>
        )}
        {captions.length > 0 && (
          <Button variant="secondary" size="sm" aria-pressed={captionsOn} onClick={() => setCaptionsOn((on) => !on)} data-testid="captions">
            {captionsOn ? t('player.video.captionsOn') : t('player.video.captionsOff')}
          </Button>
        )}
        {typeof document !== 'undefined' && document.pictureInPictureEnabled && (
          <Button variant="secondary" size="sm" onClick={pip} data-testid="pip">{t('player.video.pip')}</Button>
        )}
        <Button variant="secondary" size="sm" onClick={fullscreen} data-testid="fullscreen">{t('player.video.fullscreen')}</Button>
        <Button variant="ghost" size="sm" onClick={() => setHelp(true)} data-testid="shortcuts">{t('player.video.shortcuts')}</Button>
      </div>
      <Dialog open={help} onOpenChange={setHelp} title={t('player.video.shortcuts')} description={t('player.video.shortcutsIntro')}
        actions={<DialogClose className={button({ variant: 'secondary' })}>{t('player.video.close')}</DialogClose>}>
        <dl className={keys} data-testid="shortcut-list">
          <dt>{t('player.video.spaceKey')}</dt><dd>{t('player.video.keySpace')}</dd>
          <dt>←</dt><dd>{t('player.video.keyLeft')}</dd>
          <dt>→</dt><dd>{t('player.video.keyRight')}</dd>
          <dt>F</dt><dd>{t('player.video.keyF')}</dd>
          <dt>M</dt><dd>{t('player.video.keyM')}</dd>
          <dt>C</dt><dd>{t('player.video.keyC')}</dd>
        </dl>
      </Dialog>
    </div>
  );
}
