import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import type { PriceDropCheck, PriceDropProtection } from '@wayfare/contracts/price-drop-protection';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { formatTotal } from '../../format/format-money';
import { usePortal } from '../../tenant/portal-context';
import './price-drop-log.css';

/** An instant in the traveller's own time zone (the browser's), with the zone named. */
function formatCheckTime(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

const formatDay = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { month: 'short', day: 'numeric' });

/** What one check found, in words: "No drop", "Dropped $12.00, credited", "Not eligible: …". */
function sayResult(intl: IntlShape, check: PriceDropCheck, protection: PriceDropProtection) {
  const values = {
    amount: formatTotal(intl, check.credited),
    cap: formatTotal(intl, protection.cap),
    date: protection.creditFrom ? formatDay(intl, protection.creditFrom) : '',
  };
  if (check.result === 'NotEligible')
    return intl.formatMessage(
      { id: 'trips.priceDrop.result.NotEligible' },
      {
        reason: intl.formatMessage({
          id: `trips.priceDrop.reason.${check.reason ?? 'TripCancelled'}`,
        }),
      },
    );
  if (check.result === 'Credited' && check.reachesCap)
    return intl.formatMessage({ id: 'trips.priceDrop.result.CreditedToCap' }, values);
  return intl.formatMessage({ id: `trips.priceDrop.result.${check.result}` }, values);
}

/** Where it stands: watched until when, how much of the cap is credited, or why it ended. */
function sayStatus(intl: IntlShape, protection: PriceDropProtection, hours: number) {
  const until = formatCheckTime(intl, protection.monitorUntil);
  if (protection.notEligibleReason)
    return intl.formatMessage(
      { id: 'trips.priceDrop.status.notCovered' },
      {
        reason: intl.formatMessage({
          id: `trips.priceDrop.reason.${protection.notEligibleReason}`,
        }),
      },
    );
  if (protection.status === 'Ended') {
    const cancelled = protection.checks[0]?.reason === 'TripCancelled';
    const changed = protection.checks[0]?.reason === 'ItineraryChanged';
    return intl.formatMessage(
      {
        id: cancelled
          ? 'trips.priceDrop.status.endedCancelled'
          : changed
            ? 'trips.priceDrop.status.endedChanged'
            : 'trips.priceDrop.status.ended',
      },
      { date: formatCheckTime(intl, protection.endedAt ?? protection.monitorUntil) },
    );
  }
  return intl.formatMessage(
    {
      id:
        protection.product === 'hotel'
          ? 'trips.priceDrop.status.stay'
          : 'trips.priceDrop.status.flight',
    },
    {
      hours,
      until,
      date: protection.creditFrom ? formatDay(intl, protection.creditFrom) : '',
    },
  );
}

/**
 * Price drop protection on a trip (issue 19): until when the price is watched, how much of the
 * cap is credited, and every check with its time (the traveller's zone), the price seen and what
 * it found, so nobody wonders whether it was checked. Nothing for bookings made before it.
 */
export function PriceDropLog({ protection }: { protection: PriceDropProtection | null }) {
  const intl = useIntl();
  const { boot } = usePortal();
  const titleId = useId();
  if (!protection) return null;
  const hours = protectionTermsFor(boot.tenant).priceDropProtection.checkEveryHours;
  const covered = protection.notEligibleReason === null;
  return (
    <section
      className="wf-card wf-trip-section wf-price-drop"
      aria-labelledby={titleId}
      data-testid="price-drop-protection"
    >
      <h2 id={titleId}>{intl.formatMessage({ id: 'trips.priceDrop.title' })}</h2>
      <p data-testid="price-drop-status">{sayStatus(intl, protection, hours)}</p>
      {covered ? (
        <p className="wf-price-drop-credited" data-testid="price-drop-credited">
          {intl.formatMessage(
            { id: 'trips.priceDrop.credited' },
            {
              credited: <strong>{formatTotal(intl, protection.credited)}</strong>,
              cap: formatTotal(intl, protection.cap),
            },
          )}
        </p>
      ) : null}
      <p>
        <Link to="/terms/price-drop-protection">
          {intl.formatMessage({ id: 'trips.priceDrop.terms' })}
        </Link>
      </p>
      {covered ? (
        protection.checks.length === 0 ? (
          <p className="wf-field-description">
            {protection.nextCheckAt
              ? intl.formatMessage(
                  { id: 'trips.priceDrop.noChecksYet' },
                  { time: formatCheckTime(intl, protection.nextCheckAt) },
                )
              : intl.formatMessage({ id: 'trips.priceDrop.noChecks' })}
          </p>
        ) : (
          <div className="wf-price-drop-scroll">
            <table className="wf-price-drop-log">
              <caption>
                {intl.formatMessage(
                  { id: 'trips.priceDrop.log.caption' },
                  { count: protection.checks.length },
                )}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage({ id: 'trips.priceDrop.log.checked' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'trips.priceDrop.log.price' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'trips.priceDrop.log.result' })}</th>
                </tr>
              </thead>
              <tbody>
                {protection.checks.map((check) => (
                  <tr key={check.seq} data-result={check.result}>
                    <th scope="row">
                      <time dateTime={check.checkedAt}>
                        {formatCheckTime(intl, check.checkedAt)}
                      </time>
                    </th>
                    <td>
                      {check.priceSeen
                        ? formatTotal(intl, check.priceSeen)
                        : intl.formatMessage({ id: 'trips.priceDrop.log.noPrice' })}
                    </td>
                    <td>{sayResult(intl, check, protection)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
    </section>
  );
}
