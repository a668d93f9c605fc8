import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { GlobalSearchQuery, queryObject, SEARCH_QUERY_MAX, type SearchKind } from '../../contract/search.ts';
import { href, routeById } from '../../routes/index.ts';
import { usePageQuery } from '../account/index.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { pageContainer, srOnly } from '../../ui/layout.ts';
import { takeEarlyInput } from './early-input.ts';
import { preloadSearchPart, readSearchManifest, useSearchPart } from './load-index.ts';
import { Announcer, CountLine, linkable, LoadError, NoResults, ResultList, ResultsSkeleton, StartMessage, useCountText } from './results.tsx';
import { focusSearchField, SearchField } from './search-field.tsx';
import type { SearchHit } from './search-index.ts';
import { tabCount, Tabs } from '../../ui/tabs.tsx';
import { replaceQuery } from './url-state.ts';
import { searchBody } from './search-skeleton.tsx';

if (typeof document !== 'undefined') {
  preloadSearchPart('catalogue');
  preloadSearchPart('lessons');
}

/** SPEC.md section 2: global search covers courses, tests, bundles, lessons and posts. Tests include test series. */
export const GLOBAL_TABS = [
  { id: 'courses', kinds: ['course'] },
  { id: 'tests', kinds: ['test', 'testSeries'] },
  { id: 'bundles', kinds: ['bundle'] },
  { id: 'lessons', kinds: ['lesson'] },
  { id: 'posts', kinds: ['post'] },
] as const satisfies readonly { id: string; kinds: readonly SearchKind[] }[];
export type GlobalTabId = (typeof GLOBAL_TABS)[number]['id'];

/** Hits split by tab, each in score order. */
export function hitsByTab(hits: readonly SearchHit[]): Record<GlobalTabId, SearchHit[]> {
  const out = Object.fromEntries(GLOBAL_TABS.map((tab) => [tab.id, [] as SearchHit[]])) as Record<GlobalTabId, SearchHit[]>;
  for (const hit of hits) {
    const tab = GLOBAL_TABS.find((entry) => (entry.kinds as readonly SearchKind[]).includes(hit.doc.kind));
    if (tab) out[tab.id].push(hit);
  }
  return out;
}

/**
 * /global-search (query `kw`): one field, results in tabs per kind with their counts. Until the learner picks a
 * tab, the first tab with results is shown. Posts have a tab only in a school whose index holds posts.
 */
export function GlobalSearchPage() {
  const { t } = useTranslation();
  const { base } = useShell();
  const pageQuery = usePageQuery();
  const [initial] = useState(() => GlobalSearchQuery.parse(queryObject(pageQuery)));
  const [early] = useState(() => takeEarlyInput());
  const [query, setQuery] = useState(early ? early.value.slice(0, SEARCH_QUERY_MAX) : initial.kw);
  const [picked, setPicked] = useState<GlobalTabId | null>(null);
  const [manifest] = useState(() => readSearchManifest());
  const catalogue = useSearchPart(manifest?.parts.catalogue ?? null);
  const lessons = useSearchPart(manifest?.parts.lessons ?? null);

  useEffect(() => replaceQuery({ kw: query }), [query]);
  useEffect(() => {
    if (early?.focused || !(early ? early.value : initial.kw)) focusSearchField();
  }, [early, initial.kw]);

  const index = catalogue.status === 'ready' ? catalogue.index : null;
  const hasLessons = manifest?.parts.lessons != null;
  const byTab = useMemo(() => {
    if (!index) return hitsByTab([]);
    const lessonHits = lessons.status === 'ready' ? linkable(lessons.index.search(query), index) : [];
    return hitsByTab([...index.search(query), ...lessonHits]);
  }, [index, lessons, query]);
  const ready = index !== null && (!hasLessons || lessons.status === 'ready');
  const tabs = GLOBAL_TABS.filter((tab) => tab.id !== 'posts' || (manifest?.counts.post ?? 0) > 0);
  const selected = picked ?? tabs.find((tab) => byTab[tab.id].length > 0)?.id ?? 'courses';
  const total = tabs.reduce((sum, tab) => sum + byTab[tab.id].length, 0);
  const countText = useCountText(total, query);
  const active = ready && query.trim() !== '';

  let body;
  if (!manifest) body = <LoadError message={t('shell.errors.generic')} onRetry={() => window.location.reload()} />;
  else if (catalogue.status === 'error') body = <LoadError message={catalogue.error.message} onRetry={catalogue.retry} />;
  else if (lessons.status === 'error') body = <LoadError message={lessons.error.message} onRetry={lessons.retry} />;
  else if (!query.trim()) body = <StartMessage />;
  else if (!index || !ready) body = <ResultsSkeleton />;
  else {
    body = (
      <Tabs.Root value={selected} onValueChange={(details) => setPicked(details.value as GlobalTabId)} lazyMount unmountOnExit translations={{ listLabel: t('search.tabs.label') }}>
        <Tabs.List data-testid="search-tabs">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.id} value={tab.id} data-testid={`search-tab-${tab.id}`}>
              {t(`search.tabs.${tab.id}`)}
              <span className={tabCount} aria-hidden="true">{byTab[tab.id].length}</span>
              <span className={srOnly}> {t('search.tabs.count', { count: byTab[tab.id].length })}</span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.id} value={tab.id}>
            {byTab[tab.id].length > 0 ? <ResultList hits={byTab[tab.id]} catalogue={index} /> : <NoResults query={query} />}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    );
  }

  return (
    <>
      <PageHeader heading={t('search.page.globalTitle')} introText={t('search.page.globalIntro')} crumbs={[{ href: href(base, routeById('store')), label: t('shell.nav.store') }]}>
        <SearchField value={query} onChange={setQuery} controls="global-search-results" />
      </PageHeader>
      <div className={pageContainer}>
        <div className={searchBody} data-testid="search-page" data-state={ready ? 'ready' : 'loading'}>
          <section id="global-search-results" aria-label={t('search.page.globalTitle')}>
            <Announcer text={active ? countText : ''} />
            {active && total > 0 && <CountLine text={countText} />}
            {body}
          </section>
        </div>
      </div>
    </>
  );
}
