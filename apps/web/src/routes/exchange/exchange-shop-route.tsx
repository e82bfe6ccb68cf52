import { useSearchParams } from 'react-router';
import { ItineraryNotFoundScreen } from '../../features/exchange/exchange-entry-screens';
import { ExchangePage } from '../../features/exchange/exchange-page';
import { parseChanges } from '../../features/exchange/exchange-params';
import { ExchangeShop, NoChangesToShop } from '../../features/exchange/exchange-shop';
import { AreaMessages } from '../../i18n/area-messages';
import { EXCHANGE_EN } from '../../i18n/catalogues/exchange';

/** /exchange/flight/shop?bookingId=…&changes=…: the alternatives for the changes in the URL. */
function ExchangeShopPage() {
  const [params] = useSearchParams();
  const bookingId = params.get('bookingId') ?? '';
  const changes = parseChanges(params.get('changes'));
  let body;
  if (!bookingId) body = <ItineraryNotFoundScreen />;
  else if (changes.length === 0 || changes.some((c) => !c.departureDate))
    body = <NoChangesToShop bookingId={bookingId} changes={changes} />;
  else body = <ExchangeShop bookingId={bookingId} changes={changes} />;
  return <ExchangePage>{body}</ExchangePage>;
}

export function Component() {
  return (
    <AreaMessages english={EXCHANGE_EN}>
      <ExchangeShopPage />
    </AreaMessages>
  );
}
