import { useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { card } from './card.tsx';
import { Field } from './field.tsx';
import { panelTitle } from './layout.ts';
import { SubmitButton } from './submit-button.tsx';

const textarea = css({ minH: '24', resize: 'vertical', fontFamily: 'inherit' });

export interface AnnounceFormProps {
  /** Every text already in the page's language. */
  labels: { heading: string; title: string; body: string; hint: string; send: string; sending: string; titleRequired: string; bodyRequired: string };
  limits: { titleMax: number; bodyMax: number };
  busy: boolean;
  /** Sends the trimmed title and words; the form empties when the promise resolves, and keeps them when it rejects. */
  onSend: (message: { title: string; body: string }) => Promise<unknown>;
  /** The prefix of the parts' test ids: `{prefix}-form`, `-title`, `-body`, `-send`, `-title-error`, `-body-error`. */
  testId: string;
}

/**
 * Staff's form for an announcement (a school's live alert, a batch's news): a title and the words; a blank one is
 * said at its field before anything is sent.
 */
export function AnnounceForm({ labels, limits, busy, onSend, testId }: AnnounceFormProps) {
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ title?: string; body?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = { ...(title.trim() === '' ? { title: labels.titleRequired } : {}), ...(text.trim() === '' ? { body: labels.bodyRequired } : {}) };
    setErrors(found);
    if (found.title || found.body) return;
    onSend({ title: title.trim(), body: text.trim() }).then(() => {
      setTitle('');
      setText('');
    }, () => undefined);
  };
  return (
    <form className={cx(card({ padding: 'md' }), css({ display: 'grid', gap: '4' }))} onSubmit={submit} noValidate data-testid={`${testId}-form`}>
      <h2 className={panelTitle}>{labels.heading}</h2>
      <Field label={labels.title} error={errors.title} errorTestId={`${testId}-title-error`}>
        {(input) => <input {...input} value={title} maxLength={limits.titleMax} onChange={(e) => setTitle(e.target.value)} data-testid={`${testId}-title`} />}
      </Field>
      <Field label={labels.body} hint={labels.hint} error={errors.body} errorTestId={`${testId}-body-error`}>
        {(input) => <textarea {...input} className={cx(input.className, textarea)} value={text} maxLength={limits.bodyMax} onChange={(e) => setText(e.target.value)} data-testid={`${testId}-body`} />}
      </Field>
      <div><SubmitButton busy={busy} label={labels.send} busyLabel={labels.sending} testId={`${testId}-send`} /></div>
    </form>
  );
}
