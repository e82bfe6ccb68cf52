import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CarResult } from '@wayfare/contracts/cars';
import { formatFare, formatTotal } from '../../format/format-money';
import { CarFactList, CarImage, CarRating, CarPolicyBadge } from '../../components/car-facts';

/**
 * One car: its picture, "model or similar", class and facts, the rental company with its rating,
 * where the counter is, what the deal includes, the price per day and the total, and View deal.
 */
export function CarCard({ offer, href, place }: { offer: CarResult; href: string; place: string }) {
  const intl = useIntl();
  const headingId = `car-${offer.offerId}`;
  const perDay = formatFare(intl, offer.pricePerDay);
  return (
    <article className="wf-card wf-car-card" aria-labelledby={headingId}>
      <CarImage svg={offer.imageSvg} />
      <div className="wf-car-card-body">
        <p className="wf-car-class">{intl.formatMessage({ id: `carClass.${offer.carClass}` })}</p>
        <h3 id={headingId} className="wf-car-model">
          {offer.model}
        </h3>
        <CarFactList offer={offer} />
        <p className="wf-car-supplier">
          <strong>{offer.supplier.name}</strong> <CarRating rating={offer.rating} />
        </p>
        <p className="wf-car-counter">
          {intl.formatMessage({ id: `carPickUpKind.${offer.pickUpKind}` })} ·{' '}
          {intl.formatMessage(
            { id: 'carFacts.distance' },
            { distance: intl.formatNumber(offer.distanceKm, { maximumFractionDigits: 1 }), place },
          )}
        </p>
        <ul className="wf-car-tags">
          <li data-tone={offer.hasFreeCancellation ? 'good' : 'neutral'}>
            {intl.formatMessage({
              id: offer.hasFreeCancellation
                ? 'carFacts.freeCancellation'
                : 'carFacts.nonRefundable',
            })}
          </li>
          <li>{intl.formatMessage({ id: `carFuelPolicy.${offer.fuelPolicy}` })}</li>
          <li>
            {intl.formatMessage({
              id: offer.payTimings.includes('PayLater') ? 'carFacts.payLater' : 'carFacts.payNow',
            })}
          </li>
        </ul>
      </div>
      <div className="wf-car-card-price">
        {offer.policyStatus ? <CarPolicyBadge status={offer.policyStatus} /> : null}
        <p className="wf-car-per-day">
          {intl.formatMessage(
            { id: 'carResults.perDay' },
            { price: <strong key="p">{perDay}</strong> },
          )}
        </p>
        <p className="wf-field-description">
          {intl.formatMessage(
            { id: 'carResults.total' },
            { total: formatTotal(intl, offer.total), days: offer.days },
          )}
        </p>
        <Link
          to={href}
          className="wf-button"
          data-variant="primary"
          aria-label={intl.formatMessage(
            { id: 'carResults.viewLabel' },
            { model: offer.model, supplier: offer.supplier.name, price: perDay },
          )}
        >
          {intl.formatMessage({ id: 'carResults.view' })}
        </Link>
      </div>
    </article>
  );
}
