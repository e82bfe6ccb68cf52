import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { HotelSummary } from '@wayfare/contracts/lodging';

/** Stars (announced as "4 stars") and the guest rating with its review count. */
export function HotelRatings({
  hotel,
  children,
}: {
  hotel: Pick<HotelSummary, 'starRating' | 'userRating' | 'reviewCount'>;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <p className="wf-hotel-card-facts">
      {/* An image of stars with its name ("4 stars"): a plain span may not carry a label. */}
      <span
        role="img"
        className="wf-hotel-stars"
        aria-label={intl.formatMessage({ id: 'hotel.stars' }, { stars: hotel.starRating })}
      >
        {'★'.repeat(hotel.starRating)}
      </span>
      <span>
        {intl.formatMessage(
          { id: 'hotel.userRating' },
          {
            rating: intl.formatNumber(hotel.userRating, { maximumFractionDigits: 1 }),
            count: hotel.reviewCount,
          },
        )}
      </span>
      {children}
    </p>
  );
}
