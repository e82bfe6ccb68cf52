import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ModalDialogProps } from './modal-dialog';

/**
 * The modal dialog itself (React Aria: focus trap, Escape, scroll lock, labelled by its heading),
 * loaded by modal-dialog.tsx when a dialog first opens.
 */
export default function ModalDialogFrame({
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
