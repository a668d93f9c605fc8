import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { pageContainer } from './layout.ts';

const body = css({ py: { base: '6', md: '10' }, display: 'grid', gap: '6', alignItems: 'start', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 18rem' } });
const column = css({ display: 'grid', gap: { base: '4', md: '5' }, minW: '0', maxW: '3xl', w: 'full' });
// On a phone what filters or frames the list comes first; on a wide screen it stands beside it.
const side = css({ display: 'grid', gap: '5', order: { base: -1, lg: 0 }, minW: '0' });

/** A page's main column of reading width, with what goes beside it on a wide screen (the feed, a community). */
export function AsideLayout({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  return (
    <div className={pageContainer}>
      <div className={body}>
        <div className={column}>{children}</div>
        {aside && <aside className={side}>{aside}</aside>}
      </div>
    </div>
  );
}
