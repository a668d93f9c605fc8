import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { EMBED_FORM_CALLS, embedFormAnswers, type EmbedForm, type EmbedFormAnswers, type EmbedFormTexts, type FormField } from '../../contract/site-content.ts';
import { css, cx } from 'styled-system/css';
import { TextField } from '../account/index.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { fieldFailure } from '../account/index.ts';
import { useAccountForm } from '../account/index.ts';
import { call } from '../../lib/call.ts';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { showError } from '../../platform/shell/notify.ts';
import { AlertIcon, CheckIcon } from '../../ui/icons.ts';
import { button } from '../../ui/button.tsx';
import { card, iconBadge } from '../../ui/card.tsx';
import { field as fieldRecipe } from '../../ui/field.tsx';
import { mutedText } from '../../ui/layout.ts';

const formStyle = css({ display: 'grid', gap: '5', mt: '6' });
const block = css({ display: 'block' });
const label = css({ display: 'block', mb: '1.5' });
const errorLine = css({ mt: '2', _empty: { mt: '0' } });
const textarea = css({ minH: '32', py: '2.5', resize: 'vertical', lineHeight: '1.5' });
const select = css({ appearance: 'auto', pr: '3' });
const checkRow = css({ display: 'flex', gap: '3', alignItems: 'flex-start', fontSize: 'md', color: 'fg.default', cursor: 'pointer' });
const checkbox = css({ w: '5', h: '5', mt: '0.5', flexShrink: 0, accentColor: '{colors.brand.solid}', cursor: 'pointer' });
const success = cx(card({ variant: 'tinted', padding: 'none' }), css({ mt: '6', p: '5', display: 'grid', gap: '4', justifyItems: 'start', _focusVisible: { outline: '2px solid {colors.brand.solid}', outlineOffset: '2px' } }));
const successText = css({ display: 'flex', gap: '3', alignItems: 'flex-start', fontSize: 'md', color: 'fg.default', fontWeight: 'medium' });

/** The error line under a field: always there (role=alert), filled when the field is invalid. */
function ErrorLine({ id, name, message }: { id: string; name: string; message: string | undefined }) {
  const { t } = useTranslation();
  return (
    <p id={id} role="alert" className={cx(fieldRecipe().error, errorLine)} data-testid={`${name}-error`}>
      {message && (
        <>
          <AlertIcon />
          <span>{localiseMessage(t, message)}</span>
        </>
      )}
    </p>
  );
}


/** The fields the account pages do not have: a text area, a choice and a tick box, wired like TextField. */
function OtherField({ field, registration, error }: { field: Extract<FormField, { kind: 'textarea' | 'select' | 'checkbox' }>; registration: UseFormRegisterReturn; error: string | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;
  let control: ReactNode;
  if (field.kind === 'checkbox') {
    return (
      <div className={block}>
        <label className={checkRow} htmlFor={id}>
          <input id={id} type="checkbox" className={checkbox} aria-invalid={invalid} aria-describedby={describedBy} aria-required={field.required || undefined} {...registration} />
          <span>{labelText(field, t)}</span>
        </label>
        <ErrorLine id={errorId} name={registration.name} message={error} />
      </div>
    );
  }
  if (field.kind === 'textarea') {
    control = <textarea id={id} className={cx(fieldRecipe().input, textarea)} maxLength={field.max_length} rows={4} aria-invalid={invalid} aria-describedby={describedBy} aria-required={field.required || undefined} {...registration} />;
  } else {
    control = (
      <select id={id} className={cx(fieldRecipe().input, select)} aria-invalid={invalid} aria-describedby={describedBy} aria-required={field.required || undefined} {...registration}>
        <option value="">{t('content.embed.choose')}</option>
        {field.options.map((o) => <option key={o} value={o}>{o}</option>)}
      </select>
    );
  }
  return (
    <div className={block}>
      <label htmlFor={id} className={cx(fieldRecipe().label, label)}>{labelText(field, t)}</label>
      {control}
      <ErrorLine id={errorId} name={registration.name} message={error} />
    </div>
  );
}

const emptyValues = (form: EmbedForm): EmbedFormAnswers => Object.fromEntries(form.fields.map((f) => [f.name, f.kind === 'checkbox' ? false : '']));

/** The form's own texts in the page's language; SPEC.md's name, e-mail and phone texts come from the contract. */
function useTexts(): EmbedFormTexts {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      required: t('content.embed.validation.required'),
      tooLong: t('content.embed.validation.tooLong'),
      chooseOption: t('content.embed.validation.chooseOption'),
      tick: t('content.embed.validation.tick'),
      unknownField: t('content.embed.validation.unknownField'),
    }),
    [t],
  );
}

/**
 * One of the school's embed forms: react-hook-form over the answers schema the API also checks. A 412 the API
 * ties to `answers.<field>` shows under that field; anything else is a toast. Saved, the school's success message
 * replaces the form (announced), with a way to send another response.
 */
export function EmbedFormView({ form, headingLevel }: { form: EmbedForm; headingLevel: 1 | 2 }) {
  const { t } = useTranslation();
  const texts = useTexts();
  const schema = useMemo(() => embedFormAnswers(form, texts), [form, texts]);
  const values = useMemo(() => emptyValues(form), [form]);
  const rhf = useAccountForm<EmbedFormAnswers, EmbedFormAnswers>(schema as never, values);
  const [sent, setSent] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const respond = useMutation({
    mutationFn: (answers: EmbedFormAnswers) =>
      call(EMBED_FORM_CALLS.embedFormRespond, { params: { formId: form.id }, body: { answers }, token: null }),
  });
  const errors: FieldErrors<EmbedFormAnswers> = rhf.formState.errors;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = useId();

  const onSubmit = rhf.handleSubmit(async (answers) => {
    if (respond.isPending) return;
    try {
      await respond.mutateAsync(answers);
      rhf.reset(values);
      setSent(true);
    } catch (error) {
      const failure = fieldFailure(error);
      const name = failure?.field.replace(/^answers\./, '');
      if (failure && name && form.fields.some((f) => f.name === name)) rhf.setError(name, { type: 'server', message: failure.message }, { shouldFocus: true });
      else showError(error);
    }
  });

  // The form (and the focused button) is gone: focus goes to the message that replaced it, announced as a status.
  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  const message = (name: string): string | undefined => {
    const error = errors[name];
    return typeof error?.message === 'string' ? error.message : undefined;
  };

  return (
    <section aria-labelledby={headingId} data-testid="embed-form" data-form-id={form.id}>
      <Heading id={headingId} className={css({ fontFamily: 'heading', fontWeight: 'bold', fontSize: headingLevel === 1 ? { base: '2xl', md: '3xl' } : { base: 'xl', md: '2xl' }, lineHeight: '1.2', letterSpacing: '-0.015em', color: 'fg.default' })}>
        {form.title}
      </Heading>
      {form.intro && <p className={cx(mutedText, css({ mt: '2', fontSize: 'md' }))}>{form.intro}</p>}
      {sent ? (
        <div ref={successRef} className={success} role="status" tabIndex={-1} data-testid="embed-form-success">
          <p className={successText}>
            <span className={iconBadge()}><CheckIcon /></span>
            <span>{form.success_message}</span>
          </p>
          <button type="button" className={cx(button({ variant: 'secondary' }), css({ minH: '10', fontSize: 'sm' }))} onClick={() => setSent(false)}>
            {t('content.embed.another')}
          </button>
        </div>
      ) : (
        <form className={formStyle} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
          {form.fields.map((field) => {
            const registration = rhf.register(field.name);
            const error = message(field.name);
            switch (field.kind) {
              case 'name':
                return <TextField key={field.name} label={labelText(field, t)} registration={registration} error={error} autoComplete="name" aria-required={field.required || undefined} />;
              case 'email':
                return (
                  <TextField key={field.name} label={labelText(field, t)} registration={registration} error={error} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} aria-required={field.required || undefined} />
                );
              case 'phone':
                return <TextField key={field.name} label={labelText(field, t)} hint={t('account.field.phoneHint')} registration={registration} error={error} type="tel" inputMode="tel" autoComplete="tel" aria-required={field.required || undefined} />;
              case 'text':
                return <TextField key={field.name} label={labelText(field, t)} registration={registration} error={error} maxLength={field.max_length} aria-required={field.required || undefined} />;
              default:
                return <OtherField key={field.name} field={field} registration={registration} error={error} />;
            }
          })}
          <SubmitButton wide busy={rhf.formState.isSubmitting} label={form.submit_label} busyLabel={t('content.embed.sending')} />
        </form>
      )}
    </section>
  );
}

/** A field's label, with "(optional)" where the school does not require it (a tick box is optional by nature). */
function labelText(field: FormField, t: (key: string) => string): string {
  return field.required || field.kind === 'checkbox' ? field.label : `${field.label} (${t('content.embed.optional')})`;
}
