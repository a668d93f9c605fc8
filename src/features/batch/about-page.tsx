import { css } from 'styled-system/css';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { link } from '../../ui/button.tsx';
import { BatchFrame, useWhen } from './batch-frame.tsx';

const facts = css({
  display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' }, gap: '1 6', m: '0',
  '& dt': { color: 'fg.muted' }, '& dd': { m: '0', overflowWrap: 'anywhere' },
});

/** `/batch/about` (batchId, productSeo): what the batch is, its course, dates and seats. */
export function BatchAboutPage() {
  const { t } = useTranslation();
  const { base } = useShell();
  const when = useWhen();
  return (
    <BatchFrame tab="about">
      {(batch) => (
        <>
          {batch.about && <p className={css({ m: '0', fontSize: 'lg', whiteSpace: 'pre-wrap' })} data-testid="batch-about">{batch.about}</p>}
          <dl className={facts}>
            <dt>{t('batch.course')}</dt><dd><a className={link()} href={href(base, routeById('sales'), { productSeo: batch.product.seo })}>{batch.product.title}</a></dd>
            <dt>{t('batch.starts')}</dt><dd>{when.moment(batch.starts_at)}</dd>
            <dt>{t('batch.ends')}</dt><dd>{when.moment(batch.ends_at)}</dd>
            <dt>{t('batch.seatsLabel')}</dt><dd data-testid="batch-about-seats">{t('batch.seatsOf', { left: batch.seats_left, seats: batch.seats })}</dd>
            <dt>{t('batch.calendarLabel')}</dt><dd>{t('batch.calendarCount', { count: batch.calendar.length })}</dd>
          </dl>
        </>
      )}
    </BatchFrame>
  );
}
