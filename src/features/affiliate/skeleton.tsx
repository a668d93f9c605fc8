import { css, cx } from 'styled-system/css';
import { pageContainer } from '../../ui/layout.ts';
import { skeleton } from '../../ui/skeleton.tsx';

/** The affiliate page's shape while it loads: its title, where the learner stands, and the form or the history. */
export function AffiliateSkeleton() {
  return (
    <div data-testid="page-skeleton" className={pageContainer}>
      <div className={css({ py: { base: '8', md: '12' }, display: 'grid', gap: '3' })}>
        <div className={cx(skeleton(), css({ h: '9', w: '40%' }))} />
      </div>
      <div className={css({ display: 'grid', gap: '6', maxW: '3xl' })}>
        <div className={cx(skeleton(), css({ h: '28' }))} />
        <div className={cx(skeleton(), css({ h: '48' }))} />
      </div>
    </div>
  );
}
