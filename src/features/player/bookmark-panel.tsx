import { useStore } from '@nanostores/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import { BOOKMARK_NOTE_MAX, LEARNING_CALLS } from '../../contract/learning.ts';
import type { PlayerResponse } from '../../contract/lessons.ts';
import { call } from '../../lib/call.ts';
import { callQuery, invalidateAfter } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { Button, link } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { BookmarkIcon } from '../../ui/icons.ts';
import { positionHash } from '../../lib/position-hash.ts';
import { $session } from '../../platform/session/session-store.ts';
import { $journalVersion, keepForLater, keepsFor, pendingWrites } from './journal-sync.ts';
import type { JournaledBookmark } from './journal.ts';
import * as s from './styles.ts';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/**
 * Bookmarks with notes at the current moment of a video or page of a PDF (SPEC.md section 5's per-lesson limit
 * answers Bookmark_Limit_Exceeded), and this lesson's bookmarks, each leading back to its place.
 */
export function BookmarkPanel({ view, position }: { view: PlayerResponse; position: () => number }) {
  const { t } = useTranslation();
  const { slug } = useShell();
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const ids = { course_id: view.course.id, lesson_id: view.lesson.id };
  const marks = useQuery(callQuery(slug, LEARNING_CALLS.bookmarks, { query: ids }));
  const userId = useStore($session).student?.id ?? null;
  useStore($journalVersion);
  // Bookmarks made offline, kept in the journal until the network returns.
  const pending = userId === null ? [] : pendingWrites(slug, userId).filter((e): e is JournaledBookmark => e.kind === 'bookmark' && e.course_id === ids.course_id && e.lesson_id === ids.lesson_id);
  const add = useMutation({
    mutationFn: async () => {
      const mark = { ...ids, position: Math.max(0, Math.floor(position())), note: note.trim() };
      // Its own id: sent again from the journal, it is made once.
      const id = crypto.randomUUID();
      try {
        await call(LEARNING_CALLS.addBookmark, { body: { ...mark, client_id: id } });
      } catch (error) {
        if (userId === null || !keepsFor(error)) throw error;
        keepForLater(slug, userId, { kind: 'bookmark', id, ...mark, recorded_at: Date.now() });
      }
    },
    onSuccess: () => {
      setNote('');
      // Not awaited: offline, the list's read waits for the network, and the button would stay busy until then.
      void invalidateAfter(client, slug, LEARNING_CALLS.addBookmark);
    },
  });
  const kind = view.lesson.kind;
  const where = (p: number) => (kind === 'pdf' ? t('player.bookmarks.page', { page: p }) : kind === 'slides' ? t('player.bookmarks.slide', { page: p }) : clock(p));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!add.isPending) add.mutate();
  };
  return (
    <section className={s.panel} aria-labelledby="bookmarks-title" data-testid="player-bookmarks">
      <h2 id="bookmarks-title" className={css({ fontWeight: 'bold', fontSize: 'md', mb: '3', display: 'flex', gap: '2', alignItems: 'center' })}>
        <BookmarkIcon aria-hidden="true" size={18} /> {t('player.bookmarks.title')}
      </h2>
      <form onSubmit={submit} className={css({ display: 'grid', gap: '2' })}>
        <label htmlFor="bookmark-note" className={css({ fontSize: 'sm', fontWeight: 'medium' })}>{t('player.bookmarks.note')}</label>
        <textarea
          id="bookmark-note"
          className={css({ minH: '16', p: '2', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', bg: 'surface', color: 'fg.default', _focusVisible: { outline: '3px solid {colors.brand.ring}' } })}
          maxLength={BOOKMARK_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          data-testid="bookmark-note-input"
        />
        {add.isError && <Callout status="error" role="alert" title={localiseMessage(t, toAppError(add.error).message)} data-testid="bookmark-error" />}
        <div>
          <Button type="submit" size="sm" busy={add.isPending} data-testid="add-bookmark">
            {kind === 'pdf' ? t('player.bookmarks.addPage') : kind === 'slides' ? t('player.bookmarks.addSlide') : t('player.bookmarks.addMoment')}
          </Button>
        </div>
      </form>
      {((marks.data?.bookmarks.length ?? 0) > 0 || pending.length > 0) && (
        <ul className={css({ listStyle: 'none', m: '0', mt: '4', p: '0', display: 'grid', gap: '2' })} data-testid="player-bookmark-list">
          {marks.data?.bookmarks.map((b) => (
            <li key={b.id} className={css({ fontSize: 'sm' })}>
              <a className={link()} href={positionHash(kind, b.position) || '#'} data-testid="player-bookmark">{where(b.position)}</a>
              {b.note && <span className={css({ color: 'fg.muted' })}> — {b.note}</span>}
            </li>
          ))}
          {pending.map((b) => (
            <li key={b.id} className={css({ fontSize: 'sm' })} data-testid="pending-bookmark">
              <a className={link()} href={positionHash(kind, b.position) || '#'} data-testid="player-bookmark">{where(b.position)}</a>
              {b.note && <span className={css({ color: 'fg.muted' })}> — {b.note}</span>}
              <span className={css({ color: 'fg.muted', fontStyle: 'italic' })}> ({t('player.bookmarks.pending')})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
