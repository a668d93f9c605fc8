import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '../../i18n/use-translation.ts';
import { usePageTitle } from '../../platform/shell/page-title.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { pageContainer } from '../../ui/layout.ts';
import { AsideLayout } from '../../ui/aside-layout.tsx';
import { PageHeader, type Crumb } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { categoryHref } from './links.ts';


/** The feed's pages: the title band (store, feed), the posts, and beside them on a wide screen what filters them. */
export function FeedFrame({ title, intro, aside, children, testId, crumbFeed = true }: { title: string; intro?: string; aside?: ReactNode; children: ReactNode; testId: string; crumbFeed?: boolean }) {
  const { t } = useTranslation();
  const { base } = useShell();
  usePageTitle(title);
  const crumbs: Crumb[] = [{ href: href(base, routeById('store')), label: t('shell.nav.store') }, ...(crumbFeed ? [{ href: categoryHref(base), label: t('feed.title') }] : [])];
  return (
    <>
      <PageHeader heading={title} {...(intro ? { introText: intro } : {})} crumbs={crumbs} testId={testId} />
      <AsideLayout aside={aside}>{children}</AsideLayout>
    </>
  );
}

/** What shows until the feed's code and its first posts are there. */
export function FeedSkeleton() {
  return (
    <div className={pageContainer} aria-busy="true">
      <div className={css({ py: { base: '8', md: '12' }, display: 'grid', gap: '4', maxW: '3xl' })}>
        <Skeleton width="40%" height="2.25rem" />
        <Skeleton width="100%" height="2.5rem" />
        {[0, 1, 2].map((i) => <Skeleton key={i} width="100%" height="12rem" />)}
      </div>
    </div>
  );
}
