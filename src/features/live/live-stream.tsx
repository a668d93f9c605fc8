/**
 * External live (type 4): the class's HLS live stream, played as lesson videos are (lib/play-hls.ts). hls.js follows the live edge as the playlist slides; a playlist that fails (the class ended,
 * the network went) is said plainly, never a black box.
 */
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '../../i18n/use-translation.ts';
import { playHls } from '../../lib/play-hls.ts';
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
    const stop = playHls(element, src, {
      config: { liveSyncDurationCount: 2 },
      setUp: (player, events) => {
        player.on(events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true);
        });
        player.on(events.MANIFEST_PARSED, () => void element.play().catch(() => undefined));
      },
      onUnplayable: () => setFailed(true),
    });
    return () => {
      element.removeEventListener('playing', onPlaying);
      stop();
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
