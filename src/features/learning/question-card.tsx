import { useState, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import type { Author } from '../../contract/community.ts';
import type { Discussion, DiscussionReply } from '../../contract/discussion.ts';
import { exactTime, relativeTime } from '../../i18n/relative-time.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { badge } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { LockIcon } from '../../ui/icons.ts';
import { positionText } from './bookmarks.ts';

const head = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted', m: '0' });
const name = css({ fontWeight: 'semibold', color: 'fg.default' });
/** A learner's own words, as written: line breaks kept, long words wrapped, never markup. */
export const plainWords = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: '0', lineHeight: '1.6' });
const clamped = css({ lineClamp: 4 });
const answerBox = css({ display: 'grid', gap: '1', bg: 'brand.subtle', borderRadius: 'card', px: '3', py: '2', borderInlineStartWidth: '3px', borderColor: 'brand.solid' });
const where = css({ fontSize: 'sm', m: '0', '& a': { color: 'fg.default', textDecoration: 'underline', textUnderlineOffset: '3px' } });

/** Who wrote it and when; faculty and admins say so. */
export function Byline({ author, at, children }: { author: Author; at: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [now] = useState(() => Date.now());
  return (
    <p className={head}>
      <span className={name}>{author.name}</span>
      {author.role !== 'learner' && <span className={badge()} data-testid="author-role">{t(`learning.discussion.role.${author.role}`)}</span>}
      <span aria-hidden="true">·</span>
      <time dateTime={at} title={exactTime(at, locale)}>{relativeTime(at, now, locale)}</time>
      {children}
    </p>
  );
}

/** Faculty's answer under a question. */
export function AnswerBox({ answer }: { answer: DiscussionReply }) {
  const { t } = useTranslation();
  return (
    <div className={answerBox} data-testid="discussion-answer">
      <p className={css({ fontSize: 'sm', fontWeight: 'semibold', m: '0' })}>{t('learning.discussion.facultyAnswer', { name: answer.author.name })}</p>
      <p className={plainWords}>{answer.text}</p>
    </div>
  );
}

interface Props {
  discussion: Discussion;
  /** `list`: a card linking to its thread; `thread`: the question heading its thread; `lesson`: under the lesson in the player. */
  as: 'list' | 'thread' | 'lesson';
  /** Where the question's lesson moment leads (the player), or null to show it without a link. */
  lessonHref: string | null;
  /** The thread's address, for a card. */
  threadHref: string;
  actions?: ReactNode;
}

/** A learner's question: who asked and when, public or private, its lesson's moment, its words and faculty's answer. */
export function QuestionCard({ discussion, as, lessonHref, threadHref, actions }: Props) {
  const { t } = useTranslation();
  const { lesson, answer } = discussion;
  const place = lesson && lesson.at !== null && lesson.at > 0 ? positionText(lesson.at, lesson.kind as Parameters<typeof positionText>[1], t) : null;
  const moment = lesson ? (place ? t('learning.discussion.lessonAt', { lesson: lesson.title, place }) : lesson.title) : null;
  return (
    <article className={cx(card({ padding: 'md' }), css({ display: 'grid', gap: '3' }))} data-testid="discussion" data-kind={discussion.kind} data-id={discussion.id}>
      <Byline author={discussion.author} at={discussion.published_at}>
        {discussion.kind === 'private_discussion' && (
          <span className={badge()} data-testid="private-badge"><LockIcon aria-hidden="true" size={12} /> {t('learning.discussion.privateBadge')}</span>
        )}
        <span className={badge({ tone: answer ? 'brand' : 'neutral' })} data-testid="answer-state">{answer ? t('learning.discussion.answered') : t('learning.discussion.waiting')}</span>
      </Byline>
      {moment && as !== 'lesson' && (
        <p className={where} data-testid="discussion-lesson">{lessonHref ? <a href={lessonHref}>{moment}</a> : moment}</p>
      )}
      {moment && as === 'lesson' && place && lessonHref && (
        <p className={where}><a href={lessonHref} data-testid="discussion-moment">{place}</a></p>
      )}
      {as === 'thread'
        ? <h1 className={cx(plainWords, css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: { base: 'lg', md: 'xl' }, lineHeight: '1.4' }))} data-testid="discussion-text">{discussion.text}</h1>
        : <p className={cx(plainWords, as === 'list' ? clamped : undefined)} data-testid="discussion-text">{discussion.text}</p>}
      {answer && as !== 'thread' && <AnswerBox answer={answer} />}
      {as !== 'thread' && (
        <p className={css({ m: '0', fontSize: 'sm' })}>
          <a className={css({ color: 'fg.default', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '3px' })} href={threadHref} data-testid="discussion-open">
            {t('learning.discussion.replies', { count: discussion.reply_count })}
          </a>
        </p>
      )}
      {actions}
    </article>
  );
}
