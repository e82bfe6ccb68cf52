import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { PackageShopRoom } from '@wayfare/contracts/packages';
import { HotelImage } from '../../components/hotel-image';
import { sayCancellationTerms } from '../../format/format-cancellation-terms';
import { PackagePriceBlock } from './package-price';

/**
 * One room of a package's hotel: its facts and its pay-now rates, each priced as the whole
 * package (flights included) and leading to the flights (`flightShopPath`).
 */
export function PackageRoomCard({
  room,
  flightShopPath,
}: {
  room: PackageShopRoom;
  flightShopPath: (rateId: string) => string;
}) {
  const intl = useIntl();
  const titleId = `room-${room.roomTypeId}`;
  return (
    <article className="wf-card wf-package-room" aria-labelledby={titleId}>
      <HotelImage src={room.imageSvg} className="wf-package-room-image" />
      <div className="wf-stack">
        <h3 id={titleId}>{room.name}</h3>
        <p className="wf-field-description">
          {intl.formatMessage(
            { id: 'packageRooms.facts' },
            { guests: room.maxOccupancy, size: room.sizeSqm },
          )}
        </p>
        <ul
          className="wf-package-rates"
          aria-label={intl.formatMessage({ id: 'packageRooms.rates' })}
        >
          {room.rates.map((rate) => (
            <li key={rate.rateId} className="wf-package-rate" aria-label={rate.name}>
              <div className="wf-stack">
                <p className="wf-rate-name">{rate.name}</p>
                <ul className="wf-hotel-card-tags">
                  {rate.refundability === 'FullyRefundable' ? (
                    <li data-tone="success">
                      {intl.formatMessage({ id: 'hotel.freeCancellation' })}
                    </li>
                  ) : null}
                  {rate.mealPlan !== 'RoomOnly' ? (
                    <li>{intl.formatMessage({ id: `mealPlan.${rate.mealPlan}` })}</li>
                  ) : null}
                </ul>
                <p className="wf-field-description">
                  {sayCancellationTerms(intl, rate.cancellationPolicy, { amounts: false })}
                </p>
              </div>
              <div className="wf-package-rate-price">
                <PackagePriceBlock price={rate.package} />
                <Link
                  to={flightShopPath(rate.rateId)}
                  className="wf-button"
                  data-variant="primary"
                  aria-label={intl.formatMessage(
                    { id: 'packageRooms.chooseLabel' },
                    { room: room.name, rate: rate.name },
                  )}
                >
                  {intl.formatMessage({ id: 'packageRooms.choose' })}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
