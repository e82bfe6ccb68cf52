import { useEffect, useRef, type ReactNode } from 'react';
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [step, focusHeading]);
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
