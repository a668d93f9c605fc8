import { useStore } from '@nanostores/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isOfflinePage } from '../../contract/service-worker.ts';
import { Callout } from '../../ui/callout.tsx';
import { loadDownloadsPanel } from '../offline/index.ts';
import { loadJournalSync } from '../player/index.ts';
import { $session } from '../../platform/session/session-store.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import { DEFAULT_PRODUCTS_ORDER } from '../../contract/common.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { productGrid } from '../store/index.ts';
import { inLibraryTab, libraryTab, libraryTabs, type LibraryTabId } from './enrolment.ts';
import { CardGridSkeleton, LearningFrame } from './frame.tsx';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { enrolledQuery } from './learning-api.ts';
import { NothingOwned } from './my-enrollments-page.tsx';
import { OwnedCard, useNow } from './owned-product.tsx';
import { useUrlState } from '../../platform/shell/use-url-state.ts';
import { tabCount, Tabs } from '../../ui/tabs.tsx';

const TAB_LABEL: Readonly<Record<LibraryTabId, string>> = {
  all: 'learning.library.tabs.all',
  courses: 'store.section.course',
  tests: 'store.section.test',
  bundles: 'store.section.bundle',
  testSeries: 'store.section.testSeries',
  downloads: 'offline.title',
};

const DownloadsPanel = lazy(() => loadDownloadsPanel().then((component) => ({ default: component })));

/**
 * `/courses-library`: the learner's products in tabs (everything, then one per product type in the school's
 * order); `tabId` in the address picks the tab and follows it. Ark UI Tabs: arrow keys move between tabs, each
 * panel is labelled by its tab.
 */
export function CoursesLibraryPage() {
  const { t } = useTranslation();
  const { slug, config } = useShell();
  const now = useNow();
  const tabs = useMemo(
    () => libraryTabs(config.school_config.products_order.length ? config.school_config.products_order : DEFAULT_PRODUCTS_ORDER),
    [config],
  );
  const parse = useCallback((search: string) => libraryTab(search, tabs), [tabs]);
  const serialise = useCallback((tabId: LibraryTabId) => (tabId === tabs[0] ? '' : `?tabId=${tabId}`), [tabs]);
  const [chosen, choose] = useUrlState(parse, serialise);
  // Offline, in place of a page never visited (the service worker's offline page), it opens on what is downloaded;
  // its tabs then keep off the address, which is the other page's.
  const [offlinePage] = useState(isOfflinePage);
  const [offlineTab, chooseOffline] = useState<LibraryTabId>('downloads');
  const current = offlinePage ? offlineTab : chosen;
  const setCurrent = offlinePage ? chooseOffline : choose;
  const enrolled = useQuery(enrolledQuery(slug));
  // The offline page is where a learner studying offline lands: what they did in the player goes to the API from here
  // too when the network returns.
  const client = useQueryClient();
  const userId = useStore($session).student?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    let stop: (() => void) | null = null;
    let gone = false;
    void loadJournalSync().then(({ watchJournal }) => {
      if (!gone) stop = watchJournal(client, slug, userId);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [client, slug, userId]);
  const products = enrolled.data?.courses ?? [];
  // On phones the tabs are a scrolling row: bring the chosen one into view.
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Again once the counts are in: they widen the tabs, which can push the chosen one out of view.
    // A block, not an expression: browsers now return a promise from scrollIntoView, which React would take for a cleanup.
    void list.current?.querySelector('[data-selected]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current, enrolled.isError, enrolled.isSuccess]);

  return (
    <LearningFrame title={t('learning.library.title')} intro={t('learning.library.intro')} testId="courses-library-page">
      {offlinePage && (
        <Callout status="warning" title={t('offline.offlineTitle')} data-testid="offline-page">{t('offline.offlineText')}</Callout>
      )}
      <Tabs.Root
          value={current}
          onValueChange={({ value }) => setCurrent(value as LibraryTabId)}
          activationMode="automatic"
          lazyMount
          // A grid item: without this the row of tabs would widen the page instead of scrolling on phones.
          className={css({ minW: '0' })}
        >
          <Tabs.List ref={list} aria-label={t('learning.library.tabsLabel')}>
            {tabs.map((id) => (
              <Tabs.Trigger key={id} value={id} data-testid="library-tab" data-tab={id}>
                {t(TAB_LABEL[id])}
                {enrolled.data && id !== 'downloads' && <span className={tabCount}>{products.filter((p) => inLibraryTab(p, id)).length}</span>}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((id) => {
            const inTab = products.filter((p) => inLibraryTab(p, id));
            return (
              <Tabs.Content key={id} value={id} data-testid="library-panel" data-tab={id}>
                {id === 'downloads' ? (
                  <Suspense fallback={null}><DownloadsPanel /></Suspense>
                ) : enrolled.isError && !enrolled.data ? (
                  <ReadError error={enrolled.error} onRetry={() => void enrolled.refetch()} />
                ) : !enrolled.data ? (
                  <CardGridSkeleton count={4} />
                ) : inTab.length === 0 ? (
                  <NothingOwned
                    title={t('learning.library.emptyTitle')}
                    text={id === 'all' ? t('learning.library.emptyAll') : t('learning.library.emptyTab', { list: t(TAB_LABEL[id]) })}
                    testId="library-empty"
                  />
                ) : (
                  <ul className={productGrid}>
                    {inTab.map((product) => (
                      <li key={product.id}>
                        <OwnedCard product={product} now={now} headingLevel={2} />
                      </li>
                    ))}
                  </ul>
                )}
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
    </LearningFrame>
  );
}
