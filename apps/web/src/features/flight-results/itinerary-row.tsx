import { useIntl } from 'react-intl';
import type { FareScore } from '@wayfare/contracts/flights';
import { computeEarnOnFare, formatRewardAmount } from '@wayfare/domain/display-rules';
import type { EarnCard } from './fare-earn';
import { FareRestrictionList, formatRewardsPrice } from './fare-extras';
import { formatDuration, formatLocalTime } from '../../format/format-dates';
import { formatFare } from '../../format/format-money';
import type { ItineraryView } from './itinerary-view';
import type { ResultFare } from './shop-results';
import type { FlightPolicyViolation, PolicyResult } from '@wayfare/domain/travel-policy';
import { PolicyBadge } from '../../components/policy-badge';
import { SelfTransferNotice } from '../../components/self-transfer-notice';
import { ItineraryEmissionsLine } from './itinerary-emissions';

const FARE_SCORE_FLAGS: readonly (keyof FareScore)[] = [
  'isBest',
  'isCheapest',
  'isBestQuality',
  'isFastest',
];
const SEATS_LEFT_SHOWN_AT = 5;

export function FareTags({ score }: { score: FareScore }) {
  const intl = useIntl();
  const flags = FARE_SCORE_FLAGS.filter((flag) => score[flag]);
  if (flags.length === 0) return null;
  return (
    <ul className="wf-fare-tags">
      {flags.map((flag) => (
        <li key={flag} className="wf-fare-tag" data-tag={flag}>
          {intl.formatMessage({ id: `fareTag.${flag}` })}
        </li>
      ))}
    </ul>
  );
}

function EarnLine({ fare, earnCard }: { fare: ResultFare; earnCard: EarnCard }) {
  const intl = useIntl();
  const earn = computeEarnOnFare(
    fare.grandTotal,
    earnCard.flightsRateHundredths,
    earnCard.currency,
  );
  const amount = formatRewardAmount(earn.value, earn.currency, intl.locale);
  return (
    <span className="wf-fare-earn">
      {intl.formatMessage(
        { id: earn.currency === 'miles' ? 'fare.earn.miles' : 'fare.earn.cash' },
        { amount },
      )}
    </span>
  );
}

interface FareOptionsProps {
  view: ItineraryView;
  earnCard: EarnCard | null;
  onSelectFare: (fare: ResultFare) => void;
  onOpenFareDetails: (fareId: string) => void;
  /** The travel policy's verdict on a fare (business tenant); absent without a policy. */
  judgeFare?: ((fare: ResultFare) => PolicyResult<FlightPolicyViolation>) | undefined;
}

/** The itinerary's fares by shelf (basic → luxury), each with its restrictions and earn. */
function FareOptions({
  view,
  earnCard,
  onSelectFare,
  onOpenFareDetails,
  judgeFare,
}: FareOptionsProps) {
  const intl = useIntl();
  const fares = [...view.itinerary.fares].sort(
    (a, b) =>
      a.fareShelf.rating - b.fareShelf.rating ||
      a.grandTotal.amountMinor - b.grandTotal.amountMinor,
  );
  return (
    <ul className="wf-fare-options" aria-label={intl.formatMessage({ id: 'fare.optionsLabel' })}>
      {fares.map((fare) => {
        const price = formatFare(intl, fare.grandTotal);
        const brand = fare.fareShelf.shortBrandName;
        return (
          <li key={fare.fareId} className="wf-fare-option">
            <div className="wf-fare-option-head">
              <span className="wf-fare-brand">{brand}</span>
              <span className="wf-fare-shelf">
                {intl.formatMessage({
                  id: `fareShelf.${String(fare.fareShelf.rating)}` as 'fareShelf.0',
                })}{' '}
                · {intl.formatMessage({ id: `cabin.${fare.cabinClass}` })}
              </span>
              {judgeFare ? <PolicyBadge result={judgeFare(fare)} /> : null}
            </div>
            <FareRestrictionList
              restrictions={fare.restrictionsWithInfo}
              label={intl.formatMessage({ id: 'fare.restrictionsLabel' }, { brand })}
            />
            {fare.seatsRemaining <= SEATS_LEFT_SHOWN_AT ? (
              <p className="wf-fare-seats">
                {intl.formatMessage({ id: 'fare.seatsLeft' }, { count: fare.seatsRemaining })}
              </p>
            ) : null}
            {earnCard ? <EarnLine fare={fare} earnCard={earnCard} /> : null}
            <div className="wf-fare-option-foot">
              <span className="wf-fare-price">
                {price}
                {fare.amount.rewards ? (
                  <span className="wf-fare-rewards">
                    {formatRewardsPrice(intl, fare.amount.rewards)}
                  </span>
                ) : null}
              </span>
              <button
                type="button"
                className="wf-link-button"
                aria-label={intl.formatMessage({ id: 'fare.detailsLabel' }, { brand })}
                onClick={() => onOpenFareDetails(fare.fareId)}
              >
                {intl.formatMessage({ id: 'fare.details' })}
              </button>
              <button
                type="button"
                className="wf-button"
                data-variant="primary"
                aria-label={intl.formatMessage({ id: 'fare.selectLabel' }, { brand, price })}
                onClick={() => onSelectFare(fare)}
              >
                {intl.formatMessage({ id: 'fare.select' })}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export interface ItineraryRowProps extends FareOptionsProps {
  isExpanded: boolean;
  onToggle: () => void;
  carrierNames: ReadonlyMap<string, string>;
  /** The price is this flight's share of a round trip or multi-city trip. */
  isPartOfTrip: boolean;
}

/** One itinerary: times (+days), duration, stops and layovers, airlines, tags and the lowest fare. */
export function ItineraryRow({
  view,
  isExpanded,
  onToggle,
  carrierNames,
  isPartOfTrip,
  ...fareProps
}: ItineraryRowProps) {
  const intl = useIntl();
  const { itinerary } = view;
  const faresId = `fares-${itinerary.itineraryId}`;
  const airlineName = (code: string) => carrierNames.get(code) ?? code;
  const airlines = view.marketingCarrierCodes.map(airlineName).join(', ');
  const operatedBy = [
    ...new Set(
      itinerary.segments
        .filter((s) => s.operatingAirline.code !== s.marketingAirline.code)
        .map((s) => s.operatingAirline.name || airlineName(s.operatingAirline.code)),
    ),
  ];
  const times = intl.formatMessage(
    { id: 'itinerary.times' },
    {
      departure: formatLocalTime(intl, itinerary.departureTime),
      arrival: formatLocalTime(intl, itinerary.arrivalTime),
    },
  );
  return (
    <article className="wf-card wf-itinerary" aria-labelledby={`${faresId}-title`}>
      <div className="wf-itinerary-main">
        <div className="wf-itinerary-times">
          <h3 id={`${faresId}-title`} className="wf-itinerary-title">
            {times}
            {itinerary.plusDays !== 0 ? (
              <sup className="wf-plus-days">
                <span aria-hidden="true">
                  {intl.formatMessage({ id: 'itinerary.plusDays' }, { days: itinerary.plusDays })}
                </span>
                <span className="wf-visually-hidden">
                  {' '}
                  {intl.formatMessage(
                    { id: 'itinerary.plusDaysLabel' },
                    { days: itinerary.plusDays },
                  )}
                </span>
              </sup>
            ) : null}
          </h3>
          <p className="wf-itinerary-airlines">
            {airlines}
            {operatedBy.length > 0 ? (
              <span className="wf-operated-by">
                {' · '}
                {intl.formatMessage(
                  { id: 'itinerary.operatedBy' },
                  { airline: operatedBy.join(', ') },
                )}
              </span>
            ) : null}
          </p>
        </div>
        <div className="wf-itinerary-route">
          <p className="wf-itinerary-duration">
            {formatDuration(intl, itinerary.durationMinutes)} · {itinerary.origin}–
            {itinerary.destination}
          </p>
          <p className="wf-itinerary-stops">
            {itinerary.stops === 0
              ? intl.formatMessage({ id: 'itinerary.nonStop' })
              : intl.formatMessage({ id: 'itinerary.stops' }, { count: itinerary.stops })}
            {view.layovers.map((layover) => (
              <span key={`${layover.airportCode}-${layover.minutes}`} className="wf-layover">
                {' · '}
                {intl.formatMessage(
                  { id: 'itinerary.layover' },
                  {
                    duration: formatDuration(intl, layover.minutes),
                    // A change of airport (LGA → JFK) names both.
                    airport:
                      layover.departureAirportCode === layover.airportCode
                        ? layover.airportCode
                        : `${layover.airportCode}–${layover.departureAirportCode}`,
                  },
                )}
                {layover.isSelfTransfer ? (
                  <span
                    className="wf-self-transfer"
                    title={intl.formatMessage(
                      { id: 'itinerary.selfTransferHelp' },
                      { airport: layover.airportCode },
                    )}
                  >
                    {intl.formatMessage({ id: 'itinerary.selfTransfer' })}
                  </span>
                ) : null}
              </span>
            ))}
          </p>
          {itinerary.multiTicketType ? (
            <SelfTransferNotice segments={itinerary.segments} ticketCount={2} />
          ) : null}
          {itinerary.pairing?.kind === 'hackerFare' ? (
            // Issue 20: with the departure chosen, this return makes two one-way tickets.
            <p className="wf-hacker-fare" data-testid="hacker-fare">
              <span className="wf-badge">{intl.formatMessage({ id: 'itinerary.hackerFare' })}</span>{' '}
              {intl.formatMessage({ id: 'itinerary.hackerFareHelp' })}
              {itinerary.pairing.earlierExtra.amountMinor > 0 ? (
                <>
                  {' '}
                  {intl.formatMessage(
                    { id: 'itinerary.hackerFareExtra' },
                    { amount: formatFare(intl, itinerary.pairing.earlierExtra) },
                  )}
                </>
              ) : null}
            </p>
          ) : null}
          {itinerary.emissions ? <ItineraryEmissionsLine emissions={itinerary.emissions} /> : null}
        </div>
        <div className="wf-itinerary-price">
          <FareTags score={view.fareScore} />
          <p className="wf-itinerary-lowest">
            {intl.formatMessage(
              { id: 'itinerary.lowestPrice' },
              { price: formatFare(intl, view.lowestFare.grandTotal) },
            )}
          </p>
          <p className="wf-itinerary-price-note">
            {intl.formatMessage({
              id: itinerary.pairing
                ? 'itinerary.priceNoteAdds'
                : isPartOfTrip
                  ? 'itinerary.priceNoteShare'
                  : 'itinerary.priceNote',
            })}
          </p>
          <button
            type="button"
            className="wf-button"
            data-variant="secondary"
            aria-expanded={isExpanded}
            aria-controls={faresId}
            aria-describedby={`${faresId}-title`}
            onClick={onToggle}
          >
            {intl.formatMessage({ id: isExpanded ? 'itinerary.hideFares' : 'itinerary.showFares' })}
          </button>
        </div>
      </div>
      <div id={faresId} hidden={!isExpanded}>
        {isExpanded ? <FareOptions view={view} {...fareProps} /> : null}
      </div>
    </article>
  );
}
