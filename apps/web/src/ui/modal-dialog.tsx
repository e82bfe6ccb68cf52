import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

export interface ModalDialogProps {
  title: ReactNode;
  children: ReactNode;
  isOpen: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Escape and a click outside close it. Off for dialogs the user must answer. */
  isDismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** `sheet`: slides up from the bottom edge on narrow screens (e.g. filters on a phone). */
  variant?: 'centered' | 'sheet';
}

/** A modal dialog (React Aria: focus trap, Escape, scroll lock, labelled by its heading). */
export function ModalDialog({
  title,
  children,
  isOpen,
  onOpenChange,
  isDismissable = false,
  role = 'dialog',
  variant = 'centered',
}: ModalDialogProps) {
  const isSheet = variant === 'sheet';
  return (
    <ModalOverlay
      className={isSheet ? 'wf-modal-overlay wf-sheet-overlay' : 'wf-modal-overlay'}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Modal className={isSheet ? 'wf-modal wf-sheet' : 'wf-modal'}>
        <Dialog className="wf-dialog" role={role}>
          <Heading slot="title">{title}</Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
