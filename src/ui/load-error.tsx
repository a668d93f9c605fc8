import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { callout, card } from 'styled-system/recipes';
import { AlertIcon } from './icons.ts';

export interface LoadErrorProps {
  /** What failed, in the page's language ("Could not load your courses"). */
  title: ReactNode;
  /** Why: SPEC.md section 8's text for the error, already localised. */
  message: ReactNode;
  /** Try again, or the way back in when the session ended. */
  action: ReactNode;
  'data-testid'?: string;
}

const layout = css({ display: 'grid', gap: '4', justifyItems: 'start' });
const title = css({ display: 'block' });

/** A read that failed: what and why in an error callout, and one way on. The features say which words and action. */
export function LoadError({ title: heading, message, action, 'data-testid': testId = 'load-error' }: LoadErrorProps) {
  return (
    <div className={cx(card({ padding: 'lg' }), layout)} role="alert" data-testid={testId}>
      <p className={cx(callout({ status: 'error' }), css({ w: 'full' }))}>
        <AlertIcon />
        <span>
          <strong className={title}>{heading}</strong>
          {message}
        </span>
      </p>
      {action}
    </div>
  );
}
