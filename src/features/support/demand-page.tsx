import { useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { DEMAND_CALLS, DemandReplyRequest, type Demand, type DemandMessage } from '../../contract/demand.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
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
import { Field } from '../../ui/field.tsx';
import { pageContainer } from '../../ui/layout.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { summaryPanel, summaryTitle } from '../../ui/summary.ts';
import { DemandNotFound, DemandStatusBadge, demandReplyHref, demandsHref, useDemand, VoteButton } from './demand-parts.tsx';
import { useTicketId } from './links.ts';
import { useWhen } from './status.tsx';

const page = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '6', py: { base: '6', md: '10' }, maxW: '3xl' });
const panel = cx(summaryPanel, css({ gridTemplateColumns: 'minmax(0, 1fr)' }));
const text = css({ m: '0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const thread = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' });
const messageHead = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', fontSize: 'sm', color: 'fg.muted', '& strong': { color: 'fg.default' } });

function Message({ item }: { item: DemandMessage }) {
  const { t } = useTranslation();
  const when = useWhen();
  const support = item.author.role === 'support';
  return (
    <li className={cx(card({ padding: 'md' }), css({ display: 'grid', gap: '2' }), support ? css({ borderColor: 'brand.emphasized' }) : css({ bg: 'bg.subtle' }))} data-testid="demand-message" data-role={item.author.role}>
      <div className={messageHead}>
        <strong>{support ? t('support.detail.support') : item.author.name}</strong>
        <span>{when(item.created_at)}</span>
        {item.status_to !== null && <span className={badge({ tone: 'neutral' })}>{t('support.detail.movedTo', { status: t(`support.demand.status.${item.status_to}`) })}</span>}
      </div>
      <p className={text}>{item.text}</p>
    </li>
  );
}

/** The school's answer: words for the learners, and the demand moved on if it is (to review, added, closed). */
function StaffAnswer({ demand }: { demand: Demand }) {
  const { t } = useTranslation();
  const [words, setWords] = useState('');
  const [status, setStatus] = useState<'' | '2' | '4' | '5'>('');
  const [problem, setProblem] = useState<string | undefined>();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const send = useWrite(DEMAND_CALLS.demandReply, (body: DemandReplyRequest) => call(DEMAND_CALLS.demandReply, { params: { ticketId: demand.id }, body }), () => {
    showSuccess(t('support.demand.staff.sent'));
    setWords('');
    setStatus('');
    setRequestId(crypto.randomUUID());
  });
  const moves: ('2' | '4' | '5')[] = demand.status === 1 ? ['2', '4', '5'] : ['4', '5'];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const body = { text: words, request_id: requestId, ...(status ? { status: Number(status) as 2 | 4 | 5 } : {}) };
    const parsed = DemandReplyRequest.safeParse(body);
    if (!parsed.success) {
      setProblem(localiseMessage(t, parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setProblem(undefined);
    send.mutate(body);
  };
  return (
    <section className={panel} aria-labelledby="demand-staff-title">
      <h2 id="demand-staff-title" className={summaryTitle}>{t('support.demand.staff.title')}</h2>
      <form className={css({ display: 'grid', gap: '4' })} onSubmit={submit} noValidate data-testid="demand-staff-answer">
        <Field label={t('support.demand.staff.text')} error={problem}>
          {(input) => <textarea {...input} rows={4} maxLength={2000} value={words} onChange={(e) => setWords(e.target.value)} data-testid="demand-staff-text" />}
        </Field>
        <Field label={t('support.demand.staff.status')}>
          {(input) => (
            <select {...input} value={status} onChange={(e) => setStatus(e.target.value as typeof status)} data-testid="demand-staff-status">
              <option value="">{t('support.demand.staff.keep', { status: t(`support.demand.status.${demand.status}`) })}</option>
              {moves.map((s) => <option key={s} value={s}>{t(`support.demand.status.${s}`)}</option>)}
            </select>
          )}
        </Field>
        <div><SubmitButton busy={send.isPending} label={t('support.demand.staff.send')} busyLabel={t('support.replyForm.sending')} testId="demand-staff-send" /></div>
      </form>
    </section>
  );
}

function DemandView({ demand }: { demand: Demand }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const when = useWhen();
  const open = demand.status === 1 || demand.status === 2;
  return (
    <div className={page}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <DemandStatusBadge status={demand.status} />
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {t(`support.demand.kind.${demand.kind}`)} · {t('support.demand.askedBy', { name: demand.author.name, date: when(demand.created_at) })}
          {demand.product && <> · <a href={href(base, routeById('sales'), { productSeo: demand.product.seo })}>{demand.product.title}</a></>}
        </span>
      </div>
      <div className={cx(card({ padding: 'md' }), css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' }))}>
        <VoteButton demand={demand} />
        {demand.viewer === 'author' && open && <a className={button({ variant: 'secondary', size: 'sm' })} href={demandReplyHref(base, demand.id)} data-testid="demand-reply-link">{t('support.demand.detail.reply')}</a>}
      </div>
      <section className={panel} aria-labelledby="demand-details-title">
        <h2 id="demand-details-title" className={summaryTitle}>{t('support.demand.detail.details')}</h2>
        <p className={text}>{demand.details || t('support.demand.detail.noDetails')}</p>
      </section>
      <section className={css({ display: 'grid', gap: '3' })} aria-labelledby="demand-thread-title">
        <h2 id="demand-thread-title" className={summaryTitle}>{t('support.demand.detail.conversation')}</h2>
        {demand.messages.length === 0
          ? <p className={css({ m: '0', color: 'fg.muted' })}>{t('support.demand.detail.noReplies')}</p>
          : <ol className={thread} data-testid="demand-thread">{demand.messages.map((m) => <Message key={m.id} item={m} />)}</ol>}
      </section>
      {!open && <p className={css({ m: '0' })} data-testid="demand-closed">{t('support.demand.detail.closed')}</p>}
      {demand.viewer === 'support' && open && <StaffAnswer demand={demand} />}
    </div>
  );
}

/** `/raise-your-demand/demand-details/{ticketId}` (bundleId): one demand, its votes and the school's answers. */
export function DemandPage() {
  const { t } = useTranslation();
  const { base } = useShell();
  const id = useTicketId();
  const query = useDemand(id);
  usePageTitle(query.data?.title ?? t('support.demand.title'));
  const notFound = id === null || (query.isError && toAppError(query.error).code === ERROR_CODE.notFound);
  return (
    <div data-testid="demand-page">
      <PageHeader heading={query.data?.title ?? t('support.demand.title')} crumbs={[{ href: demandsHref(base), label: t('support.demand.title') }]} testId="page-title" />
      <div className={pageContainer}>
        {notFound ? <div className={page}><DemandNotFound /></div>
          : query.isError && !query.data ? <div className={page}><ReadError error={query.error} onRetry={() => void query.refetch()} /></div>
            : !query.data ? <div className={page}><Skeleton width="100%" height="16rem" /></div>
              : <DemandView demand={query.data} />}
      </div>
    </div>
  );
}
