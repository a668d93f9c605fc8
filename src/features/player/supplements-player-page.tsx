import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css } from 'styled-system/css';
import { LESSON_CALLS, SupplementParams, type SupplementResponse } from '../../contract/lessons.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { Button, button, link } from '../../ui/button.tsx';
import { ChevronIcon, DownloadIcon } from '../../ui/icons.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { $session } from '../../platform/session/session-store.ts';
import { loadOfflineAttachment, type OfflineAttachment } from '../offline/index.ts';
import { PlayerSkeleton } from './player-skeleton.tsx';
import * as s from './styles.ts';

const PdfView = lazy(() => import('./pdf-view.tsx').then((m) => ({ default: m.PdfView })));

/** The address's `supplementLessonId`, parsed: null when missing or not an id. */
function useSupplementId(): number | null {
  return useMemo(() => {
    const parsed = SupplementParams.safeParse({ supplementId: new URLSearchParams(window.location.search).get('supplementLessonId') ?? '' });
    return parsed.success ? parsed.data.supplementId : null;
  }, []);
}

/**
 * `/supplements-player?supplementLessonId=`: a lesson's attachment in the PDF viewer, with its download and the way
 * back to the lesson. Only for a learner with running access (the call refuses anyone else with SPEC.md's reason).
 */
export function SupplementsPlayerPage() {
  const { t } = useTranslation();
  const { slug, base, config } = useShell();
  const id = useSupplementId();
  const userId = useStore($session).student?.id ?? null;
  // A copy kept with the lesson's download opens from the device, at once and without the network.
  const [local, setLocal] = useState<OfflineAttachment | null | undefined>(undefined);
  useEffect(() => {
    if (id === null || userId === null) return setLocal(null);
    let current = true;
    loadOfflineAttachment().then((find) => find(userId, id)).then((found) => current && setLocal(found), () => current && setLocal(null));
    return () => {
      current = false;
    };
  }, [id, userId]);
  const file = useQuery({ ...callQuery(slug, LESSON_CALLS.supplement, { params: { supplementId: id ?? 0 } }), enabled: id !== null && local === null, staleTime: 0, gcTime: 0 });
  // Only a URL signed since this page opened: a persisted one may have expired.
  const [opened] = useState(() => Date.now());
  const title = local?.supplement.title ?? file.data?.supplement.title ?? t('player.supplements.title');
  useEffect(() => {
    document.title = t('shell.pageTitle', { page: title, school: config.school_config.school_name });
  }, [t, title, config]);

  if (id === null) {
    return <div className={s.page}><LoadError title={t('player.supplements.missing')} message={t('player.supplements.missingText')} action={<a className={button()} href={href(base, routeById('my-enrollments'))}>{t('player.supplements.myCourses')}</a>} /></div>;
  }
  if (local === undefined && id !== null) return <PlayerSkeleton />;
  if (local) return <Attachment course={local.record.player.course} lesson={local.record.player.lesson} supplement={local.supplement} url={local.src} />;
  if (file.isError) {
    return (
      <div className={s.page}>
        <LoadError title={t('player.supplements.loadFailed')} message={localiseMessage(t, toAppError(file.error).message)} action={<Button onClick={() => void file.refetch()}>{t('player.retry')}</Button>} />
      </div>
    );
  }
  if (!file.data || file.dataUpdatedAt < opened) return <PlayerSkeleton />;

  return <Attachment {...file.data} />;
}

/** The attachment in the PDF viewer, from the API's signed URL or the device's copy. */
function Attachment({ course, lesson, supplement, url }: Pick<SupplementResponse, 'course' | 'lesson' | 'supplement' | 'url'>) {
  const { t } = useTranslation();
  const { base } = useShell();
  const lessonHref = href(base, routeById('lesson-player'), { productSeo: course.seo_title, sectionId: lesson.section_id, lessonId: lesson.id });
  return (
    <div className={s.page} data-testid="supplements-player" data-supplement-id={supplement.id}>
      <div className={s.main}>
        <nav className={s.crumbs} aria-label={t('player.supplements.backToLesson')}>
          <a className={link()} href={href(base, routeById('dashboard'), { productSeo: course.seo_title })}>{course.title}</a>
          <ChevronIcon aria-hidden="true" size={14} />
          <a className={link()} href={lessonHref} data-testid="supplement-lesson-link">{lesson.title}</a>
        </nav>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' })}>
          <h1 className={s.title} data-testid="supplement-title">{supplement.title}</h1>
          <a className={button({ variant: 'secondary', size: 'sm' })} href={url} download={supplement.file_name} data-testid="supplement-download">
            <DownloadIcon aria-hidden="true" size={16} /> {t('player.supplements.download')}
          </a>
        </div>
        <Suspense fallback={<div className={s.stage} data-testid="media-loading" />}>
          <PdfView src={url} start={1} onPage={() => {}} />
        </Suspense>
      </div>
    </div>
  );
}
