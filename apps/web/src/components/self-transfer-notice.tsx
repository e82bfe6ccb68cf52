import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { formatDuration } from '../format/format-dates';
import { usePortal } from '../tenant/portal-context';
import './self-transfer-notice.css';

/** "2 h" for whole hours (the minimum is one), else "2 h 30 min". */
function formatWholeDuration(intl: IntlShape, minutes: number): string {
  return minutes % 60 === 0
    ? intl.formatMessage({ id: 'itinerary.durationHours' }, { hours: minutes / 60 })
    : formatDuration(intl, minutes);
}

/** What the notice reads of a slice's segments (search results and booked offers alike). */
export interface SelfTransferSegment {
  origin: { code: string; city: string };
  isSelfTransferLayover: boolean;
  stopoverDurationMinutes: number;
}

/**
 * A self-transfer slice's marks (issue 20): where the traveller collects their bags and checks in
 * again and how long they have, how many tickets, and the missed-connection guarantee that comes
 * with it, explained in a disclosure that links to its terms (`/terms/missed-connection-guarantee`).
 * Renders nothing for a slice without a self-transfer.
 */
export function SelfTransferNotice({
  segments,
  ticketCount,
}: {
  segments: readonly SelfTransferSegment[];
  ticketCount: number;
}) {
  const intl = useIntl();
  const { boot } = usePortal();
  const id = useId();
  const transfers = segments.filter((s, i) => i > 0 && s.isSelfTransferLayover);
  if (transfers.length === 0) return null;
  const minimum = protectionTermsFor(boot.tenant).missedConnection.minSelfTransferMinutes;
  return (
    <div className="wf-self-transfer-notice" data-testid="self-transfer-notice">
      {transfers.map((s) => (
        <p key={s.origin.code} className="wf-self-transfer-notice-title">
          <strong>
            {intl.formatMessage({ id: 'selfTransfer.title' }, { city: s.origin.city })}
          </strong>
          <span className="wf-self-transfer-notice-time">
            {intl.formatMessage(
              { id: 'selfTransfer.time' },
              {
                duration: formatDuration(intl, s.stopoverDurationMinutes),
                minimum: formatWholeDuration(intl, minimum),
              },
            )}
          </span>
        </p>
      ))}
      <p className="wf-self-transfer-notice-badges">
        <span className="wf-badge">
          {intl.formatMessage({ id: 'selfTransfer.tickets' }, { count: ticketCount })}
        </span>
      </p>
      <details className="wf-self-transfer-guarantee">
        <summary aria-describedby={`${id}-help`}>
          <span aria-hidden="true">✓ </span>
          {intl.formatMessage({ id: 'selfTransfer.guarantee' })}
        </summary>
        <p id={`${id}-help`}>{intl.formatMessage({ id: 'selfTransfer.guaranteeHelp' })}</p>
        <p>
          <Link to="/terms/missed-connection-guarantee">
            {intl.formatMessage({ id: 'selfTransfer.guaranteeTerms' })}
          </Link>
        </p>
      </details>
    </div>
  );
}

/** The slice and airline parts of an offer the ticket list reads. */
interface TicketedOffer {
  multiTicketType?: 'single' | 'hackerFare' | 'virtualInterline' | undefined;
  slices: readonly {
    segments: readonly (SelfTransferSegment & {
      destination: { code: string };
    })[];
  }[];
  tickets?:
    | readonly {
        ticketIndex: number;
        sliceIndex: number;
        segmentIndexes: readonly number[];
        validatingAirline: { code: string; name: string };
      }[]
    | undefined;
}

/**
 * A two-ticket trip's tickets (issue 20), each with its airline, its flights and, once booked, the
 * airline's confirmation; then each self-transfer's marks. Nothing for one ticket.
 */
export function BookedTickets({
  offer,
  locators = [],
}: {
  offer: TicketedOffer;
  /** Each ticket's airline confirmation, by ticket index (none before booking). */
  locators?: readonly { ticketIndex: number; locator: string | null }[];
}) {
  const intl = useIntl();
  const id = useId();
  const tickets = offer.tickets ?? [];
  if (tickets.length === 0) return null;
  return (
    <section className="wf-booked-tickets" aria-labelledby={`${id}-tickets`}>
      <h2 id={`${id}-tickets`}>{intl.formatMessage({ id: 'selfTransfer.ticketsHeading' })}</h2>
      <ol className="wf-booked-ticket-list">
        {tickets.map((ticket) => {
          const segments = offer.slices[ticket.sliceIndex]?.segments ?? [];
          const first = segments[ticket.segmentIndexes[0] ?? 0];
          const last = segments[ticket.segmentIndexes.at(-1) ?? 0];
          const locator = locators.find((l) => l.ticketIndex === ticket.ticketIndex)?.locator;
          return (
            <li key={ticket.ticketIndex} data-testid="booked-ticket">
              <strong>
                {intl.formatMessage(
                  { id: 'selfTransfer.ticket' },
                  { number: ticket.ticketIndex + 1, airline: ticket.validatingAirline.name },
                )}
              </strong>{' '}
              {intl.formatMessage(
                { id: 'selfTransfer.ticketRoute' },
                { origin: first?.origin.code ?? '', destination: last?.destination.code ?? '' },
              )}
              {locator ? (
                <span className="wf-booked-ticket-locator">
                  {' · '}
                  {intl.formatMessage({ id: 'selfTransfer.locator' }, { locator })}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {offer.multiTicketType === 'hackerFare' ? (
        <p className="wf-booked-tickets-note">
          {intl.formatMessage({ id: 'selfTransfer.hackerFare' })}
        </p>
      ) : null}
      {offer.slices.map((slice, index) => (
        <SelfTransferNotice
          key={index}
          segments={slice.segments}
          ticketCount={tickets.filter((t) => t.sliceIndex === index).length}
        />
      ))}
    </section>
  );
}
