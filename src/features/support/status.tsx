import { css, cx } from 'styled-system/css';
import type { SlaClock, TicketStatus, TicketSummary } from '../../contract/support.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { badge } from '../../ui/button.tsx';

const TONE: Readonly<Record<TicketStatus, 'brand' | 'neutral'>> = { 1: 'neutral', 2: 'neutral', 3: 'brand', 4: 'brand', 5: 'neutral' };

/** SPEC.md section 3's status, as the learner reads it (3 and 4 both read "Fixed"; decision 0083). */
export function StatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return <span className={badge({ tone: TONE[status] })} data-testid="ticket-status" data-status={status}>{t(`support.status.${status}`)}</span>;
}

export function useWhen() {
  const { i18n } = useTranslation();
  return (at: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}

const line = css({ m: '0', fontSize: 'sm' });
const late = css({ color: 'fg.default', fontWeight: 'semibold' });

function ClockLine({ clock, kind }: { clock: SlaClock; kind: 'first' | 'resolution' }) {
  const { t } = useTranslation();
  const when = useWhen();
  if (clock.met_at) return <p className={line}>{t(`support.sla.${kind}Met`, { date: when(clock.met_at) })}</p>;
  if (clock.paused) return <p className={line}>{t('support.sla.paused')}</p>;
  if (!clock.due_at) return null;
  return clock.breached
    ? <p className={cx(line, late)}>{t(`support.sla.${kind}Late`, { date: when(clock.due_at) })}</p>
    : <p className={line}>{t(`support.sla.${kind}Due`, { date: when(clock.due_at) })}</p>;
}

/** When to expect an answer and a fix, or when they came; a finished ticket shows only what happened. */
export function Expectations({ ticket }: { ticket: TicketSummary }) {
  const done = ticket.status === 4 || ticket.status === 5;
  const first = ticket.first_response;
  return (
    <div className={css({ display: 'grid', gap: '1' })} data-testid="ticket-sla">
      {(first.met_at || !done) && <ClockLine clock={first} kind="first" />}
      {(ticket.resolution.met_at || (!done && first.met_at)) && <ClockLine clock={ticket.resolution} kind="resolution" />}
    </div>
  );
}
