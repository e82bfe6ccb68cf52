import { useSearchParams } from 'react-router';
import { ExchangeConfirm } from '../../features/exchange/exchange-confirm';
import { ItineraryNotFoundScreen } from '../../features/exchange/exchange-entry-screens';
import { ExchangePage } from '../../features/exchange/exchange-page';
import { AreaMessages } from '../../i18n/area-messages';
import { EXCHANGE_EN } from '../../i18n/catalogues/exchange';

/** /exchange/flight/confirm?bookingId=…&exchangeId=…: review the priced change, then confirm it. */
function ExchangeConfirmPage() {
  const [params] = useSearchParams();
  const bookingId = params.get('bookingId') ?? '';
  const exchangeId = params.get('exchangeId') ?? '';
  return (
    <ExchangePage>
      {bookingId && exchangeId ? (
        <ExchangeConfirm bookingId={bookingId} exchangeId={exchangeId} />
      ) : (
        <ItineraryNotFoundScreen />
      )}
    </ExchangePage>
  );
}

export function Component() {
  return (
    <AreaMessages english={EXCHANGE_EN}>
      <ExchangeConfirmPage />
    </AreaMessages>
  );
}
