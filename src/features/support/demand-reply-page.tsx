import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { DEMAND_CALLS, DemandReplyRequest } from '../../contract/demand.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { DEMAND_TEXT } from '../../contract/support-text.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { showSuccess } from '../../platform/shell/notify.ts';
import { usePageTitle } from '../../platform/shell/page-title.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { useWrite } from '../../platform/shell/use-write.ts';
import { Callout } from '../../ui/callout.tsx';
import { Field } from '../../ui/field.tsx';
import { pageContainer } from '../../ui/layout.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { DemandNotFound, demandHref, demandsHref, useDemand } from './demand-parts.tsx';
import { useTicketId } from './links.ts';

const page = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '5', py: { base: '6', md: '10' }, maxW: '3xl' });

/**
 * `/raise-your-demand/demand-reply/{ticketId}` (bundleId): the asker's reply about their demand (more detail, an
 * answer to the school's question). Others add their vote on the demand's page; a closed demand takes no reply.
 */
export function DemandReplyPage() {
  const { t } = useTranslation();
  const { base } = useShell();
  const id = useTicketId();
  const query = useDemand(id);
  const heading = t('support.demand.replyForm.title');
  usePageTitle(heading);
  const [words, setWords] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [requestId] = useState(() => crypto.randomUUID());
  const send = useWrite(DEMAND_CALLS.demandReply, (body: DemandReplyRequest) => call(DEMAND_CALLS.demandReply, { params: { ticketId: id ?? 0 }, body }), () => {
    showSuccess(t('support.demand.replyForm.sent'));
    window.location.assign(demandHref(base, id ?? 0));
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending || send.isSuccess) return;
    const body = { text: words, request_id: requestId };
    const parsed = DemandReplyRequest.safeParse(body);
    if (!parsed.success) {
      setProblem(localiseMessage(t, parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setProblem(undefined);
    send.mutate(body);
  };
  const demand = query.data;
  const notFound = id === null || (query.isError && toAppError(query.error).code === ERROR_CODE.notFound);
  return (
    <div data-testid="demand-reply-page">
      <PageHeader heading={heading} introText={demand?.title}
        crumbs={[{ href: demandsHref(base), label: t('support.demand.title') }, ...(id && demand ? [{ href: demandHref(base, id), label: demand.title }] : [])]} testId="page-title" />
      <div className={pageContainer}>
        <div className={page}>
          {notFound ? <DemandNotFound />
            : query.isError && !demand ? <ReadError error={query.error} onRetry={() => void query.refetch()} />
              : !demand ? <Skeleton width="100%" height="10rem" />
                : demand.status === 4 || demand.status === 5 ? <Callout status="info" title={t('support.demand.detail.closed')} data-testid="demand-reply-closed" />
                  : demand.viewer === 'learner' ? <Callout status="info" title={localiseMessage(t, DEMAND_TEXT.replyNotAllowed)} data-testid="demand-reply-not-yours" />
                    : (
                      <form className={css({ display: 'grid', gap: '4' })} onSubmit={submit} noValidate data-testid="demand-reply-form">
                        <Field label={t('support.demand.replyForm.text')} error={problem}>
                          {(input) => <textarea {...input} rows={6} maxLength={2000} value={words} onChange={(e) => setWords(e.target.value)} data-testid="demand-reply-text" />}
                        </Field>
                        <div><SubmitButton busy={send.isPending || send.isSuccess} label={t('support.demand.replyForm.send')} busyLabel={t('support.replyForm.sending')} testId="demand-reply-send" /></div>
                      </form>
                    )}
        </div>
      </div>
    </div>
  );
}
