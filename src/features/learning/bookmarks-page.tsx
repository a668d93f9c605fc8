import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import type { Bookmark } from '../../contract/learning.ts';
import { positionHash } from '../../lib/position-hash.ts';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { formatDate } from '../product/index.ts';
import { showError, showSuccess } from '../../platform/shell/notify.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { useCardEnv } from '../../platform/shell/card-env.tsx';
import { groupBookmarks, parseBookmarkQuery, positionText, removeBookmark, type LessonBookmarks } from './bookmarks.ts';
import { LearningFrame } from './frame.tsx';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { BookmarkIcon, TrashIcon } from '../../ui/icons.ts';
import { bookmarksQuery, courseDetailQuery } from './learning-api.ts';
import { OwnedGate } from './owned-gate.tsx';
import { dashboardPath } from './owned-product.tsx';
import type { OwnedProduct } from './product-lookup.ts';
import { useRouteParams } from '../../platform/shell/route-params.ts';
import { chip, link } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { emptyState } from '../../ui/empty-state.tsx';
import { skeleton } from '../../ui/skeleton.tsx';
import { chipList, mutedText, panelTitle } from '../../ui/layout.ts';

const sectionBox = cx(card({ padding: 'sm' }), css({ display: 'grid', gap: '4', p: { base: '4', md: '5' } }));
const sectionTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: 'lg', color: 'fg.default' });
const lessonTitle = css({ fontWeight: 'semibold', fontSize: 'md', color: 'fg.default', display: 'flex', alignItems: 'center', gap: '2', '& svg': { w: '4', h: '4', color: 'fg.muted', flexShrink: 0 } });
const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '2', mt: '2' });
const item = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '3',
  alignItems: 'start',
  p: '3',
  borderRadius: 'card',
  bg: 'canvas',
  borderWidth: '1px',
  borderColor: 'border.default',
});
const position = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default', fontVariantNumeric: 'tabular-nums' });
const note = css({ fontSize: 'sm', color: 'fg.default', mt: '0.5', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
const when = css({ fontSize: 'xs', color: 'fg.muted', mt: '1' });
const remove = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'card',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { color: 'fg.default', bg: 'surface' },
  _focusVisible: { outline: '3px solid {colors.brand.ring}', outlineOffset: '1px' },
  '& svg': { w: '5', h: '5' },
  '&[aria-busy=true]': { opacity: '0.5', cursor: 'progress' },
});

/** The lesson player for a bookmark, when that route is served. */
function playerHref(base: string, owned: OwnedProduct, courseSeo: string, sectionId: number, lessonId: number): string | null {
  const sub = owned.product.seo_title !== courseSeo || owned.via !== null;
  const route = routeById(sub ? 'lesson-player-sub' : 'lesson-player');
  if (!route.built) return null;
  const parent = owned.via?.seo_title ?? owned.product.seo_title;
  const params: Record<string, string | number> = sub ? { productSeo: parent, subProductSeo: courseSeo, sectionId, lessonId } : { productSeo: courseSeo, sectionId, lessonId };
  return href(base, route, params);
}

function LessonGroup({ lesson, courseSeo, owned, onRemove, removing }: {
  lesson: LessonBookmarks;
  courseSeo: string;
  owned: OwnedProduct;
  onRemove: (b: Bookmark) => void;
  removing: number | null;
}) {
  const { t } = useTranslation();
  const { base, locale } = useCardEnv();
  return (
    <div data-testid="bookmark-lesson" data-lesson-id={lesson.lessonId}>
      <h3 className={lessonTitle}>
        <BookmarkIcon />
        {lesson.lessonTitle}
      </h3>
      <ul className={list}>
        {lesson.bookmarks.map((b) => {
          const player = playerHref(base, owned, courseSeo, b.section_id, b.lesson_id);
          // To the bookmark's own moment or page.
          const to = player && `${player}${positionHash(lesson.kind, b.position)}`;
          const where = positionText(b.position, lesson.kind, t);
          return (
            <li key={b.id} className={item} data-testid="bookmark">
              <div>
                <p className={position}>{to ? <a className={link()} href={to}>{where}</a> : where}</p>
                {b.note && <p className={note} data-testid="bookmark-note">{b.note}</p>}
                <p className={when}>{t('learning.bookmarks.added', { date: formatDate(b.created_at, locale) })}</p>
              </div>
              <button
                type="button"
                className={remove}
                aria-label={t('learning.bookmarks.remove', { where, lesson: lesson.lessonTitle })}
                title={t('learning.bookmarks.remove', { where, lesson: lesson.lessonTitle })}
                aria-busy={removing === b.id || undefined}
                onClick={() => removing === null && onRemove(b)}
                data-testid="remove-bookmark"
              >
                <TrashIcon />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Bookmarks({ owned }: { owned: OwnedProduct }) {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const client = useQueryClient();
  const [query] = useState(() => parseBookmarkQuery(window.location.search));
  const { product } = owned;
  // The course whose bookmarks show: the one the address names if it is this product or one of its items.
  const courses = [product.id, ...product.item_ids];
  const courseId = query.courseId !== undefined && courses.includes(query.courseId) ? query.courseId : product.item_ids.length > 0 && product.sections.length === 0 ? null : product.id;
  const items = useQueries({ queries: (courseId === null ? product.item_ids : []).map((id) => courseDetailQuery(slug, id)) });
  const course = useQuery({ ...courseDetailQuery(slug, courseId ?? product.id), enabled: courseId !== null });
  const marks = useQuery({ ...bookmarksQuery(slug, courseId ?? product.id, query.lessonId), enabled: courseId !== null });
  const removing = useMutation({
    mutationFn: (b: Bookmark) => removeBookmark(client, slug, b),
    onSuccess: () => showSuccess(t('learning.bookmarks.removed')),
    onError: (error) => showError(error),
  });
  const courseSeo = course.data?.course.seo_title ?? product.seo_title;
  const pageHref = (params: Record<string, string>) => href(base, routeById('bookmarks'), { productSeo: (owned.via ?? product).seo_title }, params);
  const crumbs = [
    { href: href(base, routeById('my-enrollments')), label: t('learning.enrolments.title') },
    { href: owned.via ? dashboardPath(base, owned.via.seo_title, product.seo_title) : dashboardPath(base, product.seo_title), label: product.title },
  ];
  const groups = marks.data ? groupBookmarks(marks.data.bookmarks, course.data?.course.sections) : [];
  const count = marks.data?.bookmarks.length ?? 0;

  return (
    <LearningFrame
      title={t('learning.bookmarks.title')}
      intro={course.data && courseId !== product.id ? course.data.course.title : product.title}
      crumbs={crumbs}
      testId="bookmarks-page"
    >
      {courseId === null ? (
        <section className={cx(card({ padding: 'sm' }), css({ display: 'grid', gap: '3' }))} aria-labelledby="choose-course">
          <h2 id="choose-course" className={panelTitle}>{t('learning.bookmarks.chooseCourse')}</h2>
          <ul className={chipList}>
            {items.map((q, i) =>
              q.data ? (
                <li key={product.item_ids[i]}>
                  <a className={chip()} href={pageHref({ courseId: String(q.data.course.id), bundleId: String(product.id) })}>{q.data.course.title}</a>
                </li>
              ) : null,
            )}
          </ul>
        </section>
      ) : marks.isError && !marks.data ? (
        <ReadError error={marks.error} onRetry={() => void marks.refetch()} />
      ) : !marks.data ? (
        <div className={cx(skeleton(), css({ h: '48' }))} aria-busy="true" />
      ) : (
        <>
          {query.lessonId !== undefined && (
            <p className={mutedText}>
              {t('learning.bookmarks.oneLesson')}{' '}
              <a className={link()} href={pageHref(courseId === product.id ? {} : { courseId: String(courseId), ...(query.bundleId ? { bundleId: String(query.bundleId) } : {}) })}>
                {t('learning.bookmarks.showAll')}
              </a>
            </p>
          )}
          <p className={mutedText} role="status" data-testid="bookmark-count">{t('learning.bookmarks.count', { count })}</p>
          {groups.length === 0 ? (
            <div className={emptyState().root} data-testid="bookmarks-empty">
              <span className={emptyState().icon} aria-hidden="true"><BookmarkIcon /></span>
              <h2 className={emptyState().title}>{t('learning.bookmarks.emptyTitle')}</h2>
              <p className={emptyState().text}>{t('learning.bookmarks.emptyText')}</p>
            </div>
          ) : (
            <div className={css({ display: 'grid', gap: '4' })} data-testid="bookmark-groups">
              {groups.map((group) => (
                <section key={group.sectionId} className={sectionBox} aria-labelledby={`bookmark-section-${group.sectionId}`} data-testid="bookmark-section">
                  <h2 id={`bookmark-section-${group.sectionId}`} className={sectionTitle}>{group.sectionTitle}</h2>
                  {group.lessons.map((lesson) => (
                    <LessonGroup
                      key={lesson.lessonId}
                      lesson={lesson}
                      courseSeo={courseSeo}
                      owned={owned}
                      onRemove={(b) => removing.mutate(b)}
                      removing={removing.isPending ? (removing.variables?.id ?? null) : null}
                    />
                  ))}
                </section>
              ))}
            </div>
          )}
        </>
      )}
    </LearningFrame>
  );
}

/** `/home/{productSeo}/bookmark`: the learner's bookmarks in the product, by section and lesson, with delete. */
export function BookmarksPage() {
  const params = useRouteParams();
  return <OwnedGate productSeo={params['productSeo'] ?? ''}>{(owned) => <Bookmarks owned={owned} />}</OwnedGate>;
}
