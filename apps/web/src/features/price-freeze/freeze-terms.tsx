import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { FreezeAmount, FrozenFlights } from '@wayfare/contracts/price-freeze';
import { formatCharge, formatTotal } from '../../format/format-money';
import { formatIsoDate, formatLocalTime } from '../../format/format-dates';

/** The frozen flights, a slice a line: "JFK to LAX · Thu, Dec 24 · 7:00 AM–10:15 AM · Nonstop". */
export function FrozenFlightList({ flights }: { flights: FrozenFlights }) {
  const intl = useIntl();
  return (
    <ul className="wf-freeze-flights">
      {flights.slices.map((slice) => (
        <li key={slice.sliceIndex}>
          <strong>
            {intl.formatMessage(
              { id: 'priceFreeze.flights.slice' },
              { origin: slice.origin, destination: slice.destination },
            )}
          </strong>
          <span>
            {intl.formatMessage(
              { id: 'priceFreeze.flights.detail' },
              {
                date: formatIsoDate(intl, slice.departureTime),
                departure: formatLocalTime(intl, slice.departureTime),
                arrival: formatLocalTime(intl, slice.arrivalTime),
                stops: intl.formatMessage({ id: 'priceFreeze.stops' }, { count: slice.stops }),
                fare: `${slice.fareName} · ${slice.segments
                  .map((s) => `${s.marketingAirline.code} ${s.marketingAirline.flightNumber}`)
                  .join(', ')}`,
              },
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** "$45 per traveler ($90 in all)", or just the per-traveler amount for one. */
export function sayPerTraveler(
  intl: ReturnType<typeof useIntl>,
  amount: FreezeAmount,
  count: number,
  format: 'total' | 'charge' = 'total',
): string {
  const say = format === 'total' ? formatTotal : formatCharge;
  return count > 1
    ? intl.formatMessage(
        { id: 'priceFreeze.perTravelerTotal' },
        { amount: say(intl, amount.perPassenger), total: say(intl, amount.total) },
      )
    : intl.formatMessage(
        { id: 'priceFreeze.perTraveler' },
        { amount: say(intl, amount.perPassenger) },
      );
}

/**
 * What a freeze holds and what happens after it, the same words on the overview, the customize
 * step, the payment step and the voucher (issue 17: the cap is shown before any money moves).
 */
export function FreezeTermsList({
  flights,
  frozen,
  cap,
  fee,
  durationHours,
  expiresAt,
}: {
  flights: FrozenFlights;
  frozen: FreezeAmount;
  cap: FreezeAmount;
  fee: FreezeAmount | null;
  durationHours: number | null;
  expiresAt: string | null;
}) {
  const intl = useIntl();
  const count = flights.passengerCount;
  return (
    <FreezeTermsRows
      frozen={
        <>
          <strong>{formatTotal(intl, frozen.total)}</strong>{' '}
          <span className="wf-field-description">
            {intl.formatMessage({ id: 'priceFreeze.travelers' }, { count })}
          </span>
        </>
      }
      durationHours={durationHours}
      expiresAt={expiresAt}
      fee={fee ? sayPerTraveler(intl, fee, count, 'charge') : null}
      cap={sayPerTraveler(intl, cap, count, 'charge')}
    />
  );
}

/**
 * The rows every freeze's terms list shows, either product: the frozen price, the length and its
 * end, the fee and the cap (issue 17: the cap is shown before any money moves).
 */
export function FreezeTermsRows({
  frozen,
  durationHours,
  expiresAt,
  fee,
  cap,
}: {
  frozen: ReactNode;
  durationHours: number | null;
  expiresAt: string | null;
  /** The fee in words ("$45 per traveler"); null before a length is chosen. */
  fee: string | null;
  cap: string;
}) {
  const intl = useIntl();
  return (
    <dl className="wf-freeze-terms">
      <div>
        <dt>{intl.formatMessage({ id: 'priceFreeze.frozen' })}</dt>
        <dd>{frozen}</dd>
      </div>
      {durationHours !== null ? (
        <div>
          <dt>{intl.formatMessage({ id: 'priceFreeze.length' })}</dt>
          <dd>
            {intl.formatMessage({ id: 'priceFreeze.days' }, { days: durationHours / 24 })}
            {expiresAt ? (
              <span className="wf-field-description">
                {' · '}
                {intl.formatMessage(
                  { id: 'priceFreeze.ends' },
                  { date: intl.formatDate(expiresAt, { dateStyle: 'medium', timeStyle: 'short' }) },
                )}
              </span>
            ) : null}
          </dd>
        </div>
      ) : null}
      {fee ? (
        <div>
          <dt>{intl.formatMessage({ id: 'priceFreeze.fee' })}</dt>
          <dd>{fee}</dd>
        </div>
      ) : null}
      <div>
        <dt>{intl.formatMessage({ id: 'priceFreeze.cap' })}</dt>
        <dd>{cap}</dd>
      </div>
    </dl>
  );
}

/** The outcomes of a freeze in plain words: a rise above the cap, a fall, a sell-out, the end. */
export function FreezeScenarios({
  cap,
  passengerCount,
  showTermsLink = true,
}: {
  cap: Pick<FreezeAmount, 'perPassenger'>;
  /** The frozen party; null on the terms page, which speaks of any freeze. */
  passengerCount: number | null;
  /** The terms page itself shows no link to itself. */
  showTermsLink?: boolean;
}) {
  const intl = useIntl();
  const capText = formatCharge(intl, cap.perPassenger);
  return (
    <section className="wf-freeze-scenarios" aria-labelledby="freeze-scenarios-title">
      <h2 id="freeze-scenarios-title">
        {intl.formatMessage({ id: 'priceFreeze.scenarios.title' })}
      </h2>
      <ul>
        <li>{intl.formatMessage({ id: 'priceFreeze.scenario.rises' }, { cap: capText })}</li>
        <li>{intl.formatMessage({ id: 'priceFreeze.scenario.falls' })}</li>
        <li>{intl.formatMessage({ id: 'priceFreeze.scenario.soldOut' })}</li>
        <li>{intl.formatMessage({ id: 'priceFreeze.scenario.expires' })}</li>
        <li>
          {passengerCount === null
            ? intl.formatMessage({ id: 'priceFreeze.scenario.exactAny' })
            : intl.formatMessage({ id: 'priceFreeze.scenario.exact' }, { count: passengerCount })}
        </li>
      </ul>
      <p className="wf-field-description">
        {intl.formatMessage({ id: 'priceFreeze.feeNote' })}{' '}
        {showTermsLink ? (
          <Link to="/terms/frozen-prices">
            {intl.formatMessage({ id: 'priceFreeze.termsLink' })}
          </Link>
        ) : null}
      </p>
    </section>
  );
}
