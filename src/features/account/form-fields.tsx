import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { localiseMessage } from '../shell/messages.ts';
import { button as buttonRecipe, spinner } from '../../ui/button.tsx';
import { field as fieldRecipe } from '../../ui/field.tsx';

const field = css({ display: 'block' });
const label = css({ display: 'block', mb: '1.5' });
const hint = css({ mt: '1.5' });
const error = css({ mt: '2', _empty: { mt: '0' } });
const withToggle = css({ position: 'relative' });
const toggleRoom = css({ pr: '12' });
const toggle = css({
  position: 'absolute',
  right: '1',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'card',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { color: 'fg.default' },
  _focusVisible: { outline: '2px solid {colors.brand.solid}', outlineOffset: '-2px' },
  '& svg': { w: '5', h: '5' },
});

function AlertIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
      <path d="M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1Zm0 9.6a.9.9 0 1 0 0 1.8.9.9 0 0 0 0-1.8ZM8 4a.8.8 0 0 0-.8.8v4a.8.8 0 0 0 1.6 0v-4A.8.8 0 0 0 8 4Z" />
    </svg>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'onChange' | 'onBlur'> {
  label: string;
  /** The field's error: SPEC.md's text from the schema or the API, shown in the page's language. */
  error?: string | undefined;
  hint?: string;
  registration: UseFormRegisterReturn;
  /** Rendered inside the input's box, after it (the password field's show button). */
  adornment?: ReactNode;
}

/**
 * A labelled input whose error is tied to it (aria-invalid, aria-describedby) and announced: the error line is a
 * role=alert region that is always in the document and gets its text when the field turns invalid.
 */
export function TextField({ label: text, error: message, hint: hintText, registration, adornment, id, className, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hintText ? hintId : null, message ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={field}>
      <label htmlFor={inputId} className={cx(fieldRecipe().label, label)}>
        {text}
      </label>
      <div className={adornment ? withToggle : undefined}>
        <input
          id={inputId}
          className={cx(fieldRecipe().input, adornment ? toggleRoom : undefined, className)}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
          {...registration}
        />
        {adornment}
      </div>
      {hintText && (
        <p id={hintId} className={cx(fieldRecipe().hint, hint)}>
          {hintText}
        </p>
      )}
      <p id={errorId} role="alert" className={cx(fieldRecipe().error, error)} data-testid={`${registration.name}-error`}>
        {message && (
          <>
            <AlertIcon />
            <span>{localiseMessage(t, message)}</span>
          </>
        )}
      </p>
    </div>
  );
}

/** A password input with a button that shows what was typed. */
/** The phone number field (SPEC.md section 5: 10 digits, or + country code), the same on sign-up and the profile. */
export function PhoneField(props: Pick<TextFieldProps, 'registration' | 'error'>) {
  const { t } = useTranslation();
  return <TextField label={t('account.field.phone')} hint={t('account.field.phoneHint')} type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'adornment'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const button = (
    <button type="button" className={toggle} aria-pressed={visible} aria-label={t('account.field.showPassword')} title={t('account.field.showPassword')} onClick={() => setVisible((v) => !v)}>
      {visible ? (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.1A9.8 9.8 0 0 1 12 5c6 0 9.5 7 9.5 7a16.6 16.6 0 0 1-3.2 4.1M6.6 6.6C3.9 8.4 2.5 12 2.5 12S6 19 12 19a9.6 9.6 0 0 0 5.4-1.6" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7Z" />
          <circle cx="12" cy="12" r="3" />
        </svg>
      )}
    </button>
  );
  return <TextField {...props} type={visible ? 'text' : 'password'} adornment={button} />;
}

export interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}

/** The form's submit button. Busy, it says so (aria-busy and its label) but keeps focus: it is not disabled. */
export function SubmitButton({ busy, label: text, busyLabel, className }: SubmitButtonProps) {
  return (
    <button type="submit" className={cx(buttonRecipe({ size: 'lg', fullWidth: true }), className)} aria-busy={busy || undefined} aria-disabled={busy || undefined}>
      {busy && <span className={spinner()} aria-hidden="true" />}
      {busy ? busyLabel : text}
    </button>
  );
}
