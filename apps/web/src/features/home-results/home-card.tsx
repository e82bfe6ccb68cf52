import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { HomeResult } from '@wayfare/contracts/home-booking';
import { HotelImage } from '../../components/hotel-image';
import { HomeFacts, HomePolicyBadge } from '../../components/home-stay';
import { formatFare, formatTotal } from '../../format/format-money';
import { takesPets } from './home-results-model';
import './homes.css';

/**
 * One home in a results list (the homes list, or beside hotel cards in the stays list): its cover,
 * type and title, facts, rating, pets, free cancellation, the average night and the stay's total.
 */
export function HomeCard({
  home,
  href,
  pets,
  isFirst = false,
  isHighlighted = false,
  onHover,
  extras,
  kindLabel,
}: {
  home: HomeResult;
  href: string;
  /** Pets searched (the card says whether the home takes them). */
  pets: number;
  isFirst?: boolean;
  isHighlighted?: boolean;
  onHover?: (id: string | null) => void;
  extras?: ReactNode;
  /** Where hotels and homes mix: "Vacation rental", before the property type. */
  kindLabel?: string;
}) {
  const intl = useIntl();
  const titleId = `home-${home.listingId}`;
  return (
    <article
      className="wf-hotel-card wf-home-card"
      aria-labelledby={titleId}
      data-highlighted={isHighlighted || undefined}
      onMouseEnter={() => onHover?.(home.listingId)}
      onMouseLeave={() => onHover?.(null)}
    >
      <HotelImage src={home.imageSvg} className="wf-hotel-card-image" isPriority={isFirst} />
      <div className="wf-hotel-card-body">
        <p className="wf-home-kind">
          {kindLabel ? `${kindLabel} · ` : null}
          {intl.formatMessage({ id: `homeType.${home.propertyType}` })} ·{' '}
          {intl.formatMessage({ id: 'homeResults.hostedBy' }, { host: home.hostName })}
        </p>
        <h3 id={titleId} className="wf-hotel-card-name">
          <Link to={href}>{home.title}</Link>
        </h3>
        <HomeFacts home={home} />
        <p className="wf-hotel-card-place">
          {intl.formatMessage(
            { id: 'homeResults.rating' },
            {
              rating: intl.formatNumber(home.userRating, { maximumFractionDigits: 1 }),
              count: home.reviewCount,
            },
          )}{' '}
          ·{' '}
          {intl.formatMessage(
            { id: 'homeResults.distance' },
            { distance: intl.formatNumber(home.distanceKm, { maximumFractionDigits: 1 }) },
          )}
        </p>
        <ul className="wf-hotel-card-tags">
          {home.freeCancellationUntil ? (
            <li data-tone="success">
              {intl.formatMessage({ id: 'homeResults.freeCancellation' })}
            </li>
          ) : null}
          {takesPets(home, 0) ? (
            <li>{intl.formatMessage({ id: 'homeResults.pets' }, { pets: home.rules.maxPets })}</li>
          ) : null}
          {home.rules.minStayNights > 1 ? (
            <li>
              {intl.formatMessage(
                { id: 'homeResults.minStay' },
                { nights: home.rules.minStayNights },
              )}
            </li>
          ) : null}
          {pets > 0 && takesPets(home, pets) ? (
            <li data-tone="success">{intl.formatMessage({ id: 'homeResults.takesYourPets' })}</li>
          ) : null}
        </ul>
      </div>
      <div className="wf-hotel-card-price">
        <p className="wf-hotel-card-nightly">
          <strong>{formatFare(intl, home.pricing.averageNightly)}</strong>{' '}
          <span>{intl.formatMessage({ id: 'homeResults.perNight' })}</span>
        </p>
        <p className="wf-field-description">
          {intl.formatMessage(
            { id: 'homeResults.total' },
            { total: formatTotal(intl, home.pricing.total), nights: home.pricing.nights },
          )}
        </p>
        {home.policyStatus ? <HomePolicyBadge status={home.policyStatus} /> : null}
        {extras}
      </div>
    </article>
  );
}
