import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { HotelAvailabilityHotel } from '@wayfare/contracts/hotel-shop';
import { isRoomsLabelShown } from '@wayfare/domain/hotel-display';
import { formatFare, formatTotal } from '../../format/format-money';
import { HotelImage } from '../../components/hotel-image';
import { HotelRatings } from '../../components/hotel-ratings';

export interface HotelCardProps {
  hotel: HotelAvailabilityHotel;
  nights: number;
  rooms: number;
  /** The shop page for this hotel and stay. */
  href: string;
  /** Rendered under the price: earn, policy badge. */
  extras?: ReactNode;
  /** Shown instead of the lead rate's prices (a package's price: its hotel part is never shown alone). */
  price?: ReactNode;
  /** The favorite (heart) toggle. */
  action?: ReactNode;
  /** The first card of the page: its picture is the largest thing on the first screen. */
  isFirst?: boolean;
  isHighlighted?: boolean;
  onHover?: (lodgingId: string | null) => void;
  distanceUnit: 'Km' | 'Mi';
}

const KM_PER_MILE = 1.609344;

/** One hotel in the availability list: picture, facts, lead rate per night and for the stay. */
export function HotelCard({
  hotel,
  nights,
  rooms,
  href,
  extras,
  price,
  action,
  isFirst = false,
  isHighlighted = false,
  onHover,
  distanceUnit,
}: HotelCardProps) {
  const intl = useIntl();
  const rate = hotel.leadRate;
  const distance = distanceUnit === 'Mi' ? hotel.distanceKm / KM_PER_MILE : hotel.distanceKm;
  const titleId = `hotel-${hotel.lodgingId}`;
  return (
    <article
      className="wf-hotel-card"
      aria-labelledby={titleId}
      data-highlighted={isHighlighted || undefined}
      onMouseEnter={() => onHover?.(hotel.lodgingId)}
      onMouseLeave={() => onHover?.(null)}
    >
      <HotelImage src={hotel.imageSvg} className="wf-hotel-card-image" isPriority={isFirst} />
      <div className="wf-hotel-card-body">
        <div className="wf-hotel-card-head">
          <h3 id={titleId} className="wf-hotel-card-name">
            <Link to={href}>{hotel.name}</Link>
          </h3>
          {action}
        </div>
        <HotelRatings hotel={hotel} />
        <p className="wf-hotel-card-place">
          {intl.formatMessage(
            { id: distanceUnit === 'Mi' ? 'hotel.distanceMi' : 'hotel.distanceKm' },
            {
              place: `${hotel.neighbourhood}, ${hotel.city}`,
              distance: intl.formatNumber(distance, { maximumFractionDigits: 1 }),
            },
          )}
        </p>
        <ul className="wf-hotel-card-tags">
          {hotel.collection !== 'NoCollection' ? (
            <li data-tone="premium">
              {intl.formatMessage({ id: `hotel.collection.${hotel.collection}` })}
            </li>
          ) : null}
          {rate.refundability === 'FullyRefundable' ? (
            <li data-tone="success">{intl.formatMessage({ id: 'hotel.freeCancellation' })}</li>
          ) : null}
          {rate.payTiming === 'PayLater' ? (
            <li>{intl.formatMessage({ id: 'hotel.payLater' })}</li>
          ) : null}
          {rate.mealPlan !== 'RoomOnly' ? (
            <li>{intl.formatMessage({ id: `mealPlan.${rate.mealPlan}` })}</li>
          ) : null}
        </ul>
      </div>
      <div className="wf-hotel-card-price">
        {price ?? (
          <>
            {/* The server's discount-aware prices: what the hotel page shows and the quote charges. */}
            <p className="wf-hotel-card-nightly">
              <strong>{formatFare(intl, rate.nightlyDiscountAware)}</strong>{' '}
              <span>{intl.formatMessage({ id: 'hotel.perNight' })}</span>
            </p>
            {rate.complimentaryNightDiscount ? (
              <p className="wf-hotel-card-free-night">
                {intl.formatMessage({ id: 'hotel.fourthNightFree' })}
              </p>
            ) : null}
            <p className="wf-field-description">
              {intl.formatMessage(
                {
                  id: rate.complimentaryNightDiscount
                    ? 'hotel.totalWithNight'
                    : isRoomsLabelShown(rooms)
                      ? 'hotel.totalRooms'
                      : 'hotel.total',
                },
                { total: formatTotal(intl, rate.totalDiscountAware), nights, rooms },
              )}
            </p>
          </>
        )}
        {extras}
      </div>
    </article>
  );
}
