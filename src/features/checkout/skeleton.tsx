import { css, cx } from 'styled-system/css';
import { pageContainer } from '../../ui/layout.ts';
import { skeleton } from '../../ui/skeleton.tsx';

export const checkoutColumns = css({ display: 'grid', gap: { base: '6', lg: '8' }, gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 380px' }, alignItems: 'start', py: { base: '6', md: '10' } });

/** The checkout pages' shape while the school configuration and the page's code load. */
export function CheckoutSkeleton() {
  return (
    <div data-testid="page-skeleton" className={pageContainer}>
      <div className={css({ py: { base: '8', md: '12' }, display: 'grid', gap: '3' })}>
        <div className={cx(skeleton(), css({ h: '9', w: '50%' }))} />
      </div>
      <div className={checkoutColumns}>
        <div className={cx(skeleton(), css({ h: '48' }))} />
        <div className={cx(skeleton(), css({ h: '64' }))} />
      </div>
    </div>
  );
}
