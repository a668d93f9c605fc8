import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { button, spinner } from './button.tsx';

export interface SubmitButtonProps {
  busy: boolean;
  label: ReactNode;
  busyLabel: string;
  /** The full width of a stacked form (sign-in, sign-up), large; else as wide as its label. */
  wide?: boolean;
  className?: string;
  testId?: string;
}

// A little more room above a stacked form's main action than between its fields.
const wideRoom = css({ mt: '1' });

/**
 * A form's submit button, the one of the kit. Busy, it says so (aria-busy, aria-disabled and its label) but stays
 * enabled, so it keeps focus and a second press is the form's to refuse.
 */
export function SubmitButton({ busy, label, busyLabel, wide = false, className, testId }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={cx(wide ? button({ size: 'lg', fullWidth: true }) : button(), wide && wideRoom, className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      data-testid={testId}
    >
      {busy && <span className={spinner()} aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
