import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { readPremiumStayLinkParams } from '../../model/hotel-product';
import { PremiumBenefitsPanel } from '../../features/premium-stays/premium-stays-parts';
import { usePortal } from '../../tenant/portal-context';
import { Notice } from '../../ui/states';
import { AreaMessages } from '../../i18n/area-messages';
import { HOTEL_BOOKING_EN } from '../../i18n/catalogues/hotel-booking';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { OFFLINE_MAP_EN } from '../../i18n/catalogues/offline-map';
import { STAYS_EN } from '../../i18n/catalogues/stays';
import { HotelShopPage } from '../hotels/hotels-shop-route';

/** The hotel pages' messages and the offline map's. */
const HOTEL_MAP_MESSAGES = { ...HOTELS_EN, ...OFFLINE_MAP_EN };

/** Premium stays' messages and booking's (reserve, the date changer). */
const PREMIUM_SHOP_MESSAGES = { ...STAYS_EN, ...HOTEL_BOOKING_EN };

/**
 * /premium-stays/shop?lodgingId&source[&unavailable] (spec §2) with the stay's dates and guests:
 * the hotel page with the collection's benefits (each rate's price details show the server's
 * complimentary 4th night).
 */
function PremiumStaysShopPage() {
  const intl = useIntl();
  const { boot } = usePortal();
  const [params] = useSearchParams();
  const link = readPremiumStayLinkParams(params);
  return (
    <HotelShopPage
      product="premium-stays"
      banner={
        link.isUnavailable ? (
          <Notice title={intl.formatMessage({ id: 'hotelShop.noRooms.title' })}>
            <p>{intl.formatMessage({ id: 'premiumStays.shop.unavailable' })}</p>
          </Notice>
        ) : null
      }
      renderAside={(hotel) => (
        <PremiumBenefitsPanel
          tenant={boot.tenant}
          collection={hotel.collection}
          nights={hotel.nights}
        />
      )}
    />
  );
}

export function Component() {
  return (
    <AreaMessages english={HOTEL_MAP_MESSAGES}>
      <AreaMessages english={PREMIUM_SHOP_MESSAGES}>
        <PremiumStaysShopPage />
      </AreaMessages>
    </AreaMessages>
  );
}
