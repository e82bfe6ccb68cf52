import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';

/**
 * A phone's car filters: the shared sheet over the list, loaded when the person first opens it,
 * with "Show N cars" to go back to the list.
 */
export default function CarFiltersSheet({
  count,
  onClose,
  children,
}: {
  count: number;
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
        <Button onPress={onClose}>
          {intl.formatMessage({ id: 'carResults.showResults' }, { count })}
        </Button>
      </div>
    </ModalDialog>
  );
}
