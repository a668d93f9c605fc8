import { css, cx } from 'styled-system/css';
import { pageContainer } from './layout.ts';
import { skeleton } from './skeleton.tsx';

// Static classes, so the style extractor sees every height and width a page may ask for.
const PANEL_HEIGHT = { sm: css({ h: '28' }), md: css({ h: '40' }), lg: css({ h: '48' }) } as const;
const COLUMN = { '3xl': css({ display: 'grid', gap: '6', maxW: '3xl' }), '4xl': css({ display: 'grid', gap: '6', maxW: '4xl' }) } as const;

/**
 * An account page's shape while the school configuration and the page's code load: its title, then its panels
 * (the wallet, invite and earn, subscriptions, the affiliate programme).
 */
export function PanelsSkeleton({ panels, width = '3xl' }: { panels: readonly (keyof typeof PANEL_HEIGHT)[]; width?: keyof typeof COLUMN }) {
  return (
    <div data-testid="page-skeleton" className={pageContainer}>
      <div className={css({ py: { base: '8', md: '12' }, display: 'grid', gap: '3' })}>
        <div className={cx(skeleton(), css({ h: '9', w: '40%' }))} />
      </div>
      <div className={COLUMN[width]}>
        {panels.map((size, i) => <div key={i} className={cx(skeleton(), PANEL_HEIGHT[size])} />)}
      </div>
    </div>
  );
}
