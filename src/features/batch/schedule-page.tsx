import { css, cx } from 'styled-system/css';
import type { Batch, CalendarEntry } from '../../contract/batch.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { badge, link } from '../../ui/button.tsx';
import { summaryTitle } from '../../ui/summary.ts';
import { LIVE_TEXT } from '../../contract/live-text.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { entryHref, entryLinked, insider } from './batch-api.ts';
import { BatchFrame } from './batch-frame.tsx';

const days = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '5' });
const entries = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '2' });
const entry = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: '8rem minmax(0, 1fr) auto' }, gap: '1 3', alignItems: 'baseline', py: '2', borderTopWidth: '1px', borderColor: 'border.default' });

/** The calendar by day, in the learner's time zone: what opened (a link to it), what opens when, and the batch's live classes. */
export function Calendar({ batch, withLinks }: { batch: Batch; withLinks: boolean }) {
  const { t, i18n } = useTranslation();
  const { base } = useShell();
  const byDay = new Map<string, CalendarEntry[]>();
  for (const item of batch.calendar) {
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(new Date(item.opens_at));
    byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  const time = (at: string) => new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(new Date(at));
  return (
    <ol className={days} data-testid="batch-calendar">
      {[...byDay].map(([day, items]) => (
        <li key={day}>
          <h2 className={summaryTitle}>{day}</h2>
          <ul className={entries}>
            {items.map((c) => (
              <li key={c.lesson_id} className={entry} data-testid="calendar-entry" data-open={c.open}>
                <span className={css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>{time(c.opens_at)}</span>
                {withLinks && entryLinked(c) ? <a className={link()} href={entryHref(base, batch, c)} data-testid="calendar-link">{c.title}</a> : <span>{c.title}</span>}
                {c.class_state === null
                  ? <span className={cx(badge({ tone: c.open ? 'brand' : 'neutral' }), css({ justifySelf: 'start' }))}>{c.open ? t('batch.opened') : t('batch.notYet')}</span>
                  : <span className={cx(badge({ tone: c.class_state === 'live' ? 'brand' : 'neutral' }), css({ justifySelf: 'start' }))} data-testid="calendar-class" data-state={c.class_state}>
                    {t('batch.liveClass', { state: localiseMessage(t, LIVE_TEXT[c.class_state]) })}
                  </span>}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** `/batch/{productSeo}/schedule` (batchId): the batch's whole calendar. */
export function BatchSchedulePage() {
  return <BatchFrame tab="schedule">{(batch) => <Calendar batch={batch} withLinks={insider(batch)} />}</BatchFrame>;
}
