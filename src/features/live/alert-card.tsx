import { css, cx } from 'styled-system/css';
import type { LiveAlert } from '../../contract/live-alerts.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { exactTime, relativeTime } from '../../i18n/relative-time.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { card } from '../../ui/card.tsx';
import { mutedText } from '../../ui/layout.ts';

const body = css({ m: '0', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
const titleLink = css({ color: 'fg.default', textDecoration: 'none', _hover: { textDecoration: 'underline' } });

/** One alert: its title (a link to it in a list), when and by whom, what it says, and the product it is about. */
export function AlertCard({ alert, as }: { alert: LiveAlert; as: 'list' | 'page' }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const locale = useLocale();
  const Heading = as === 'list' ? 'h2' : 'h1';
  const link = href(base, routeById('live-alert'), { alertId: alert.id });
  return (
    <article className={cx(card({ padding: 'md' }), css({ display: 'grid', gap: '2' }))} data-testid="live-alert" data-alert-id={alert.id}>
      <Heading className={css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: as === 'list' ? 'lg' : { base: '2xl', md: '3xl' }, m: '0' })}>
        {as === 'list' ? <a className={titleLink} href={link}>{alert.title}</a> : alert.title}
      </Heading>
      <p className={mutedText}>
        {t('live.alerts.byline', { name: alert.author_name })}{' · '}
        <time dateTime={alert.created_at} title={exactTime(alert.created_at, locale)}>{relativeTime(alert.created_at, Date.now(), locale)}</time>
      </p>
      <p className={body} data-testid="live-alert-body">{alert.body}</p>
      {alert.product && (
        <p className={css({ m: '0' })}>
          <a className={css({ fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '3px' })} href={href(base, routeById('sales'), { productSeo: alert.product.seo_title })} data-testid="live-alert-product">
            {alert.product.title}
          </a>
        </p>
      )}
    </article>
  );
}
