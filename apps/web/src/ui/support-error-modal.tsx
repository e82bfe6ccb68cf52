import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../api/api-error';
import { trackEvent } from '../api/tracking-calls';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';
import { TextField } from './text-field';

/** The tracking event that hands a reference to support (spec §7 event names are snake_case). */
export const ERROR_REFERENCE_EVENT = 'error_reference_submitted';

export interface SupportErrorModalProps {
  /** The failure to show; the modal is open while it is not null. */
  error: unknown;
  onClose: () => void;
  title?: string;
}

/**
 * The generic error modal (spec §2, §9) for unexpected failures: the message, the failure's
 * reference in an input 500px wide (prefilled, editable so a person can paste another one) and a
 * Submit button 200px wide that sends the reference to support.
 */
export function SupportErrorModal({ error, onClose, title }: SupportErrorModalProps) {
  const intl = useIntl();
  const isOpen = error !== null && error !== undefined;
  const referenceId = isApiError(error) ? (error.referenceId ?? '') : '';
  const message =
    isApiError(error) && error.status !== 0
      ? error.message
      : intl.formatMessage({ id: 'error.network' });
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
      role="alertdialog"
      title={title ?? intl.formatMessage({ id: 'errorModal.title' })}
    >
      <ReferenceForm
        key={referenceId}
        message={message}
        referenceId={referenceId}
        onClose={onClose}
      />
    </ModalDialog>
  );
}

/** The message, the reference (prefilled, editable) and Submit, which hands it to support. */
function ReferenceForm({
  message,
  referenceId,
  onClose,
}: {
  message: string;
  referenceId: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [reference, setReference] = useState(referenceId);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const value = reference.trim();
        if (!value) return;
        trackEvent(ERROR_REFERENCE_EVENT, {
          reference_id: value.slice(0, 200),
          url: window.location.href.slice(0, 2000),
        });
        setSent(value);
      }}
    >
      <p>{message}</p>
      <TextField
        label={intl.formatMessage({ id: 'errorModal.referenceLabel' })}
        description={intl.formatMessage({ id: 'errorModal.referenceHelp' })}
        value={reference}
        onChange={setReference}
        inputClassName="wf-error-modal-reference"
        name="referenceId"
      />
      {sent ? (
        <p role="status" className="wf-success-text">
          {intl.formatMessage({ id: 'errorModal.sent' }, { reference: sent })}
        </p>
      ) : null}
      <div className="wf-dialog-actions">
        <Button type="submit" className="wf-error-modal-submit" isDisabled={sent !== null}>
          {intl.formatMessage({ id: 'errorModal.submitReference' })}
        </Button>
        <Button variant="secondary" onPress={onClose}>
          {intl.formatMessage({ id: 'errorModal.close' })}
        </Button>
      </div>
    </form>
  );
}
