import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  AgentDeclineReasonSchema,
  type PriceMatchClaim,
  type PriceMatchDeclineReason,
  type PriceMatchQueueItem,
} from '@wayfare/contracts/price-match';
import { isExactMatch } from '@wayfare/domain/price-match';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { isApiError } from '../../api/api-error';
import { postPriceMatchDecision } from '../../api/price-match-calls';
import { formatIsoDate, formatLocalTime } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';
import { formatPenalty } from '../../format/format-penalty';
import { sayCancellationTerms } from '../../format/format-cancellation-terms';
import { parseUsdAmount } from '../../model/usd-amount';
import { usePortal } from '../../tenant/portal-context';
import { Button } from '../../ui/button';
import { formatAgentInstant, tripNameOf } from './price-match-queue';
import './price-match-agent.css';

const DECLINE_REASONS = AgentDeclineReasonSchema.options;

/** The booking as the agent checks it against the competitor's page. */
function BookingFacts({ item }: { item: PriceMatchQueueItem }) {
  const intl = useIntl();
  const { booking } = item;
  return (
    <section className="wf-card wf-pm-card" aria-labelledby="pm-booking-title">
      <h2 id="pm-booking-title">{intl.formatMessage({ id: 'priceMatch.review.booking' })}</h2>
      <dl className="wf-pm-facts">
        <div>
          <dt>{intl.formatMessage({ id: 'priceMatch.review.code' })}</dt>
          <dd>{tripNameOf(item)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'priceMatch.review.status' })}</dt>
          <dd>{booking.status}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'priceMatch.review.bookedAt' })}</dt>
          <dd>{formatAgentInstant(intl, booking.bookedAt)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'priceMatch.review.travelers' })}</dt>
          <dd>{booking.travelers.join(', ')}</dd>
        </div>
      </dl>
      {booking.flight
        ? booking.flight.slices.map((slice, index) => (
            <div key={`${slice.origin}-${slice.destination}-${String(index)}`}>
              <h3>
                {intl.formatMessage(
                  { id: 'priceMatch.review.slice' },
                  { origin: slice.origin, destination: slice.destination },
                )}
              </h3>
              <ul className="wf-pm-segments">
                {slice.segments.map((segment) => (
                  <li key={`${segment.flight}-${segment.departureTime}`}>
                    {intl.formatMessage(
                      { id: 'priceMatch.review.segment' },
                      {
                        flight: segment.flight,
                        origin: segment.origin,
                        destination: segment.destination,
                        date: formatIsoDate(intl, segment.departureTime.slice(0, 10)),
                        departure: formatLocalTime(intl, segment.departureTime),
                        arrival: formatLocalTime(intl, segment.arrivalTime),
                      },
                    )}
                  </li>
                ))}
              </ul>
              <p>
                {intl.formatMessage(
                  { id: 'priceMatch.review.fare' },
                  {
                    fare: slice.fareName,
                    cabin: intl.formatMessage({ id: `cabin.${slice.cabinClass}` }),
                    cancel: formatPenalty(intl, 'cancel', slice.cancelPenalty),
                  },
                )}
              </p>
            </div>
          ))
        : null}
      {booking.hotel ? (
        <div>
          <h3>
            {booking.hotel.name}, {booking.hotel.city}
          </h3>
          <p>
            {intl.formatMessage(
              { id: 'priceMatch.review.stay' },
              {
                checkIn: formatIsoDate(intl, booking.hotel.checkInDate),
                checkOut: formatIsoDate(intl, booking.hotel.checkOutDate),
                rooms: booking.hotel.rooms,
              },
            )}
          </p>
          <p>
            {intl.formatMessage(
              { id: 'priceMatch.review.room' },
              { room: booking.hotel.roomName, rate: booking.hotel.rateName },
            )}
          </p>
          <p>{sayCancellationTerms(intl, booking.hotel.cancellationPolicy)}</p>
        </div>
      ) : null}
    </section>
  );
}

/** What was decided, once it is. */
function DecisionText({ claim }: { claim: PriceMatchClaim }) {
  const intl = useIntl();
  if (claim.status === 'InReview') return null;
  const at = claim.decidedAt ? formatAgentInstant(intl, claim.decidedAt) : '';
  return claim.status === 'Accepted' ? (
    <p data-status="Accepted">
      {intl.formatMessage(
        { id: 'priceMatch.review.accepted' },
        { credit: formatTotal(intl, claim.credited ?? claim.paidTotal), at },
      )}
    </p>
  ) : (
    <p data-status="Declined">
      {intl.formatMessage(
        { id: 'priceMatch.review.declined' },
        {
          reason: intl.formatMessage({
            id: `priceMatch.declineReason.${claim.declineReason ?? 'Unverifiable'}`,
          }),
          at,
        },
      )}
    </p>
  );
}

/** Accept with the price found, or decline with a reason: the claim is decided once. */
function DecisionForms({
  claim,
  onDecided,
  onStale,
}: {
  claim: PriceMatchClaim;
  onDecided: (claim: PriceMatchClaim) => void;
  onStale: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const { boot } = usePortal();
  const terms = protectionTermsFor(boot.tenant).priceMatch;
  const amountRef = useRef<HTMLInputElement>(null);
  const [found, setFound] = useState('');
  const [foundError, setFoundError] = useState<string | null>(null);
  const [reason, setReason] = useState<PriceMatchDeclineReason>('PriceNotFound');
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<'accept' | 'decline' | null>(null);
  const claimed = formatTotal(intl, claim.claimedTotal);
  const paid = formatTotal(intl, claim.paidTotal);

  const send = async (kind: 'accept' | 'decline', amountMinor: number) => {
    setPending(kind);
    setFormError(null);
    try {
      const { claim: decided } = await postPriceMatchDecision(
        claim.claimId,
        kind === 'accept'
          ? { decision: 'Accept', verifiedTotal: { amountMinor, currency: 'USD' } }
          : { decision: 'Decline', reason },
      );
      onDecided(decided);
    } catch (error) {
      if (isApiError(error) && error.code === 'PriceMatchDecided') {
        setFormError(intl.formatMessage({ id: 'priceMatch.review.error.PriceMatchDecided' }));
        onStale();
      } else if (isApiError(error) && error.code === 'BadRequest' && kind === 'accept') {
        setFoundError(error.message);
        amountRef.current?.focus();
      } else {
        setFormError(intl.formatMessage({ id: 'priceMatch.review.error.generic' }));
      }
    } finally {
      setPending(null);
    }
  };

  const accept = (event: SyntheticEvent) => {
    event.preventDefault();
    if (pending) return;
    const amount = parseUsdAmount(found);
    let error: string | null = null;
    if (amount === null) error = intl.formatMessage({ id: 'priceMatch.form.error.amountEmpty' });
    else if (amount === 'invalid')
      error = intl.formatMessage({ id: 'priceMatch.form.error.amountInvalid' });
    else if (!isExactMatch(claim.claimedTotal.amountMinor, amount, terms))
      error = intl.formatMessage({ id: 'priceMatch.review.error.notExact' }, { claimed });
    else if (amount >= claim.paidTotal.amountMinor)
      error = intl.formatMessage({ id: 'priceMatch.review.error.notLower' }, { paid });
    setFoundError(error);
    if (error || typeof amount !== 'number') {
      amountRef.current?.focus();
      return;
    }
    void send('accept', amount);
  };

  return (
    <section className="wf-card wf-pm-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'priceMatch.review.decide' })}</h2>
      <div className="wf-pm-decide">
        <form noValidate onSubmit={accept} aria-labelledby={`${id}-accept`}>
          <h3 id={`${id}-accept`}>
            {intl.formatMessage({ id: 'priceMatch.review.accept.title' })}
          </h3>
          <div className="wf-field">
            <label className="wf-field-label" htmlFor={`${id}-found`}>
              {intl.formatMessage({ id: 'priceMatch.review.accept.found' })}
            </label>
            <input
              ref={amountRef}
              id={`${id}-found`}
              className="wf-input wf-pm-amount"
              inputMode="decimal"
              autoComplete="off"
              value={found}
              onChange={(e) => setFound(e.target.value)}
              aria-required
              aria-invalid={foundError ? true : undefined}
              aria-describedby={[`${id}-found-hint`, foundError ? `${id}-found-error` : '']
                .filter(Boolean)
                .join(' ')}
            />
            <span id={`${id}-found-hint`} className="wf-field-description">
              {intl.formatMessage({ id: 'priceMatch.review.accept.hint' }, { claimed, paid })}
            </span>
            {foundError ? (
              <span id={`${id}-found-error`} className="wf-field-error">
                {foundError}
              </span>
            ) : null}
          </div>
          <div>
            <Button type="submit" isPending={pending === 'accept'}>
              {intl.formatMessage({ id: 'priceMatch.review.accept.submit' })}
            </Button>
          </div>
        </form>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!pending) void send('decline', 0);
          }}
          aria-labelledby={`${id}-decline`}
        >
          <h3 id={`${id}-decline`}>
            {intl.formatMessage({ id: 'priceMatch.review.decline.title' })}
          </h3>
          <div className="wf-field">
            <label className="wf-field-label" htmlFor={`${id}-reason`}>
              {intl.formatMessage({ id: 'priceMatch.review.decline.reason' })}
            </label>
            <select
              id={`${id}-reason`}
              className="wf-input"
              value={reason}
              onChange={(e) => {
                const picked = DECLINE_REASONS.find((r) => r === e.target.value);
                if (picked) setReason(picked);
              }}
            >
              {DECLINE_REASONS.map((r) => (
                <option key={r} value={r}>
                  {intl.formatMessage({ id: `priceMatch.declineReason.${r}` })}
                </option>
              ))}
            </select>
          </div>
          <div>
            <Button type="submit" variant="secondary" isPending={pending === 'decline'}>
              {intl.formatMessage({ id: 'priceMatch.review.decline.submit' })}
            </Button>
          </div>
        </form>
      </div>
      {formError ? (
        <p className="wf-field-error" role="alert">
          {formError}
        </p>
      ) : null}
    </section>
  );
}

/**
 * One claim in the agent portal (issue 19): the booking, where the traveller saw the price and
 * for how much, and the decision — accept with the price found on the site (crediting the
 * difference) or decline with a reason. Another agent's earlier answer wins (compare-and-set).
 */
export function PriceMatchReviewView({
  item,
  onDecided,
  onStale,
}: {
  item: PriceMatchQueueItem;
  onDecided: (claim: PriceMatchClaim) => void;
  onStale: () => void;
}) {
  const intl = useIntl();
  const statusRef = useRef<HTMLDivElement>(null);
  const [isStale, setStale] = useState(false);
  const { claim } = item;
  return (
    <div className="wf-page wf-stack wf-pm-agent">
      <p className="wf-pm-agent-back">
        <Link to="/agent/price-match">
          ← {intl.formatMessage({ id: 'priceMatch.review.backToQueue' })}
        </Link>
      </p>
      <h1>
        {intl.formatMessage(
          { id: 'priceMatch.review.title' },
          {
            trip: tripNameOf(item),
            product: intl.formatMessage({ id: `priceMatch.product.${claim.product}` }),
          },
        )}
      </h1>
      <section className="wf-card wf-pm-card" aria-labelledby="pm-claim-title">
        <h2 id="pm-claim-title">{intl.formatMessage({ id: 'priceMatch.review.claim' })}</h2>
        <dl className="wf-pm-facts">
          <div>
            <dt>{intl.formatMessage({ id: 'priceMatch.review.url' })}</dt>
            <dd>
              <a href={claim.competitorUrl} target="_blank" rel="noopener noreferrer nofollow">
                {claim.competitorUrl}
              </a>
            </dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'priceMatch.review.claimed' })}</dt>
            <dd data-testid="price-match-claimed">{formatTotal(intl, claim.claimedTotal)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'priceMatch.review.paid' })}</dt>
            <dd>{formatTotal(intl, claim.paidTotal)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'priceMatch.review.claimedAt' })}</dt>
            <dd>{formatAgentInstant(intl, claim.createdAt)}</dd>
          </div>
          {claim.reviewDueAt ? (
            <div>
              <dt>{intl.formatMessage({ id: 'priceMatch.review.due' })}</dt>
              <dd>
                {formatAgentInstant(intl, claim.reviewDueAt)}
                {item.overdue ? (
                  <>
                    {' '}
                    <span className="wf-badge wf-pm-overdue">
                      {intl.formatMessage({ id: 'priceMatch.queue.overdue' })}
                    </span>
                  </>
                ) : null}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{intl.formatMessage({ id: 'priceMatch.review.confirmed' })}</dt>
            <dd>
              {intl.formatMessage({ id: `priceMatch.review.confirmedValue.${claim.product}` })}
            </dd>
          </div>
        </dl>
        {isStale ? (
          <p className="wf-field-error" role="alert">
            {intl.formatMessage({ id: 'priceMatch.review.error.PriceMatchDecided' })}
          </p>
        ) : null}
        <div ref={statusRef} tabIndex={-1} role="status" data-testid="price-match-decision">
          <DecisionText claim={claim} />
        </div>
      </section>
      <BookingFacts item={item} />
      {claim.status === 'InReview' ? (
        <DecisionForms
          claim={claim}
          onDecided={(decided) => {
            onDecided(decided);
            requestAnimationFrame(() => statusRef.current?.focus());
          }}
          onStale={() => {
            setStale(true);
            onStale();
          }}
        />
      ) : null}
    </div>
  );
}
