/**
 * The class's room in the page (decision 0070): the chat, the raised hands and the mics, over RoomClient, which keeps
 * every message once and in order through reconnects. Its connection state is always shown. Faculty answer hands,
 * give and take back the floor, and delete any message; a learner deletes their own.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { ROOM_CALLS, ROOM_COMMAND, ROOM_LIMITS, ROOM_TEXT, type ChatMessage, type MicState, type RoomEvent, type RoomName } from '../../contract/rooms.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { browserNetwork, RoomClient, type ConnectionState } from '../../lib/room-client.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { showError } from '../../platform/shell/notify.ts';
import { badge, button, chip } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { mutedText, panelTitle, plainList } from '../../ui/layout.ts';

const panel = cx(card({ padding: 'md' }), css({ display: 'grid', gap: '4', alignContent: 'start', minW: '0' }));
const head = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' });
const log = css({ maxH: { base: '20rem', md: '26rem' }, overflowY: 'auto', pe: '1', borderRadius: 'md', _focusVisible: { outline: '2px solid', outlineColor: 'brand.ring', outlineOffset: '2px' } });
const line = css({ display: 'grid', gap: '0.5', fontSize: 'sm', '& p': { m: '0', overflowWrap: 'anywhere' } });
const who = css({ display: 'flex', gap: '2', alignItems: 'baseline', flexWrap: 'wrap', fontSize: 'xs', color: 'fg.muted', '& strong': { color: 'fg.default', fontSize: 'sm' } });
const tools = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' });
const textarea = css({ w: 'full', minH: '16', resize: 'vertical', fontFamily: 'inherit', fontSize: 'sm', p: '2', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', bg: 'bg.default', color: 'fg.default' });
const dot = (state: ConnectionState) => css({
  w: '2', h: '2', borderRadius: 'full', display: 'inline-block', flexShrink: '0',
  bg: state === 'live' ? 'brand.solid' : state === 'offline' ? 'fg.muted' : 'accent',
});

interface RoomExtras {
  hands: { user: number; name: string }[];
  /** Members whose mic is not `none`, with their names: faculty's list of who asked to speak. */
  mics: Record<number, { name: string; state: MicState }>;
  answering: string | null;
  refused: string | null;
}

/** The room's client for as long as the page shows the class, and what it says besides the chat; re-renders on each change. */
function useRoom(room: RoomName) {
  const [client, setClient] = useState<RoomClient | null>(null);
  const [, setVersion] = useState(0);
  const [extras, setExtras] = useState<RoomExtras>({ hands: [], mics: {}, answering: null, refused: null });
  useEffect(() => {
    const next: RoomClient = new RoomClient({
      socketPath: async () => (await call(ROOM_CALLS.roomToken, { body: { room } })).socket,
      origin: window.location.origin,
      ...browserNetwork(),
      onChange: () => setVersion((v) => v + 1),
      onFatal: (error) => setExtras((x) => ({ ...x, refused: (error as { message?: string } | null)?.message ?? ROOM_TEXT.tokenInvalid })),
      onEvent: (event: RoomEvent) => {
        switch (event.e) {
          case 'joined': next.send({ c: ROOM_COMMAND.participants }); break;
          case 'hands': setExtras((x) => ({ ...x, hands: event.queue })); break;
          case 'answering': setExtras((x) => ({ ...x, answering: event.name })); break;
          case 'participants':
            setExtras((x) => ({ ...x, mics: Object.fromEntries(event.participants.filter((p) => p.mic !== 'none').map((p) => [p.user, { name: p.name, state: p.mic }])) }));
            break;
          case 'mic':
            setExtras((x) => {
              const known = x.mics[event.user];
              // Someone new asked: their name comes with the participants.
              if (!known) next.send({ c: ROOM_COMMAND.participants });
              return { ...x, mics: { ...x.mics, [event.user]: { name: known?.name ?? '', state: event.state } } };
            });
            break;
          case 'error': showError(new Error(event.message)); break;
          default: break;
        }
      },
    });
    setClient(next);
    next.start();
    // Leaving the page closes the socket: the client must not take that for a dropped line and ask for a way back in.
    const leave = () => next.stop();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      next.stop();
    };
  }, [room]);
  return { client, ...extras };
}

function Message({ message, mine, canDelete, onDelete }: { message: ChatMessage; mine: boolean; canDelete: boolean; onDelete: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(message.sent_at));
  return (
    <li className={line} data-testid="chat-message" data-seq={message.seq}>
      <span className={who}>
        <strong>{mine ? t('live.room.you') : message.name}</strong>
        {message.role !== 'learner' && <span className={badge({ tone: 'neutral' })} data-testid="chat-role">{t(`live.room.role.${message.role}`)}</span>}
        <time dateTime={new Date(message.sent_at).toISOString()}>{time}</time>
      </span>
      {message.deleted
        ? <p className={css({ fontStyle: 'italic', color: 'fg.muted' })} data-testid="chat-deleted">{t('live.room.deleted')}</p>
        : <p data-testid="chat-text">{message.text}</p>}
      {canDelete && !message.deleted && (
        <span><button type="button" className={cx(chip(), css({ h: '7', fontSize: 'xs' }))} onClick={onDelete} data-testid="chat-delete">{t('live.room.delete')}</button></span>
      )}
    </li>
  );
}

/**
 * The class's room: `readOnly` after the class, when its chat is kept to read. A batch's discussion circle
 * (`kind: 'circle'`) is the same room without a class's hands and mics: the batch talks, faculty among it.
 */
export function Classroom({ room, readOnly, kind = 'class' }: { room: RoomName; readOnly: boolean; kind?: 'class' | 'circle' }) {
  const { t, i18n } = useTranslation();
  const { client, hands, mics, answering, refused } = useRoom(room);
  const state: ConnectionState = client?.state ?? 'connecting';
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const logBox = useRef<HTMLDivElement>(null);
  const me = client?.me ?? null;
  const staff = me !== null && me.role !== 'learner';
  const live = state === 'live';
  const messages = client?.messages ?? [];
  const pending = [...(client?.outbox.entries() ?? [])];
  const myMic: MicState = me ? mics[me.user]?.state ?? 'none' : 'none';
  const handRaised = me !== null && hands.some((h) => h.user === me.user);
  const number = new Intl.NumberFormat(i18n.language);

  useEffect(() => {
    // The newest message in view, inside the chat's own box: the page itself never jumps.
    if (logBox.current) logBox.current.scrollTop = logBox.current.scrollHeight;
    if (live && document.visibilityState === 'visible') client?.markRead();
  }, [messages.length, pending.length, live, client]);

  if (refused) {
    return <section className={panel} data-testid="classroom" data-state="refused"><p className={mutedText} data-testid="classroom-refused">{localiseMessage(t, refused)}</p></section>;
  }

  const send = (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    if (!words) return setError(localiseMessage(t, ROOM_TEXT.messageEmpty));
    if (words.length > ROOM_LIMITS.messageMax) return setError(localiseMessage(t, ROOM_TEXT.messageTooLong));
    if (!client) return;
    setError(undefined);
    client.say(words);
    setText('');
  };
  const floor = Object.entries(mics).filter(([user, mic]) => mic.state !== 'none' && Number(user) !== me?.user);

  return (
    <section className={panel} aria-labelledby="classroom-title" data-testid="classroom" data-state={state}>
      <div className={head}>
        <h2 id="classroom-title" className={panelTitle}>{t(kind === 'circle' ? 'live.room.circleTitle' : readOnly ? 'live.room.replayTitle' : 'live.room.title')}</h2>
        <span className={tools}>
          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', fontSize: 'sm' })} role="status" data-testid="connection-state" data-state={state}>
            <span className={dot(state)} aria-hidden="true" />{t(`live.room.connection.${state}`)}
          </span>
          {!readOnly && live && <span className={badge({ tone: 'neutral' })} data-testid="online-count">{t('live.room.online', { people: number.format(client?.online ?? 0) })}</span>}
        </span>
      </div>

      {answering && !readOnly && <p className={mutedText} role="status" data-testid="answering">{t('live.room.answering', { name: answering })}</p>}

      <div ref={logBox} className={log} role="log" aria-label={t('live.room.chat')} tabIndex={0} data-testid="chat">
        <ol className={cx(plainList, css({ display: 'grid', gap: '2' }))}>
          {messages.length === 0 && pending.length === 0 && <li className={mutedText} data-testid="chat-empty">{t(kind === 'circle' ? 'live.room.circleEmpty' : readOnly ? 'live.room.emptyReplay' : 'live.room.empty')}</li>}
          {messages.map((m) => (
            <Message key={m.seq} message={m} mine={m.user === me?.user} canDelete={!readOnly && live && (staff || m.user === me?.user)}
              onDelete={() => client?.send({ c: ROOM_COMMAND.delete, seq: m.seq })} />
          ))}
          {pending.map(([nonce, words]) => (
            <li key={nonce} className={cx(line, css({ opacity: '0.7' }))} data-testid="chat-pending">
              <span className={who}><strong>{t('live.room.you')}</strong><span>{t('live.room.sending')}</span></span>
              <p>{words}</p>
            </li>
          ))}
        </ol>
      </div>

      {!readOnly && (
        <form onSubmit={send} className={css({ display: 'grid', gap: '2' })} data-testid="chat-form">
          <label htmlFor="chat-text" className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{t('live.room.write')}</label>
          <textarea id="chat-text" className={textarea} value={text} maxLength={ROOM_LIMITS.messageMax} onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => { if (e.key === 'Enter' && !e.shiftKey) send(e); }} aria-invalid={error ? true : undefined} aria-describedby={error ? 'chat-error' : undefined}
            data-testid="chat-input" />
          {error && <p id="chat-error" className={css({ m: '0', color: 'fg.default', fontWeight: 'semibold', fontSize: 'sm' })} data-testid="chat-error">{error}</p>}
          <div className={head}>
            <span className={mutedText}>{t('live.room.count', { length: number.format(text.length), max: number.format(ROOM_LIMITS.messageMax) })}</span>
            <button type="submit" className={button({ size: 'sm' })} data-testid="chat-send">{t('live.room.send')}</button>
          </div>
        </form>
      )}

      {!readOnly && kind === 'class' && me && !staff && (
        <div className={tools} data-testid="learner-controls">
          <button type="button" className={chip()} aria-pressed={handRaised} disabled={!live}
            onClick={() => client?.send({ c: handRaised ? ROOM_COMMAND.lowerHand : ROOM_COMMAND.raiseHand })} data-testid="hand">
            {t(handRaised ? 'live.room.lowerHand' : 'live.room.raiseHand')}
          </button>
          {myMic === 'none' && <button type="button" className={chip()} disabled={!live} onClick={() => client?.send({ c: ROOM_COMMAND.requestMic })} data-testid="mic-request">{t('live.room.askToSpeak')}</button>}
          {myMic === 'requested' && <span className={mutedText} data-testid="mic-state">{t('live.room.micRequested')}</span>}
          {(myMic === 'granted' || myMic === 'muted') && (
            <>
              <span className={badge()} data-testid="mic-state">{t(myMic === 'granted' ? 'live.room.micOn' : 'live.room.micMuted')}</span>
              <button type="button" className={chip()} disabled={!live} aria-pressed={myMic === 'muted'}
                onClick={() => client?.send({ c: myMic === 'granted' ? ROOM_COMMAND.muteMic : ROOM_COMMAND.unmuteMic })} data-testid="mic-mute">
                {t(myMic === 'granted' ? 'live.room.mute' : 'live.room.unmute')}
              </button>
            </>
          )}
          {handRaised && <span className={mutedText} data-testid="hand-position">{t('live.room.handPosition', { position: number.format(hands.findIndex((h) => h.user === me.user) + 1) })}</span>}
        </div>
      )}

      {!readOnly && kind === 'class' && staff && (
        <div className={css({ display: 'grid', gap: '3' })} data-testid="faculty-controls">
          <div className={css({ display: 'grid', gap: '2' })}>
            <div className={head}>
              <h3 className={css({ fontWeight: 'semibold', fontSize: 'sm', m: '0' })}>{t('live.room.hands', { count: hands.length })}</h3>
              <button type="button" className={button({ size: 'sm', variant: 'secondary' })} disabled={!live || hands.length === 0}
                onClick={() => client?.send({ c: ROOM_COMMAND.answerHand })} data-testid="answer-hand">{t('live.room.answerNext')}</button>
            </div>
            <ol className={plainList} data-testid="hand-queue">
              {hands.map((h) => <li key={h.user} className={css({ fontSize: 'sm' })} data-testid="hand-raised">{h.name}</li>)}
            </ol>
          </div>
          {floor.length > 0 && (
            <ul className={cx(plainList, css({ display: 'grid', gap: '2' }))} data-testid="mic-requests">
              {floor.map(([user, mic]) => (
                <li key={user} className={head} data-testid="mic-request-item">
                  <span className={css({ fontSize: 'sm' })}>{mic.name || t('live.room.learner')} · {t(`live.room.mic.${mic.state}`)}</span>
                  {mic.state === 'requested'
                    ? <button type="button" className={chip()} disabled={!live} onClick={() => client?.send({ c: ROOM_COMMAND.grantMic, user: Number(user) })} data-testid="mic-grant">{t('live.room.grant')}</button>
                    : <button type="button" className={chip()} disabled={!live} onClick={() => client?.send({ c: ROOM_COMMAND.revokeMic, user: Number(user) })} data-testid="mic-revoke">{t('live.room.revoke')}</button>}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
