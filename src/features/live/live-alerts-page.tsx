/**
 * `/live-alert/view-all` (`bundleId`): the school's alerts, newest first; with `bundleId`, those about that bundle.
 * The school's faculty and admins send one from here: it reaches every learner's open pages at once.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { ALERT_LIMITS, ALERT_TEXT } from '../../contract/live-alerts.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { showSuccess } from '../../platform/shell/notify.ts';
import { usePageTitle } from '../../platform/shell/page-title.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { AnnounceForm } from '../../ui/announce-form.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { pageContainer } from '../../ui/layout.ts';
import { LoadMore } from '../../ui/load-more.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AlertCard } from './alert-card.tsx';
import { alertsQuery, useSendAlert } from './alerts-api.ts';

const body = css({ maxW: '3xl', mx: 'auto', py: { base: '6', md: '10' }, display: 'grid', gap: '4' });

/** Faculty's form: a title and what the alert says; blank or too long is said at the field before anything goes. */
function SendForm() {
  const { t } = useTranslation();
  const send = useSendAlert();
  return (
    <AnnounceForm testId="alert" busy={send.isPending} limits={ALERT_LIMITS}
      labels={{
        heading: t('live.alerts.send'), title: t('live.alerts.titleLabel'), body: t('live.alerts.bodyLabel'), hint: t('live.alerts.bodyHint'),
        send: t('live.alerts.sendButton'), sending: t('live.alerts.sending'),
        titleRequired: localiseMessage(t, ALERT_TEXT.titleRequired), bodyRequired: localiseMessage(t, ALERT_TEXT.bodyRequired),
      }}
      onSend={(message) => send.mutateAsync(message).then(() => showSuccess(t('live.alerts.sent')))} />
  );
}

export function LiveAlertsPage() {
  const { t } = useTranslation();
  const { slug } = useShell();
  const [bundleId] = useState(() => {
    const value = Number(new URLSearchParams(window.location.search).get('bundleId'));
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  });
  const query = useInfiniteQuery(alertsQuery(slug, bundleId));
  usePageTitle(t('live.alerts.title'));
  const alerts = query.data?.pages.flatMap((p) => p.alerts) ?? [];
  const canSend = query.data?.pages[0]?.can_send ?? false;
  return (
    <div data-testid="live-alerts">
      <PageHeader heading={t('live.alerts.title')} introText={t(bundleId ? 'live.alerts.introBundle' : 'live.alerts.intro')} crumbs={[]} testId="page-title" />
      <div className={pageContainer}>
        <div className={body}>
          {canSend && !bundleId && <SendForm />}
          {query.isError && !query.data ? <ReadError error={query.error} onRetry={() => void query.refetch()} />
            : !query.data ? <Skeleton width="100%" height="10rem" />
              : alerts.length === 0 ? <EmptyState title={t('live.alerts.empty')} text={t('live.alerts.emptyText')} data-testid="alerts-empty" />
                : (
                  <>
                    <ol className={css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' })}>
                      {alerts.map((a) => <li key={a.id}><AlertCard alert={a} as="list" /></li>)}
                    </ol>
                    <LoadMore hasNext={query.hasNextPage} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()}
                      labels={{ more: t('live.alerts.more'), loading: t('live.alerts.loading'), end: t('live.alerts.end') }} endTestId="alerts-end" />
                  </>
                )}
        </div>
      </div>
    </div>
  );
}
