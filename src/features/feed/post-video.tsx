import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { FEED_CALLS } from '../../contract/feed.ts';
import type { Post, PostVideoResponse } from '../../contract/feed.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { playHls } from '../../lib/play-hls.ts';
import { showError } from '../../platform/shell/notify.ts';
import { PlayIcon } from '../../ui/icons.ts';

const frame = css({ position: 'relative', aspectRatio: '16 / 9', w: 'full', borderRadius: 'card', overflow: 'hidden', bg: 'fg.default' });
const video = css({ w: 'full', h: 'full', display: 'block', bg: 'black' });
const start = css({
  position: 'absolute',
  inset: '0',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: '3',
  w: 'full',
  bgImage: 'artSweep',
  color: 'brand.contrast',
  fontWeight: 'semibold',
  cursor: 'pointer',
  _focusVisible: { outline: '3px solid {colors.brand.ring}', outlineOffset: '-3px' },
  '& svg': { w: '14', h: '14' },
});
const note = css({ position: 'absolute', insetInline: '0', bottom: '0', p: '3', bg: 'surface', color: 'fg.default', fontSize: 'sm' });

/**
 * A video post: nothing loads until the learner presses play; then its signed playlist plays as lesson videos do
 * (lib/play-hls.ts: hls.js fetched on that press, or the browser's own HLS).
 */
export function PostVideo({ post }: { post: Post }) {
  const { t } = useTranslation();
  const element = useRef<HTMLVideoElement>(null);
  const [source, setSource] = useState<PostVideoResponse | null>(null);
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);

  const play = () => {
    if (asking) return;
    setAsking(true);
    call(FEED_CALLS.postVideo, { params: { postId: post.id } })
      .then(setSource)
      .catch((error: unknown) => showError(error))
      .finally(() => setAsking(false));
  };

  useEffect(() => {
    const media = element.current;
    if (!media || !source) return;
    return playHls(media, source.url, {
      setUp: (player, events) => {
        player.on(events.ERROR, (_event, data) => data.fatal && setFailed(true));
        player.on(events.MANIFEST_PARSED, () => void media.play().catch(() => undefined));
      },
      onNative: () => void media.play().catch(() => undefined),
      onUnplayable: () => setFailed(true),
    });
  }, [source]);

  return (
    <div className={frame} data-testid="post-video">
      {source ? (
        <video ref={element} className={video} controls playsInline preload="metadata" aria-label={post.title} data-testid="post-video-player">
          {source.captions_url && <track kind="captions" src={source.captions_url} srcLang={post.language} label={post.language === 'hi' ? 'हिन्दी' : 'English'} />}
        </video>
      ) : (
        <button type="button" className={start} onClick={play} aria-busy={asking || undefined} data-testid="post-video-play">
          <PlayIcon aria-hidden="true" />
          <span>{t('feed.playVideo')}</span>
        </button>
      )}
      {failed && <p className={note} role="alert">{t('feed.videoFailed')}</p>}
    </div>
  );
}
