import { lazy, Suspense, useCallback, useId, useState, type FormEvent } from 'react';
import { CALLS } from '../../contract/calls.ts';
import { call } from '../../lib/call.ts';
import { css, cx } from 'styled-system/css';
import { COMMUNITY_LIMITS, type CommunityPost, type PostKind } from '../../contract/community.ts';
import { plainText, type RichDoc } from '../../contract/rich-doc.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { showSuccess } from '../../platform/shell/notify.ts';
import { button, chip } from '../../ui/button.tsx';
import { card } from '../../ui/card.tsx';
import { Field, field, fieldIds } from '../../ui/field.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useEditPost, useWritePost } from './community-api.ts';
import type { MentionItem } from './mention-list.tsx';

const Editor = lazy(() => import('./editor.tsx'));

const form = cx(card({ padding: 'md' }), css({ display: 'grid', gap: '4' }));
const kinds = css({ display: 'flex', gap: '2', flexWrap: 'wrap', border: '0', p: '0', m: '0', '& legend': { fontWeight: 'semibold', fontSize: 'sm', mb: '2' } });
const foot = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });
const count = css({ fontSize: 'sm', color: 'fg.muted', '&[data-over=true]': { color: 'fg.default', fontWeight: 'semibold' } });

type Mode =
  | { kind: 'post' }
  | { kind: 'reply'; parentId: number }
  | { kind: 'edit'; post: CommunityPost; onDone: () => void };

/**
 * Writes in a community: a new post or question (with its title), a reply, or an edit of the learner's own within
 * its window. Empty or overlong text and a missing title are said at the field before anything is sent; what the
 * API refuses (the allow-list, the rate limit) comes back as its message.
 */
export function Composer({ community, mode }: { community: string; mode: Mode }) {
  const { t } = useTranslation();
  const id = useId();
  const editing = mode.kind === 'edit' ? mode.post : null;
  const reply = mode.kind === 'reply' || (editing !== null && editing.parent_id !== null);
  const [kind, setKind] = useState<PostKind>(editing?.kind ?? 'question');
  const [title, setTitle] = useState(editing?.title ?? '');
  const [doc, setDoc] = useState<RichDoc | null>(editing?.doc ?? null);
  const [errors, setErrors] = useState<{ title?: string; doc?: string }>({});
  const [round, setRound] = useState(0);
  const write = useWritePost(community);
  const edit = useEditPost(community);
  const max = reply ? COMMUNITY_LIMITS.replyMax : COMMUNITY_LIMITS.postMax;
  const length = doc ? plainText(doc).length : 0;
  const busy = write.isPending || edit.isPending;
  const bodyIds = fieldIds(`${id}-doc`, { hint: true, error: Boolean(errors.doc) });
  const findMembers = useCallback(async (q: string): Promise<MentionItem[]> => {
    const found = await call(CALLS.communityMembers, { params: { communityId: community }, query: { ...(q.trim() ? { q: q.trim() } : {}), limit: 8 } });
    return found.members.map((m) => ({ id: m.user_id, label: m.name, role: t(`community.role.${m.role}`) }));
  }, [community, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: { title?: string; doc?: string } = {};
    if (!reply && title.trim() === '') found.title = t('community.api.questionTitle');
    if (!doc || length === 0) found.doc = t('community.richDoc.empty');
    else if (length > max) found.doc = t('community.richDoc.tooLong');
    setErrors(found);
    if (found.title || found.doc || !doc) return;
    if (editing) {
      edit.mutate({ postId: editing.id, body: { doc, ...(reply ? {} : { title: title.trim() }) } }, {
        onSuccess: () => {
          showSuccess(t('community.composer.savedEdit'));
          if (mode.kind === 'edit') mode.onDone();
        },
      });
      return;
    }
    const body = mode.kind === 'reply' ? { parent_id: mode.parentId, doc } : { kind, title: title.trim(), doc };
    write.mutate(body, {
      onSuccess: () => {
        showSuccess(t(mode.kind === 'reply' ? 'community.composer.replied' : 'community.composer.posted'));
        setTitle('');
        setDoc(null);
        // A new editor, empty, for the next post.
        setRound((r) => r + 1);
      },
    });
  };

  const submitLabel = editing ? t('community.composer.save') : reply ? t('community.composer.submitReply') : kind === 'question' ? t('community.composer.submitQuestion') : t('community.composer.submitPost');
  return (
    <form className={form} onSubmit={submit} noValidate data-testid={editing ? 'edit-form' : reply ? 'reply-form' : 'post-form'} aria-label={editing ? t('community.composer.editing') : reply ? t('community.composer.replyLabel') : t('community.composer.heading')}>
      {!reply && !editing && (
        <fieldset className={kinds}>
          <legend>{t('community.composer.kindLabel')}</legend>
          {(['question', 'post'] as const).map((k) => (
            <button key={k} type="button" className={chip()} aria-pressed={kind === k} onClick={() => setKind(k)} data-testid={`kind-${k}`}>{t(`community.kind.${k}`)}</button>
          ))}
        </fieldset>
      )}
      {!reply && (
        <Field label={t('community.composer.title')} error={errors.title} errorTestId="title-error">
          {(input) => (
            <input {...input} value={title} maxLength={COMMUNITY_LIMITS.titleMax} placeholder={t('community.composer.titlePlaceholder')} onChange={(e) => setTitle(e.target.value)} data-testid="post-title" />
          )}
        </Field>
      )}
      <div className={field().root}>
        <span className={field().label} id={`${id}-doc-label`}>{reply ? t('community.composer.replyLabel') : t('community.composer.body')}</span>
        <Suspense fallback={<Skeleton width="100%" height="10rem" />}>
          <Editor
            key={round}
            id={`${id}-doc`}
            label={reply ? t('community.composer.replyLabel') : t('community.composer.body')}
            placeholder={reply ? t('community.composer.replyPlaceholder') : t('community.composer.bodyPlaceholder')}
            initial={editing?.doc}
            invalid={Boolean(errors.doc)}
            describedBy={bodyIds.describedBy}
            onChange={(next, empty) => setDoc(empty ? null : next)}
            findMembers={findMembers}
          />
        </Suspense>
        <p id={bodyIds.hintId} className={count} data-over={length > max} data-testid="char-count">{t('community.composer.count', { count: length, max })}</p>
        <p id={bodyIds.errorId} role="alert" className={field().error} data-testid="doc-error">{errors.doc}</p>
      </div>
      <div className={foot}>
        {editing && mode.kind === 'edit' ? <button type="button" className={button({ variant: 'secondary' })} onClick={mode.onDone}>{t('community.composer.cancel')}</button> : <span />}
        <SubmitButton busy={busy} label={submitLabel} busyLabel={t('community.composer.posting')} testId="post-submit" />
      </div>
    </form>
  );
}

