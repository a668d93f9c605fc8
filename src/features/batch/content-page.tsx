import { css } from 'styled-system/css';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { link } from '../../ui/button.tsx';
import { summaryTitle } from '../../ui/summary.ts';
import { entryHref, insider } from './batch-api.ts';
import { BatchFrame, JoinFirst, LaterEntry, useWhen } from './batch-frame.tsx';

const entries = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '2', '& li': { display: 'flex', flexWrap: 'wrap', gap: '1 3', justifyContent: 'space-between', py: '2', borderTopWidth: '1px', borderColor: 'border.default' } });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });

/** `/batch/content` (batchId, productSeo): what the batch has opened so far, newest first, and what is still to come. */
export function BatchContentPage() {
  const { t } = useTranslation();
  const { base } = useShell();
  const when = useWhen();
  return (
    <BatchFrame tab="content">
      {(batch) => {
        if (!insider(batch)) return <JoinFirst batch={batch} />;
        const opened = batch.calendar.filter((c) => c.open).reverse();
        const later = batch.calendar.filter((c) => !c.open);
        return (
          <>
            <section className={css({ display: 'grid', gap: '2' })} aria-labelledby="batch-opened-title">
              <h2 id="batch-opened-title" className={summaryTitle}>{t('batch.openedSoFar', { count: opened.length })}</h2>
              {opened.length === 0 ? <p className={css({ m: '0' })}>{t('batch.nothingYet')}</p> : (
                <ul className={entries} data-testid="batch-opened">
                  {opened.map((c) => <li key={c.lesson_id}><a className={link()} href={entryHref(base, batch, c)} data-testid="batch-lesson">{c.title}</a><span className={muted}>{when.moment(c.opens_at)}</span></li>)}
                </ul>
              )}
            </section>
            {later.length > 0 && (
              <section className={css({ display: 'grid', gap: '2' })} aria-labelledby="batch-later-title">
                <h2 id="batch-later-title" className={summaryTitle}>{t('batch.comingNext')}</h2>
                <ul className={entries} data-testid="batch-later">
                  {later.map((c) => <li key={c.lesson_id}><LaterEntry batch={batch} entry={c} /></li>)}
                </ul>
              </section>
            )}
          </>
        );
      }}
    </BatchFrame>
  );
}
