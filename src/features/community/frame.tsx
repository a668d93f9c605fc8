import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '../../i18n/use-translation.ts';
import { usePageTitle } from '../../platform/shell/page-title.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { button } from '../../ui/button.tsx';
import { pageContainer } from '../../ui/layout.ts';
import { PageHeader, type Crumb } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { communitiesHref } from './links.ts';

const body = css({ py: { base: '6', md: '10' }, display: 'grid', gap: '6', alignItems: 'start', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 18rem' } });
export const column = css({ display: 'grid', gap: { base: '4', md: '5' }, minW: '0', maxW: '3xl', w: 'full' });

/** A community page: the title band (store, communities, this one), the main column, and what goes beside it. */
export function CommunityFrame({ title, intro, crumbs = [], aside, head, children, testId }: {
  title: string; intro?: string; crumbs?: readonly Crumb[]; aside?: ReactNode; head?: ReactNode; children: ReactNode; testId: string;
}) {
  const { t } = useTranslation();
  const { base } = useShell();
  usePageTitle(title);
  const trail: Crumb[] = [{ href: href(base, routeById('store')), label: t('shell.nav.store') }, { href: communitiesHref(base), label: t('community.title') }, ...crumbs];
  return (
    <>
      <PageHeader heading={title} {...(intro ? { introText: intro } : {})} crumbs={trail} testId={testId}>{head}</PageHeader>
      <div className={pageContainer}>
        <div className={body}>
          <div className={column}>{children}</div>
          {aside && <aside className={css({ display: 'grid', gap: '5', order: { base: -1, lg: 0 }, minW: '0' })}>{aside}</aside>}
        </div>
      </div>
    </>
  );
}

export function CommunitySkeleton() {
  return (
    <div className={pageContainer} aria-busy="true">
      <div className={css({ py: { base: '8', md: '12' }, display: 'grid', gap: '4', maxW: '3xl' })}>
        <Skeleton width="40%" height="2.25rem" />
        <Skeleton width="100%" height="2.5rem" />
        {[0, 1, 2].map((i) => <Skeleton key={i} width="100%" height="9rem" />)}
      </div>
    </div>
  );
}

const wrap = css({ py: { base: '16', md: '24' }, display: 'grid', justifyItems: 'center', textAlign: 'center', gap: '4' });
const code = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: '6xl', md: '7xl' }, lineHeight: '1', letterSpacing: '-0.04em', color: 'brand.solid' });
const heading = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: '2xl', md: '3xl' }, color: 'fg.default', maxW: 'xl', textWrap: 'balance' });

/** A community or post this school does not have: said plainly, with the way back to its communities. */
export function CommunityNotFound({ title }: { title?: string }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const shown = title ?? t('community.notFoundTitle');
  usePageTitle(shown);
  return (
    <div className={pageContainer} data-testid="not-found">
      <div className={wrap}>
        <p className={code} aria-hidden="true">404</p>
        <h1 className={heading}>{shown}</h1>
        <p className={css({ color: 'fg.muted', maxW: 'md', textWrap: 'balance' })}>{t('community.notFoundText')}</p>
        <a className={button()} href={communitiesHref(base)}>{t('community.backToCommunities')}</a>
      </div>
    </div>
  );
}
