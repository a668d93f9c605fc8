import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { LESSON_TEXT } from '../../contract/lessons.ts';
import { DownloadQuality } from '../../contract/offline.ts';
import { languageName, shownCaptions, type Captions } from '../../lib/media-languages.ts';
import { playHls, type Hls } from '../../lib/play-hls.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { Button, button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import { speakPageLanguage } from './media-chrome.ts';
import type {} from './media-chrome-jsx.ts';
import * as s from './styles.ts';

const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
const SEEK_SECONDS = 10;

interface Quality {
  /** hls.js level index; -1 is auto. */
  index: number;
  /** The rendition's NAME: one of SPEC.md's quality labels, shown in the page's language; else its height. */
  label: string;
}

/** The label as the page shows it: SPEC.md's quality names in the learner's language (the download menu's words). */
const qualityText = (t: (key: string) => string, label: string): string => {
  const named = DownloadQuality.safeParse(label);
  return named.success ? t(`offline.quality.${named.data}`) : label;
};

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

/** How long apart two taps on a phone still make a double tap. */
const DOUBLE_TAP_MS = 350;

/**
 * A lesson video: adaptive HLS through hls.js (Safari plays HLS itself), in media-chrome's frame (decision 0073):
 * one control bar over the video, in the school's colours, with play, seek and time, volume, speed, quality (SPEC.md
 * section 9's labels), captions in the page's language, picture-in-picture, full screen and the keyboard help.
 * On a phone a double tap on either half seeks 10 s, and the controls hide while it plays.
 */
export function VideoView({ src, captions, start, onPosition, onGrantLost, resumePlaying = false }: VideoViewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  speakPageLanguage(language);
  const controller = useRef<HTMLElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const qualityMenu = useRef<HTMLElement>(null);
  const hls = useRef<Hls | null>(null);
  // A quality chosen: the picture moves to it once its segment is in.
  const switching = useRef(false);
  const [qualities, setQualities] = useState<Quality[]>([]);
  const [quality, setQuality] = useState(-1);
  const [failed, setFailed] = useState(false);
  // The source is attached (hls.js arrives on demand).
  const [ready, setReady] = useState(false);
  const [help, setHelp] = useState(false);
  const lastTap = useRef<{ at: number; forward: boolean } | null>(null);
  const [seekedBy, setSeekedBy] = useState<{ forward: boolean; count: number } | null>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    setFailed(false);
    setReady(false);
    let lost = false;
    const stop = playHls(element, src, {
      config: { startPosition: start },
      language,
      setUp: (player, events) => {
        hls.current = player;
        player.on(events.MANIFEST_PARSED, (_event, data) => {
          // Best first, as the labels read (hls.js orders its levels from the lowest bitrate).
          const levels = data.levels.map((level, index) => ({ index, bitrate: level.bitrate, label: level.name || `${level.height}p` }));
          setQualities(levels.sort((a, b) => b.bitrate - a.bitrate).map(({ index, label }) => ({ index, label })));
          setReady(true);
          if (resumePlaying) void element.play().catch(() => undefined);
        });
        // Choosing a quality flushes the picture and loads the new rendition, but a lecture's rendition is one segment
        // with one key frame: the decoder takes the new picture only from a seek, so it is sent back to where it is.
        player.on(events.FRAG_BUFFERED, (_event, data) => {
          if (!switching.current || data.frag.type !== 'main') return;
          switching.current = false;
          element.currentTime = element.currentTime;
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

  // The quality menu is media-chrome's generic menu (its own reads renditions hls.js does not give a plain video):
  // its choice is a 'change' event, which React does not wire for a custom element.
  useEffect(() => {
    const menu = qualityMenu.current as (HTMLElement & { value?: string }) | null;
    if (!menu) return;
    const onChange = () => {
      const index = Number(menu.value);
      if (!Number.isInteger(index)) return;
      setQuality(index);
      if (!hls.current) return;
      switching.current = true;
      hls.current.currentLevel = index;
    };
    menu.addEventListener('change', onChange);
    return () => menu.removeEventListener('change', onChange);
  }, [qualities.length]);

  // The double tap's note stays a moment, as a phone player's does.
  useEffect(() => {
    if (!seekedBy) return;
    const hide = setTimeout(() => setSeekedBy(null), 800);
    return () => clearTimeout(hide);
  }, [seekedBy]);

  // After a tap, a browser may send the mouse's leaving (a touch pointer leaves when lifted), which media-chrome
  // takes for the learner moving away and hides the controls the tap had just shown.
  useEffect(() => {
    const frame = controller.current;
    if (!frame) return;
    let touch = false;
    const onPointerDown = (event: globalThis.PointerEvent) => void (touch = event.pointerType === 'touch');
    const onMouseLeave = (event: MouseEvent) => {
      if (touch) event.stopImmediatePropagation();
    };
    frame.addEventListener('pointerdown', onPointerDown, true);
    frame.addEventListener('mouseleave', onMouseLeave, true);
    return () => {
      frame.removeEventListener('pointerdown', onPointerDown, true);
      frame.removeEventListener('mouseleave', onMouseLeave, true);
    };
  }, []);

  // media-chrome's captions button is on or off through aria-checked, which a button does not have: it is a switch.
  const hasCaptions = captions.length > 0;
  useEffect(() => {
    if (hasCaptions) controller.current?.querySelector('media-captions-button')?.setAttribute('role', 'switch');
  }, [hasCaptions]);

  const openHelp = useCallback(() => {
    // The help is a page dialog: over a full-screen video it would open unseen.
    if (document.fullscreenElement) void document.exitFullscreen();
    setHelp(true);
  }, []);

  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      openHelp();
    }
  };

  // A double tap on the left or right half of the picture (not on a control) seeks 10 s back or forward.
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const element = video.current;
    if (event.pointerType !== 'touch' || !element || (event.target !== element && event.target !== controller.current)) return;
    const box = event.currentTarget.getBoundingClientRect();
    const forward = event.clientX - box.left > box.width / 2;
    const last = lastTap.current;
    if (last && last.forward === forward && event.timeStamp - last.at < DOUBLE_TAP_MS) {
      lastTap.current = null;
      element.currentTime = forward ? Math.min(element.duration || Infinity, element.currentTime + SEEK_SECONDS) : Math.max(0, element.currentTime - SEEK_SECONDS);
      setSeekedBy((was) => ({ forward, count: (was?.count ?? 0) + 1 }));
    } else {
      lastTap.current = { at: event.timeStamp, forward };
    }
  };

  const report = (urgent: boolean) => {
    const element = video.current;
    if (element && Number.isFinite(element.duration)) onPosition(element.currentTime, element.duration, urgent);
  };

  // The page language's captions first: media-chrome's captions key and button show the first track.
  const tracks = shownCaptions(captions, language);

  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <media-controller ref={controller} className={cx(s.stage, s.videoFrame)} autohide="2" hotkeys="noshift+/" nosubtitleslangpref
        onKeyDown={onKey} onPointerUp={onPointerUp} aria-busy={!ready} data-testid="video-frame">
        <video
          ref={video}
          slot="media"
          playsInline
          aria-label={t('player.video.label')}
          data-testid="lesson-video"
          onTimeUpdate={() => report(false)}
          onPause={() => report(true)}
          onSeeked={() => report(false)}
          // A seek to the start place can land before the length is known; the place is reported once it is. Still
          // at 0 with a place to open at, the seek has not landed: reporting 0 would lose the learner's place.
          onDurationChange={() => (video.current && (video.current.currentTime > 0 || start === 0) ? report(false) : undefined)}
          onEnded={() => report(true)}
          onError={() => setFailed(true)}
        >
          {tracks.map((c) => <track key={c.language} kind="captions" src={c.url} srcLang={c.language} label={languageName(c.language, language)} />)}
        </video>
        <media-loading-indicator slot="centered-chrome" noautohide />
        {seekedBy && (
          <span key={seekedBy.count} slot="centered-chrome" className={s.seekFlash} role="status" data-testid="seek-flash">
            {seekedBy.forward ? t('player.video.keyRight') : t('player.video.keyLeft')}
          </span>
        )}
        <media-settings-menu hidden anchor="auto" className={s.menu}>
          <media-settings-menu-item>
            {t('player.video.speed')}
            <media-playback-rate-menu slot="submenu" hidden rates={SPEEDS.join(' ')} data-testid="speed">
              <div slot="title">{t('player.video.speed')}</div>
            </media-playback-rate-menu>
          </media-settings-menu-item>
          {qualities.length > 1 && (
            <media-settings-menu-item>
              {t('player.video.quality')}
              <media-chrome-menu ref={qualityMenu} slot="submenu" hidden data-testid="quality">
                <div slot="title">{t('player.video.quality')}</div>
                <media-chrome-menu-item type="radio" value="-1" checked={quality === -1}>{t('player.video.auto')}</media-chrome-menu-item>
                {qualities.map((q) => <media-chrome-menu-item key={q.index} type="radio" value={String(q.index)} checked={quality === q.index}>{qualityText(t, q.label)}</media-chrome-menu-item>)}
              </media-chrome-menu>
            </media-settings-menu-item>
          )}
          {tracks.length > 0 && (
            <media-settings-menu-item>
              {t('player.video.captions')}
              <media-captions-menu slot="submenu" hidden>
                <div slot="title">{t('player.video.captions')}</div>
              </media-captions-menu>
            </media-settings-menu-item>
          )}
        </media-settings-menu>
        <media-control-bar className={s.seekRow}>
          <media-time-range />
        </media-control-bar>
        <media-control-bar className={s.controlBar} data-testid="video-controls">
          <media-play-button data-testid="play" />
          <media-seek-backward-button seekoffset={String(SEEK_SECONDS)} />
          <media-seek-forward-button seekoffset={String(SEEK_SECONDS)} />
          <media-mute-button />
          <media-volume-range className={s.volume} />
          {/* The seek bar says the time to assistive technology, in words; this is the same time, for the eye. */}
          <media-time-display showduration notoggle aria-hidden="true" />
          <media-time-range />
          {tracks.length > 0 && <media-captions-button data-testid="captions" />}
          <media-settings-menu-button data-testid="settings" />
          <media-pip-button data-testid="pip" />
          <media-fullscreen-button data-testid="fullscreen" />
          <media-chrome-button onClick={openHelp} aria-label={t('player.video.shortcuts')} data-testid="shortcuts">
            <span aria-hidden className={s.helpIcon}>?</span>
          </media-chrome-button>
        </media-control-bar>
      </media-controller>
      {failed && (
        <Callout status="error" title={localiseMessage(t, LESSON_TEXT.playback)} data-testid="playback-error">
          <Button size="sm" onClick={() => window.location.reload()}>{t('player.retry')}</Button>
        </Callout>
      )}
      <Dialog open={help} onOpenChange={setHelp} title={t('player.video.shortcuts')} description={t('player.video.shortcutsIntro')}
        actions={<DialogClose className={button({ variant: 'secondary' })}>{t('player.video.close')}</DialogClose>}>
        <dl className={keys} data-testid="shortcut-list">
          <dt>{t('player.video.spaceKey')} / K</dt><dd>{t('player.video.keySpace')}</dd>
          <dt>← / J</dt><dd>{t('player.video.keyLeft')}</dd>
          <dt>→ / L</dt><dd>{t('player.video.keyRight')}</dd>
          <dt>↑ ↓</dt><dd>{t('player.video.keyVolume')}</dd>
          <dt>F</dt><dd>{t('player.video.keyF')}</dd>
          <dt>M</dt><dd>{t('player.video.keyM')}</dd>
          <dt>C</dt><dd>{t('player.video.keyC')}</dd>
          <dt>P</dt><dd>{t('player.video.keyP')}</dd>
          <dt>?</dt><dd>{t('player.video.keyHelp')}</dd>
        </dl>
      </Dialog>
    </div>
  );
}
