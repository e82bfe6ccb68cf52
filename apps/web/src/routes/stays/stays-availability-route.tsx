import { useIntl } from 'react-intl';
import { AreaMessages } from '../../i18n/area-messages';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { OFFLINE_MAP_EN } from '../../i18n/catalogues/offline-map';
import { STAYS_EN } from '../../i18n/catalogues/stays';
import { HotelAvailabilityPage } from '../hotels/hotels-availability-route';

/** The hotel pages' messages and the offline map's. */
const HOTEL_MAP_MESSAGES = { ...HOTELS_EN, ...OFFLINE_MAP_EN };

/** /stays/availability: the hotel list with the stays heading (homes join when they can be searched). */
function StaysAvailabilityPage() {
  const intl = useIntl();
  return (
    <HotelAvailabilityPage
      product="stays"
      title={(place) =>
        place
          ? intl.formatMessage({ id: 'stays.results.title' }, { place })
          : intl.formatMessage({ id: 'hotelResults.noSearch.title' })
      }
    />
  );
}

export function Component() {
  return (
    <AreaMessages english={HOTEL_MAP_MESSAGES}>
      <AreaMessages english={STAYS_EN}>
        <StaysAvailabilityPage />
      </AreaMessages>
    </AreaMessages>
  );
}
