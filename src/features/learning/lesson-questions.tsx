import { useInfiniteQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { useTranslation } from '../../i18n/use-translation.ts';
import { positionHash } from '../../lib/position-hash.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { link } from '../../ui/button.tsx';
import { AskForm } from './ask-form.tsx';
import { discussionsQuery } from './discussion-api.ts';
import { discussionHref, discussionsHref } from './discussion-links.ts';
import { QuestionCard } from './question-card.tsx';

/** Questions a lesson shows under it; the rest are a link away. */
const SHOWN = 5;

const panel = css({ display: 'grid', gap: '4' });
const list = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3' });

/**
 * Under a lesson in the player: its own questions and faculty's answers, which every later learner of the course
 * reads there, and the form to ask about this moment of it (the video's second, the PDF's page, read when sent).
 */
export function LessonQuestions({ course, lesson, position }: {
  course: { id: number; seo_title: string };
  lesson: { id: number; kind: string };
  position: () => number;
}) {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const query = useInfiniteQuery(discussionsQuery(slug, course.id, { lesson_id: lesson.id, limit: SHOWN }));
  const discussions = query.data?.pages[0]?.discussions ?? [];
  const placed = lesson.kind === 'video' || lesson.kind === 'pdf' || lesson.kind === 'slides';
  return (
    <section className={panel} aria-labelledby="lesson-questions-title" data-testid="lesson-questions">
      <h2 id="lesson-questions-title" className={css({ fontWeight: 'bold', fontSize: 'lg', m: '0' })}>{t('learning.discussion.lessonTitle')}</h2>
      {discussions.length > 0 ? (
        <ul className={list}>
          {discussions.map((d) => (
            <li key={d.id}>
              <QuestionCard discussion={d} as="lesson" threadHref={discussionHref(base, d.id)}
                lessonHref={d.lesson && d.lesson.at !== null ? positionHash(d.lesson.kind, d.lesson.at) || null : null} />
            </li>
          ))}
        </ul>
      ) : query.isSuccess ? (
        <p className={css({ color: 'fg.muted', m: '0' })} data-testid="lesson-questions-empty">{t('learning.discussion.lessonNone')}</p>
      ) : null}
      <p className={css({ m: '0', fontSize: 'sm' })}>
        <a className={link()} href={discussionsHref(base, course, null, lesson.id)} data-testid="lesson-questions-all">{t('learning.discussion.lessonAll')}</a>
      </p>
      <AskForm courseId={course.id} heading={t('learning.discussion.lessonAsk')}
        hint={placed ? t('learning.discussion.lessonAskHint') : t('learning.discussion.askHint')}
        lesson={{ id: lesson.id, moment: () => (placed ? position() : null) }} />
    </section>
  );
}
