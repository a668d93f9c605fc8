import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import { css, cx } from 'styled-system/css';
import { localiseMessage } from '../../platform/shell/messages.ts';
import { Field } from '../../ui/field.tsx';
import { EyeIcon, EyeOffIcon } from '../../ui/icons.ts';

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
export function TextField({ label, error: message, hint, registration, adornment, id, className, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <Field label={label} hint={hint} error={message ? localiseMessage(t, message) : undefined} id={id} errorTestId={`${registration.name}-error`}>
      {(tie) => (
        <div className={adornment ? withToggle : undefined}>
          <input {...tie} className={cx(tie.className, adornment ? toggleRoom : undefined, className)} {...input} {...registration} />
          {adornment}
        </div>
      )}
    </Field>
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
      {visible ? <EyeOffIcon /> : <EyeIcon />}
    </button>
  );
  return <TextField {...props} type={visible ? 'text' : 'password'} adornment={button} />;
}

