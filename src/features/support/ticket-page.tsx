import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { ERROR_CODE } from '../../contract/errors.ts';
import { StaffReplyRequest, SUPPORT_CALLS, SUPPORT_LIMITS, SUPPORT_TEXT, type Ticket, type TicketFile, type TicketMessage, type TicketStatus } from '../../contract/support.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { showSuccess } from '../../platform/shell/notify.ts';
import { usePageTitle } from '../../platform/shell/page-title.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { useWrite } from '../../platform/shell/use-write.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { badge, button } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Disclosure } from '../../ui/disclosure.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Field } from '../../ui/field.tsx';
import { SupportIcon } from '../../ui/icons.ts';
import { pageContainer } from '../../ui/layout.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { summaryPanel, summaryTitle } from '../../ui/summary.ts';
import { DeviceFacts, facts } from './device-facts.tsx';
import { replyHref, useTicketId } from './links.ts';
import { Expectations, StatusBadge, useWhen } from './status.tsx';
import { FileLink, FilePicker } from './ticket-files.tsx';

const page = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '6', py: { base: '6', md: '10' }, maxW: '3xl' });
const panel = cx(summaryPanel, css({ gridTemplateColumns: 'minmax(0, 1fr)' }));
const text = css({ m: '0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const files = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '2' });
const thread = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' });
const message = (mine: boolean) => cx(card({ padding: 'md' }), css({ display: 'grid', gap: '2' }), mine ? css({ bg: 'bg.subtle' }) : css({ borderColor: 'brand.emphasized' }));
const messageHead = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', fontSize: 'sm', color: 'fg.muted', '& strong': { color: 'fg.default' } });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });

function Files({ list }: { list: readonly TicketFile[] }) {
  if (list.length === 0) return null;
  return <ul className={files}>{list.map((f) => <li key={f.file}><FileLink file={f} /></li>)}</ul>;
}

const LEARNER_MOVE: Partial<Record<TicketStatus, string>> = { 1: 'reopened', 4: 'confirmed', 5: 'withdrew' };

function Message({ item, viewer }: { item: TicketMessage; viewer: Ticket['viewer'] }) {
  const { t } = useTranslation();
  const when = useWhen();
  const fromLearner = item.author.role === 'learner';
  const who = fromLearner ? (viewer === 'learner' ? t('support.detail.you') : item.author.name) : t('support.detail.support');
  // A learner's button press is a line of its own, without words.
  const move = fromLearner && item.text === '' && item.status_to !== null ? LEARNER_MOVE[item.status_to] : undefined;
  return (
    <li className={message(fromLearner === (viewer === 'learner'))} data-testid="ticket-message" data-role={item.author.role}>
      <div className={messageHead}>
        <strong>{who}</strong>
        {!fromLearner && viewer === 'support' && <span>({item.author.name})</span>}
        <span>{when(item.created_at)}</span>
        {item.status_to !== null && !move && <span className={badge({ tone: 'neutral' })}>{t('support.detail.movedTo', { status: t(`support.status.${item.status_to}`) })}</span>}
      </div>
      {move ? <p className={text}>{t(`support.detail.${move}`)}</p> : <p className={text}>{item.text}</p>}
      <Files list={item.files} />
    </li>
  );
}

/** The learner's buttons: reply, confirm or reopen a fix, withdraw a ticket still open. */
function LearnerActions({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const when = useWhen();
  const act = useWrite(SUPPORT_CALLS.ticketAction, (action: 'confirm' | 'reopen' | 'withdraw') => call(SUPPORT_CALLS.ticketAction, { params: { ticketId: ticket.id }, body: { action } }),
    (_, action) => showSuccess(t(`support.done.${action}`)));
  const open = ticket.status === 1 || ticket.status === 2;
  if (!open && ticket.status !== 3) return null;
  return (
    <section className={panel} aria-labelledby="ticket-actions-title">
      <h2 id="ticket-actions-title" className={summaryTitle}>{t(`support.statusHint.${ticket.status}`, { date: ticket.reopen_until ? when(ticket.reopen_until) : '' })}</h2>
      <div className={actions}>
        {ticket.status === 3 && (
          <>
            <button type="button" className={button()} disabled={act.isPending} onClick={() => act.mutate('confirm')} data-testid="ticket-confirm">{t('support.detail.confirm')}</button>
            <button type="button" className={button({ variant: 'secondary' })} disabled={act.isPending} onClick={() => act.mutate('reopen')} data-testid="ticket-reopen">{t('support.detail.reopen')}</button>
          </>
        )}
        <a className={button({ variant: ticket.status === 3 ? 'ghost' : 'primary' })} href={replyHref(base, ticket.id)} data-testid="ticket-reply-link">{t('support.detail.reply')}</a>
        {open && (
          <button type="button" className={button({ variant: 'ghost' })} disabled={act.isPending} onClick={() => act.mutate('withdraw')} data-testid="ticket-withdraw">{t('support.detail.withdraw')}</button>
        )}
      </div>
    </section>
  );
}

/** Support's answer box: words for the learner, a new status if it moves on, and whether it waits on them. */
function StaffAnswer({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const [words, setWords] = useState('');
  const [status, setStatus] = useState<'' | '2' | '3' | '5'>('');
  const [ask, setAsk] = useState(false);
  const [attached, setAttached] = useState<TicketFile[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const send = useWrite(SUPPORT_CALLS.staffReply, (body: StaffReplyRequest) => call(SUPPORT_CALLS.staffReply, { params: { ticketId: ticket.id }, body }), () => {
    showSuccess(t('support.staff.sent'));
    setWords('');
    setStatus('');
    setAsk(false);
    setAttached([]);
    setRequestId(crypto.randomUUID());
  });
  const moves: ('2' | '3' | '5')[] = ticket.status === 1 ? ['2', '3', '5'] : ticket.status === 2 ? ['3', '5'] : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const body = { text: words, awaiting_learner: ask, files: attached.map((f) => f.file), request_id: requestId, ...(status ? { status: Number(status) as 2 | 3 | 5 } : {}) };
    const parsed = StaffReplyRequest.safeParse(body);
    if (!parsed.success) {
      setProblem(localiseMessage(t, parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setProblem(undefined);
    send.mutate(body);
  };
  return (
    <section className={panel} aria-labelledby="staff-answer-title">
      <h2 id="staff-answer-title" className={summaryTitle}>{t('support.staff.title')}</h2>
      <form className={css({ display: 'grid', gap: '4' })} onSubmit={submit} noValidate data-testid="staff-answer">
        <Field label={t('support.staff.text')} error={problem} errorTestId="staff-text-error">
          {(input) => <textarea {...input} rows={4} maxLength={SUPPORT_LIMITS.replyMax} value={words} onChange={(e) => setWords(e.target.value)} data-testid="staff-text" />}
        </Field>
        {moves.length > 0 && (
          <Field label={t('support.staff.status')}>
            {(input) => (
              <select {...input} value={status} onChange={(e) => setStatus(e.target.value as typeof status)} data-testid="staff-status">
                <option value="">{t('support.staff.keep', { status: t(`support.status.${ticket.status}`) })}</option>
                {moves.map((s) => <option key={s} value={s}>{t(`support.status.${s}`)}</option>)}
              </select>
            )}
          </Field>
        )}
        {ticket.status !== 3 && status === '' && <Checkbox checked={ask} onChange={(e) => setAsk(e.currentTarget.checked)} label={t('support.staff.ask')} data-testid="staff-ask" />}
        <FilePicker files={attached} onChange={setAttached} />
        <div><SubmitButton busy={send.isPending} label={t('support.staff.send')} busyLabel={t('support.replyForm.sending')} testId="staff-send" /></div>
      </form>
    </section>
  );
}

function TicketView({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const when = useWhen();
  const final = ticket.status === 4 || ticket.status === 5;
  return (
    <div className={page}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <StatusBadge status={ticket.status} />
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })} data-testid="ticket-meta">
          {t(`support.issueType.${ticket.issue_type}`)} · {ticket.viewer === 'support' ? t('support.raisedBy', { name: ticket.learner.name, date: when(ticket.raised_at) }) : t('support.raisedOn', { date: when(ticket.raised_at) })}
          {ticket.product && <> · <a href={href(base, routeById('sales'), { productSeo: ticket.product.seo })}>{ticket.product.title}</a></>}
        </span>
      </div>
      {!final && (
        <div className={cx(card({ padding: 'md' }), css({ display: 'grid', gap: '1' }))}>
          <p className={css({ m: '0', fontWeight: 'semibold' })} data-testid="ticket-waiting">{t(`support.waiting.${ticket.waiting_on === 'learner' ? 'learner' : 'support'}`)}</p>
          <Expectations ticket={ticket} />
          <p className={css({ m: '0', color: 'fg.muted', fontSize: 'sm' })}>{t('support.sla.hours')}</p>
        </div>
      )}
      {final && <p className={css({ m: '0' })} data-testid="ticket-final">{t(`support.statusHint.${ticket.status}`)}</p>}
      <section className={panel} aria-labelledby="ticket-description-title">
        <h2 id="ticket-description-title" className={summaryTitle}>{t('support.detail.description')}</h2>
        <p className={text} data-testid="ticket-description-text">{ticket.description}</p>
        <Files list={ticket.files} />
        <Disclosure summary={t('support.form.device')}>
          <DeviceFacts device={ticket.device} testId="ticket-device-sent" />
          {ticket.system_check && (
            <div className={css({ display: 'grid', gap: '2', mt: '3' })} data-testid="ticket-system-check">
              <strong>{t('support.detail.systemCheck', { date: when(ticket.system_check.checked_at) })}</strong>
              <dl className={facts}>
                {ticket.system_check.steps.map((s) => (
                  <div key={s.step} className={css({ display: 'contents' })}>
                    <dt>{t(`systemCheck.step.${s.step}`)}</dt>
                    <dd>{t(`systemCheck.verdict.${s.verdict}`)}{s.detail ? ` · ${s.detail}` : ''}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
        </Disclosure>
      </section>
      <section className={css({ display: 'grid', gap: '3' })} aria-labelledby="ticket-thread-title">
        <h2 id="ticket-thread-title" className={summaryTitle}>{t('support.detail.conversation')}</h2>
        {ticket.messages.length === 0
          ? <p className={css({ m: '0', color: 'fg.muted' })}>{t('support.detail.noReplies')}</p>
          : <ol className={thread} data-testid="ticket-thread">{ticket.messages.map((m) => <Message key={m.id} item={m} viewer={ticket.viewer} />)}</ol>}
      </section>
      {ticket.viewer === 'support' ? (!final && <StaffAnswer ticket={ticket} />) : <LearnerActions ticket={ticket} />}
    </div>
  );
}

/** `/support/support-details/{ticketId}` (bundleId): one ticket, its clocks, what was sent with it and its conversation. */
export function TicketPage() {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const ticketId = useTicketId();
  const query = useQuery({ ...callQuery(slug, SUPPORT_CALLS.supportTicket, { params: { ticketId: ticketId ?? 0 } }), enabled: ticketId !== null });
  const heading = t('support.ticketNo', { id: ticketId ?? '' });
  usePageTitle(heading);
  const notFound = ticketId === null || (query.isError && toAppError(query.error).code === ERROR_CODE.notFound);
  return (
    <div data-testid="ticket-page">
      <PageHeader heading={heading} introText={query.data?.excerpt} crumbs={[{ href: href(base, routeById('support-list')), label: t('support.title') }]} testId="page-title" />
      <div className={pageContainer}>
        {notFound ? (
          <div className={page}>
            <EmptyState icon={<SupportIcon aria-hidden="true" />} title={t('support.detail.notFound')} text={localiseMessage(t, SUPPORT_TEXT.notFound)} role="alert" data-testid="ticket-not-found"
              actions={<a className={button({ variant: 'secondary' })} href={href(base, routeById('support-list'))}>{t('support.detail.back')}</a>} />
          </div>
        ) : query.isError && !query.data ? <div className={page}><ReadError error={query.error} onRetry={() => void query.refetch()} /></div>
          : !query.data ? <div className={page}><Skeleton width="100%" height="16rem" /></div>
            : <TicketView ticket={query.data} />}
      </div>
    </div>
  );
}
