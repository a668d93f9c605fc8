import type { HTMLAttributes, ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { callout, type CalloutVariantProps } from 'styled-system/recipes';
import { AlertIcon, CheckIcon } from './icons.ts';

export { callout } from 'styled-system/recipes';

const heading = css({ display: 'block' });

export type CalloutProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> &
  CalloutVariantProps & {
    title?: ReactNode;
    /** Replaces the status's own icon. */
    icon?: ReactNode;
  };

/** A notice with its icon; info and success in the brand's tint, warning and error in the theme's strongest ink. */
export function Callout({ status = 'info', title, icon, className, children, ...rest }: CalloutProps) {
  return (
    <div className={cx(callout({ status }), className)} {...rest}>
      {icon ?? (status === 'success' ? <CheckIcon /> : <AlertIcon />)}
      <div>
        {title && <strong className={heading}>{title}</strong>}
        {children}
      </div>
    </div>
  );
}
