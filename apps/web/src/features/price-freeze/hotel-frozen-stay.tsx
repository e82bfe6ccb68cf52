import { useIntl } from 'react-intl';
import type { FrozenStay } from '@wayfare/contracts/price-freeze';
import { HotelImage } from '../../components/hotel-image';
import { formatIsoDate } from '../../format/format-dates';

/** The frozen stay: the hotel, the room and rate, the dates and nights, the rooms and guests. */
export function FrozenStaySummary({
  stay,
  withName = true,
}: {
  stay: FrozenStay;
  /** The voucher names the hotel in its heading already. */
  withName?: boolean;
}) {
  const intl = useIntl();
  return (
    <div className="wf-freeze-stay">
      <HotelImage src={stay.imageSvg} className="wf-freeze-stay-image" />
      <div className="wf-stack">
        <p>
          {withName ? <strong>{stay.hotelName} </strong> : null}
          <span className="wf-field-description">
            {intl.formatMessage(
              { id: 'hotelFreeze.stay.place' },
              { city: stay.city, stars: stay.starRating },
            )}
          </span>
        </p>
        <p>
          {intl.formatMessage(
            { id: 'hotelFreeze.stay.room' },
            { room: stay.roomName, rate: stay.rateName },
          )}
        </p>
        <p>
          {intl.formatMessage(
            { id: 'hotelFreeze.stay.dates' },
            {
              from: formatIsoDate(intl, stay.checkInDate),
              until: formatIsoDate(intl, stay.checkOutDate),
              nights: stay.nights,
            },
          )}
        </p>
        <p>
          {intl.formatMessage(
            { id: 'hotelFreeze.stay.party' },
            { rooms: stay.rooms, adults: stay.adults, children: stay.children },
          )}
        </p>
        <p className="wf-field-description">
          {intl.formatMessage({ id: `mealPlan.${stay.mealPlan}` })} ·{' '}
          {intl.formatMessage({ id: `refundability.${stay.refundability}` })}
        </p>
      </div>
    </div>
  );
}
