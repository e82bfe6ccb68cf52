import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../api/api-error';
import type { MultiTicketType, PassengerCounts } from '@wayfare/contracts/flights';
import { computeEarnOnFare, formatRewardAmount } from '@wayfare/domain/display-rules';
import type { EarnCard } from '../../features/flight-results/fare-earn';
import {
  formatDuration,
  formatIsoDate,
  formatItinerarySchedule,
  formatLocalTime,
} from '../../format/format-dates';
import { formatFare, formatTotal } from '../../format/format-money';
import { listLayovers } from '@wayfare/domain/flight-layovers';
import { priceFareInRewards } from '@wayfare/domain/fare-rewards';
import { PASSENGER_TYPES } from '@wayfare/domain/passenger-counts';
import { formatRewardsPrice } from '../../features/flight-results/fare-extras';
import { SelfTransferNotice } from '../../components/self-transfer-notice';
import { Button } from '../../ui/button';
import type { ChosenFare } from './shop-selection';
import { sumGrandTotals } from './shop-selection';

export interface ReviewItineraryProps {
  chosen: readonly ChosenFare[];
  /** How the chosen flights are ticketed (issue 20): one ticket, or one-way tickets together. */
  ticketing: MultiTicketType;
  passengers: PassengerCounts;
  earnCard: EarnCard | null;
  onChangeFlights: () => void;
  onOpenFareDetails: (fareId: string) => void;
  /** Holds the price (a quote) and goes on to the booking page; rejects with the quote's error. */
  onContinue: () => Promise<void>;
}

/** ReviewItinerary (spec §2 step): each chosen flight and fare, the travellers and the trip total. */
export function ReviewItinerary({
  chosen,
  ticketing,
  passengers,
  earnCard,
  onChangeFlights,
  onOpenFareDetails,
  onContinue,
}: ReviewItineraryProps) {
  const intl = useIntl();
  const [isQuoting, setIsQuoting] = useState(false);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const continueToBook = async () => {
    setIsQuoting(true);
    setQuoteError(null);
    try {
      await onContinue();
    } catch (error) {
      const code = isApiError(error) ? error.code : null;
      setQuoteError(
        intl.formatMessage({
          id:
            code === 'NoAvailability' || code === 'OfferInvalid'
              ? 'review.quoteUnavailable'
              : 'review.quoteFailed',
        }),
      );
    } finally {
      setIsQuoting(false);
    }
  };
  const total = sumGrandTotals(chosen);
  const earn =
    total && earnCard
      ? computeEarnOnFare(total, earnCard.flightsRateHundredths, earnCard.currency)
      : null;
  const rewardsPrice = total && earnCard ? priceFareInRewards(total, earnCard) : null;
  // Each connection's wait, from the segments' zoned instants.
  const layovers = chosen.map(({ itinerary }) =>
    listLayovers(itinerary.segments).map((layover) => layover.minutes),
  );
  return (
    <div className="wf-review">
      <ol className="wf-review-slices">
        {chosen.map(({ sliceIndex, itinerary, fare }) => (
          <li key={sliceIndex} className="wf-card wf-review-slice">
            <h3>
              {intl.formatMessage(
                { id: 'review.flight' },
                {
                  number: sliceIndex + 1,
                  origin: itinerary.origin,
                  destination: itinerary.destination,
                },
              )}
            </h3>
            <p className="wf-review-when">
              {formatIsoDate(intl, itinerary.departureTime)} ·{' '}
              {formatItinerarySchedule(intl, itinerary)}
            </p>
            <ul className="wf-review-segments">
              {itinerary.segments.map((segment, index) => (
                <li key={segment.segmentIndex}>
                  {itinerary.multiTicketType && (index === 0 || segment.isSelfTransferLayover) ? (
                    // A self-transfer's two tickets (issue 20), each on its own airline.
                    <p className="wf-review-ticket">
                      <strong>
                        {intl.formatMessage(
                          { id: 'selfTransfer.ticket' },
                          {
                            number: itinerary.segments
                              .slice(0, index + 1)
                              .filter((s, i) => i === 0 || s.isSelfTransferLayover).length,
                            airline: segment.operatingAirline.name,
                          },
                        )}
                      </strong>
                    </p>
                  ) : null}
                  {index > 0 ? (
                    <p className="wf-review-layover">
                      {intl.formatMessage(
                        { id: 'review.layover' },
                        {
                          duration: formatDuration(intl, layovers[sliceIndex]?.[index - 1] ?? 0),
                          airport: segment.origin.code,
                        },
                      )}
                    </p>
                  ) : null}
                  {intl.formatMessage(
                    { id: 'itinerary.flightNumber' },
                    {
                      airline: segment.marketingAirline.name,
                      number: `${segment.marketingAirline.code} ${segment.marketingAirline.flightNumber}`,
                    },
                  )}
                  {' · '}
                  {intl.formatMessage(
                    { id: 'itinerary.segment' },
                    {
                      origin: segment.origin.code,
                      departure: formatLocalTime(intl, segment.departureTime),
                      destination: segment.destination.code,
                      arrival: formatLocalTime(intl, segment.arrivalTime),
                    },
                  )}
                  {segment.operatingAirline.code !== segment.marketingAirline.code
                    ? ` · ${intl.formatMessage({ id: 'itinerary.operatedBy' }, { airline: segment.operatingAirline.name })}`
                    : ''}
                </li>
              ))}
            </ul>
            {itinerary.multiTicketType ? (
              <SelfTransferNotice segments={itinerary.segments} ticketCount={2} />
            ) : null}
            <div className="wf-review-fare">
              <span>
                {intl.formatMessage(
                  { id: 'review.fare' },
                  {
                    brand: fare.fareShelf.shortBrandName,
                    cabin: intl.formatMessage({ id: `cabin.${fare.cabinClass}` }),
                  },
                )}
              </span>
              <span className="wf-fare-price">{formatFare(intl, fare.grandTotal)}</span>
              <button
                type="button"
                className="wf-link-button"
                aria-label={intl.formatMessage(
                  { id: 'fare.detailsLabel' },
                  { brand: fare.fareShelf.shortBrandName },
                )}
                onClick={() => onOpenFareDetails(fare.fareId)}
              >
                {intl.formatMessage({ id: 'fare.details' })}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {ticketing === 'hackerFare' ? (
        <section
          className="wf-card wf-review-hacker-fare"
          aria-labelledby="review-hacker-fare-title"
          data-testid="review-hacker-fare"
        >
          <h3 id="review-hacker-fare-title">
            {intl.formatMessage({ id: 'review.hackerFare.title' }, { count: chosen.length })}
          </h3>
          <p>
            {intl.formatMessage(
              { id: 'review.hackerFare.body' },
              {
                airlines: intl.formatList(
                  [
                    ...new Set(
                      chosen.map(({ itinerary }) => itinerary.segments[0]?.operatingAirline.name),
                    ),
                  ].filter((name): name is string => Boolean(name)),
                  { type: 'conjunction' },
                ),
              },
            )}
          </p>
        </section>
      ) : null}
      <section className="wf-card wf-review-summary" aria-labelledby="review-total-title">
        <h3>{intl.formatMessage({ id: 'review.travelers' })}</h3>
        <ul className="wf-review-travelers">
          {PASSENGER_TYPES.filter((type) => passengers[type] > 0).map((type) => (
            <li key={type}>
              {intl.formatMessage({ id: `passenger.${type}` })}: {passengers[type]}
            </li>
          ))}
        </ul>
        <h3 id="review-total-title">{intl.formatMessage({ id: 'review.total' })}</h3>
        <p className="wf-review-total">{total ? formatTotal(intl, total) : '—'}</p>
        {rewardsPrice ? (
          <p className="wf-fare-rewards">{formatRewardsPrice(intl, rewardsPrice)}</p>
        ) : null}
        <p className="wf-field-description">{intl.formatMessage({ id: 'review.totalNote' })}</p>
        {earn ? (
          <p className="wf-fare-earn">
            {intl.formatMessage(
              { id: earn.currency === 'miles' ? 'fare.earn.miles' : 'fare.earn.cash' },
              { amount: formatRewardAmount(earn.value, earn.currency, intl.locale) },
            )}
          </p>
        ) : null}
        {quoteError ? (
          <p className="wf-field-error" role="alert">
            {quoteError}
          </p>
        ) : null}
        <div className="wf-row">
          <Button isPending={isQuoting} onPress={() => void continueToBook()}>
            {intl.formatMessage({ id: 'review.continue' })}
          </Button>
          <Button variant="secondary" onPress={onChangeFlights}>
            {intl.formatMessage({ id: 'review.changeFlights' })}
          </Button>
        </div>
      </section>
    </div>
  );
}
