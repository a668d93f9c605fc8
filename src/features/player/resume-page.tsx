import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LESSON_CALLS } from '../../contract/lessons.ts';
import { callQuery } from '../../lib/query-client.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { Button, button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PlayIcon } from '../../ui/icons.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { PlayerSkeleton } from './player-skeleton.tsx';
import * as s from './styles.ts';

/**
 * `/player`: straight back into the lesson the learner studied last, at their place (the player resumes it), in
 * whichever product it was; with nothing studied yet, the way to their products.
 */
export function ResumePage() {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  // Never a persisted answer: the place must be the latest, as saved from any device.
  const last = useQuery({ ...callQuery(slug, LESSON_CALLS.lastLesson), staleTime: 0, gcTime: 0 });
  const target = last.data?.last;
  const to = target ? href(base, routeById('lesson-player'), { productSeo: target.course.seo_title, sectionId: target.lesson.section_id, lessonId: target.lesson.id }) : null;
  useEffect(() => {
    // Replace: the back button goes to where the learner came from, not to this page again.
    if (to) window.location.replace(to);
  }, [to]);

  if (last.isError) {
    return (
      <div className={s.page}>
        <LoadError title={t('player.loadFailed')} message={localiseMessage(t, toAppError(last.error).message)} action={<Button onClick={() => void last.refetch()}>{t('player.retry')}</Button>} />
      </div>
    );
  }
  if (last.data && !target) {
    return (
      <div className={s.page}>
        <EmptyState
          icon={<PlayIcon aria-hidden="true" />}
          title={t('player.resume.none')}
          text={t('player.resume.noneText')}
          actions={<a className={button()} href={href(base, routeById('my-enrollments'))}>{t('player.supplements.myCourses')}</a>}
          data-testid="resume-empty"
        />
      </div>
    );
  }
  return <PlayerSkeleton />;
}
