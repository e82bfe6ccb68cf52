import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { PriceWatch } from '@wayfare/contracts/price-watch';
import { deleteWatch } from '../../api/price-watch-calls';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { useWatchWords } from './watch-words';

/**
 * The stop-watching modal (spec §2 trip modals): "Stop watching this trip?" with Stop watching and
 * Keep watching. It makes the call itself and hands the stopped watch back; a failure stays in the
 * dialog, so the person can try again or keep watching.
 */
export function StopWatchingDialog({
  watch,
  onClose,
  onStopped,
}: {
  /** The watch to stop; null keeps the dialog closed. */
  watch: PriceWatch | null;
  onClose: () => void;
  onStopped: (stopped: PriceWatch, watch: PriceWatch) => void;
}) {
  const intl = useIntl();
  const words = useWatchWords();
  const stop = useMutation({
    mutationFn: (target: PriceWatch) => deleteWatch(target.watchId),
    onSuccess: (stopped, target) => onStopped(stopped, target),
  });
  const close = () => {
    if (stop.isPending) return;
    stop.reset();
    onClose();
  };
  return (
    <ModalDialog
      isOpen={watch !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      isDismissable={!stop.isPending}
      role="alertdialog"
      title={intl.formatMessage({ id: 'priceWatch.stop.title' })}
    >
      {watch ? (
        <>
          <p>
            {intl.formatMessage(
              { id: 'priceWatch.stop.body' },
              { route: words.route(watch.request), dates: words.dates(watch.request) },
            )}
          </p>
          {stop.isError ? (
            <p className="wf-field-error" role="alert">
              {intl.formatMessage({ id: 'priceWatch.stop.failed' })}
            </p>
          ) : null}
          <div className="wf-row">
            <Button variant="secondary" onPress={close} isDisabled={stop.isPending}>
              {intl.formatMessage({ id: 'priceWatch.stop.keep' })}
            </Button>
            <Button isPending={stop.isPending} onPress={() => stop.mutate(watch)}>
              {intl.formatMessage({ id: 'priceWatch.stop.confirm' })}
            </Button>
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}
