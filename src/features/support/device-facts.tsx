import { css } from 'styled-system/css';
import type { DeviceInfo } from '../../contract/support.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

// Apart from the raise-ticket page, so that a ticket's page, which shows what was sent, does not load the form.
export const facts = css({
  display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' }, gap: '1 6', m: '0',
  '& dt': { color: 'fg.muted' }, '& dd': { m: '0', overflowWrap: 'anywhere' },
});

const DEVICE_FIELDS: readonly (keyof DeviceInfo)[] = ['browser', 'os', 'screen', 'network', 'app_version', 'language', 'timezone'];

/** The device's details, as they will be sent. */
export function DeviceFacts({ device, testId }: { device: DeviceInfo; testId: string }) {
  const { t } = useTranslation();
  return (
    <dl className={facts} data-testid={testId}>
      {DEVICE_FIELDS.map((name) => (
        <div key={name} className={css({ display: 'contents' })}>
          <dt>{t(`support.deviceField.${name}`)}</dt>
          <dd data-testid={`device-${name}`}>{device[name]}</dd>
        </div>
      ))}
    </dl>
  );
}

