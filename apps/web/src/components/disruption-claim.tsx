import { useIntl } from 'react-intl';
import type {
  DisruptionAssistance,
  DisruptionClaimStep,
  DisruptionEvent,
} from '@wayfare/contracts/disruption';
import type { SourceAmount } from '@wayfare/contracts/trips';
import { nameCardBrand } from '@wayfare/domain/card-rules';
import { formatLocalTime } from '../format/format-dates';
import { ClaimTimeline } from './claim-timeline';
import { formatTotal } from '../format/format-money';

/*
 * Disruption assistance's pieces the trip page and the disruption pages both draw (issue 20): what
 * happened, the refund's lines and the claim's timeline. Messages: i18n/catalogues/trips-disruption.ts.
 */

/** "The airline cancelled UA 123 from ORD to ATL (Thu, Mar 4, 8:05 AM)." */
export function DisruptionWhat({ disruption }: { disruption: DisruptionEvent }) {
  const intl = useIntl();
  const values = {
    flight: disruption.flightLabel,
    origin: disruption.origin,
    destination: disruption.destination,
    departure: disruption.scheduledDepartureTime
      ? formatLocalTime(intl, disruption.scheduledDepartureTime)
      : '',
    hours: Math.floor(disruption.delayMinutes / 60),
    minutes: disruption.delayMinutes % 60,
  };
  return (
    <p data-testid="disruption-what">
      {intl.formatMessage({ id: `disruption.what.${disruption.type}` }, values)}{' '}
      <span className="wf-field-description">
        {intl.formatMessage(
          { id: 'disruption.announced' },
          {
            at: intl.formatDate(disruption.announcedAt, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          },
        )}
      </span>
    </p>
  );
}

/** "Visa ending 4242: $312.40" per source the refund goes (or went) back to. */
export function DisruptionRefundLines({ refunds }: { refunds: readonly SourceAmount[] }) {
  const intl = useIntl();
  return (
    <dl
      className="wf-trip-lines"
      aria-label={intl.formatMessage({ id: 'disruption.refund.lines' })}
    >
      {refunds.map((r) => (
        <div key={`${r.source}-${r.card?.lastFour ?? r.name ?? ''}`}>
          <dt>
            {intl.formatMessage({ id: `booking.source.${r.source}` })}
            {r.card ? (
              <span className="wf-field-description">
                {' · '}
                {intl.formatMessage(
                  { id: 'trips.source.card' },
                  { brand: nameCardBrand(r.card.brand), lastFour: r.card.lastFour },
                )}
              </span>
            ) : r.name ? (
              <span className="wf-field-description"> · {r.name}</span>
            ) : null}
          </dt>
          <dd>{formatTotal(intl, r.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The claim's steps with their times, oldest first, as an ordered list. */
export function DisruptionTimeline({
  steps,
  headingId,
}: {
  steps: readonly DisruptionClaimStep[];
  headingId: string;
}) {
  const intl = useIntl();
  return (
    <ClaimTimeline
      steps={steps}
      headingId={headingId}
      sayStep={(step) => intl.formatMessage({ id: `disruption.step.${step.kind}` })}
      testIdPrefix="disruption-step"
    />
  );
}

/** Where /trips/disruption and its steps live for a trip. */
export function disruptionUrl(bookingId: string, step: '' | '/refund' | '/rebook' = ''): string {
  return `/trips/disruption${step}?tripId=${encodeURIComponent(bookingId)}`;
}

/** Where a booked trip buys it (spec §2 /flights/disruption-offer). */
export function disruptionOfferUrl(bookingId: string): string {
  return `/flights/disruption-offer?tripId=${encodeURIComponent(bookingId)}`;
}

/** The protection's state in a few words (the trip page's row). */
export function useSayDisruptionState() {
  const intl = useIntl();
  return (p: DisruptionAssistance): string =>
    p.state === null
      ? intl.formatMessage({ id: 'disruption.state.none' })
      : p.state === 'Voided' || p.state === 'Expired' || p.state === 'Removed'
        ? intl.formatMessage({ id: `disruption.ended.${p.endedReason ?? 'Deadline'}` })
        : intl.formatMessage(
            { id: `disruption.state.${p.state}` },
            {
              hours: Math.floor(p.terms.delayThresholdMinutes / 60),
              minutes: p.terms.delayThresholdMinutes % 60,
            },
          );
}
