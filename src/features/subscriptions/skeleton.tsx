import { css, cx } from 'styled-system/css';
import { pageContainer } from '../../ui/layout.ts';
import { skeleton } from '../../ui/skeleton.tsx';

/** A subscription page's shape while the school configuration and the page's code load: its title and two panels. */
export function SubscriptionsSkeleton() {
  return (
    <div data-testid="page-skeleton" className={pageContainer}>
      <div className={css({ py: { base: '8', md: '12' }, display: 'grid', gap: '3' })}>
        <div className={cx(skeleton(), css({ h: '9', w: '40%' }))} />
      </div>
      <div className={css({ display: 'grid', gap: '6', maxW: '4xl' })}>
        <div className={cx(skeleton(), css({ h: '40' }))} />
        <div className={cx(skeleton(), css({ h: '40' }))} />
      </div>
    </div>
  );
}
