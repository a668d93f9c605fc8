import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { DiscussionReply } from '../../contract/discussion.ts';
import { ERROR_CODE } from '../../contract/errors.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { toAppError } from '../../platform/errors/app-error.ts';
import { showSuccess } from '../../platform/shell/notify.ts';
import { ReadError } from '../../platform/shell/read-error.tsx';
import { useRouteParams } from '../../platform/shell/route-params.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { href } from '../../routes/match.ts';
import { routeById } from '../../routes/route-table.ts';
import { NotFoundView as KitNotFoundView } from '../../ui/not-found-view.tsx';
import { badge, button, chip } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import { ReplyForm } from './ask-form.tsx';
import { discussionThreadQuery, useDeleteDiscussion } from './discussion-api.ts';
import { discussionsHref, lessonMomentHref } from './discussion-links.ts';
import { Page } from './discussions-page.tsx';
import { LearningSkeleton } from './frame.tsx';
import { NotEnrolledView } from './owned-gate.tsx';
import { Byline, plainWords, QuestionCard } from './question-card.tsx';

const body = css({ display: 'grid', gap: '5', maxW: '3xl', w: 'full' });
const replies = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '3', ps: { base: '3', md: '6' }, borderInlineStartWidth: '2px', borderColor: 'border.default' });

/** Deleting a question or a reply, once the learner confirms. */
function DeleteButton({ id, question, onDeleted }: { id: number; question: boolean; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteDiscussion();
  return (
    <>
      <div>
        <button type="button" className={chip()} onClick={() => setOpen(true)} data-testid="discussion-delete">{t('learning.discussion.delete')}</button>
      </div>
      <Dialog open={open} onOpenChange={setOpen} alert title={t(question ? 'learning.discussion.deleteQuestion' : 'learning.discussion.deleteReply')}
        description={t(question ? 'learning.discussion.deleteQuestionText' : 'learning.discussion.deleteReplyText')}
        actions={(
          <>
            <DialogClose className={button({ variant: 'secondary' })}>{t('learning.discussion.cancel')}</DialogClose>
            <button type="button" className={button()} data-testid="delete-confirm" aria-busy={remove.isPending || undefined}
              onClick={() => !remove.isPending && remove.mutateAsync(id).then(() => {
                // The promise, not mutate's callbacks: a deleted question's refetch unmounts this button before those run.
                setOpen(false);
                showSuccess(t('learning.discussion.deleted'));
                onDeleted();
              }, () => undefined)}>{t('learning.discussion.confirmDelete')}</button>
          </>
        )}
      />
    </>
  );
}

function Reply({ reply, answer }: { reply: DiscussionReply; answer: boolean }) {
  const { t } = useTranslation();
  return (
    <article className={cx(card({ padding: 'md' }), css({ display: 'grid', gap: '2' }), answer ? css({ borderColor: 'brand.solid', borderWidth: '2px' }) : undefined)} data-testid="discussion-reply">
      <Byline author={reply.author} at={reply.published_at}>
        {answer && <span className={badge({ tone: 'brand' })} data-testid="answer-badge">{t('learning.discussion.answer')}</span>}
      </Byline>
      <p className={plainWords}>{reply.text}</p>
      {reply.mine && <DeleteButton id={reply.id} question={false} onDeleted={() => undefined} />}
    </article>
  );
}

/** `/home/discussion/{discussionId}`: a question with its replies, faculty's answer marked, and the reply form. */
export function DiscussionPage() {
  const { t } = useTranslation();
  const { slug, base } = useShell();
  const params = useRouteParams();
  const discussionId = Number(params['discussionId']);
  const valid = Number.isInteger(discussionId) && discussionId > 0;
  const query = useQuery({ ...discussionThreadQuery(slug, valid ? discussionId : 0), enabled: valid });
  const notFound = <KitNotFoundView title={t('learning.discussionApi.notFound')} text={t('learning.discussion.notFoundText')} action={{ href: href(base, routeById('my-enrollments')), label: t('learning.enrolments.title') }} />;
  if (!valid) return notFound;
  if (query.isError && !query.data) {
    const error = toAppError(query.error);
    if (error.code === ERROR_CODE.notFound) return notFound;
    if (error.code === ERROR_CODE.forbidden) return <NotEnrolledView salesHref={href(base, routeById('store'))} />;
    return <ReadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <LearningSkeleton />;
  const { course, discussion } = query.data;
  const back = discussionsHref(base, course, null);
  return (
    <Page course={course} bundle={null} title={t('learning.discussion.threadTitle')}>
      <div className={body}>
        <QuestionCard discussion={discussion} as="thread" threadHref="" lessonHref={discussion.lesson ? lessonMomentHref(base, course.seo_title, null, discussion.lesson) : null}
          actions={discussion.mine ? <DeleteButton id={discussion.id} question onDeleted={() => window.location.assign(back)} /> : undefined} />
        {query.data.replies.length > 0 ? (
          <ol className={replies} aria-label={t('learning.discussion.replies', { count: query.data.replies.length })} data-testid="discussion-replies">
            {query.data.replies.map((r) => <li key={r.id}><Reply reply={r} answer={discussion.answer?.id === r.id} /></li>)}
          </ol>
        ) : (
          <p className={css({ color: 'fg.muted', m: '0' })} data-testid="no-replies">{t('learning.discussion.noReplies')}</p>
        )}
        <ReplyForm discussionId={discussion.id} />
        <p className={css({ m: '0' })}>
          <a className={css({ color: 'fg.muted', fontSize: 'sm', textDecoration: 'underline', textUnderlineOffset: '3px' })} href={back} data-testid="back-to-discussions">
            {t('learning.discussion.backToList', { course: course.title })}
          </a>
        </p>
      </div>
    </Page>
  );
}
