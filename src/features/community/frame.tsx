import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useTranslation } from '../../i18n/use-translation.ts';
import { usePageTitle } from '../../platform/shell/page-title.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { pageContainer } from '../../ui/layout.ts';
import { AsideLayout } from '../../ui/aside-layout.tsx';
import { NotFoundView } from '../../ui/not-found-view.tsx';
import { PageHeader, type Crumb } from '../../ui/page-header.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { communitiesHref } from './links.ts';


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
      <AsideLayout aside={aside}>{children}</AsideLayout>
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

/** A community or post this school does not have: said plainly, with the way back to its communities. */
export function CommunityNotFound({ title }: { title?: string }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const shown = title ?? t('community.notFoundTitle');
  usePageTitle(shown);
  return <NotFoundView title={shown} text={t('community.notFoundText')} action={{ href: communitiesHref(base), label: t('community.backToCommunities') }} />;
}
