import { useId, type ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { field } from 'styled-system/recipes';
import { AlertIcon } from './icons.ts';

export { field } from 'styled-system/recipes';

/** What the input inside a Field must carry to be tied to its label, hint and error. */
export interface FieldInputProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The ids a field's parts get from its input's id, and which of them describe the input now. */
export function fieldIds(inputId: string, state: { hint: boolean; error: boolean }) {
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [state.hint ? hintId : null, state.error ? errorId : null].filter(Boolean).join(' ');
  return { hintId, errorId, describedBy: describedBy || undefined };
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The error text, already in the page's language. */
  error?: ReactNode;
  id?: string;
  className?: string;
  /** The error line's test id. */
  errorTestId?: string;
  /** Renders the input with the props that tie it to the label, hint and error. */
  children: (input: FieldInputProps) => ReactNode;
}

/**
 * A field's error line: a role=alert region always in the document, so a screen reader announces the text when it
 * arrives; empty, it takes no room. For an input that is not a Field's (a checkbox, a signature pad).
 */
export function FieldError({ id, error, testId }: { id?: string; error?: ReactNode; testId?: string | undefined }) {
  const shown = error !== undefined && error !== null && error !== '' && error !== false;
  return (
    <p id={id} role="alert" className={field().error} data-testid={testId}>
      {shown && (
        <>
          <AlertIcon />
          <span>{error}</span>
        </>
      )}
    </p>
  );
}

/**
 * A labelled input whose error is tied to it (aria-invalid, aria-describedby) and announced: the error line is a
 * role=alert region that is always in the document and gets its text when the field turns invalid.
 */
export function Field({ label, hint, error, id, className, errorTestId, children }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hasError = error !== undefined && error !== null && error !== '' && error !== false;
  const ids = fieldIds(inputId, { hint: Boolean(hint), error: hasError });
  const styles = field();
  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {children({ id: inputId, className: styles.input, 'aria-invalid': hasError ? true : undefined, 'aria-describedby': ids.describedBy })}
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={ids.errorId} error={error} testId={errorTestId} />
    </div>
  );
}
