import { useIntl } from 'react-intl';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';
import { TextField } from './text-field';

export interface ErrorModalProps {
  isOpen: boolean;
  message: string;
  referenceId?: string | null;
  onSubmit: () => void;
  title?: string;
  submitLabel?: string;
}

/**
 * The generic error modal (spec §2, §9): the failure's message, its reference id in a read-only
 * input 500px wide, and a submit button 200px wide.
 */
export function ErrorModal({
  isOpen,
  message,
  referenceId,
  onSubmit,
  title,
  submitLabel,
}: ErrorModalProps) {
  const intl = useIntl();
  return (
    <ModalDialog
      isOpen={isOpen}
      role="alertdialog"
      title={title ?? intl.formatMessage({ id: 'errorModal.title' })}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <p>{message}</p>
        {referenceId ? (
          <TextField
            label={intl.formatMessage({ id: 'errorModal.referenceLabel' })}
            description={intl.formatMessage({ id: 'errorModal.referenceHelp' })}
            value={referenceId}
            inputClassName="wf-error-modal-reference"
            isReadOnly
          />
        ) : null}
        <div className="wf-dialog-actions">
          <Button type="submit" className="wf-error-modal-submit">
            {submitLabel ?? intl.formatMessage({ id: 'errorModal.submit' })}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
