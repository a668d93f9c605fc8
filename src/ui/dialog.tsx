import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { dialog } from 'styled-system/recipes';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons at the bottom; a Dialog.Close around one closes the dialog. */
  actions?: ReactNode;
  /** A confirmation of something irreversible: role=alertdialog, and a click outside does not close it. */
  alert?: boolean;
}

/** A modal dialog (Ark Dialog: focus trapped inside, Escape closes, focus goes back to what opened it). */
export function Dialog({ open, onOpenChange, title, description, children, actions, alert = false }: DialogProps) {
  const styles = dialog();
  return (
    <ArkDialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} role={alert ? 'alertdialog' : 'dialog'} closeOnInteractOutside={!alert} lazyMount unmountOnExit>
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={styles.content}>
            <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
            {description && <ArkDialog.Description className={styles.description}>{description}</ArkDialog.Description>}
            {children}
            {actions && <div className={styles.actions}>{actions}</div>}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

/** Wraps a button inside a Dialog that closes it. */
export const DialogClose = ArkDialog.CloseTrigger;
