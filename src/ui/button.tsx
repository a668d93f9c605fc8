import type { ButtonHTMLAttributes } from 'react';
import { cx } from 'styled-system/css';
import { button, spinner, type ButtonVariantProps } from 'styled-system/recipes';

// Links drawn as buttons take the class: `<a className={button({ variant: 'secondary' })}>`.
export { badge, button, chip, link, spinner } from 'styled-system/recipes';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariantProps & {
    /** Busy, the button says so (aria-busy and a spinner) but keeps focus: it is not disabled. */
    busy?: boolean;
  };

export function Button({ variant, size, fullWidth, busy = false, className, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={cx(button({ variant, size, fullWidth }), className)} aria-busy={busy || undefined} aria-disabled={busy || undefined} {...rest}>
      {busy && <span className={spinner()} aria-hidden="true" />}
      {children}
    </button>
  );
}
