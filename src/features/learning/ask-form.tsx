import { useId, useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { DISCUSSION_LIMITS, type Discussion, type DiscussionKind } from '../../contract/discussion.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { showSuccess } from '../../platform/shell/notify.ts';
import { chip } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useAsk, useReplyDiscussion } from './discussion-api.ts';

const form = cx(card({ padding: 'md' }), css({ display: 'grid', gap: '4' }));
const kinds = css({ display: 'flex', gap: '2', flexWrap: 'wrap', border: '0', p: '0', m: '0', '& legend': { fontWeight: 'semibold', fontSize: 'sm', mb: '2' } });
const kindChip = cx(chip(), css({ display: 'grid', justifyItems: 'start', textAlign: 'start', gap: '0', h: 'auto', py: '2', '& small': { fontWeight: 'normal', color: 'fg.muted' } }));
const foot = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });
const count = css({ fontSize: 'sm', color: 'fg.muted' });
const textarea = css({ minH: '24', resize: 'vertical', fontFamily: 'inherit' });

/** The text box both forms share: SPEC.md's 1,000 characters, counted as the learner types; empty is said before sending. */
function TextBox({ label, placeholder, value, onChange, error, testId }: {
  label: string; placeholder: string; value: string; onChange: (next: string) => void; error: string | undefined; testId: string;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Field label={label} hint={<span className={count} data-testid="discussion-count">{t('learning.discussion.count', { length: number.format(value.length), max: number.format(DISCUSSION_LIMITS.textMax) })}</span>}
      error={error} errorTestId="discussion-error">
      {(input) => (
        <textarea {...input} className={cx(input.className, textarea)} value={value} maxLength={DISCUSSION_LIMITS.textMax} placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)} data-testid={testId} />
      )}
    </Field>
  );
}

/**
 * A text both forms send: empty is said at the field before anything goes; `send` gets the trimmed text and clears
 * the box once the API took it.
 */
function useTextToSend(busy: boolean, send: (text: string, sent: () => void) => void) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (text.trim() === '') {
      setError(t('learning.discussionApi.textRequired'));
      return;
    }
    setError(undefined);
    send(text.trim(), () => setText(''));
  };
  return { text, setText, error, submit };
}

/**
 * Asks the course's faculty and learners: public (every learner of the course reads it) or private (only the learner
 * and faculty). Asked under a lesson in the player, the question is tied to the lesson and to where the learner is
 * in it (`moment`, read when it is sent).
 */
export function AskForm({ courseId, lesson, heading, hint, onAsked }: {
  courseId: number;
  lesson?: { id: number; moment: () => number | null };
  heading: string;
  hint?: string;
  onAsked?: (discussion: Discussion) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<DiscussionKind>('public_discussion');
  const ask = useAsk(courseId);
  const { text, setText, error, submit } = useTextToSend(ask.isPending, (words, sent) => {
    const at = lesson?.moment() ?? null;
    ask.mutate({ kind, text: words, ...(lesson ? { lesson_id: lesson.id, ...(at !== null && at > 0 ? { lesson_at: Math.floor(at) } : {}) } : {}) }, {
      onSuccess: ({ discussion }) => {
        sent();
        showSuccess(t(kind === 'private_discussion' ? 'learning.discussion.askedPrivately' : 'learning.discussion.asked'));
        onAsked?.(discussion);
      },
    });
  });
  return (
    <form className={form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} data-testid="ask-form">
      <div>
        <h2 id={`${id}-heading`} className={css({ fontWeight: 'bold', fontSize: 'md', m: '0' })}>{heading}</h2>
        {hint && <p className={css({ fontSize: 'sm', color: 'fg.muted', m: '0', mt: '1' })}>{hint}</p>}
      </div>
      <fieldset className={kinds}>
        <legend>{t('learning.discussion.kindLabel')}</legend>
        {(['public_discussion', 'private_discussion'] as const).map((k) => (
          <button key={k} type="button" className={kindChip} aria-pressed={kind === k} onClick={() => setKind(k)} data-testid={`ask-${k}`}>
            <span>{t(`learning.discussion.kind.${k}`)}</span>
            <small>{t(`learning.discussion.kindHint.${k}`)}</small>
          </button>
        ))}
      </fieldset>
      <TextBox label={t('learning.discussion.questionLabel')} placeholder={t('learning.discussion.questionPlaceholder')} value={text} onChange={setText} error={error} testId="ask-text" />
      <div className={foot}>
        <span />
        <SubmitButton busy={ask.isPending} label={t('learning.discussion.ask')} busyLabel={t('learning.discussion.posting')} testId="ask-submit" />
      </div>
    </form>
  );
}

/** A reply under a question (one level). */
export function ReplyForm({ discussionId }: { discussionId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const reply = useReplyDiscussion(discussionId);
  const { text, setText, error, submit } = useTextToSend(reply.isPending, (words, sent) => {
    reply.mutate(words, {
      onSuccess: () => {
        sent();
        showSuccess(t('learning.discussion.replied'));
      },
    });
  });
  return (
    <form className={form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} data-testid="reply-form">
      <h2 id={`${id}-heading`} className={css({ fontWeight: 'bold', fontSize: 'md', m: '0' })}>{t('learning.discussion.replyHeading')}</h2>
      <TextBox label={t('learning.discussion.replyLabel')} placeholder={t('learning.discussion.replyPlaceholder')} value={text} onChange={setText} error={error} testId="reply-text" />
      <div className={foot}>
        <span />
        <SubmitButton busy={reply.isPending} label={t('learning.discussion.replySubmit')} busyLabel={t('learning.discussion.posting')} testId="reply-submit" />
      </div>
    </form>
  );
}
