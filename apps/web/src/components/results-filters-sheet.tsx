import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../ui/button';
import { ModalDialog } from '../ui/modal-dialog';

/**
 * A phone's results filters (hotels, cars): the shared sheet over the list, loaded when the person
 * first opens it, with its "Show N …" button to go back to the list.
 */
export default function ResultsFiltersSheet({
  showLabel,
  onClose,
  children,
}: {
  /** The button back to the list, e.g. "Show 84 cars". */
  showLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <ModalDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable
      variant="sheet"
      title={intl.formatMessage({ id: 'filters.heading' })}
    >
      {children}
      <div className="wf-dialog-actions wf-sheet-actions">
        <Button onPress={onClose}>{showLabel}</Button>
      </div>
    </ModalDialog>
  );
}
