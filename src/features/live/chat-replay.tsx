/**
 * The class's chat beside its recording in the player: the messages asked up to the moment the video is at, each with
 * its moment, appearing as the video plays. Loaded by the player only for a recording (its own chunk).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { LIVE_CALLS } from '../../contract/live.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { callQuery } from '../../lib/query-client.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { badge } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { mutedText, panelTitle, plainList } from '../../ui/layout.ts';
import { askedBy, moment, placeInClass } from './replay.ts';

const panel = cx(card({ padding: 'md' }), css({ display: 'grid', gap: '3' }));
const log = css({ maxH: '20rem', overflowY: 'auto', pe: '1', _focusVisible: { outline: '2px solid', outlineColor: 'brand.ring', outlineOffset: '2px' } });
const line = css({ display: 'grid', gap: '0.5', fontSize: 'sm', '& p': { m: '0', overflowWrap: 'anywhere' } });
const who = css({ display: 'flex', gap: '2', alignItems: 'baseline', flexWrap: 'wrap', fontSize: 'xs', color: 'fg.muted', '& strong': { color: 'fg.default', fontSize: 'sm' } });

export function ChatReplay({ courseId, liveLessonId, title, position }: { courseId: number; liveLessonId: number; title: string; position: () => number }) {
  const { t, i18n } = useTranslation();
  const { slug } = useShell();
  const query = useQuery(callQuery(slug, LIVE_CALLS.liveChat, { params: { courseId, lessonId: liveLessonId } }));
  const placed = useMemo(() => (query.data ? placeInClass(query.data.messages, query.data.starts_at) : []), [query.data]);
  // Where the video is, read each second: the chat follows playing, pausing and seeking.
  const [at, setAt] = useState(() => Math.floor(position()));
  useEffect(() => {
    const timer = setInterval(() => setAt(Math.floor(position())), 1000);
    return () => clearInterval(timer);
  }, [position]);
  const shown = askedBy(placed, at);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [shown.length]);
  if (!query.data) return null;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section className={panel} aria-labelledby="chat-replay-title" data-testid="chat-replay">
      <h2 id="chat-replay-title" className={panelTitle}>{t('live.replay.title')}</h2>
      <p className={mutedText}>{t('live.replay.intro', { title })}</p>
      {placed.length === 0 ? <p className={mutedText} data-testid="chat-replay-empty">{t('live.room.emptyReplay')}</p> : (
        <>
          <p className={mutedText} data-testid="chat-replay-count">{t('live.replay.count', { shown: number.format(shown.length), all: number.format(placed.length) })}</p>
          <div ref={box} className={log} role="log" aria-label={t('live.replay.title')} tabIndex={0}>
            <ol className={cx(plainList, css({ display: 'grid', gap: '2' }))}>
              {shown.map((m) => (
                <li key={m.seq} className={line} data-testid="replay-message" data-at={m.at}>
                  <span className={who}>
                    <span className={css({ fontVariantNumeric: 'tabular-nums' })}>{moment(m.at)}</span>
                    <strong>{m.name}</strong>
                    {m.role !== 'learner' && <span className={badge({ tone: 'neutral' })}>{t(`live.room.role.${m.role}`)}</span>}
                  </span>
                  <p>{m.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </>
      )}
    </section>
  );
}
