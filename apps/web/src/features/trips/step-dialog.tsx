import { useCallback, type ReactNode } from 'react';
import { ModalDialog } from '../../ui/modal-dialog';

/**
 * A trip dialog that moves through steps (self-serve cancel, check-in): each step's title is
 * announced, and its heading takes the focus when the step changes (unless `focusHeading` is
 * false, e.g. while loading).
 */
export function StepDialog({
  title,
  step,
  stepTitle,
  announcement,
  focusHeading = true,
  isDismissable,
  onClose,
  children,
}: {
  title: string;
  step: string;
  stepTitle: string;
  /** What the live region says instead of the step title (e.g. work under way). */
  announcement?: string;
  focusHeading?: boolean;
  isDismissable: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  // A callback ref, not an effect: the dialog's frame loads on first open (ui/modal-dialog.tsx),
  // so the heading arrives after this component mounts. A new step makes a new callback, which
  // React calls again with the heading.
  const headingRef = useCallback(
    (heading: HTMLHeadingElement | null) => {
      if (heading && focusHeading) heading.focus();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `step` is why it runs again
    [step, focusHeading],
  );
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={isDismissable}
      title={title}
    >
      <div className="wf-trip-step" data-step={step}>
        <p className="wf-visually-hidden" role="status" aria-live="polite">
          {announcement ?? stepTitle}
        </p>
        <h3 ref={headingRef} tabIndex={-1} className="wf-trip-step-title">
          {stepTitle}
        </h3>
        {children}
      </div>
    </ModalDialog>
  );
}
