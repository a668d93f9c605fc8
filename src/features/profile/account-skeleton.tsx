import type { ComponentType } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { card } from '../../ui/card.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { container } from 'styled-system/patterns';

export const accountPage = container({ maxW: '6xl', px: { base: '4', md: '6' }, pt: { base: '5', md: '10' }, pb: { base: '12', md: '20' } });

/** Navigation beside the content from md up; above it, as a scrolling row, on phones. */
export const accountFrame = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '232px minmax(0, 1fr)' },
  gap: { base: '5', md: '10' },
  alignItems: 'start',
});

// The account pages' skeletons: light on purpose, as the shell island loads them before the school
// configuration and the page's own code.

/** Grey bars in the shape of panels: a page's content while its data loads. */
export function PanelSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className={cx(card({ padding: 'lg' }), css({ display: 'grid', gap: '4' }))} aria-busy="true" data-testid="panel-skeleton">
      <p className={css({ srOnly: true })} role="status">
        {t('shell.loading')}
      </p>
      <div className={cx(skeleton(), css({ h: '6', w: '40%' }))} />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={css({ display: 'grid', gap: '2' })}>
          <div className={cx(skeleton(), css({ h: '3.5', w: '24' }))} />
          <div className={cx(skeleton(), css({ h: '11', w: 'full', maxW: 'lg' }))} />
        </div>
      ))}
    </div>
  );
}

/** The shell's skeleton for an account page (before the school configuration is there): the frame, grey. */
export function accountSkeleton(rows: number): ComponentType {
  function AccountSkeleton() {
    return (
      <div className={accountPage} data-testid="page-skeleton">
        <div className={accountFrame}>
          <div className={css({ display: { base: 'none', md: 'grid' }, gap: '2' })}>
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className={cx(skeleton(), css({ h: '9' }))} />
            ))}
          </div>
          <div>
            <div className={cx(skeleton(), css({ h: '8', w: '50%', mb: '3' }))} />
            <div className={cx(skeleton(), css({ h: '4', w: '70%', mb: '7' }))} />
            <PanelSkeleton rows={rows} />
          </div>
        </div>
      </div>
    );
  }
  return AccountSkeleton;
}
