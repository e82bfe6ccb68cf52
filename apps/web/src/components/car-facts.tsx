import { useIntl } from 'react-intl';
import type { CarOffer, CarPolicyStatus, CarSupplierRating } from '@wayfare/contracts/cars';
import { formatTotal } from '../format/format-money';
import './car-facts.css';
import './travel-policy.css';

/**
 * The car's picture: the offer's SVG (a data URI, or markup made into one) as an image, never
 * inlined as markup so nothing in it runs;
 * decorative since the model and class are written beside it.
 */
export function CarImage({
  svg,
  size = 'card',
}: {
  svg: string;
  size?: 'small' | 'card' | 'large';
}) {
  return (
    <img
      className="wf-car-image"
      data-size={size}
      src={
        svg.startsWith('data:')
          ? svg
          : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
      }
      alt=""
      width={size === 'large' ? 320 : size === 'small' ? 96 : 160}
      height={size === 'large' ? 180 : size === 'small' ? 54 : 90}
      decoding="async"
    />
  );
}

/** Seats, bags, transmission and air conditioning, as a list a screen reader reads whole. */
export function CarFactList({
  offer,
}: {
  offer: Pick<
    CarOffer,
    'seats' | 'largeBags' | 'smallBags' | 'transmission' | 'hasAirConditioning' | 'doors'
  >;
}) {
  const intl = useIntl();
  return (
    <ul className="wf-car-facts">
      <li>{intl.formatMessage({ id: 'carFacts.seats' }, { count: offer.seats })}</li>
      <li>
        {intl.formatMessage(
          { id: 'carFacts.bags' },
          { large: offer.largeBags, small: offer.smallBags },
        )}
      </li>
      <li>{intl.formatMessage({ id: `carTransmission.${offer.transmission}` })}</li>
      <li>
        {intl.formatMessage({
          id: offer.hasAirConditioning ? 'carFacts.airConditioning' : 'carFacts.noAirConditioning',
        })}
      </li>
    </ul>
  );
}

/** "8.4 / 10 (1,203 reviews)", named in full for screen readers. */
export function CarRating({ rating }: { rating: CarSupplierRating }) {
  const intl = useIntl();
  const score = intl.formatNumber(rating.score, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <span
      className="wf-car-rating"
      role="img"
      aria-label={intl.formatMessage(
        { id: 'carFacts.ratingLabel' },
        { score, count: rating.reviewCount },
      )}
    >
      {intl.formatMessage({ id: 'carFacts.rating' }, { score, count: rating.reviewCount })}
    </span>
  );
}

/** Why a car is outside the tier, in words (spec §5 cars.maxPricePerDay). */
export function useCarPolicyReasons() {
  const intl = useIntl();
  return (status: CarPolicyStatus): string[] =>
    status.violations.map((v) =>
      intl.formatMessage(
        { id: 'policy.violation.DailyPriceOverCap' },
        { cap: formatTotal(intl, { amountMinor: v.capMinor, currency: 'USD' }) },
      ),
    );
}

/** "In policy" or "Out of policy" on a car, with the reasons for screen readers and on hover. */
export function CarPolicyBadge({ status }: { status: CarPolicyStatus }) {
  const intl = useIntl();
  const reasons = useCarPolicyReasons()(status);
  return (
    <span
      className="wf-policy-badge"
      data-in-policy={status.inPolicy}
      title={reasons.join(' ') || undefined}
    >
      {intl.formatMessage({ id: status.inPolicy ? 'policy.in' : 'policy.out' })}
      {reasons.length > 0 ? (
        <span className="wf-visually-hidden">: {reasons.join(' ')}</span>
      ) : null}
    </span>
  );
}
