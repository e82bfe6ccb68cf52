import { useIntl } from 'react-intl';
import { formatIsoDate, formatItinerarySchedule } from '../../format/format-dates';
import { formatFare } from '../../format/format-money';
import type { ResultFare, ResultItinerary } from './shop-results';

export interface ChosenFlight {
  sliceIndex: number;
  /** "Departure", "Flight 1": what this flight is in the trip. */
  label: string;
  itinerary: ResultItinerary;
  fare: ResultFare;
}

export interface ChosenFlightsProps {
  flights: readonly ChosenFlight[];
  /** Goes back to choosing this flight again. */
  onChange: (sliceIndex: number) => void;
}

/**
 * The flights already chosen, above the next choice (the return step shows the departure): when,
 * where, how long, which airline and fare, and a way back to change it.
 */
export function ChosenFlights({ flights, onChange }: ChosenFlightsProps) {
  const intl = useIntl();
  if (flights.length === 0) return null;
  return (
    <section className="wf-chosen-flights" aria-labelledby="chosen-flights-title">
      <h2 id="chosen-flights-title" className="wf-chosen-title">
        {intl.formatMessage({ id: 'chosen.heading' }, { count: flights.length })}
      </h2>
      <ul>
        {flights.map(({ sliceIndex, label, itinerary, fare }) => {
          const airlines = [...new Set(itinerary.segments.map((s) => s.marketingAirline.name))];
          return (
            <li key={sliceIndex} className="wf-card wf-chosen-flight">
              <div className="wf-chosen-flight-text">
                <p className="wf-chosen-flight-route">
                  <strong>{label}</strong>{' '}
                  {intl.formatMessage(
                    { id: 'chosen.route' },
                    {
                      origin: itinerary.origin,
                      destination: itinerary.destination,
                      date: formatIsoDate(intl, itinerary.departureTime),
                    },
                  )}
                </p>
                <p>
                  {formatItinerarySchedule(intl, itinerary)} · {airlines.join(', ')}
                </p>
                <p className="wf-chosen-flight-fare">
                  {intl.formatMessage(
                    { id: 'chosen.fare' },
                    {
                      brand: fare.fareShelf.shortBrandName,
                      cabin: intl.formatMessage({ id: `cabin.${fare.cabinClass}` }),
                      price: formatFare(intl, fare.grandTotal),
                    },
                  )}
                </p>
              </div>
              <button
                type="button"
                className="wf-button"
                data-variant="secondary"
                aria-label={intl.formatMessage({ id: 'chosen.changeLabel' }, { flight: label })}
                onClick={() => onChange(sliceIndex)}
              >
                {intl.formatMessage({ id: 'chosen.change' })}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
