import { Collapsible } from '@ark-ui/react/collapsible';
import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { disclosure } from 'styled-system/recipes';
import { ChevronDownIcon } from './icons.ts';

export { disclosure } from 'styled-system/recipes';

export interface DisclosureProps {
  /** The always-visible heading; it is the button that opens and closes the rest. */
  summary: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * A heading that opens the part below it (Ark Collapsible: aria-expanded, aria-controls, the content unmounted
 * while closed). Pages without React (the sales page) keep a native <details> with the same recipe's classes.
 */
export function Disclosure({ summary, children, defaultOpen, open, onOpenChange, className }: DisclosureProps) {
  const styles = disclosure();
  return (
    <Collapsible.Root
      className={cx(styles.root, className)}
      defaultOpen={defaultOpen}
      open={open}
      onOpenChange={onOpenChange ? (details) => onOpenChange(details.open) : undefined}
      lazyMount
      unmountOnExit
    >
      <Collapsible.Trigger className={styles.trigger}>
        {summary}
        <Collapsible.Indicator className={styles.indicator}>
          <ChevronDownIcon />
        </Collapsible.Indicator>
      </Collapsible.Trigger>
      <Collapsible.Content className={styles.content}>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
