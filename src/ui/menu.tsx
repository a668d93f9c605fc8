import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { menu } from 'styled-system/recipes';

export interface MenuItem {
  value: string;
  label: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
}

export interface MenuProps {
  /** The button that opens the menu: its content (Ark makes it the trigger, with aria-haspopup and aria-expanded). */
  trigger: ReactNode;
  triggerClassName?: string;
  items: readonly MenuItem[];
  onSelect: (value: string) => void;
}

/** A list of actions under a button (Ark Menu: arrow keys, typeahead, Escape, focus back to the button). */
export function Menu({ trigger, triggerClassName, items, onSelect }: MenuProps) {
  const styles = menu();
  return (
    <ArkMenu.Root onSelect={(details) => onSelect(details.value)} lazyMount unmountOnExit>
      <ArkMenu.Trigger className={triggerClassName}>{trigger}</ArkMenu.Trigger>
      <Portal>
        <ArkMenu.Positioner className={styles.positioner}>
          <ArkMenu.Content className={styles.content}>
            {items.map((item) => (
              <ArkMenu.Item key={item.value} value={item.value} disabled={item.disabled} className={styles.item}>
                {item.icon}
                {item.label}
              </ArkMenu.Item>
            ))}
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </Portal>
    </ArkMenu.Root>
  );
}
