import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { OFFLINE_CALLS } from '../../contract/offline.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { call } from '../../lib/call.ts';
import { callQuery, invalidateAfter } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { Button } from '../../ui/button.tsx';
import { Callout } from '../../ui/callout.tsx';
import { deviceId } from './vault.ts';

/**
 * The devices the learner keeps downloads on (the school allows a few at a time: `max_devices`), this one marked. A
 * device removed here keeps its downloads only until its next check: how a learner frees a place for a new phone.
 * Online only; offline the list is not shown.
 */
export function DevicesList() {
  const { t, i18n } = useTranslation();
  const { slug } = useShell();
  const client = useQueryClient();
  const devices = useQuery(callQuery(slug, OFFLINE_CALLS.offlineDevices));
  const [here, setHere] = useState<string | null>(null);
  useEffect(() => void deviceId().then(setHere), []);
  const remove = useMutation({
    mutationFn: (id: string) => call(OFFLINE_CALLS.removeDevice, { params: { deviceId: id } }),
    onSuccess: () => void invalidateAfter(client, slug, OFFLINE_CALLS.removeDevice),
  });
  const list = devices.data?.devices ?? [];
  if (list.length === 0) return null;
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section className={css({ display: 'grid', gap: '3' })} aria-labelledby="download-devices-title" data-testid="download-devices">
      <h2 id="download-devices-title" className={css({ m: '0', fontSize: 'md', fontWeight: 'bold' })}>{t('offline.devices.title')}</h2>
      <p className={css({ m: '0', fontSize: 'sm', color: 'fg.muted' })}>{t('offline.devices.intro', { count: devices.data!.policy.max_devices })}</p>
      <ul className={css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '2' })}>
        {list.map((device) => (
          <li key={device.device_id} className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap', fontSize: 'sm' })} data-testid="download-device">
            <span className={css({ fontWeight: 'semibold' })}>{device.name}</span>
            {device.device_id === here && <span className={css({ color: 'fg.muted' })} data-testid="this-device">({t('offline.devices.this')})</span>}
            <span className={css({ color: 'fg.muted' })}>{t('offline.devices.added', { date: day.format(new Date(device.added_at)) })}</span>
            {device.device_id !== here && (
              <Button variant="ghost" size="sm" busy={remove.isPending && remove.variables === device.device_id} onClick={() => remove.mutate(device.device_id)}
                aria-label={`${t('offline.devices.remove')}: ${device.name}`} data-testid="remove-device">
                {t('offline.devices.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {remove.isError && <Callout status="error" role="alert" title={localiseMessage(t, toAppError(remove.error).message)} />}
    </section>
  );
}
