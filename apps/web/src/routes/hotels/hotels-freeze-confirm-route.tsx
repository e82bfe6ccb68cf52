import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { HotelFreezeOffer } from '@wayfare/contracts/price-freeze';
import {
  fetchHotelFreeze,
  hotelFreezeOfferQueryOptions,
  hotelFreezeQueryOptions,
  postHotelFreeze,
  postHotelFreezeOffer,
} from '../../api/price-freeze-calls';
import { BookingPageFrame } from '../../features/booking/booking-shell';
import '../../features/booking/booking.css';
import { readFreezeHours } from '../../features/price-freeze/freeze-params';
import { FreezePage } from '../../features/price-freeze/freeze-page';
import {
  buildHotelFreezePath,
  frozenStayShopPath,
  hotelFreezeOverviewPath,
  hotelFreezeTargetOf,
  readHotelFreezeTarget,
  toHotelFreezeOfferRequest,
} from '../../features/price-freeze/hotel-freeze-params';
import {
  HotelFreezeScenarios,
  HotelFreezeTermsList,
} from '../../features/price-freeze/hotel-freeze-terms';
import { FrozenStaySummary } from '../../features/price-freeze/hotel-frozen-stay';

import { HotelFreezeVoucherCard } from '../../features/price-freeze/hotel-freeze-voucher-card';
import { Notice } from '../../ui/states';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { HOTEL_BOOKING_EN } from '../../i18n/catalogues/hotel-booking';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { PRICE_FREEZE_EN } from '../../i18n/catalogues/price-freeze';
import { FreezeBought } from '../price-freeze/freeze-bought';
import { FreezePaymentStep } from '../price-freeze/freeze-payment-step';
import {
  HotelFreezeOfferState,
  NoRoomToFreeze,
  useHotelFreezeOffer,
  type HotelFreezeLocationState,
} from './hotel-freeze-pages';

/**
 * The page's messages: the freeze's own, booking's (the payment step, the paid-with lines) and the
 * hotels' (meal plans, refundability).
 */
const MESSAGES = { ...FLIGHT_BOOKING_EN, ...HOTELS_EN, ...HOTEL_BOOKING_EN, ...PRICE_FREEZE_EN };

/** The freeze part of the one booking page: the chosen freeze, then the shared payment step. */
function HotelFreezePaymentForm({ offer, hours }: { offer: HotelFreezeOffer; hours: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const state = location.state as HotelFreezeLocationState | null;
  const option = offer.options.find((o) => o.durationHours === hours);
  if (!option) return null;
  const { stay } = offer;
  const target = hotelFreezeTargetOf(stay);
  const customizeUrl = buildHotelFreezePath('customize', target, {
    offerId: offer.offerId,
    hours,
  });
  return (
    <FreezePaymentStep
      offerId={offer.offerId}
      offerExpiresAt={offer.offerExpiresAt}
      durationHours={option.durationHours}
      fee={option.fee.allRooms}
      feeLabel={intl.formatMessage({ id: 'hotelFreeze.summary.fee' }, { count: stay.rooms })}
      earnCategory="hotels"
      supplier="hotel"
      shopUrl={state?.shopUrl ?? frozenStayShopPath(stay)}
      chooseOtherLabel={intl.formatMessage({ id: 'hotelFreeze.chooseOther' })}
      changeLabel={intl.formatMessage({ id: 'hotelFreeze.backToHotel' })}
      details={
        <section className="wf-card wf-booking-section" aria-labelledby="freeze-choice-title">
          <h2 id="freeze-choice-title">{intl.formatMessage({ id: 'priceFreeze.terms.title' })}</h2>
          <FrozenStaySummary stay={stay} />
          <HotelFreezeTermsList
            stay={stay}
            frozenTotal={offer.pricings.total.frozen}
            frozenNightly={offer.pricings.nightly.frozen}
            cap={offer.pricings.total.cap}
            fee={option.fee}
            durationHours={option.durationHours}
            expiresAt={option.expiresAt}
          />
          <p>
            <Link to={customizeUrl} state={state}>
              {intl.formatMessage({ id: 'priceFreeze.changeChoice' })}
            </Link>
          </p>
        </section>
      }
      extras={<HotelFreezeScenarios cap={offer.pricings.total.cap} rooms={stay.rooms} />}
      agreeText={(total) => intl.formatMessage({ id: 'hotelFreeze.agree' }, { total })}
      errorPrefix="hotelFreeze.error"
      buy={postHotelFreeze}
      fetchVoucher={fetchHotelFreeze}
      voucherQueryKey={(id) => hotelFreezeQueryOptions(id).queryKey}
      voucherPath={(id) => `/hotels/freeze/confirm?freezeId=${encodeURIComponent(id)}`}
      requote={async () => {
        const fresh = await postHotelFreezeOffer(toHotelFreezeOfferRequest(target));
        queryClient.setQueryData(hotelFreezeOfferQueryOptions(fresh.offerId).queryKey, fresh);
        const sameLength = fresh.options.some((o) => o.durationHours === hours);
        await navigate(
          buildHotelFreezePath(sameLength ? 'confirm' : 'customize', target, {
            offerId: fresh.offerId,
            hours,
          }),
          { replace: true, state },
        );
      }}
    />
  );
}

/** After the purchase: the voucher, and where it lives from now on. */
function HotelFreezeConfirmation({ freezeId }: { freezeId: string }) {
  const intl = useIntl();
  return (
    <FreezeBought
      voucher={useQuery(hotelFreezeQueryOptions(freezeId))}
      failedTitle={intl.formatMessage({ id: 'hotelFreeze.voucherFailed' })}
      renderCard={(voucher) => <HotelFreezeVoucherCard voucher={voucher} headingLevel={2} />}
      bookNowPath={(voucher) => hotelFreezeOverviewPath(voucher.id)}
    />
  );
}

/**
 * /hotels/freeze/confirm (spec §2): pays the hotel freeze fee on the one booking page (card,
 * rewards, travel credit), then, with `freezeId`, shows the voucher.
 */
function HotelFreezeConfirmPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const location = useLocation();
  const state = location.state as HotelFreezeLocationState | null;
  const freezeId = params.get('freezeId');
  const target = readHotelFreezeTarget(params);
  const offerId = params.get('offerId');
  const offer = useHotelFreezeOffer(freezeId ? null : target, freezeId ? null : offerId);
  if (freezeId)
    return (
      <FreezePage heading={intl.formatMessage({ id: 'priceFreeze.voucher.heading' })}>
        <HotelFreezeConfirmation freezeId={freezeId} />
      </FreezePage>
    );
  return (
    <BookingPageFrame
      title={intl.formatMessage({ id: 'priceFreeze.pageTitle' })}
      heading={intl.formatMessage({ id: 'priceFreeze.confirm.heading' })}
      quoteId={offerId}
    >
      {target === null && offerId === null ? (
        <NoRoomToFreeze />
      ) : (
        <HotelFreezeOfferState offer={offer} shopUrl={state?.shopUrl ?? '/hotels/search'}>
          {(data) => {
            const hours = readFreezeHours(
              params,
              data.options.map((o) => o.durationHours),
            );
            if (hours === null)
              return (
                <Notice
                  title={intl.formatMessage({ id: 'priceFreeze.lengthLegend' })}
                  action={
                    <Link
                      to={buildHotelFreezePath('customize', hotelFreezeTargetOf(data.stay), {
                        offerId: data.offerId,
                      })}
                      className="wf-button"
                      data-variant="primary"
                    >
                      {intl.formatMessage({ id: 'priceFreeze.changeChoice' })}
                    </Link>
                  }
                />
              );
            return (
              <HotelFreezePaymentForm key={`${data.offerId}-${hours}`} offer={data} hours={hours} />
            );
          }}
        </HotelFreezeOfferState>
      )}
    </BookingPageFrame>
  );
}

export function Component() {
  return (
    <AreaMessages english={MESSAGES}>
      <HotelFreezeConfirmPage />
    </AreaMessages>
  );
}
