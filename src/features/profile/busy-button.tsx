import type { ReactNode } from 'react';
import { button, spinner } from '../../ui/button.tsx';

export interface BusyButtonProps {
  busy: boolean;
  label: ReactNode;
  busyLabel: string;
  className?: string;
  testId?: string;
}

/** A form's submit button, as wide as its label. Busy, it says so (aria-busy and its label) but keeps focus. */
export function BusyButton({ busy, label, busyLabel, className = button(), testId }: BusyButtonProps) {
  return (
    <button type="submit" className={className} aria-busy={busy || undefined} data-testid={testId}>
      {busy && <span className={spinner()} aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
