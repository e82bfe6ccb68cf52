import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { HotelShopRate, HotelShopRoom } from '@wayfare/contracts/hotel-shop';
import type { HotelStayRequest } from '@wayfare/contracts/lodging';
import type { Money } from '@wayfare/contracts/money';
import { isApiError } from '../../api/api-error';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { formatCharge, formatFare, formatTotal } from '../../format/format-money';
import { HotelImage } from '../../components/hotel-image';
import { HotelEarn, HotelPolicyBadge } from '../../components/hotel-rate-extras';
import { sayCancellationTerms } from '../../format/format-cancellation-terms';
import { useReserveRate } from './use-reserve-rate';

/** Rooms left below which the rate says so. */
const FEW_ROOMS_LEFT = 5;

function addMoney(a: Money, b: Money | null): Money {
  return b ? { amountMinor: a.amountMinor + b.amountMinor, currency: a.currency } : a;
}

function RateRow({
  rate,
  nights,
  onReserve,
  isReserving,
  isDisabled,
  freezePath,
}: {
  rate: HotelShopRate;
  nights: number;
  onReserve: ((refundableVariant: boolean) => void) | null;
  isReserving: boolean;
  isDisabled: boolean;
  /** The price freeze of this rate (hotels paid now, issue 17); null where it is not sold. */
  freezePath: string | null;
}) {
  const location = useLocation();
  const intl = useIntl();
  const [wantsRefundable, setWantsRefundable] = useState(false);
  const variant = rate.refundableVariant ?? null;
  const premium = variant && wantsRefundable ? variant.premiumPrices.total : null;
  // The server's prices, the complimentary night taken off (spec §3 totalDiscountAware): the
  // variant's premium is charged when booking, whatever the rate's pay timing, as the quote does.
  const stayTotal = addMoney(rate.totalDiscountAware, premium);
  const payNow = addMoney(rate.payNowDiscountAware, premium);
  const nightly = rate.nightlyDiscountAware;
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
        <p className="wf-rate-policy">
          {sayCancellationTerms(
            intl,
            variant && wantsRefundable ? variant.cancellationPolicy : rate.cancellationPolicy,
          )}
        </p>
        {variant ? (
          <Checkbox
            isSelected={wantsRefundable}
            onChange={setWantsRefundable}
            description={intl.formatMessage(
              { id: 'hotelShop.refundable.hint' },
              {
                percent: variant.coveragePercentage,
                amount: formatTotal(intl, variant.coverageAmount),
              },
            )}
          >
            {intl.formatMessage(
              { id: 'hotelShop.refundable.choose' },
              { perNight: formatCharge(intl, variant.premiumPrices.perNight) },
            )}
          </Checkbox>
        ) : null}
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
            {rate.complimentaryNightDiscount ? (
              <div className="wf-booking-discount">
                <dt>{intl.formatMessage({ id: 'hotelBook.summary.fourthNight' })}</dt>
                <dd>−{formatTotal(intl, rate.complimentaryNightDiscount)}</dd>
              </div>
            ) : null}
            {premium ? (
              <div>
                <dt>{intl.formatMessage({ id: 'hotelBook.summary.refundablePremium' })}</dt>
                <dd>{formatTotal(intl, premium)}</dd>
              </div>
            ) : null}
            <div className="wf-price-total">
              <dt>{intl.formatMessage({ id: 'hotelShop.total' })}</dt>
              <dd>{formatTotal(intl, stayTotal)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage({ id: 'hotelShop.payNow' })}</dt>
              <dd>{formatTotal(intl, payNow)}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage({ id: 'hotelShop.dueAtProperty' })}</dt>
              <dd>{formatTotal(intl, rate.dueAtPropertyDiscountAware)}</dd>
            </div>
          </dl>
        </details>
      </div>
      <div className="wf-hotel-card-price">
        <p className="wf-hotel-card-nightly">
          <strong>{formatFare(intl, nightly)}</strong>{' '}
          <span>{intl.formatMessage({ id: 'hotel.perNight' })}</span>
        </p>
        <p className="wf-field-description">
          {intl.formatMessage(
            { id: 'hotelShop.rateTotal' },
            { total: formatTotal(intl, stayTotal) },
          )}
        </p>
        {rate.complimentaryNightDiscount ? (
          <p className="wf-rate-fourth-night">
            {intl.formatMessage({ id: 'hotelShop.fourthNightFree' })}
          </p>
        ) : null}
        {rate.policyStatus ? <HotelPolicyBadge status={rate.policyStatus} /> : null}
        <HotelEarn earn={rate.earn} />
        {onReserve ? (
          <Button
            isPending={isReserving}
            isDisabled={isDisabled}
            onPress={() => onReserve(wantsRefundable && variant !== null)}
            aria-label={intl.formatMessage(
              { id: 'hotelShop.reserveRate' },
              { rate: rate.name, total: formatTotal(intl, stayTotal) },
            )}
          >
            {intl.formatMessage({ id: 'hotelShop.reserve' })}
          </Button>
        ) : null}
        {freezePath && rate.payTiming === 'PayNow' ? (
          <Link
            to={freezePath}
            state={{ shopUrl: `${location.pathname}${location.search}` }}
            className="wf-rate-freeze"
            aria-label={intl.formatMessage({ id: 'hotelShop.freezeRate' }, { rate: rate.name })}
          >
            {intl.formatMessage({ id: 'hotelShop.freeze' })}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** One room type of the hotel: what it is, and each rate it sells for the stay, to reserve. */
export function RoomCard({
  room,
  nights,
  stay,
  freezePathOf,
}: {
  room: HotelShopRoom;
  nights: number;
  /** The stay as the shop answer has it; without it the rates cannot be reserved. */
  stay?: HotelStayRequest;
  /** Where "Freeze this price" leads for a rate paid now (the hotel page; issue 17). */
  freezePathOf?: (rateId: string) => string;
}) {
  const intl = useIntl();
  const reserve = useReserveRate(stay ?? null);
  const failure = reserve.error;
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
      {failure ? (
        <div role="alert" className="wf-notice" data-tone="error">
          <p>
            {/* On the hotel page itself, a rate that is gone needs no way back: the rooms below
                were just fetched again. Other refusals say what to do. */}
            {!isApiError(failure) ||
            failure.code === 'RateNotAvailable' ||
            failure.code === 'NotAvailable'
              ? intl.formatMessage({ id: 'hotelShop.rateGone' })
              : failure.code && `hotelBookError.${failure.code}` in intl.messages
                ? intl.formatMessage({
                    id: `hotelBookError.${failure.code}` as 'hotelBookError.Unknown',
                  })
                : failure.message}
          </p>
        </div>
      ) : null}
      {isSoldOut ? (
        <p className="wf-notice">
          {intl.formatMessage({ id: 'hotelShop.soldOut' }, { dates: room.soldOutDates.length })}
        </p>
      ) : (
        <ul className="wf-rate-list">
          {room.rates.map((rate) => (
            <RateRow
              key={rate.rateId}
              rate={rate}
              nights={nights}
              onReserve={
                stay
                  ? (refundableVariant) =>
                      reserve.mutate({ rateId: rate.rateId, refundableVariant })
                  : null
              }
              isReserving={reserve.isPending && reserve.variables.rateId === rate.rateId}
              isDisabled={reserve.isPending}
              freezePath={freezePathOf ? freezePathOf(rate.rateId) : null}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
