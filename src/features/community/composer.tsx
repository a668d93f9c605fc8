import { lazy, Suspense, useCallback, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { call } from '../../lib/call.ts';
import { css, cx } from 'styled-system/css';
import { ATTACHMENT_TYPES, COMMUNITY_CALLS, COMMUNITY_LIMITS, type Attachment, type CommunityPost, type PostKind } from '../../contract/community.ts';
import { plainText, type RichDoc } from '../../contract/rich-doc.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { showError, showSuccess } from '../../platform/shell/notify.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { AttachmentIcon } from '../../ui/icons.ts';
import { fileSize } from '../../i18n/file-size.ts';
import { uploadFile } from './uploads.ts';
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
const attachmentList = css({ listStyle: 'none', m: '0', p: '0', display: 'grid', gap: '2' });
const attachmentRow = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.2fr) auto' }, gap: '2', alignItems: 'center', p: '2', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'card' });
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
  const [attachments, setAttachments] = useState<Attachment[]>(editing?.attachments ?? []);
  const [attaching, setAttaching] = useState(false);
  const locale = useLocale();
  const [round, setRound] = useState(0);
  const write = useWritePost(community);
  const edit = useEditPost(community);
  const max = reply ? COMMUNITY_LIMITS.replyMax : COMMUNITY_LIMITS.postMax;
  const length = doc ? plainText(doc).length : 0;
  const busy = write.isPending || edit.isPending;
  const bodyIds = fieldIds(`${id}-doc`, { hint: true, error: Boolean(errors.doc) });
  const findMembers = useCallback(async (q: string): Promise<MentionItem[]> => {
    const found = await call(COMMUNITY_CALLS.communityMembers, { params: { communityId: community }, query: { ...(q.trim() ? { q: q.trim() } : {}), limit: 8 } });
    return found.members.map((m) => ({ id: m.user_id, label: m.name, role: t(`community.role.${m.role}`) }));
  }, [community, t]);

  const uploadImage = useCallback(async (file: File): Promise<string | null> => {
    try {
      return (await uploadFile(community, 'image', file)).path;
    } catch (error) {
      showError(error);
      return null;
    }
  }, [community]);
  const attach = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file || attaching) return;
    setAttaching(true);
    try {
      const grant = await uploadFile(community, 'attachment', file);
      setAttachments((list) => [...list, { file: grant.file, name: file.name, content_type: file.type, size: file.size, text: null }]);
    } catch (error) {
      showError(error);
    } finally {
      setAttaching(false);
    }
  };
  const attachmentRefs = () => attachments.map((a) => ({ file: a.file, ...(a.text?.trim() ? { text: a.text.trim() } : {}) }));

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
      edit.mutate({ postId: editing.id, body: { doc, attachments: attachmentRefs(), ...(reply ? {} : { title: title.trim() }) } }, {
        onSuccess: () => {
          showSuccess(t('community.composer.savedEdit'));
          if (mode.kind === 'edit') mode.onDone();
        },
      });
      return;
    }
    const body = mode.kind === 'reply' ? { parent_id: mode.parentId, doc, attachments: attachmentRefs() } : { kind, title: title.trim(), doc, attachments: attachmentRefs() };
    write.mutate(body, {
      onSuccess: () => {
        showSuccess(t(mode.kind === 'reply' ? 'community.composer.replied' : 'community.composer.posted'));
        setTitle('');
        setDoc(null);
        setAttachments([]);
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
            uploadImage={uploadImage}
          />
        </Suspense>
        <p id={bodyIds.hintId} className={count} data-over={length > max} data-testid="char-count">{t('community.composer.count', { length: new Intl.NumberFormat(locale).format(length), max: new Intl.NumberFormat(locale).format(max) })}</p>
        <p id={bodyIds.errorId} role="alert" className={field().error} data-testid="doc-error">{errors.doc}</p>
      </div>
      <div className={css({ display: 'grid', gap: '2' })} data-testid="attachments-editor">
        {attachments.length > 0 && (
          <ul className={attachmentList}>
            {attachments.map((a, i) => (
              <li key={a.file} className={attachmentRow} data-testid="attachment-draft">
                <span className={css({ display: 'flex', alignItems: 'flex-start', gap: '2', fontWeight: 'medium', minW: '0', overflowWrap: 'anywhere', '& svg': { flexShrink: 0, mt: '1' } })}>
                  <AttachmentIcon aria-hidden="true" size={16} />
                  <span>{a.name} <span className={css({ color: 'fg.muted', fontWeight: 'normal', whiteSpace: 'nowrap' })}>({fileSize(a.size, locale)})</span></span>
                </span>
                <input className={field().input} value={a.text ?? ''} maxLength={COMMUNITY_LIMITS.attachmentTextMax} placeholder={t('community.composer.attachmentText')}
                  aria-label={t('community.composer.attachmentTextFor', { name: a.name })} data-testid="attachment-text"
                  onChange={(e) => { const value = e.target.value; setAttachments((list) => list.map((x, j) => (j === i ? { ...x, text: value } : x))); }} />
                <button type="button" className={cx(chip(), css({ justifySelf: 'start' }))} onClick={() => setAttachments((list) => list.filter((_, j) => j !== i))} data-testid="attachment-remove">
                  {t('community.composer.removeAttachment')}
                </button>
              </li>
            ))}
          </ul>
        )}
        {attachments.length < COMMUNITY_LIMITS.attachmentsMax && (
          <label className={cx(chip(), css({ justifySelf: 'start', cursor: 'pointer', '&:focus-within': { outline: '2px solid {colors.brand.ring}' } }))} aria-busy={attaching || undefined}>
            <AttachmentIcon aria-hidden="true" size={16} /> {attaching ? t('community.composer.attaching') : t('community.composer.attach')}
            <input type="file" className={css({ srOnly: true })} accept={Object.keys(ATTACHMENT_TYPES).join(',')} onChange={(e) => void attach(e)} data-testid="attach-input" />
          </label>
        )}
      </div>
      <div className={foot}>
        {editing && mode.kind === 'edit' ? <button type="button" className={button({ variant: 'secondary' })} onClick={mode.onDone}>{t('community.composer.cancel')}</button> : <span />}
        <SubmitButton busy={busy} label={submitLabel} busyLabel={t('community.composer.posting')} testId="post-submit" />
      </div>
    </form>
  );
}

