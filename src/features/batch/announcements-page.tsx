import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { BATCH_CALLS, type AnnounceRequest, type BatchAnnouncement } from '../../contract/batch.ts';
import { ALERT_LIMITS, ALERT_TEXT } from '../../contract/live-alerts-text.ts';
import { newsChannel, ROOM_CALLS } from '../../contract/rooms.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { exactTime, relativeTime } from '../../i18n/relative-time.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { callKey, callQuery } from '../../lib/query-client.ts';
import { browserNetwork, RoomClient, type ConnectionState } from '../../lib/room-client.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { showSuccess } from '../../platform/shell/notify.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { useWrite } from '../../platform/shell/use-write.ts';
import { AnnounceForm } from '../../ui/announce-form.tsx';
import { card } from '../../ui/card.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { mutedText } from '../../ui/layout.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { insider } from './batch-api.ts';
import { BatchFrame, JoinFirst } from './batch-frame.tsx';

const bodyText = css({ m: '0', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

/**
 * The batch's channel while the page is open: an announcement sent now is fetched at once (the list is the API's, so
 * it is never shown twice); what the page says of its connection is on the list, for a reader and for a test.
 */
function useNews(batchId: number): ConnectionState {
  const { slug } = useShell();
  const client = useQueryClient();
  const [state, setState] = useState<ConnectionState>('connecting');
  useEffect(() => {
    const room: RoomClient = new RoomClient({
      socketPath: async () => (await call(ROOM_CALLS.roomToken, { body: { room: newsChannel(batchId) } })).socket,
      origin: window.location.origin,
      ...browserNetwork(),
      onChange: () => setState(room.state),
      onEvent: (event) => {
        if (event.e === 'alert') void client.invalidateQueries({ queryKey: callKey(slug, BATCH_CALLS.batchAnnouncements, { params: { batchId } }) });
      },
    });
    room.start();
    const leave = () => room.stop();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      room.stop();
    };
  }, [batchId, client, slug]);
  return state;
}

function Announcement({ item }: { item: BatchAnnouncement }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article className={cx(card({ padding: 'md' }), css({ display: 'grid', gap: '2' }))} data-testid="batch-announcement">
      <h2 className={css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg', m: '0', overflowWrap: 'anywhere' })}>{item.title}</h2>
      <p className={mutedText}>
        {t('batch.announcedBy', { name: item.author_name })}{' · '}
        <time dateTime={item.created_at} title={exactTime(item.created_at, locale)}>{relativeTime(item.created_at, Date.now(), locale)}</time>
      </p>
      <p className={bodyText}>{item.body}</p>
    </article>
  );
}

/** Faculty's form: a title and the words; blank is said at the field before anything is sent. */
function BatchAnnounceForm({ batchId }: { batchId: number }) {
  const { t } = useTranslation();
  const send = useWrite(BATCH_CALLS.announce, (body: AnnounceRequest) => call(BATCH_CALLS.announce, { params: { batchId }, body }), () => showSuccess(t('batch.announced')));
  return (
    <AnnounceForm testId="announce" busy={send.isPending} limits={ALERT_LIMITS}
      labels={{
        heading: t('batch.announce'), title: t('batch.announceTitle'), body: t('batch.announceBody'), hint: t('batch.announceHint'),
        send: t('batch.announceSend'), sending: t('batch.announceSending'),
        titleRequired: localiseMessage(t, ALERT_TEXT.titleRequired), bodyRequired: localiseMessage(t, ALERT_TEXT.bodyRequired),
      }}
      onSend={(message) => send.mutateAsync(message)} />
  );
}

function Announcements({ batchId }: { batchId: number }) {
  const { t } = useTranslation();
  const { slug } = useShell();
  const state = useNews(batchId);
  const query = useQuery(callQuery(slug, BATCH_CALLS.batchAnnouncements, { params: { batchId } }));
  if (query.isError && !query.data) return <ReadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton width="100%" height="10rem" />;
  const { announcements, can_send } = query.data;
  return (
    <>
      {can_send && <BatchAnnounceForm batchId={batchId} />}
      <div className={css({ display: 'grid', gap: '3' })} data-testid="batch-announcements" data-channel={state}>
        {announcements.length === 0
          ? <EmptyState title={t('batch.noAnnouncements')} text={t('batch.noAnnouncementsText')} data-testid="batch-announcements-empty" />
          : (
            <ol className={css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' })} aria-live="polite">
              {announcements.map((a) => <li key={a.id}><Announcement item={a} /></li>)}
            </ol>
          )}
      </div>
    </>
  );
}

/** `/batch/announcement` (batchId, productSeo): the faculty's announcements to the batch, newest first, as they are sent. */
export function BatchAnnouncementsPage() {
  return <BatchFrame tab="announcement">{(batch) => (insider(batch) ? <Announcements batchId={batch.id} /> : <JoinFirst batch={batch} />)}</BatchFrame>;
}
