import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { HotelFreezeOffer } from '@wayfare/contracts/price-freeze';
import { selectDefaultHours, readFreezeHours } from '../../features/price-freeze/freeze-params';
import { FreezeLengthChoice } from '../../features/price-freeze/freeze-length-choice';
import { FreezePage } from '../../features/price-freeze/freeze-page';
import {
  buildHotelFreezePath,
  frozenStayShopPath,
  hotelFreezeTargetOf,
  readHotelFreezeTarget,
} from '../../features/price-freeze/hotel-freeze-params';
import {
  HotelFreezeScenarios,
  HotelFreezeTermsList,
} from '../../features/price-freeze/hotel-freeze-terms';
import { FrozenStaySummary } from '../../features/price-freeze/hotel-frozen-stay';
import { AreaMessages } from '../../i18n/area-messages';
import { HOTEL_BOOKING_EN } from '../../i18n/catalogues/hotel-booking';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { PRICE_FREEZE_EN } from '../../i18n/catalogues/price-freeze';
import {
  HotelFreezeOfferState,
  NoRoomToFreeze,
  useHotelFreezeOffer,
  type HotelFreezeLocationState,
} from './hotel-freeze-pages';

/** The page's messages: the freeze's own, and the hotels' (meal plans, refundability). */
const MESSAGES = { ...HOTELS_EN, ...HOTEL_BOOKING_EN, ...PRICE_FREEZE_EN };

/** The freeze's length, each with its fee per room; the terms follow the choice. */
function CustomizeForm({ offer }: { offer: HotelFreezeOffer }) {
  const intl = useIntl();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as HotelFreezeLocationState | null;
  const [params] = useSearchParams();
  const offered = offer.options.map((o) => o.durationHours);
  const hours = readFreezeHours(params, offered) ?? selectDefaultHours(offered);
  const option = offer.options.find((o) => o.durationHours === hours) ?? null;
  const target = hotelFreezeTargetOf(offer.stay);
  const { stay } = offer;
  return (
    <div className="wf-freeze-layout">
      <section className="wf-card" aria-labelledby={`${id}-stay`}>
        <h2 id={`${id}-stay`}>{intl.formatMessage({ id: 'hotelFreeze.stay.title' })}</h2>
        <FrozenStaySummary stay={stay} />
      </section>
      <FreezeLengthChoice
        options={offer.options.map((o) => ({ ...o, fee: o.fee.perRoom }))}
        hours={hours}
        per="room"
        onChoose={(durationHours) =>
          void navigate(
            buildHotelFreezePath('customize', target, {
              offerId: offer.offerId,
              hours: durationHours,
            }),
            { replace: true, state },
          )
        }
        hint={
          <p className="wf-field-description">
            {intl.formatMessage({ id: 'hotelFreeze.lengthHint' }, { rooms: stay.rooms })}
          </p>
        }
      />
      <section className="wf-card" aria-labelledby={`${id}-terms`}>
        <h2 id={`${id}-terms`}>{intl.formatMessage({ id: 'priceFreeze.terms.title' })}</h2>
        <HotelFreezeTermsList
          stay={stay}
          frozenTotal={offer.pricings.total.frozen}
          frozenNightly={offer.pricings.nightly.frozen}
          cap={offer.pricings.total.cap}
          fee={option?.fee ?? null}
          durationHours={option?.durationHours ?? null}
          expiresAt={option?.expiresAt ?? null}
        />
      </section>
      <HotelFreezeScenarios cap={offer.pricings.total.cap} rooms={stay.rooms} />
      <div className="wf-row">
        {option ? (
          <Link
            className="wf-button"
            data-variant="primary"
            to={buildHotelFreezePath('confirm', target, {
              offerId: offer.offerId,
              hours: option.durationHours,
            })}
            state={state}
          >
            {intl.formatMessage({ id: 'priceFreeze.toPayment' })}
          </Link>
        ) : null}
        <Link to={state?.shopUrl ?? frozenStayShopPath(stay)}>
          {intl.formatMessage({ id: 'hotelFreeze.backToHotel' })}
        </Link>
      </div>
    </div>
  );
}

/**
 * /hotels/freeze (spec §2, `hotelBookType=pf-purchase`): a room's rate for the stay, frozen for a
 * length the traveler chooses; the fee per room, the frozen price and the cap before any payment.
 */
function HotelFreezePage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const location = useLocation();
  const state = location.state as HotelFreezeLocationState | null;
  const target = readHotelFreezeTarget(params);
  const offerId = params.get('offerId');
  const offer = useHotelFreezeOffer(target, offerId);
  return (
    <FreezePage heading={intl.formatMessage({ id: 'hotelFreeze.customize.heading' })}>
      {target === null && offerId === null ? (
        <NoRoomToFreeze />
      ) : (
        <HotelFreezeOfferState offer={offer} shopUrl={state?.shopUrl ?? '/hotels/search'}>
          {(data) => <CustomizeForm key={data.offerId} offer={data} />}
        </HotelFreezeOfferState>
      )}
    </FreezePage>
  );
}

export function Component() {
  return (
    <AreaMessages english={MESSAGES}>
      <HotelFreezePage />
    </AreaMessages>
  );
}
