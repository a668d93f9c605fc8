import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { DiscussionCourse, DiscussionKind } from '../../contract/discussion.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { chip } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadMore } from '../../ui/load-more.tsx';
import { AskForm } from './ask-form.tsx';
import { discussionsQuery } from './discussion-api.ts';
import { courseDashboardHref, discussionHref, discussionsHref, lessonMomentHref, type ProductRef } from './discussion-links.ts';
import { LearningFrame, LearningSkeleton } from './frame.tsx';
import { NotEnrolledView, NotFoundView } from './owned-gate.tsx';
import { salesPathOf } from './product-lookup.ts';
import { QuestionCard } from './question-card.tsx';

const filters = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });
const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' });
const body = css({ display: 'grid', gap: '5', maxW: '3xl', w: 'full' });

/** SPEC.md's query keys of `/home/discussion`: the course (and the bundle it is studied through), and a lesson (`postId`). */
function readAddress() {
  const q = new URLSearchParams(window.location.search);
  const id = (key: string) => {
    const n = Number(q.get(key));
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  const courseId = id('courseId');
  const bundleId = id('bundleId');
  const bundleSeo = q.get('bundleSeo');
  return {
    courseId,
    courseSeo: q.get('courseSeo'),
    bundle: bundleId && bundleSeo ? { id: bundleId, seo_title: bundleSeo } : null,
    lessonId: id('postId'),
  };
}

type Filter = 'all' | DiscussionKind;

/**
 * `/home/discussion` (postId, postSeo, courseId, courseSeo, bundleId, bundleSeo): a course's questions and faculty's
 * answers, public and the learner's private ones, newest first; only a lesson's with `postId`. The learner asks here.
 */
export function DiscussionsPage() {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const [address] = useState(readAddress);
  const [filter, setFilter] = useState<Filter>('all');
  const { courseId, bundle, lessonId } = address;
  const query = useInfiniteQuery({
    ...discussionsQuery(slug, courseId ?? 0, { kind: filter === 'all' ? undefined : filter, lesson_id: lessonId ?? undefined }),
    enabled: courseId !== null,
  });
  if (courseId === null) return <NotFoundView />;
  if (query.isError && !query.data) {
    const { code } = toAppError(query.error);
    if (code === ERROR_CODE.forbidden && address.courseSeo) return <NotEnrolledView salesHref={salesPathOf(base, address.courseSeo)} />;
    if (code === ERROR_CODE.notFound) return <NotFoundView />;
    return <ReadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <LearningSkeleton />;
  const course: DiscussionCourse = query.data.pages[0]!.course;
  const discussions = query.data.pages.flatMap((p) => p.discussions);
  const lesson = lessonId === null ? null : discussions.find((d) => d.lesson?.id === lessonId)?.lesson ?? null;
  return (
    <Page course={course} bundle={bundle}>
      <div className={body}>
        <AskForm courseId={course.id} heading={t('learning.discussion.askHeading')} hint={t('learning.discussion.askHint')}
          {...(lessonId === null ? {} : { lesson: { id: lessonId, moment: () => null } })} />
        <div className={filters} role="group" aria-label={t('learning.discussion.filterLabel')}>
          {(['all', 'public_discussion', 'private_discussion'] as const).map((f) => (
            <button key={f} type="button" className={chip()} aria-pressed={filter === f} onClick={() => setFilter(f)} data-testid={`filter-${f}`}>
              {t(`learning.discussion.filter.${f}`)}
            </button>
          ))}
          {lessonId !== null && (
            <a className={chip()} href={discussionsHref(base, course, bundle)} data-testid="all-lessons">
              {lesson ? t('learning.discussion.onlyLesson', { lesson: lesson.title }) : t('learning.discussion.onlyThisLesson')} ✕
            </a>
          )}
        </div>
        {discussions.length === 0 ? (
          <EmptyState title={t(filter === 'private_discussion' ? 'learning.discussion.noPrivate' : 'learning.discussion.none')} data-testid="discussions-empty" />
        ) : (
          <ul className={list} data-testid="discussions">
            {discussions.map((d) => (
              <li key={d.id}>
                <QuestionCard discussion={d} as="list" threadHref={discussionHref(base, d.id)} lessonHref={d.lesson ? lessonMomentHref(base, course.seo_title, bundle, d.lesson) : null} />
              </li>
            ))}
          </ul>
        )}
        {discussions.length > 0 && (
          <LoadMore hasNext={query.hasNextPage} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} endTestId="discussions-end"
            labels={{ more: t('learning.discussion.more'), loading: t('learning.discussion.loading'), end: t('learning.discussion.end') }} />
        )}
      </div>
    </Page>
  );
}

/** The frame of both discussion pages: the course's name, and the way back to its dashboard. */
export function Page({ course, bundle, title, children }: { course: DiscussionCourse; bundle: ProductRef | null; title?: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  const { base } = useShell();
  const crumbs = [
    { href: href(base, routeById('my-enrollments')), label: t('learning.enrolments.title') },
    { href: courseDashboardHref(base, course.seo_title, bundle), label: course.title },
    ...(title ? [{ href: discussionsHref(base, course, bundle), label: t('learning.discussion.title') }] : []),
  ];
  return (
    <LearningFrame title={title ?? t('learning.discussion.title')} intro={title ? undefined : t('learning.discussion.intro', { course: course.title })} crumbs={crumbs} testId="discussion-page">
      {children}
    </LearningFrame>
  );
}
