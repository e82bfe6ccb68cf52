import type { FlightBookRequest } from '@wayfare/contracts/flight-booking';
import type { Money } from '@wayfare/contracts/money';

/** The flight's add-ons as chosen on the booking page: each one's premium, null when not added. */
export interface ChosenFlightAddOns {
  cancelForAnyReason: Money | null;
  changeForAnyReason: Money | null;
  /** Disruption assistance's fee (issue 20); absent or null when not added. */
  disruptionAssistance?: Money | null;
}

/** What the add-ons add to the fares (kept on top of an accepted new price). */
export function sumAddOnsMinor(chosen: ChosenFlightAddOns): number {
  return (
    (chosen.cancelForAnyReason?.amountMinor ?? 0) +
    (chosen.changeForAnyReason?.amountMinor ?? 0) +
    (chosen.disruptionAssistance?.amountMinor ?? 0)
  );
}

/** The request's `addOns`: only those added, and none at all when nothing was (issue 18). */
export function buildAddOnsRequest(chosen: ChosenFlightAddOns): Pick<FlightBookRequest, 'addOns'> {
  const addOns: NonNullable<FlightBookRequest['addOns']> = {
    ...(chosen.cancelForAnyReason ? { cancelForAnyReason: true } : {}),
    ...(chosen.changeForAnyReason ? { changeForAnyReason: true } : {}),
    ...(chosen.disruptionAssistance ? { disruptionAssistance: true } : {}),
  };
  return Object.keys(addOns).length > 0 ? { addOns } : {};
}
