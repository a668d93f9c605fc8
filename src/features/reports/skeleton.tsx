import { css, cx } from 'styled-system/css';
import { skeleton } from '../../ui/skeleton.tsx';
import { testStyles as s } from '../mock-test/index.ts';

/** A report's shape while the school configuration and the page's code load: its title, its figures, its body. */
export function ReportSkeleton() {
  return (
    <div className={s.page} aria-busy="true">
      <div className={cx(skeleton(), css({ h: '10', w: '60%' }))} />
      <div className={cx(skeleton(), css({ h: '24' }))} />
      <div className={cx(skeleton(), css({ h: '64' }))} />
    </div>
  );
}
