import { css, cx } from 'styled-system/css';
import { skeleton } from '../../ui/skeleton.tsx';
import * as s from './styles.ts';

export function MockTestSkeleton() {
  return (
    <div className={s.page} aria-busy="true">
      <div className={cx(skeleton(), css({ h: '10', w: '60%' }))} />
      <div className={cx(skeleton(), css({ h: '24' }))} />
      <div className={cx(skeleton(), css({ h: '64' }))} />
    </div>
  );
}
