/**
 * External live (type 4): the class's HLS live stream through hls.js's light build, as lesson videos play (Safari
 * plays HLS itself). hls.js follows the live edge as the playlist slides; a playlist that fails (the class ended,
 * the network went) is said plainly, never a black box.
 */
import Hls from 'hls.js/light';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Callout } from '../../ui/callout.tsx';

const frame = css({ position: 'relative', aspectRatio: '16 / 9', w: 'full', bg: 'black', borderRadius: 'lg', overflow: 'hidden', '& video': { w: 'full', h: 'full', display: 'block' } });
const liveMark = css({
  position: 'absolute', insetInlineStart: '3', insetBlockStart: '3', px: '2', py: '0.5', borderRadius: 'sm', fontSize: 'xs', fontWeight: 'bold',
  letterSpacing: '0.06em', textTransform: 'uppercase', bg: 'brand.solid', color: 'brand.contrast',
});

export function LiveStream({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    setFailed(false);
    const onPlaying = () => setPlaying(true);
    element.addEventListener('playing', onPlaying);
    if (!Hls.isSupported()) {
      element.src = src;
      return () => element.removeEventListener('playing', onPlaying);
    }
    // No worker: the page's policy allows scripts from the school's origin only, not a blob: worker.
    const player = new Hls({ enableWorker: false, liveSyncDurationCount: 2 });
    player.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) setFailed(true);
    });
    player.on(Hls.Events.MANIFEST_PARSED, () => void element.play().catch(() => undefined));
    player.loadSource(src);
    player.attachMedia(element);
    return () => {
      element.removeEventListener('playing', onPlaying);
      player.destroy();
    };
  }, [src]);

  if (failed) return <Callout status="warning" title={t('live.streamFailedTitle')} data-testid="stream-failed">{t('live.streamFailed')}</Callout>;
  return (
    <div className={frame} data-testid="live-stream" data-playing={playing || undefined}>
      {/* A live class has no captions file: its words are spoken live. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video ref={video} controls muted playsInline aria-label={title} data-testid="live-video" />
      <span className={liveMark} aria-hidden="true">{t('live.liveMark')}</span>
    </div>
  );
}
