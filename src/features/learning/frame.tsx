import { usePageTitle } from '../../platform/shell/page-title.ts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { PageHeader, type Crumb } from '../../ui/page-header.tsx';
import { pageContainer } from '../../ui/layout.ts';
import { skeleton } from '../../ui/skeleton.tsx';

export const learningBody = css({ mt: { base: '6', md: '8' }, pb: { base: '12', md: '20' }, display: 'grid', gap: { base: '6', md: '8' } });

export { usePageTitle };

/** The store crumb every learning page starts its trail with. */
export function useStoreCrumb(): Crumb {
  const { t } = useTranslation();
  const { base } = useShell();
  return { href: href(base, routeById('store')), label: t('shell.nav.store') };
}

export interface LearningFrameProps {
  title: string;
  intro?: string;
  /** After the store crumb. */
  crumbs?: readonly Crumb[];
  /** Under the title, in the band (badges, progress). */
  headerExtra?: ReactNode;
  children: ReactNode;
  testId: string;
}

/** The frame of every learning page: the store's title band (crumbs, h1, intro) above the page's content. */
export function LearningFrame({ title, intro, crumbs = [], headerExtra, children, testId }: LearningFrameProps) {
  const store = useStoreCrumb();
  usePageTitle(title);
  return (
    <div data-testid={testId}>
      <PageHeader heading={title} crumbs={[store, ...crumbs]} testId="page-title" {...(intro ? { introText: intro } : {})}>
        {headerExtra}
      </PageHeader>
      <div className={pageContainer}>
        <div className={learningBody}>{children}</div>
      </div>
    </div>
  );
}


/** Grey cards in the product grid's shape while a list loads. */
export function CardGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="list-skeleton">
      <p className={css({ srOnly: true })} role="status">{t('shell.loading')}</p>
      <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))', gap: { base: '4', md: '6' } })}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card', overflow: 'hidden', bg: 'surface' })}>
            <div className={cx(skeleton(), css({ aspectRatio: '16 / 9', borderRadius: '0' }))} />
            <div className={css({ p: '4', display: 'grid', gap: '2' })}>
              <div className={cx(skeleton(), css({ h: '3', w: '30%' }))} />
              <div className={cx(skeleton(), css({ h: '4', w: '85%' }))} />
              <div className={cx(skeleton(), css({ h: '4', w: '60%' }))} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The shell's skeleton of a learning page (before the school configuration and the page's code are there). */
export function LearningSkeleton() {
  return (
    <div data-testid="page-skeleton">
      <div className={css({ borderBottomWidth: '1px', borderColor: 'border.default' })}>
        <div className={pageContainer}>
          <div className={css({ py: { base: '8', md: '12' }, display: 'grid', gap: '3' })}>
            <div className={cx(skeleton(), css({ h: '3.5', w: '24' }))} />
            <div className={cx(skeleton(), css({ h: '9', w: '50%' }))} />
            <div className={cx(skeleton(), css({ h: '4', w: '70%' }))} />
          </div>
        </div>
      </div>
      <div className={pageContainer}>
        <div className={learningBody}>
          <CardGridSkeleton count={4} />
        </div>
      </div>
    </div>
  );
}
