import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { PackageEntrySource } from '@wayfare/contracts/packages';

/** A round trip handed to the package search: its places, dates and travellers. */
export interface PackageBuilderTrip {
  origin: string;
  originName: string;
  destination: string;
  destinationName: string;
  departureDate: string;
  returnDate: string;
  adults: number;
  children: number;
}

/** The package search filled in with a flight search (the trip builder's entry). */
export function buildPackageBuilderPath(
  trip: PackageBuilderTrip,
  entryType: PackageEntrySource,
): string {
  const params = new URLSearchParams({
    origin: trip.origin,
    originName: trip.originName,
    destination: trip.destination,
    locationName: trip.destinationName,
    fromDate: trip.departureDate,
    untilDate: trip.returnDate,
    adults: String(trip.adults),
    children: String(trip.children),
    entryType,
  });
  return `/packages/search?${params.toString()}`;
}

/**
 * The trip builder (the `packages` experiment's `trip-builder` variant): a round trip's flight
 * results offer the same trip as a flight + hotel package.
 */
export function PackageBuilderLink({
  trip,
  entryType,
}: {
  trip: PackageBuilderTrip;
  entryType: PackageEntrySource;
}) {
  const intl = useIntl();
  return (
    <aside className="wf-card wf-package-builder" aria-labelledby="package-builder-title">
      <h2 id="package-builder-title">{intl.formatMessage({ id: 'packageBuilder.title' })}</h2>
      <p>{intl.formatMessage({ id: 'packageBuilder.body' })}</p>
      <Link
        to={buildPackageBuilderPath(trip, entryType)}
        className="wf-button"
        data-variant="secondary"
      >
        {intl.formatMessage({ id: 'packageBuilder.action' }, { destination: trip.destinationName })}
      </Link>
    </aside>
  );
}
