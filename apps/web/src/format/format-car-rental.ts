import type { IntlShape } from 'react-intl';
import type {
  CarCancellationPolicy,
  CarCounter,
  CarCounterInstructions,
  Mileage,
} from '@wayfare/contracts/cars';
import { formatTotal } from './format-money';

/** A counter-local wall-clock time `YYYY-MM-DDTHH:mm` as the person reads it ("Dec 12, 3:00 PM"). */
function formatCounterTime(intl: IntlShape, local: string): string {
  return intl.formatDate(`${local.slice(0, 16)}:00Z`, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

/**
 * A rental's cancellation terms in the person's words (issue 21): the server sends the terms'
 * code, the counter-local deadline and the late fee; the catalogue (`carCancellation.*`, the
 * car-rental area) holds the sentence. `isPrepaid`: paid now rather than at the counter, which
 * decides what a no-show costs.
 */
export function sayCarCancellation(
  intl: IntlShape,
  policy: CarCancellationPolicy,
  isPrepaid: boolean,
): string {
  const until = policy.freeUntilLocal ? formatCounterTime(intl, policy.freeUntilLocal) : '';
  switch (policy.terms) {
    case 'NonRefundable':
      return intl.formatMessage({ id: 'carCancellation.NonRefundable' });
    case 'FreeUntilDeadline':
      return intl.formatMessage(
        { id: 'carCancellation.FreeUntilDeadline' },
        {
          until,
          fee: policy.lateCancellationFee
            ? formatTotal(intl, policy.lateCancellationFee)
            : intl.formatMessage({ id: 'carCancellation.aFee' }),
        },
      );
    case 'FreeUntilPickUp':
      return intl.formatMessage(
        {
          id: isPrepaid
            ? 'carCancellation.FreeUntilPickUp.prepaid'
            : 'carCancellation.FreeUntilPickUp.counter',
        },
        { until },
      );
  }
}

/** How to find the counter, from its data: desk and level, shuttle stop, walk from the station. */
export function sayCounterInstructions(intl: IntlShape, instructions: CarCounterInstructions) {
  switch (instructions.kind) {
    case 'InTerminal':
      return intl.formatMessage(
        { id: 'carCounter.InTerminal' },
        { level: instructions.level, desk: instructions.deskNumber },
      );
    case 'Shuttle':
      return intl.formatMessage(
        { id: 'carCounter.Shuttle' },
        {
          stop: instructions.shuttleStop,
          every: instructions.everyMinutes,
          ride: instructions.rideMinutes,
        },
      );
    case 'CityBranch':
      return intl.formatMessage(
        { id: 'carCounter.CityBranch' },
        { minutes: instructions.walkMinutesFromStation },
      );
  }
}

/** "Open 6:00 AM – 11:00 PM", or "Open 24 hours". */
export function sayCounterHours(intl: IntlShape, counter: CarCounter): string {
  const { opensAt, closesAt } = counter.hours;
  if (opensAt === '00:00' && (closesAt === '23:59' || closesAt === '24:00'))
    return intl.formatMessage({ id: 'carCounter.open24' });
  const time = (hhmm: string) =>
    intl.formatTime(`2000-01-01T${hhmm}:00Z`, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
  return intl.formatMessage(
    { id: 'carCounter.hours' },
    { opens: time(opensAt), closes: time(closesAt) },
  );
}

/** "Unlimited mileage" or "200 km a day included, then $0.25 a km". */
export function sayMileage(intl: IntlShape, mileage: Mileage): string {
  if (mileage.isUnlimited || mileage.includedKmPerDay === null)
    return intl.formatMessage({ id: 'carFacts.unlimitedMileage' });
  return mileage.extraKmCharge
    ? intl.formatMessage(
        { id: 'carFacts.limitedMileage' },
        { km: mileage.includedKmPerDay, charge: formatTotal(intl, mileage.extraKmCharge) },
      )
    : intl.formatMessage(
        { id: 'carFacts.limitedMileageNoCharge' },
        { km: mileage.includedKmPerDay },
      );
}
