import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { readHotelSearchParams } from '../../features/hotel-search/hotel-search-params';
import { PremiumHotelExtras } from '../../features/premium-stays/premium-stays-parts';
import { usePortal } from '../../tenant/portal-context';
import { AreaMessages } from '../../i18n/area-messages';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { STAYS_EN } from '../../i18n/catalogues/stays';
import { HotelAvailabilityPage } from '../hotels/hotels-availability-route';

/**
 * /premium-stays/availability: the hotel list kept to the Premier and Lifestyle collections, each
 * hotel with its benefits and, on stays that qualify, the complimentary 4th night in its price.
 */
function PremiumStaysAvailabilityPage() {
  const intl = useIntl();
  const { boot } = usePortal();
  const [params] = useSearchParams();
  const rooms = readHotelSearchParams(params)?.rooms ?? 1;
  return (
    <HotelAvailabilityPage
      product="premium-stays"
      title={(place) =>
        place
          ? intl.formatMessage({ id: 'premiumStays.results.title' }, { place })
          : intl.formatMessage({ id: 'premiumStays.title' })
      }
      renderHotelExtras={(hotel, { nights }) => (
        <PremiumHotelExtras hotel={hotel} tenant={boot.tenant} nights={nights} rooms={rooms} />
      )}
    />
  );
}

export function Component() {
  return (
    <AreaMessages english={HOTELS_EN}>
      <AreaMessages english={STAYS_EN}>
        <PremiumStaysAvailabilityPage />
      </AreaMessages>
    </AreaMessages>
  );
}
