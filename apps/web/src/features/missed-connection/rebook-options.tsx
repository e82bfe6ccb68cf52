import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useNavigate } from 'react-router';
import type { MissedConnectionGuarantee } from '@wayfare/contracts/missed-connection';
import {
  FlightSummary,
  MissedConnectionTimeline,
  MissedConnectionWhat,
  contactSupportUrl,
  nextStepUrlOf,
  rebookConnectingFlightUrl,
  useReasonableRule,
  useSayMissedConnectionState,
  type MissedPart,
} from '../../components/missed-connection-claim';
import { formatTotal } from '../../format/format-money';
import { Button } from '../../ui/button';
import { TripLink } from './missed-connection-page';

/*
 * /trips/rebook/connection and /trips/rebook/flight (issue 20, part C; spec §2, §5): what happened,
 * then the qualifying flights seating everyone, reasonable first and marked, at no cost; one is
 * chosen and reviewed on /trips/rebook-connecting-flight. A case for support goes to
 * /trips/contact-support.
 */

/** The page's h1 for its part: the connection after a self-transfer, or a single flight. */
export function useMissedPartTitle(part: MissedPart): string {
  const intl = useIntl();
  return intl.formatMessage({
    id: part === 'flight' ? 'missedConnection.title.flight' : 'missedConnection.title.connection',
  });
}

function OptionsForm({ guarantee }: { guarantee: MissedConnectionGuarantee }) {
  const intl = useIntl();
  const id = useId();
  const navigate = useNavigate();
  const { rule, markOf } = useReasonableRule(guarantee.missed);
  const [chosen, setChosen] = useState<string | null>(guarantee.options[0]?.optionId ?? null);
  const [tried, setTried] = useState(false);
  const origin = guarantee.missed?.origin ?? guarantee.selfTransferAirport ?? '';
  const destination = guarantee.missed?.destination ?? '';
  return (
    <section className="wf-card wf-stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'missedConnection.options.title' })}</h2>
      <p>{intl.formatMessage({ id: 'missedConnection.options.rule' }, { rule })}</p>
      <p>
        <strong>{intl.formatMessage({ id: 'missedConnection.options.noCost' })}</strong>{' '}
        <span className="wf-field-description">
          {intl.formatMessage(
            { id: 'missedConnection.options.cap' },
            { cap: formatTotal(intl, guarantee.capPerTraveler) },
          )}
        </span>
      </p>
      <form
        className="wf-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (chosen) void navigate(rebookConnectingFlightUrl(guarantee.bookingId, chosen));
        }}
      >
        <fieldset
          className="wf-mc-options"
          aria-describedby={tried && !chosen ? `${id}-error` : undefined}
        >
          <legend>
            {intl.formatMessage({ id: 'missedConnection.options.legend' }, { origin, destination })}
          </legend>
          {guarantee.options.map((option) => (
            <label
              key={option.optionId}
              className="wf-radio wf-mc-option"
              data-testid="missed-connection-option"
            >
              <input
                type="radio"
                name={`${id}-option`}
                value={option.optionId}
                checked={chosen === option.optionId}
                onChange={() => setChosen(option.optionId)}
              />
              <span className="wf-mc-option-body">
                <span
                  className="wf-badge wf-mc-mark"
                  data-reasonable={option.reasonable || undefined}
                >
                  {markOf(option)}
                </span>
                <FlightSummary flight={option} stops={option.stops} />
                <span className="wf-block">
                  {intl.formatMessage({ id: 'missedConnection.options.noCost' })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {tried && !chosen ? (
          <p id={`${id}-error`} className="wf-field-error">
            {intl.formatMessage({ id: 'missedConnection.options.chooseFirst' })}
          </p>
        ) : null}
        <div className="wf-row">
          <Button type="submit">
            {intl.formatMessage({ id: 'missedConnection.options.continue' })}
          </Button>
          <TripLink bookingId={guarantee.bookingId} />
        </div>
      </form>
    </section>
  );
}

/** The page's content for a loaded guarantee. */
export function RebookOptions({
  guarantee,
  part,
}: {
  guarantee: MissedConnectionGuarantee;
  part: MissedPart;
}) {
  const intl = useIntl();
  const id = useId();
  const title = useMissedPartTitle(part);
  const say = useSayMissedConnectionState();
  const toSupport = guarantee.state === 'ContactSupport' || guarantee.verdict === 'ContactSupport';
  if (toSupport) return <Navigate replace to={contactSupportUrl(guarantee.bookingId)} />;
  const choosing = guarantee.state === 'Missed' && guarantee.options.length > 0;
  const next = nextStepUrlOf(guarantee);
  return (
    <>
      <h1>{title}</h1>
      <p data-testid="missed-connection-state">{say(guarantee)}</p>
      {guarantee.delayed || guarantee.missed ? (
        <section className="wf-card" aria-labelledby={`${id}-what`}>
          <h2 id={`${id}-what`}>{intl.formatMessage({ id: 'missedConnection.what.title' })}</h2>
          <MissedConnectionWhat guarantee={guarantee} />
        </section>
      ) : null}
      {choosing ? (
        <OptionsForm guarantee={guarantee} />
      ) : (
        <div className="wf-notice" data-tone="neutral">
          <h2>{intl.formatMessage({ id: 'missedConnection.options.notNow' })}</h2>
          <div className="wf-row">
            {next && (guarantee.state === 'Rebooking' || guarantee.state === 'Rebooked') ? (
              <Link className="wf-button" data-variant="primary" to={next}>
                {intl.formatMessage({ id: 'missedConnection.row.follow' })}
              </Link>
            ) : null}
            <TripLink bookingId={guarantee.bookingId} />
          </div>
        </div>
      )}
      {guarantee.timeline.length > 0 ? (
        <section className="wf-card" aria-labelledby={`${id}-claim`}>
          <h2 id={`${id}-claim`}>
            {intl.formatMessage({ id: 'missedConnection.timeline.title' })}
          </h2>
          <MissedConnectionTimeline guarantee={guarantee} headingId={`${id}-claim`} />
        </section>
      ) : null}
      <p>
        <Link to="/terms/missed-connection-guarantee">
          {intl.formatMessage({ id: 'missedConnection.terms' })}
        </Link>
      </p>
    </>
  );
}
