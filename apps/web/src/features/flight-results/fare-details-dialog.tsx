import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Penalty } from '@wayfare/contracts/flights';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { FareRestrictionList, formatRewardsPrice } from './fare-extras';
import { formatCharge, formatFare } from '../../format/format-money';
import { formatPenalty } from '../../format/format-penalty';
import type { ResultFare } from './shop-results';

export interface FareDetailsDialogProps {
  /** The fare, or null when the id in the URL matches none (shows a notice). */
  fare: ResultFare | null;
  isOpen: boolean;
  onClose: () => void;
  /** What the page offers on this fare (the route's "Freeze this price"). */
  action?: ReactNode;
}

function PenaltyText({ kind, penalty }: { kind: 'change' | 'cancel'; penalty: Penalty }) {
  const intl = useIntl();
  if (penalty.kind === 'Unknown' || (penalty.kind === 'WithFee' && !penalty.fee)) {
    return <>{intl.formatMessage({ id: 'penalty.askAirline' })}</>;
  }
  return <>{formatPenalty(intl, kind, penalty)}</>;
}

/** FareDetails (spec §2 step): brand, restrictions in plain words and baggage, as a dialog. */
export function FareDetailsDialog({ fare, isOpen, onClose, action }: FareDetailsDialogProps) {
  const intl = useIntl();
  const title = fare
    ? intl.formatMessage({ id: 'fareDetails.title' }, { brand: fare.fareShelf.shortBrandName })
    : intl.formatMessage({ id: 'fare.details' });
  return (
    <ModalDialog
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
    >
      {fare ? (
        <div className="wf-fare-details">
          <dl className="wf-detail-list">
            <div>
              <dt>{intl.formatMessage({ id: 'fareDetails.brand' })}</dt>
              <dd>
                {fare.fareName === fare.fareShelf.shortBrandName
                  ? fare.fareName
                  : `${fare.fareShelf.shortBrandName} (${fare.fareName})`}
              </dd>
            </div>
            <div>
              <dt>{intl.formatMessage({ id: 'fareDetails.cabin' })}</dt>
              <dd>{intl.formatMessage({ id: `cabin.${fare.cabinClass}` })}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage({ id: 'fareDetails.price' })}</dt>
              <dd>
                {formatFare(intl, fare.grandTotal)}
                {fare.amount.rewards ? (
                  <span className="wf-fare-rewards">
                    {formatRewardsPrice(intl, fare.amount.rewards)}
                  </span>
                ) : null}
              </dd>
            </div>
          </dl>
          {fare.restrictionsWithInfo.length > 0 ? (
            <>
              <h3>{intl.formatMessage({ id: 'fareDetails.included' })}</h3>
              <FareRestrictionList restrictions={fare.restrictionsWithInfo} />
            </>
          ) : null}
          <h3>{intl.formatMessage({ id: 'fareDetails.restrictions' })}</h3>
          <dl className="wf-detail-list">
            <div>
              <dt>{intl.formatMessage({ id: 'fareDetails.changes' })}</dt>
              <dd>
                <PenaltyText kind="change" penalty={fare.penaltiesInfo.changePenalty} />
              </dd>
            </div>
            <div>
              <dt>{intl.formatMessage({ id: 'fareDetails.cancellation' })}</dt>
              <dd>
                <PenaltyText kind="cancel" penalty={fare.penaltiesInfo.cancelPenalty} />
              </dd>
            </div>
          </dl>
          <h3>{intl.formatMessage({ id: 'fareDetails.baggage' })}</h3>
          <ul className="wf-baggage-list">
            <li>
              {intl.formatMessage(
                { id: 'fareDetails.carryOn' },
                { count: fare.baggageInfo.carryOnBags },
              )}
            </li>
            <li>
              {intl.formatMessage(
                { id: 'fareDetails.checkedIncluded' },
                { count: fare.baggageInfo.checkedBagsIncluded, kg: fare.baggageInfo.maxWeightKg },
              )}
            </li>
            {fare.baggageInfo.checkedBagCharges.map((charge, index) => (
              <li key={index}>
                {intl.formatMessage(
                  { id: 'fareDetails.checkedCharge' },
                  { number: index + 1, price: formatCharge(intl, charge) },
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{intl.formatMessage({ id: 'fareDetails.notFound' })}</p>
      )}
      <div className="wf-dialog-actions">
        {fare ? action : null}
        <Button variant="secondary" onPress={onClose}>
          {intl.formatMessage({ id: 'fareDetails.close' })}
        </Button>
      </div>
    </ModalDialog>
  );
}
