/** `/live-alert/{alertId}`: one of the school's alerts, with the way to all of them. */
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { ALERT_TEXT } from '../../contract/live-alerts.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { usePageTitle } from '../../platform/shell/page-title.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useRouteParams } from '../../platform/shell/route-params.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { pageContainer } from '../../ui/layout.ts';
import { NotFoundView } from '../../ui/not-found-view.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AlertCard } from './alert-card.tsx';
import { alertQuery } from './alerts-api.ts';

const body = css({ maxW: '3xl', mx: 'auto', py: { base: '6', md: '10' }, display: 'grid', gap: '5' });

export function LiveAlertPage() {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const alertId = Number(useRouteParams()['alertId']);
  const valid = Number.isSafeInteger(alertId) && alertId > 0;
  const query = useQuery({ ...alertQuery(slug, valid ? alertId : 0), enabled: valid });
  usePageTitle(query.data?.alert.title ?? t('live.alerts.title'));
  const all = href(base, routeById('live-alert-view-all'));
  const notFound = <NotFoundView title={localiseMessage(t, ALERT_TEXT.notFound)} text={t('live.alerts.notFoundText')} action={{ href: all, label: t('live.alerts.all') }} />;
  if (!valid) return notFound;
  if (query.isError && !query.data) {
    if (toAppError(query.error).code === ERROR_CODE.notFound) return notFound;
    return <ReadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <div className={pageContainer}>
      <div className={body}>
        {query.data ? <AlertCard alert={query.data.alert} as="page" /> : <Skeleton width="100%" height="12rem" />}
        <p className={css({ m: '0' })}>
          <a className={css({ color: 'fg.muted', fontSize: 'sm', textDecoration: 'underline', textUnderlineOffset: '3px' })} href={all} data-testid="all-alerts">{t('live.alerts.all')}</a>
        </p>
      </div>
    </div>
  );
}
