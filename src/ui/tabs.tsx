import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { tabs } from 'styled-system/recipes';

// Ark gives the behaviour (roving focus with the arrow keys, Home and End; aria-selected, aria-controls); the
// recipe gives the looks. The parts take the kit's class and any class of the page's own.
const styles = tabs();

export const Tabs = {
  Root: ArkTabs.Root,
  List: ({ className, ...props }: ComponentProps<typeof ArkTabs.List>) => <ArkTabs.List className={cx(styles.list, className)} {...props} />,
  Trigger: ({ className, ...props }: ComponentProps<typeof ArkTabs.Trigger>) => <ArkTabs.Trigger className={cx(styles.trigger, className)} {...props} />,
  Content: ({ className, ...props }: ComponentProps<typeof ArkTabs.Content>) => <ArkTabs.Content className={cx(styles.content, className)} {...props} />,
};

/** A count beside a tab's label; tinted with the brand on the selected tab. */
export const tabCount = styles.count;
