import { lazy, Suspense, useState, type ReactNode } from 'react';

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

const ModalDialogFrame = lazy(() => import('./modal-dialog-frame'));

/**
 * A modal dialog (React Aria: focus trap, Escape, scroll lock, labelled by its heading). React
 * Aria's dialog code loads when a dialog first opens, not with the page: most pages show one only
 * now and then, and it was a long task on the results and booking pages' first load (issue 16).
 * Focus stays where it was until the dialog is there, so it still returns there on close.
 */
export function ModalDialog(props: ModalDialogProps) {
  const [hasOpened, setHasOpened] = useState(props.isOpen);
  if (props.isOpen && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialogFrame {...props} />
    </Suspense>
  );
}
