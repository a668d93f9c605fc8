/** Live alerts in the browser (src/contract/live-alerts.ts): the list a page at a time, one alert, and sending one. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { LIVE_ALERT_CALLS, type SendAlertRequest } from '../../contract/live-alerts.ts';
import { call } from '../../lib/call.ts';
import { callKey, callQuery } from '../../lib/query-client.ts';
import { useWrite } from '../../platform/shell/use-write.ts';

export function alertsQuery(slug: string, bundleId: number | undefined) {
  const query = bundleId ? { bundleId } : {};
  return infiniteQueryOptions({
    queryKey: callKey(slug, LIVE_ALERT_CALLS.liveAlerts, { query }),
    queryFn: ({ signal, pageParam }) => call(LIVE_ALERT_CALLS.liveAlerts, { signal, query: { ...query, ...(pageParam === null ? {} : { before: pageParam }) } }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
    staleTime: LIVE_ALERT_CALLS.liveAlerts.staleTime,
  });
}

export const alertQuery = (slug: string, alertId: number) => callQuery(slug, LIVE_ALERT_CALLS.liveAlert, { params: { alertId } });

export const useSendAlert = () => useWrite(LIVE_ALERT_CALLS.sendAlert, (body: SendAlertRequest) => call(LIVE_ALERT_CALLS.sendAlert, { body }));
