import { useIntl } from 'react-intl';
import type { HotelShopRate, HotelShopRoom } from '@wayfare/contracts/hotel-shop';
import { formatCharge, formatFare, formatTotal } from '../flight-results/format-flight';
import { HotelImage } from '../hotel-results/hotel-card';
import { HotelEarn, HotelPolicyBadge } from '../hotel-results/hotel-rate-extras';

/** Rooms left below which the rate says so. */
const FEW_ROOMS_LEFT = 5;

function RateRow({ rate, nights }: { rate: HotelShopRate; nights: number }) {
  const intl = useIntl();
  const refundTone =
    rate.refundability === 'FullyRefundable'
      ? 'success'
      : rate.refundability === 'NonRefundable'
        ? 'warning'
        : 'neutral';
  const taxes = rate.taxLines.reduce((sum, line) => sum + line.amount.amountMinor, 0);
  return (
    <li className="wf-rate" aria-label={rate.name}>
      <div className="wf-rate-main">
        <p className="wf-rate-name">{rate.name}</p>
        <ul className="wf-hotel-card-tags">
          <li data-tone={refundTone === 'success' ? 'success' : undefined}>
            {intl.formatMessage({ id: `refundability.${rate.refundability}` })}
          </li>
          <li>{intl.formatMessage({ id: `mealPlan.${rate.mealPlan}` })}</li>
          <li>{intl.formatMessage({ id: `payTiming.${rate.payTiming}` })}</li>
        </ul>
        <p className="wf-rate-policy">{rate.cancellationPolicy.description}</p>
        <details className="wf-rate-breakdown">
          <summary>{intl.formatMessage({ id: 'hotelShop.priceDetails' })}</summary>
          <dl className="wf-price-lines">
            <div>
              <dt>
                {intl.formatMessage(
                  { id: 'hotelShop.roomNights' },
                  { nights, price: formatCharge(intl, rate.perNightSellRate) },
                )}
              </dt>
              <dd>{formatTotal(intl, rate.sellRate)}</dd>
            </div>
            {rate.lengthOfStayDiscountPercent > 0 ? (
              <div>
                <dt>
                  {intl.formatMessage(
                    { id: 'hotelShop.stayDiscount' },
                    { percent: rate.lengthOfStayDiscountPercent },
                  )}
                </dt>
                <dd>{intl.formatMessage({ id: 'hotelShop.included' })}</dd>
              </div>
            ) : null}
            <div>
              <dt>{intl.formatMessage({ id: 'hotelShop.taxes' })}</dt>
              <dd>{formatTotal(intl, { amountMinor: taxes, currency: rate.total.currency })}</dd>
            </div>
            {rate.fees.map((fee) => (
              <div key={fee.type}>
                <dt>
                  {intl.formatMessage({ id: `feeType.${fee.type}` })}
                  {fee.isPaidAtProperty
                    ? ` ${intl.formatMessage({ id: 'hotelShop.atProperty' })}`
                    : ''}
                </dt>
                <dd>{formatTotal(intl, fee.amount)}</dd>
              </div>
            ))}
            <div className="wf-price-total">
              <dt>{intl.formatMessage({ id: 'hotelShop.total' })}</dt>
              <dd>{formatTotal(intl, rate.total)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage({ id: 'hotelShop.payNow' })}</dt>
              <dd>{formatTotal(intl, rate.payNowTotal)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage({ id: 'hotelShop.dueAtProperty' })}</dt>
              <dd>{formatTotal(intl, rate.dueAtProperty)}</dd>
            </div>
          </dl>
        </details>
      </div>
      <div className="wf-hotel-card-price">
        <p className="wf-hotel-card-nightly">
          <strong>{formatFare(intl, rate.perNightSellRate)}</strong>{' '}
          <span>{intl.formatMessage({ id: 'hotel.perNight' })}</span>
        </p>
        <p className="wf-field-description">
          {intl.formatMessage(
            { id: 'hotelShop.rateTotal' },
            { total: formatTotal(intl, rate.total) },
          )}
        </p>
        {rate.policyStatus ? <HotelPolicyBadge status={rate.policyStatus} /> : null}
        <HotelEarn earn={rate.earn} />
      </div>
    </li>
  );
}

/** One room type of the hotel: what it is, and each rate it sells for the stay. */
export function RoomCard({ room, nights }: { room: HotelShopRoom; nights: number }) {
  const intl = useIntl();
  const titleId = `room-${room.roomTypeId}`;
  const isSoldOut = room.availability !== 'Available' || room.rates.length === 0;
  // Every rate of a room type sells the same rooms, so scarcity is said once, for the room.
  const roomsLeft = Math.max(0, ...room.rates.map((r) => r.roomsLeft));
  return (
    <section className="wf-room" aria-labelledby={titleId}>
      <div className="wf-room-head">
        <HotelImage src={room.imageSvg} className="wf-room-image" />
        <div className="wf-stack wf-room-facts">
          <h3 id={titleId}>{room.name}</h3>
          <p className="wf-field-description">{room.description}</p>
          <p>
            {intl.formatMessage(
              { id: 'hotelShop.roomFacts' },
              {
                beds: intl.formatList(
                  room.bedTypes.map((b) => intl.formatMessage({ id: `bedType.${b}` })),
                ),
                guests: room.maxOccupancy,
                size: room.sizeSqm,
              },
            )}
          </p>
          {!isSoldOut && roomsLeft > 0 && roomsLeft < FEW_ROOMS_LEFT ? (
            <p className="wf-rate-scarce">
              {intl.formatMessage({ id: 'hotelShop.roomsLeft' }, { count: roomsLeft })}
            </p>
          ) : null}
          {room.isAccessible ? (
            <p className="wf-room-accessible">
              <strong>{intl.formatMessage({ id: 'hotelShop.accessibleRoom' })}</strong>{' '}
              {intl.formatList(room.accessibilityFeatures)}
            </p>
          ) : null}
        </div>
      </div>
      {isSoldOut ? (
        <p className="wf-notice">
          {intl.formatMessage({ id: 'hotelShop.soldOut' }, { dates: room.soldOutDates.length })}
        </p>
      ) : (
        <ul className="wf-rate-list">
          {room.rates.map((rate) => (
            <RateRow key={rate.rateId} rate={rate} nights={nights} />
          ))}
        </ul>
      )}
    </section>
  );
}
