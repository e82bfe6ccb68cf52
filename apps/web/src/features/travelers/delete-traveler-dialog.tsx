import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Traveler } from '@wayfare/contracts/travelers';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { formatTravelerName } from '../../model/traveler-name';

export interface DeleteTravelerDialogProps {
  traveler: Traveler | null;
  onConfirm: (traveler: Traveler) => Promise<void>;
  onClose: () => void;
}

/** Asks before deleting; a failed delete stays open with the reason. */
export function DeleteTravelerDialog({ traveler, onConfirm, onClose }: DeleteTravelerDialogProps) {
  const intl = useIntl();
  const [isDeleting, setIsDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = traveler ? formatTravelerName(traveler) : '';
  const confirm = async () => {
    if (!traveler) return;
    setIsDeleting(true);
    setError(null);
    try {
      await onConfirm(traveler);
      onClose();
    } catch {
      setError(intl.formatMessage({ id: 'travelers.deleteFailed' }));
    } finally {
      setIsDeleting(false);
    }
  };
  return (
    <ModalDialog
      isOpen={traveler !== null}
      role="alertdialog"
      title={intl.formatMessage({ id: 'travelers.deleteTitle' }, { name })}
    >
      <p>{intl.formatMessage({ id: 'travelers.deleteBody' }, { name })}</p>
      {error ? (
        <p className="wf-field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="wf-dialog-actions">
        <Button variant="secondary" onPress={onClose}>
          {intl.formatMessage({ id: 'travelerForm.cancel' })}
        </Button>
        <Button onPress={() => void confirm()} isPending={isDeleting}>
          {intl.formatMessage({ id: 'travelers.deleteConfirm' })}
        </Button>
      </div>
    </ModalDialog>
  );
}
