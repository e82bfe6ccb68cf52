import { useSearchParams } from 'react-router';
import { ExchangeEntryGate } from '../../features/exchange/exchange-entry-gate';
import { ExchangeEntryScreen } from '../../features/exchange/exchange-entry-screens';
import { ExchangePage } from '../../features/exchange/exchange-page';
import { AreaMessages } from '../../i18n/area-messages';
import { EXCHANGE_EN } from '../../i18n/catalogues/exchange';

/**
 * /exchange?bookingId=… (spec §2): where changing a booked flight starts, on the screen the entry
 * names (GoToExchange, ChangeRequested, ChangeFailed, the contact and void-window screens, …).
 */
function ExchangeEntryPage() {
  const [params] = useSearchParams();
  return (
    <ExchangePage>
      <ExchangeEntryGate bookingId={params.get('bookingId') ?? ''}>
        {(entry) => <ExchangeEntryScreen entry={entry} />}
      </ExchangeEntryGate>
    </ExchangePage>
  );
}

export function Component() {
  return (
    <AreaMessages english={EXCHANGE_EN}>
      <ExchangeEntryPage />
    </AreaMessages>
  );
}
