import { useIntl } from 'react-intl';
import type { FlightItinerary } from '@wayfare/contracts/flights';
import type { FlightTripDetail, TripDetail } from '@wayfare/contracts/trips';
import { formatCharge } from '../../format/format-money';
import { formatDuration, formatIsoDate, formatLocalTime } from '../../format/format-dates';
import { formatPenalty } from '../../format/format-penalty';
import { measureLayoverMinutes } from '@wayfare/domain/flight-layovers';
import { BookedTickets } from '../../components/self-transfer-notice';
import { CheckInSection } from './check-in-section';
import { PriceDropLog } from './price-drop-log';
import { PriceMatchSection } from './price-match-section';
import { listScheduleShifts, shiftLocalTime } from './schedule-change-times';

function SliceItinerary({
  slice,
  index,
  shifts,
}: {
  slice: FlightItinerary;
  index: number;
  /** The airline's schedule changes, in minutes by flight instance. */
  shifts: ReadonlyMap<string, number>;
}) {
  const intl = useIntl();
  const headingId = `slice-${index}`;
  const first = slice.segments[0];
  return (
    <section className="wf-trip-slice" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {intl.formatMessage(
          { id: 'trips.flight.slice' },
          {
            origin: slice.origin,
            destination: slice.destination,
            date: first ? formatIsoDate(intl, first.departureTime) : '',
          },
        )}
      </h3>
      <p className="wf-field-description">
        {formatDuration(intl, slice.durationMinutes)} ·{' '}
        {slice.stops === 0
          ? intl.formatMessage({ id: 'itinerary.nonStop' })
          : intl.formatMessage({ id: 'itinerary.stops' }, { count: slice.stops })}
      </p>
      <ol className="wf-trip-segments">
        {slice.segments.map((segment, i) => {
          const next = slice.segments[i + 1];
          const isCodeshare = segment.operatingAirline.code !== segment.marketingAirline.code;
          const shift = shifts.get(segment.flightInstanceId);
          return (
            <li key={segment.flightInstanceId}>
              <div className="wf-trip-segment">
                <p className="wf-trip-segment-times">
                  <strong>{formatLocalTime(intl, segment.departureTime)}</strong>{' '}
                  {segment.origin.code} ({segment.origin.city}) →{' '}
                  <strong>{formatLocalTime(intl, segment.arrivalTime)}</strong>
                  {segment.plusDays > 0 ? (
                    <sup>
                      {intl.formatMessage({ id: 'itinerary.plusDays' }, { days: segment.plusDays })}
                    </sup>
                  ) : null}{' '}
                  {segment.destination.code} ({segment.destination.city})
                </p>
                {shift ? (
                  <p className="wf-trip-new-times" data-testid="segment-new-times">
                    {intl.formatMessage(
                      { id: 'trips.scheduleChange.newTimes' },
                      {
                        departure: formatLocalTime(
                          intl,
                          shiftLocalTime(segment.departureTime, shift),
                        ),
                        arrival: formatLocalTime(intl, shiftLocalTime(segment.arrivalTime, shift)),
                      },
                    )}
                  </p>
                ) : null}
                <p className="wf-field-description">
                  {intl.formatMessage(
                    { id: 'itinerary.flightNumber' },
                    {
                      airline: segment.marketingAirline.name,
                      number: segment.marketingAirline.flightNumber,
                    },
                  )}{' '}
                  · {formatDuration(intl, segment.durationMinutes)} · {segment.aircraft}
                  {isCodeshare ? (
                    <>
                      {' '}
                      ·{' '}
                      {intl.formatMessage(
                        { id: 'itinerary.operatedBy' },
                        { airline: segment.operatingAirline.name },
                      )}
                    </>
                  ) : null}
                </p>
              </div>
              {next ? (
                <p className="wf-trip-layover">
                  {intl.formatMessage(
                    { id: 'itinerary.layover' },
                    {
                      duration: formatDuration(intl, measureLayoverMinutes(segment, next)),
                      airport: `${segment.destination.city} (${segment.destination.code})`,
                    },
                  )}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Flight trip: disruptions, check-in, itinerary per slice, locators, fare brand and its rules. */
export function FlightTripDetails({
  trip,
  onTripChange,
}: {
  trip: FlightTripDetail;
  /** A check-in changed the trip (its check-in status and boarding passes). */
  onTripChange?: (trip: TripDetail) => void;
}) {
  const intl = useIntl();
  const { booking } = trip;
  // Schedule changes have their own notice (schedule-change.tsx), with what to do about them.
  const disruptions = trip.scheduleChange
    ? trip.disruptions.filter((d) => d.kind !== 'ScheduleChange')
    : trip.disruptions;
  return (
    <>
      {disruptions.length > 0 ? (
        <div className="wf-notice wf-trip-disruption" data-tone="error" role="status">
          <h2>{intl.formatMessage({ id: 'trips.flight.disruptions' })}</h2>
          <ul>
            {disruptions.map((disruption) => (
              <li key={`${disruption.flightInstanceId}-${disruption.kind}`}>
                {intl.formatMessage(
                  { id: `trips.disruption.${disruption.kind}` },
                  { flight: disruption.flightLabel, minutes: disruption.minutes },
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {trip.checkIn && trip.access === 'owner' && trip.tripStatus !== 'Cancelled' ? (
        <CheckInSection trip={trip} checkIn={trip.checkIn} onTripChange={onTripChange} />
      ) : null}
      <FlightItinerarySection
        offer={booking.offer}
        tickets={booking.tickets ?? []}
        agentCode={booking.confirmationCode ?? '—'}
        airlineLocators={trip.airlineLocators}
        shifts={listScheduleShifts(trip.scheduleChange?.changes)}
      />
      <FlightFareSection offer={booking.offer} />
      <PriceDropLog protection={trip.priceDropProtection} />
      <PriceMatchSection trip={trip} />
    </>
  );
}

/**
 * A booked flight's itinerary per slice with its tickets, the portal's code and the airlines'
 * locators: a flight trip's, and a package's flight part (issue 23).
 */
export function FlightItinerarySection({
  offer,
  tickets,
  agentCode,
  airlineLocators,
  shifts = new Map<string, number>(),
}: {
  offer: FlightTripDetail['booking']['offer'];
  /** The tickets as bought; null where the flights are one booking (a package's). */
  tickets: NonNullable<FlightTripDetail['booking']['tickets']> | null;
  /** The portal's code for the flights; omitted (undefined) where the page shows its own. */
  agentCode?: string;
  airlineLocators: FlightTripDetail['airlineLocators'];
  shifts?: ReadonlyMap<string, number>;
}) {
  const intl = useIntl();
  return (
    <section className="wf-card wf-trip-section" aria-labelledby="itinerary-title">
      <h2 id="itinerary-title">{intl.formatMessage({ id: 'trips.flight.itinerary' })}</h2>
      {offer.slices.map((slice, index) => (
        <SliceItinerary key={slice.itineraryId} slice={slice} index={index} shifts={shifts} />
      ))}
      {tickets ? <BookedTickets offer={offer} locators={tickets} /> : null}
      <dl className="wf-trip-facts">
        {agentCode !== undefined ? (
          <div>
            <dt>{intl.formatMessage({ id: 'trips.flight.agentLocator' })}</dt>
            <dd className="wf-trip-code">{agentCode}</dd>
          </div>
        ) : null}
        {airlineLocators.map((locator) => (
          <div key={`${locator.carrierCode}-${locator.locator}`}>
            <dt>
              {intl.formatMessage(
                { id: 'trips.flight.airlineLocator' },
                { airline: locator.carrierCode },
              )}
            </dt>
            <dd className="wf-trip-code">{locator.locator}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Each slice's fare brand and its rules (cancel, change, bags): a flight trip's and a package's. */
export function FlightFareSection({ offer }: { offer: FlightTripDetail['booking']['offer'] }) {
  const intl = useIntl();
  return (
    <section className="wf-card wf-trip-section" aria-labelledby="fare-title">
      <h2 id="fare-title">{intl.formatMessage({ id: 'trips.flight.fare' })}</h2>
      {offer.slices
        .map((slice) => slice.fares[0])
        .map((fare, index) =>
          fare ? (
            <div key={`${fare.fareId}-${String(index)}`} className="wf-trip-fare">
              <h3>
                {intl.formatMessage(
                  { id: 'trips.flight.fareBrand' },
                  {
                    brand: fare.fareName,
                    cabin: intl.formatMessage({ id: `cabin.${fare.cabinClass}` }),
                    slice: index + 1,
                  },
                )}
              </h3>
              <ul className="wf-trip-rules">
                <li>{formatPenalty(intl, 'cancel', fare.penaltiesInfo.cancelPenalty)}</li>
                <li>{formatPenalty(intl, 'change', fare.penaltiesInfo.changePenalty)}</li>
                <li>
                  {intl.formatMessage(
                    { id: 'trips.baggage.carryOn' },
                    { count: fare.baggageInfo.carryOnBags },
                  )}
                </li>
                <li>
                  {intl.formatMessage(
                    { id: 'trips.baggage.checked' },
                    {
                      count: fare.baggageInfo.checkedBagsIncluded,
                      kg: fare.baggageInfo.maxWeightKg,
                    },
                  )}
                </li>
                {fare.baggageInfo.checkedBagCharges.map((charge, i) => (
                  <li key={`bag-${String(i)}`}>
                    {intl.formatMessage(
                      { id: 'trips.baggage.charge' },
                      { piece: i + 1, amount: formatCharge(intl, charge) },
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ) : null,
        )}
    </section>
  );
}
