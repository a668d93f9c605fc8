import { css } from 'styled-system/css';
import { Skeleton } from '../../ui/skeleton.tsx';
import * as s from './styles.ts';

/** The player's shape while its code and the lesson load: the content area and the lesson list. */
export function PlayerSkeleton() {
  return (
    <div className={s.page} aria-busy="true">
      <div className={s.layout}>
        <div className={s.main}>
          <Skeleton width="60%" height="2rem" />
          <div className={css({ mt: '4', aspectRatio: '16 / 9', w: 'full' })}><Skeleton width="100%" height="100%" /></div>
        </div>
        <div className={s.aside}><Skeleton width="100%" height="20rem" /></div>
      </div>
    </div>
  );
}
