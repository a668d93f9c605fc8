import { css, cx } from 'styled-system/css';
import { pageContainer } from '../../ui/layout.ts';
import { skeleton } from '../../ui/skeleton.tsx';
import * as ui from './ui.ts';

/** The checkout pages' shape while the school configuration and the page's code load. */
export function CheckoutSkeleton() {
  return (
    <div data-testid="page-skeleton" className={pageContainer}>
      <div className={css({ py: { base: '8', md: '12' }, display: 'grid', gap: '3' })}>
        <div className={cx(skeleton(), css({ h: '9', w: '50%' }))} />
      </div>
      <div className={ui.layout}>
        <div className={cx(skeleton(), css({ h: '48' }))} />
        <div className={cx(skeleton(), css({ h: '64' }))} />
      </div>
    </div>
  );
}
