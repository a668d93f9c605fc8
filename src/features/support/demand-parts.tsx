import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { DEMAND_CALLS, type DemandStatus, type DemandSummary } from '../../contract/demand.ts';
import { DEMAND_TEXT } from '../../contract/support-text.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { callQuery } from '../../lib/query-client.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { call } from '../../lib/call.ts';
import { showSuccess } from '../../platform/shell/notify.ts';
import { useWrite } from '../../platform/shell/use-write.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { badge, button } from '../../ui/button.tsx';
import { CheckIcon, DemandIcon } from '../../ui/icons.ts';

export const demandHref = (base: string, id: number): string => href(base, routeById('demand-details'), { ticketId: String(id) });
export const demandReplyHref = (base: string, id: number): string => href(base, routeById('demand-reply'), { ticketId: String(id) });
export const demandsHref = (base: string): string => href(base, routeById('demands-list'));

const TONE: Readonly<Record<DemandStatus, 'brand' | 'neutral'>> = { 1: 'neutral', 2: 'neutral', 4: 'brand', 5: 'neutral' };

export function DemandStatusBadge({ status }: { status: DemandStatus }) {
  const { t } = useTranslation();
  return <span className={badge({ tone: TONE[status] })} data-testid="demand-status" data-status={status}>{t(`support.demand.status.${status}`)}</span>;
}

const voteBox = css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const count = css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' });

/**
 * The votes and the learner's own: one press adds it, another takes it back; the one who asked holds theirs. A
 * finished demand shows its count only.
 */
export function VoteButton({ demand }: { demand: Pick<DemandSummary, 'id' | 'votes' | 'voted' | 'mine' | 'status' | 'title'> }) {
  const { t } = useTranslation();
  const params = { ticketId: demand.id };
  const vote = useWrite(DEMAND_CALLS.voteDemand, (add: boolean) => call(add ? DEMAND_CALLS.voteDemand : DEMAND_CALLS.unvoteDemand, { params }),
    (_, add) => showSuccess(add ? t('support.demand.voteCounted') : t('support.demand.voteTaken')));
  const open = demand.status === 1 || demand.status === 2;
  return (
    <span className={voteBox}>
      <span className={count} data-testid="demand-votes">{t('support.demand.votes', { count: demand.votes })}</span>
      {open && !demand.mine && (
        <button type="button" className={button({ variant: demand.voted ? 'secondary' : 'primary', size: 'sm' })} aria-pressed={demand.voted} disabled={vote.isPending}
          // The visible word first (what speech input users say), the demand after it; pressed says whether it counts.
          title={demand.voted ? t('support.demand.unvote') : undefined}
          aria-label={`${demand.voted ? t('support.demand.voted') : t('support.demand.vote')}: ${demand.title}`}
          onClick={() => vote.mutate(!demand.voted)} data-testid="demand-vote">
          {demand.voted ? <><CheckIcon aria-hidden="true" size={16} /> {t('support.demand.voted')}</> : <><DemandIcon aria-hidden="true" size={16} /> {t('support.demand.vote')}</>}
        </button>
      )}
      {demand.mine && <span className={badge({ tone: 'brand' })}>{t('support.demand.yourDemand')}</span>}
    </span>
  );
}

export function DemandNotFound() {
  const { t } = useTranslation();
  const { base } = useShell();
  return (
    <EmptyState icon={<DemandIcon aria-hidden="true" />} title={t('support.demand.detail.notFound')} text={localiseMessage(t, DEMAND_TEXT.notFound)} role="alert" data-testid="demand-not-found"
      actions={<a className={button({ variant: 'secondary' })} href={demandsHref(base)}>{t('support.demand.detail.back')}</a>} />
  );
}

export const useDemand = (id: number | null) => {
  const { slug } = useShell();
  return useQuery({ ...callQuery(slug, DEMAND_CALLS.demand, { params: { ticketId: id ?? 0 } }), enabled: id !== null });
};
