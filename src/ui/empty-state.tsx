import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { emptyState } from 'styled-system/recipes';

export { emptyState } from 'styled-system/recipes';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  /** Links or buttons under the text. */
  actions?: ReactNode;
  className?: string;
  role?: 'status' | 'alert';
  'data-testid'?: string;
}

/** A centred message with an action: empty lists, nothing found, not enrolled. */
export function EmptyState({ icon, title, text, actions, className, role, 'data-testid': testId }: EmptyStateProps) {
  const styles = emptyState();
  return (
    <div className={cx(styles.root, className)} role={role} data-testid={testId}>
      {icon && <span className={styles.icon}>{icon}</span>}
      <p className={styles.title}>{title}</p>
      {text && <p className={styles.text}>{text}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
