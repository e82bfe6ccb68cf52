import { useSearchParams } from 'react-router';
import { ExchangeEntryGate } from '../../features/exchange/exchange-entry-gate';
import {
  ExchangeEntryScreen,
  canStartChange,
} from '../../features/exchange/exchange-entry-screens';
import { ExchangeFlightSteps } from '../../features/exchange/exchange-flight-steps';
import { ExchangePage } from '../../features/exchange/exchange-page';
import { AreaMessages } from '../../i18n/area-messages';
import { EXCHANGE_EN } from '../../i18n/catalogues/exchange';

/**
 * /exchange/flight?bookingId=…&step=… (spec §2 SliceSelection, ChangeDateTime, ChangeAirports).
 * A trip that cannot start a change (one under way, too late, …) shows its entry screen instead.
 */
function ExchangeFlightPage() {
  const [params] = useSearchParams();
  return (
    <ExchangePage>
      <ExchangeEntryGate bookingId={params.get('bookingId') ?? ''}>
        {(entry) =>
          canStartChange(entry) ? (
            <ExchangeFlightSteps entry={entry} />
          ) : (
            <ExchangeEntryScreen entry={entry} />
          )
        }
      </ExchangeEntryGate>
    </ExchangePage>
  );
}

export function Component() {
  return (
    <AreaMessages english={EXCHANGE_EN}>
      <ExchangeFlightPage />
    </AreaMessages>
  );
}
