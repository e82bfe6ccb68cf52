import { useIntl } from 'react-intl';
import { isApiError } from '../../api/api-error';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';

/** What a trip dialog's error step shows: the message and, when the server gave one, its reference. */
export interface DialogFailure {
  message: string;
  referenceId: string | null;
}

/** The server's message and reference, or `fallback` for a network failure. */
export function toDialogFailure(
  error: unknown,
  fallback: string,
  describe?: (message: string) => string,
): DialogFailure {
  if (isApiError(error) && error.status !== 0)
    return {
      message: describe ? describe(error.message) : error.message,
      referenceId: error.referenceId ?? null,
    };
  return { message: fallback, referenceId: null };
}

/** The error step's body: the message, announced, and the read-only reference id for support. */
export function DialogFailureDetails({ failure }: { failure: DialogFailure }) {
  const intl = useIntl();
  return (
    <>
      <p role="alert">{failure.message}</p>
      {failure.referenceId ? (
        <TextField
          label={intl.formatMessage({ id: 'errorModal.referenceLabel' })}
          description={intl.formatMessage({ id: 'errorModal.referenceHelp' })}
          value={failure.referenceId}
          inputClassName="wf-error-modal-reference"
          isReadOnly
        />
      ) : null}
    </>
  );
}

/**
 * A trip dialog's error step, whole: the failure (or the network message) with its reference, Try
 * again and Close. Every trip dialog ends a failed call here.
 */
export function DialogFailureStep({
  failure,
  onTryAgain,
  isRetrying = false,
  onClose,
}: {
  failure: DialogFailure | null;
  onTryAgain: () => void;
  isRetrying?: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <>
      <DialogFailureDetails
        failure={
          failure ?? { message: intl.formatMessage({ id: 'error.network' }), referenceId: null }
        }
      />
      <div className="wf-dialog-actions">
        <Button isPending={isRetrying} onPress={onTryAgain}>
          {intl.formatMessage({ id: 'common.tryAgain' })}
        </Button>
        <Button variant="secondary" onPress={onClose}>
          {intl.formatMessage({ id: 'trips.modal.close' })}
        </Button>
      </div>
    </>
  );
}
