import { useIntl } from 'react-intl';
import type {
  ActivityCancellationPolicy,
  ActivityDetail,
  AgeBand,
} from '@wayfare/contracts/activities';
import type { ExperienceTicketLine } from '@wayfare/contracts/experiences';
import { formatClockTime, formatDuration, formatZonedInstant } from '../format/format-dates';
import { formatTotal } from '../format/format-money';

/** The itinerary: each stop with its time from the start (and the clock time once a slot is chosen). */
export function ActivityItinerary({
  activity,
  startTime,
  headingLevel = 2,
}: {
  activity: ActivityDetail;
  startTime?: string | undefined;
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const at = (minutes: number) => {
    if (!startTime) return formatDuration(intl, minutes);
    const [h = 0, m = 0] = startTime.split(':').map(Number);
    const total = h * 60 + m + minutes;
    const hh = String(Math.floor(total / 60) % 24).padStart(2, '0');
    const mm = String(total % 60).padStart(2, '0');
    return formatClockTime(intl, `${hh}:${mm}`);
  };
  return (
    <section className="wf-card wf-stack" aria-labelledby="activity-itinerary-title">
      <Heading id="activity-itinerary-title">
        {intl.formatMessage({ id: 'activityDetails.itinerary' })}
      </Heading>
      <ol className="wf-activity-itinerary">
        {activity.itinerary.map((stop, i) => (
          <li key={`${stop.minutesFromStart}-${i}`}>
            <span className="wf-activity-itinerary-time">
              {i === 0 && !startTime
                ? intl.formatMessage({ id: 'activityDetails.start' })
                : at(stop.minutesFromStart)}
            </span>
            <span>
              {stop.title}{' '}
              <span className="wf-field-description">
                ({formatDuration(intl, stop.durationMinutes)})
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** What the ticket includes and leaves out, from the operator's codes. */
export function ActivityInclusions({ activity }: { activity: ActivityDetail }) {
  const intl = useIntl();
  return (
    <section className="wf-card wf-activity-inclusions" aria-labelledby="activity-included-title">
      <div>
        <h2 id="activity-included-title">
          {intl.formatMessage({ id: 'activityDetails.included' })}
        </h2>
        <ul>
          {activity.included.map((code) => (
            <li key={code}>
              <span aria-hidden="true">✓ </span>
              {intl.formatMessage({ id: `activityInclusion.${code}` })}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h2 id="activity-excluded-title">
          {intl.formatMessage({ id: 'activityDetails.excluded' })}
        </h2>
        <ul>
          {activity.excluded.map((code) => (
            <li key={code}>
              <span aria-hidden="true">✗ </span>
              {intl.formatMessage({ id: `activityInclusion.${code}` })}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * The cancellation policy in words: in hours before the start, or, once a slot is chosen, with
 * its deadlines in the meeting point's time.
 */
export function ActivityCancellationText({
  policy,
  deadlines,
}: {
  policy: ActivityCancellationPolicy;
  deadlines?: {
    freeCancellationUntil: string | null;
    partialRefundUntil: string | null;
    timeZone: string;
  };
}) {
  const intl = useIntl();
  const when = (iso: string | null) =>
    iso && deadlines ? formatZonedInstant(intl, iso, deadlines.timeZone) : '';
  if (policy.kind === 'NonRefundable')
    return <p>{intl.formatMessage({ id: 'activityPolicy.NonRefundable' })}</p>;
  if (policy.kind === 'FullyRefundable')
    return (
      <p>
        {deadlines?.freeCancellationUntil
          ? intl.formatMessage(
              { id: 'activityPolicy.FullyRefundable.until' },
              { until: when(deadlines.freeCancellationUntil) },
            )
          : intl.formatMessage(
              { id: 'activityPolicy.FullyRefundable' },
              { hours: policy.freeCancellationHoursBefore ?? 0 },
            )}
      </p>
    );
  return (
    <p>
      {deadlines?.freeCancellationUntil && deadlines.partialRefundUntil
        ? intl.formatMessage(
            { id: 'activityPolicy.PartiallyRefundable.until' },
            {
              until: when(deadlines.freeCancellationUntil),
              partUntil: when(deadlines.partialRefundUntil),
              percent: policy.refundPercentAfterDeadline,
            },
          )
        : intl.formatMessage(
            { id: 'activityPolicy.PartiallyRefundable' },
            {
              hours: policy.freeCancellationHoursBefore ?? 0,
              percent: policy.refundPercentAfterDeadline,
            },
          )}
    </p>
  );
}

/** The tickets by age band: count × unit price and each line's total. */
export function ActivityTicketLines({
  lines,
  total,
}: {
  lines: readonly ExperienceTicketLine[];
  total: { amountMinor: number; currency: ExperienceTicketLine['total']['currency'] };
}) {
  const intl = useIntl();
  return (
    <dl className="wf-booking-prices">
      {lines.map((l) => (
        <div key={l.band}>
          <dt>
            {intl.formatMessage(
              { id: 'activityTickets.line' },
              {
                count: l.count,
                band: intl.formatMessage({ id: `ageBand.${l.band}` }, { count: l.count }),
                price: formatTotal(intl, l.unitPrice),
              },
            )}
          </dt>
          <dd>{formatTotal(intl, l.total)}</dd>
        </div>
      ))}
      <div>
        <dt>
          <strong>{intl.formatMessage({ id: 'activityTickets.total' })}</strong>
        </dt>
        <dd>
          <strong>{formatTotal(intl, total)}</strong>
        </dd>
      </div>
    </dl>
  );
}

/** Age band words with the ages the activity takes. */
export function describeAgeBand(
  intl: ReturnType<typeof useIntl>,
  band: AgeBand,
  rule: { minAge: number; maxAge: number },
): string {
  const name = intl.formatMessage({ id: `ageBand.${band}` }, { count: 2 });
  // A label on its own line: "Adults (18–64)".
  const label = name.charAt(0).toLocaleUpperCase(intl.locale) + name.slice(1);
  return intl.formatMessage(
    { id: 'ageBand.range' },
    { band: label, min: rule.minAge, max: rule.maxAge },
  );
}
