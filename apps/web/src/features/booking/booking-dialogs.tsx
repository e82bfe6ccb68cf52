import { useIntl } from 'react-intl';
import type { Currency } from '@wayfare/contracts/money';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { formatTotal } from '../../format/format-money';

/** A price that moved between the quote and the booking: accept the new total or choose again. */
export function PriceChangeDialog({
  change,
  currency,
  onAccept,
  onChooseOther,
  chooseOtherLabel,
}: {
  change: { quoted: number; next: number } | null;
  currency: Currency;
  onAccept: (nextMinor: number) => void;
  onChooseOther: () => void;
  /** "Choose other flights", "Choose another room". */
  chooseOtherLabel: string;
}) {
  const intl = useIntl();
  const money = (amountMinor: number) => formatTotal(intl, { amountMinor, currency });
  return (
    <ModalDialog
      isOpen={change !== null}
      role="alertdialog"
      title={intl.formatMessage({ id: 'booking.priceChange.title' })}
    >
      {change ? (
        <>
          <p>
            {intl.formatMessage(
              {
                id:
                  change.next > change.quoted
                    ? 'booking.priceChange.up'
                    : 'booking.priceChange.down',
              },
              { quoted: money(change.quoted), next: money(change.next) },
            )}
          </p>
          <div className="wf-row">
            <Button onPress={() => onAccept(change.next)}>
              {intl.formatMessage(
                { id: 'booking.priceChange.accept' },
                { next: money(change.next) },
              )}
            </Button>
            <Button variant="secondary" onPress={onChooseOther}>
              {chooseOtherLabel}
            </Button>
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}

/** The price hold ended: price the same choice again, or choose another. */
export function ExpiredQuoteDialog({
  isOpen,
  isRequoting,
  onRequote,
  onChooseOther,
  chooseOtherLabel,
}: {
  isOpen: boolean;
  isRequoting: boolean;
  onRequote: () => void;
  onChooseOther: () => void;
  chooseOtherLabel: string;
}) {
  const intl = useIntl();
  return (
    <ModalDialog
      isOpen={isOpen}
      role="alertdialog"
      title={intl.formatMessage({ id: 'booking.expired.title' })}
    >
      <p>{intl.formatMessage({ id: 'booking.expired.body' })}</p>
      <div className="wf-row">
        <Button isPending={isRequoting} onPress={onRequote}>
          {intl.formatMessage({ id: 'booking.expired.requote' })}
        </Button>
        <Button variant="secondary" onPress={onChooseOther}>
          {chooseOtherLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
