import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { Community, CommunityPost } from '../../contract/community.ts';
import { exactTime, relativeTime } from '../../i18n/relative-time.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { signInHref } from '../../platform/session/guards.ts';
import { isSignedIn } from '../../platform/session/session-state.ts';
import { $session } from '../../platform/session/session-store.ts';
import { showSuccess } from '../../platform/shell/notify.ts';
import { useShell } from '../../platform/shell/shell-context.tsx';
import { badge, button, chip } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { Dialog, DialogClose } from '../../ui/dialog.tsx';
import { AttachmentIcon, BookmarkIcon, HeartIcon } from '../../ui/icons.ts';
import { COMMUNITY_FILES_PATH } from '../../contract/rich-doc.ts';
import { fileSize } from '../../i18n/file-size.ts';
import { RichDocView } from '../../ui/rich-doc.tsx';
import { useToggleMark } from '../feed/index.ts';
import { useDeletePost, useMarkAnswer, useReport } from './community-api.ts';
import { communityHref, threadHref } from './links.ts';
import { ReportDialog } from './report-dialog.tsx';

const head = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' });
const author = css({ fontWeight: 'semibold', color: 'fg.default' });
const titleLink = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: 'lg', md: 'xl' }, lineHeight: '1.3', m: '0', overflowWrap: 'anywhere', '& a': { color: 'inherit', textDecoration: 'none', _hover: { textDecoration: 'underline' } } });
const pageTitle = css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: '2xl', md: '3xl' }, lineHeight: '1.2', m: '0', overflowWrap: 'anywhere' });
const actions = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', pt: '3', borderTopWidth: '1px', borderColor: 'border.default' });
const action = cx(chip(), css({ '&[aria-pressed=true] svg': { fill: 'currentColor' }, '&[aria-disabled=true]': { cursor: 'progress' } }));
const held = css({ fontSize: 'sm', color: 'fg.default', bg: 'brand.subtle', borderRadius: 'card', px: '3', py: '2', m: '0' });
const clamped = css({ lineClamp: 4 });
const files = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '2' });
const fileLink = css({
  display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', px: '3', py: '2', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card',
  color: 'fg.default', textDecoration: 'none', overflowWrap: 'anywhere', _hover: { bg: 'brand.subtle' }, _focusVisible: { outline: '3px solid {colors.brand.ring}' },
});

interface Props {
  post: CommunityPost;
  community: Community;
  /** `list`: a card in a community's list; `thread`: the post heading its thread; `reply`: one of its replies. */
  as: 'list' | 'thread' | 'reply';
  /** A reply's question, for the answer badge and "mark as answer". */
  question?: CommunityPost;
  onEdit?: () => void;
}

/** A community post, question or reply: who wrote it and when, what it says, and what the learner may do with it. */
export function PostItem({ post, community, as, question, onEdit }: Props) {
  const { t } = useTranslation();
  const { base } = useShell();
  const locale = useLocale();
  const session = useStore($session);
  const [now] = useState(() => Date.now());
  const like = useToggleMark<CommunityPost>('like');
  const save = useToggleMark<CommunityPost>('bookmark');
  const markAnswer = useMarkAnswer(community.slug);
  const remove = useDeletePost(community.slug);
  const [reporting, setReporting] = useState(false);
  // Thanked before the reads are fetched again: a third report hides the post, and its page goes with it.
  const report = useReport(community.slug, () => {
    setReporting(false);
    showSuccess(t('community.reportDialog.done'));
  });
  const [deleting, setDeleting] = useState(false);
  const signedIn = isSignedIn(session);
  const staff = community.my_role === 'faculty' || community.my_role === 'admin';
  const isAnswer = question !== undefined && question.resolved_by === post.id;
  const link = threadHref(base, community, post.id);
  const toSignIn = signInHref(base, `${window.location.pathname}${window.location.search}`);
  const liked = post.like_id !== null;
  const saved = post.bookmark_id !== null;

  return (
    <article className={cx(card({ padding: 'md' }), css({ display: 'grid', gap: '3' }), isAnswer ? css({ borderColor: 'brand.solid', borderWidth: '2px' }) : undefined)}
      data-testid={as === 'reply' ? 'reply' : 'community-post'} data-kind={post.kind} aria-label={post.title ?? undefined}>
      <p className={head}>
        <span className={author}>{post.author.name}</span>
        {post.author.role !== 'learner' && <span className={badge()} data-testid="author-role">{t(`community.role.${post.author.role}`)}</span>}
        <span aria-hidden="true">·</span>
        <time dateTime={post.published_at} title={exactTime(post.published_at, locale)}>{relativeTime(post.published_at, now, locale)}</time>
        {post.edited_at && <span>({t('community.edited')})</span>}
        {as !== 'reply' && post.kind === 'question' && (
          <span className={badge({ tone: post.resolved_by ? 'brand' : 'neutral' })} data-testid="resolution">{post.resolved_by ? t('community.resolved') : t('community.unresolvedBadge')}</span>
        )}
        {isAnswer && <span className={badge()} data-testid="answer-badge">{t('community.answer')}</span>}
      </p>
      {post.title && (as === 'thread' ? <h1 className={pageTitle}>{post.title}</h1> : <h2 className={titleLink}><a href={link}>{post.title}</a></h2>)}
      {post.status === 'held' && <p className={held} data-testid="held-notice">{t('community.held')}</p>}
      <RichDocView doc={post.doc} {...(as === 'list' ? { className: clamped } : {})} />
      {post.attachments.length > 0 && (
        <ul className={files} aria-label={t('community.attachments', { count: post.attachments.length })} data-testid="attachments">
          {post.attachments.map((a) => (
            <li key={a.file}>
              <a className={fileLink} href={`${COMMUNITY_FILES_PATH}${a.file}`} download={a.name} data-testid="attachment">
                <AttachmentIcon aria-hidden="true" size={16} />
                <span className={css({ fontWeight: 'semibold' })}>{a.name}</span>
                <span className={css({ color: 'fg.muted' })}>{fileSize(a.size, locale)}</span>
              </a>
              {a.text && <p className={css({ m: '0', mt: '1', fontSize: 'sm', color: 'fg.muted' })} data-testid="attachment-note">{a.text}</p>}
            </li>
          ))}
        </ul>
      )}
      <div className={actions}>
        {signedIn ? (
          <>
            <button type="button" className={action} aria-pressed={liked} aria-disabled={like.isPending || undefined} onClick={() => !like.isPending && like.mutate(post)} data-testid="post-like">
              <HeartIcon /> <span>{liked ? t('community.liked') : t('community.like')}</span>
              <span className={css({ color: 'fg.muted' })} data-testid="like-count">{post.like_count}</span>
            </button>
            <button type="button" className={action} aria-pressed={saved} aria-disabled={save.isPending || undefined} onClick={() => !save.isPending && save.mutate(post)} data-testid="post-save">
              <BookmarkIcon /> <span>{saved ? t('community.saved') : t('community.save')}</span>
            </button>
          </>
        ) : (
          <a className={action} href={toSignIn} data-testid="post-like"><HeartIcon /> <span>{post.like_count}</span></a>
        )}
        {as === 'list' && <a className={action} href={link} data-testid="reply-count">{t('community.replies', { count: post.reply_count })}</a>}
        {as === 'reply' && staff && question?.kind === 'question' && !isAnswer && (
          <button type="button" className={action} onClick={() => markAnswer.mutate(post.id, { onSuccess: () => showSuccess(t('community.answerMarked')) })} data-testid="mark-answer">{t('community.markAnswer')}</button>
        )}
        {as !== 'list' && post.editable_until && onEdit && <button type="button" className={action} onClick={onEdit} data-testid="post-edit">{t('community.edit')}</button>}
        {as !== 'list' && (post.mine || staff) && <button type="button" className={action} onClick={() => setDeleting(true)} data-testid="post-delete">{t('community.delete')}</button>}
        {as !== 'list' && signedIn && !post.mine && (
          post.reported
            ? <span className={cx(action, css({ cursor: 'default' }))} data-testid="post-reported">{t('community.reported')}</span>
            : <button type="button" className={action} onClick={() => setReporting(true)} data-testid="post-report">{t('community.report')}</button>
        )}
      </div>
      <ReportDialog
        open={reporting}
        onOpenChange={setReporting}
        title={t('community.reportDialog.title')}
        text={t('community.reportDialog.text')}
        busy={report.isPending}
        onReport={(reason) => report.mutate({ postId: post.id, reason })}
      />
      <Dialog
        open={deleting}
        onOpenChange={setDeleting}
        alert
        title={t('community.deleteDialog.title')}
        description={t('community.deleteDialog.text')}
        actions={(
          <>
            <DialogClose className={button({ variant: 'secondary' })}>{t('community.deleteDialog.cancel')}</DialogClose>
            <button type="button" className={button()} data-testid="delete-confirm" onClick={() => !remove.isPending && remove.mutateAsync(post.id).then(() => {
              setDeleting(false);
              showSuccess(t('community.deleteDialog.done'));
              // A thread whose post is gone has nothing left to show; a reply just leaves the thread. The promise, not
              // mutate's callbacks: the thread's refetch answers 404 and unmounts this item before those would run.
              if (as === 'thread') window.location.assign(communityHref(base, community));
            }, () => undefined)}>{t('community.deleteDialog.confirm')}</button>
          </>
        )}
      />
    </article>
  );
}
