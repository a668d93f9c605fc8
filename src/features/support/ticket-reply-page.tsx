import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { ERROR_CODE } from '../../contract/errors.ts';
import { SUPPORT_CALLS, SUPPORT_LIMITS, SUPPORT_TEXT, TicketReplyRequest, type TicketFile } from '../../contract/support.ts';
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
import { button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Field } from '../../ui/field.tsx';
import { SupportIcon } from '../../ui/icons.ts';
import { pageContainer } from '../../ui/layout.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { ticketHref, useTicketId } from './links.ts';
import { StatusBadge } from './status.tsx';
import { FilePicker } from './ticket-files.tsx';

const page = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '5', py: { base: '6', md: '10' }, maxW: '3xl' });

/**
 * `/support/support-reply/{ticketId}` (bundleId): the learner's reply, with files. To a ticket that reads Fixed and
 * may still be reopened, the reply reopens it, and the page says so before it is sent; a finished ticket takes none.
 */
export function TicketReplyPage() {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const ticketId = useTicketId();
  const query = useQuery({ ...callQuery(slug, SUPPORT_CALLS.supportTicket, { params: { ticketId: ticketId ?? 0 } }), enabled: ticketId !== null });
  const heading = t('support.replyForm.title', { id: ticketId ?? '' });
  usePageTitle(heading);
  const [words, setWords] = useState('');
  const [files, setFiles] = useState<TicketFile[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const [requestId] = useState(() => crypto.randomUUID());
  const send = useWrite(SUPPORT_CALLS.ticketReply, (body: TicketReplyRequest) => call(SUPPORT_CALLS.ticketReply, { params: { ticketId: ticketId ?? 0 }, body }), () => {
    showSuccess(t('support.replyForm.sent'));
    window.location.assign(ticketHref(base, ticketId ?? 0));
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending || send.isSuccess) return;
    const body = { text: words, files: files.map((f) => f.file), request_id: requestId };
    const parsed = TicketReplyRequest.safeParse(body);
    if (!parsed.success) {
      setProblem(localiseMessage(t, parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setProblem(undefined);
    send.mutate(body);
  };
  const notFound = ticketId === null || (query.isError && toAppError(query.error).code === ERROR_CODE.notFound);
  const ticket = query.data;
  const final = ticket !== undefined && (ticket.status === 4 || ticket.status === 5);
  return (
    <div data-testid="ticket-reply-page">
      <PageHeader heading={heading} introText={ticket?.excerpt}
        crumbs={[{ href: href(base, routeById('support-list')), label: t('support.title') }, ...(ticketId ? [{ href: ticketHref(base, ticketId), label: t('support.ticketNo', { id: ticketId }) }] : [])]} testId="page-title" />
      <div className={pageContainer}>
        <div className={page}>
          {notFound ? (
            <EmptyState icon={<SupportIcon aria-hidden="true" />} title={t('support.detail.notFound')} text={localiseMessage(t, SUPPORT_TEXT.notFound)} role="alert" data-testid="ticket-not-found"
              actions={<a className={button({ variant: 'secondary' })} href={href(base, routeById('support-list'))}>{t('support.detail.back')}</a>} />
          ) : query.isError && !ticket ? <ReadError error={query.error} onRetry={() => void query.refetch()} />
            : !ticket ? <Skeleton width="100%" height="12rem" />
              : final ? (
                <Callout status="info" title={t(`support.statusHint.${ticket.status}`)} data-testid="ticket-reply-closed">
                  <a className={cx(button({ variant: 'secondary' }), css({ mt: '2' }))} href={`${href(base, routeById('raise-ticket'))}${ticket.product ? `?bundleId=${ticket.product.id}` : ''}`}>{t('support.raise')}</a>
                </Callout>
              ) : (
                <form className={css({ display: 'grid', gap: '4' })} onSubmit={submit} noValidate data-testid="ticket-reply-form">
                  <div><StatusBadge status={ticket.status} /></div>
                  {ticket.status === 3 && <Callout status="info" title={t('support.replyForm.reopens')} data-testid="ticket-reply-reopens" />}
                  <Field label={t('support.replyForm.text')} error={problem} errorTestId="ticket-reply-error">
                    {(input) => <textarea {...input} rows={6} maxLength={SUPPORT_LIMITS.replyMax} value={words} onChange={(e) => setWords(e.target.value)} data-testid="ticket-reply-text" />}
                  </Field>
                  <FilePicker files={files} onChange={setFiles} />
                  <div><SubmitButton busy={send.isPending || send.isSuccess} label={t('support.replyForm.send')} busyLabel={t('support.replyForm.sending')} testId="ticket-reply-send" /></div>
                </form>
              )}
        </div>
      </div>
    </div>
  );
}
