import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { queryObject, SearchRedirectQuery } from '../../contract/search.ts';
import { usePageQuery } from '../account/index.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { pageContainer } from '../../ui/layout.ts';
import { preloadSearchPart, readSearchManifest, useSearchPart } from './load-index.ts';
import { searchRedirectTarget } from './redirect.ts';
import { LoadError } from './results.tsx';
import { RedirectNotice, searchBody } from './search-skeleton.tsx';

if (typeof document !== 'undefined') preloadSearchPart('catalogue');

/** Whether the redirect is about a lesson, so the (larger) lessons part of the index is needed. */
export const wantsLesson = (query: SearchRedirectQuery): boolean =>
  query.searchType === 'lesson' || (query.searchType === undefined && query.lessonId !== undefined);

/**
 * /search-redirect (query searchType, courseId, bundleId, lessonId, search): resolves the ids from the school's
 * search index (no API call) and replaces itself with the target (`location.replace`, so Back skips it).
 */
export function SearchRedirectPage() {
  const { t } = useTranslation();
  const { base } = useShell();
  const pageQuery = usePageQuery();
  const [query] = useState(() => SearchRedirectQuery.parse(queryObject(pageQuery)));
  const [manifest] = useState(() => readSearchManifest());
  const lessonNeeded = wantsLesson(query) && manifest?.parts.lessons != null;
  const catalogue = useSearchPart(manifest?.parts.catalogue ?? null);
  const lessons = useSearchPart(manifest?.parts.lessons ?? null, lessonNeeded);

  useEffect(() => {
    if (catalogue.status !== 'ready' || (lessonNeeded && lessons.status !== 'ready')) return;
    const products = catalogue.index;
    const lessonIndex = lessons.status === 'ready' ? lessons.index : null;
    const target = searchRedirectTarget(base, query, {
      product: (id) => {
        const doc = products.get('course', id);
        return doc && doc.kind !== 'lesson' && doc.kind !== 'post' ? doc : null;
      },
      lesson: (id) => {
        const doc = lessonIndex?.get('lesson', id) ?? null;
        return doc?.kind === 'lesson' ? doc : null;
      },
    });
    window.location.replace(target);
  }, [catalogue, lessons, lessonNeeded, base, query]);

  const failed = !manifest ? null : catalogue.status === 'error' ? catalogue : lessonNeeded && lessons.status === 'error' ? lessons : null;
  if (!manifest) {
    return (
      <div className={pageContainer}>
        <div className={searchBody}><LoadError message={t('shell.errors.generic')} onRetry={() => window.location.reload()} /></div>
      </div>
    );
  }
  if (failed) {
    return (
      <div className={pageContainer}>
        <div className={searchBody}><LoadError message={failed.error.message} onRetry={failed.retry} /></div>
      </div>
    );
  }
  return <RedirectNotice />;
}
