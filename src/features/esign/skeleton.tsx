import { css, cx } from 'styled-system/css';
import { pageContainer } from '../../ui/layout.ts';
import { skeleton } from '../../ui/skeleton.tsx';

/** The document and the form, while they load. */
export function EsignSkeletonBody() {
  return (
    <div className={css({ display: 'grid', gap: '6', py: { base: '6', md: '10' } })} aria-hidden="true">
      <div className={cx(skeleton(), css({ h: '10', w: '2/3' }))} />
      <div className={cx(skeleton(), css({ h: '96' }))} />
      <div className={cx(skeleton(), css({ h: '48' }))} />
    </div>
  );
}

/** The signing page's outline while its code loads. */
export function EsignSkeleton() {
  return (
    <div className={pageContainer}>
      <EsignSkeletonBody />
    </div>
  );
}
