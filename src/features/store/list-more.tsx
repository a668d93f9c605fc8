import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import { button } from '../../ui/button.tsx';

const more = css({ mt: '8', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', color: 'fg.muted', fontSize: 'sm' });
const actions = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3' });

export interface MoreLink {
  href: string;
  text: string;
}

/**
 * Under a list cut at `shown` cards: how many there are, and where the rest are listed (a page of the API's list:
 * a prerendered page holding them all would grow with the catalogue, docs/decisions/0052-store-pages-bounded.md).
 */
export function ListMore({ shown, count, links }: { shown: number; count: number; links: readonly MoreLink[] }) {
  const { t } = useTranslation();
  return (
    <div className={more} data-testid="list-more">
      <p>{t('store.list.showing', { shown, count })}</p>
      <div className={actions}>
        {links.map((link) => (
          <a key={link.href} className={button({ variant: 'secondary' })} href={link.href}>{link.text}</a>
        ))}
      </div>
    </div>
  );
}
