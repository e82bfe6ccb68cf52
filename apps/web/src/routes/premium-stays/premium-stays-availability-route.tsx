import { useIntl } from 'react-intl';
import { PremiumHotelExtras } from '../../features/premium-stays/premium-stays-parts';
import { usePortal } from '../../tenant/portal-context';
import { AreaMessages } from '../../i18n/area-messages';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { OFFLINE_MAP_EN } from '../../i18n/catalogues/offline-map';
import { STAYS_EN } from '../../i18n/catalogues/stays';
import { HotelAvailabilityPage } from '../hotels/hotels-availability-route';

/** The hotel pages' messages and the offline map's. */
const HOTEL_MAP_MESSAGES = { ...HOTELS_EN, ...OFFLINE_MAP_EN };

/**
 * /premium-stays/availability: the hotel list kept to the Premier and Lifestyle collections, each
 * hotel with its benefits (the complimentary 4th night is in every list's prices, from the server).
 */
function PremiumStaysAvailabilityPage() {
  const intl = useIntl();
  const { boot } = usePortal();
  return (
    <HotelAvailabilityPage
      product="premium-stays"
      title={(place) =>
        place
          ? intl.formatMessage({ id: 'premiumStays.results.title' }, { place })
          : intl.formatMessage({ id: 'premiumStays.title' })
      }
      renderHotelExtras={(hotel) => <PremiumHotelExtras hotel={hotel} tenant={boot.tenant} />}
    />
  );
}

export function Component() {
  return (
    <AreaMessages english={HOTEL_MAP_MESSAGES}>
      <AreaMessages english={STAYS_EN}>
        <PremiumStaysAvailabilityPage />
      </AreaMessages>
    </AreaMessages>
  );
}
