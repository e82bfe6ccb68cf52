import { useEffect, useId, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import type { Money } from '@wayfare/contracts/money';
import type { PriceMatchClaim, TripPriceMatch } from '@wayfare/contracts/price-match';
import type { TripDetail } from '@wayfare/contracts/trips';
import { readCompetitorSite } from '@wayfare/domain/price-match';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { isApiError } from '../../api/api-error';
import { postPriceMatchClaim } from '../../api/price-match-calls';
import { formatTotal } from '../../format/format-money';
import { parseUsdAmount } from '../../model/usd-amount';
import { usePortal } from '../../tenant/portal-context';
import { Button } from '../../ui/button';
import './price-match.css';

type Product = 'flight' | 'hotel';
type FieldName = 'url' | 'amount' | 'itinerary' | 'policy';
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELD_ORDER: readonly FieldName[] = ['url', 'amount', 'itinerary', 'policy'];
/** Trips that can never be claimed on show nothing; a claim already made is still shown. */
const HIDDEN_WHEN_UNCLAIMED = new Set(['Package', 'NotConfirmed', 'Cancelled', 'NotUsd']);

const usd = (amountMinor: number): Money => ({ amountMinor, currency: 'USD' });

/** An instant with its time zone ("Thu, Nov 26, 10:00 AM EST"): the window and the agent's answer. */
function formatClaimInstant(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/** A claim's decline reason in the traveller's words (the same codes the e-mail words). */
export function sayDeclineReason(intl: IntlShape, claim: PriceMatchClaim): string {
  const values = {
    site: claim.competitorSite,
    paid: formatTotal(intl, claim.paidTotal),
    claimed: formatTotal(intl, claim.claimedTotal),
    verified: claim.verifiedTotal ? formatTotal(intl, claim.verifiedTotal) : '',
  };
  const reason = claim.declineReason ?? 'Unverifiable';
  if (reason === 'PriceDiffers' && claim.verifiedTotal)
    return intl.formatMessage({ id: 'priceMatch.reasonFound.PriceDiffers' }, values);
  return intl.formatMessage({ id: `priceMatch.reason.${reason}` }, values);
}

/** Where the latest claim stands, in a sentence or two. */
function ClaimStatus({ claim }: { claim: PriceMatchClaim }) {
  const intl = useIntl();
  const claimed = formatTotal(intl, claim.claimedTotal);
  switch (claim.status) {
    case 'InReview':
      return (
        <p data-status="InReview">
          {intl.formatMessage(
            { id: 'priceMatch.status.InReview' },
            {
              claimed,
              site: claim.competitorSite,
              due: claim.reviewDueAt ? formatClaimInstant(intl, claim.reviewDueAt) : '',
            },
          )}
        </p>
      );
    case 'Accepted':
      return (
        <>
          <p data-status="Accepted">
            <strong>
              {intl.formatMessage(
                { id: 'priceMatch.status.Accepted' },
                { credit: formatTotal(intl, claim.credited ?? usd(0)) },
              )}
            </strong>
          </p>
          <p>
            {intl.formatMessage(
              { id: 'priceMatch.status.AcceptedDetail' },
              {
                verified: formatTotal(intl, claim.verifiedTotal ?? claim.claimedTotal),
                site: claim.competitorSite,
                paid: formatTotal(intl, claim.paidTotal),
              },
            )}
          </p>
        </>
      );
    case 'Declined':
      return (
        <p data-status="Declined">
          {intl.formatMessage(
            { id: 'priceMatch.status.Declined' },
            { claimed, site: claim.competitorSite },
          )}{' '}
          <span data-testid="price-match-reason">{sayDeclineReason(intl, claim)}</span>
        </p>
      );
  }
}

/** The fields a claim needs, checked as the server will (the URL by the same domain rule). */
function checkClaim(
  intl: IntlShape,
  product: Product,
  paid: Money,
  draft: { url: string; amount: string; itinerary: boolean; policy: boolean },
): { errors: FieldErrors; competitorUrl: string; amountMinor: number } {
  const errors: FieldErrors = {};
  const site = readCompetitorSite(draft.url);
  if (!site.ok)
    errors.url = intl.formatMessage({ id: `priceMatch.form.error.url.${site.problem}` });
  const amount = parseUsdAmount(draft.amount);
  if (amount === null)
    errors.amount = intl.formatMessage({ id: 'priceMatch.form.error.amountEmpty' });
  else if (amount === 'invalid')
    errors.amount = intl.formatMessage({ id: 'priceMatch.form.error.amountInvalid' });
  else if (amount >= paid.amountMinor)
    errors.amount = intl.formatMessage(
      { id: 'priceMatch.form.error.notLower' },
      { paid: formatTotal(intl, paid) },
    );
  if (!draft.itinerary)
    errors.itinerary = intl.formatMessage({ id: `priceMatch.form.error.sameItinerary.${product}` });
  if (!draft.policy) errors.policy = intl.formatMessage({ id: 'priceMatch.form.error.samePolicy' });
  return {
    errors,
    competitorUrl: site.ok ? site.url : draft.url,
    amountMinor: typeof amount === 'number' ? amount : 0,
  };
}

/** The server's refusal, at its field or as the form's message. */
function readServerError(
  intl: IntlShape,
  product: Product,
  error: unknown,
): { field: FieldName; message: string } | { field: null; message: string } {
  if (!isApiError(error))
    return { field: null, message: intl.formatMessage({ id: 'priceMatch.error.generic' }) };
  const field = error.field ?? '';
  if (error.code === 'BadRequest' && field === 'competitorUrl')
    return {
      field: 'url',
      message: intl.formatMessage({ id: 'priceMatch.form.error.url.NotPublic' }),
    };
  if (error.code === 'BadRequest' && field.startsWith('claimedTotal'))
    return {
      field: 'amount',
      message: intl.formatMessage({ id: 'priceMatch.form.error.amountInvalid' }),
    };
  if (error.code === 'BadRequest' && field === 'sameItinerary')
    return {
      field: 'itinerary',
      message: intl.formatMessage({ id: `priceMatch.form.error.sameItinerary.${product}` }),
    };
  if (error.code === 'BadRequest' && field === 'sameCancellationPolicy')
    return {
      field: 'policy',
      message: intl.formatMessage({ id: 'priceMatch.form.error.samePolicy' }),
    };
  switch (error.code) {
    case 'PriceMatchWindowClosed':
    case 'PriceMatchClaimOpen':
    case 'PriceMatchNotEligible':
      return { field: null, message: intl.formatMessage({ id: `priceMatch.error.${error.code}` }) };
    default:
      return { field: null, message: intl.formatMessage({ id: 'priceMatch.error.generic' }) };
  }
}

/** One confirmation: a native checkbox with its error announced with it. */
function ConfirmCheck({
  inputRef,
  label,
  checked,
  onChange,
  error,
  errorId,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
  errorId: string;
}) {
  return (
    <div className="wf-price-match-check">
      <label className="wf-checkbox">
        <input
          ref={inputRef}
          type="checkbox"
          className="wf-checkbox-input"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span className="wf-checkbox-box" aria-hidden="true">
          <svg viewBox="0 0 16 16" width="16" height="16" focusable="false">
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </span>
        <span>{label}</span>
      </label>
      {error ? (
        <span id={errorId} className="wf-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The claim form: where, how much, and the two confirmations. */
function ClaimForm({
  bookingId,
  product,
  paid,
  onClaimed,
  onCancel,
  onRefused,
}: {
  bookingId: string;
  product: Product;
  paid: Money;
  onClaimed: (claim: PriceMatchClaim) => void;
  onCancel: () => void;
  onRefused: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [url, setUrl] = useState('');
  const [amount, setAmount] = useState('');
  const [itinerary, setItinerary] = useState(false);
  const [policy, setPolicy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const urlRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const itineraryRef = useRef<HTMLInputElement>(null);
  const policyRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    urlRef.current?.focus();
  }, []);

  // After a refused submit, the first field in error takes the focus (its message is read with it).
  useEffect(() => {
    if (attempt === 0) return;
    const first = FIELD_ORDER.find((name) => errors[name]);
    const refs = { url: urlRef, amount: amountRef, itinerary: itineraryRef, policy: policyRef };
    if (first) refs[first].current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on a new attempt
  }, [attempt]);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (isPending) return;
    const checked = checkClaim(intl, product, paid, { url, amount, itinerary, policy });
    setErrors(checked.errors);
    setFormError(null);
    if (Object.keys(checked.errors).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    setPending(true);
    try {
      const { claim } = await postPriceMatchClaim(bookingId, {
        competitorUrl: checked.competitorUrl,
        claimedTotal: { amountMinor: checked.amountMinor, currency: 'USD' },
        sameItinerary: true,
        sameCancellationPolicy: true,
      });
      onClaimed(claim);
    } catch (error) {
      const refusal = readServerError(intl, product, error);
      if (refusal.field) {
        setErrors({ [refusal.field]: refusal.message });
        setAttempt((n) => n + 1);
      } else {
        setFormError(refusal.message);
        if (isApiError(error) && error.code !== null) onRefused();
      }
    } finally {
      setPending(false);
    }
  };

  const describedBy = (name: FieldName, hint?: string) =>
    [hint, errors[name] ? `${id}-${name}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <form
      className="wf-price-match-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-legend`}
    >
      <h3 id={`${id}-legend`}>{intl.formatMessage({ id: 'priceMatch.form.legend' })}</h3>
      <div className="wf-field">
        <label className="wf-field-label" htmlFor={`${id}-url`}>
          {intl.formatMessage({ id: 'priceMatch.form.url' })}
        </label>
        <input
          ref={urlRef}
          id={`${id}-url`}
          className="wf-input"
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          aria-required
          aria-invalid={errors.url ? true : undefined}
          aria-describedby={describedBy('url', `${id}-url-hint`)}
        />
        <span id={`${id}-url-hint`} className="wf-field-description">
          {intl.formatMessage({ id: 'priceMatch.form.urlHint' })}
        </span>
        {errors.url ? (
          <span id={`${id}-url-error`} className="wf-field-error">
            {errors.url}
          </span>
        ) : null}
      </div>
      <div className="wf-field">
        <label className="wf-field-label" htmlFor={`${id}-amount`}>
          {intl.formatMessage({ id: 'priceMatch.form.amount' })}
        </label>
        <input
          ref={amountRef}
          id={`${id}-amount`}
          className="wf-input wf-price-match-amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-required
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={describedBy('amount', `${id}-amount-hint`)}
        />
        <span id={`${id}-amount-hint`} className="wf-field-description">
          {intl.formatMessage(
            { id: 'priceMatch.form.amountHint' },
            { paid: formatTotal(intl, paid) },
          )}
        </span>
        {errors.amount ? (
          <span id={`${id}-amount-error`} className="wf-field-error">
            {errors.amount}
          </span>
        ) : null}
      </div>
      <fieldset className="wf-price-match-confirm">
        <legend className="wf-field-label">
          {intl.formatMessage({ id: 'priceMatch.form.confirmLegend' })}
        </legend>
        <ConfirmCheck
          inputRef={itineraryRef}
          label={intl.formatMessage({ id: `priceMatch.form.sameItinerary.${product}` })}
          checked={itinerary}
          onChange={setItinerary}
          error={errors.itinerary}
          errorId={`${id}-itinerary-error`}
        />
        <ConfirmCheck
          inputRef={policyRef}
          label={intl.formatMessage({ id: 'priceMatch.form.samePolicy' })}
          checked={policy}
          onChange={setPolicy}
          error={errors.policy}
          errorId={`${id}-policy-error`}
        />
      </fieldset>
      {formError ? (
        <p className="wf-field-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="wf-row">
        <Button type="submit" isPending={isPending}>
          {intl.formatMessage({ id: 'priceMatch.form.submit' })}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          {intl.formatMessage({ id: 'priceMatch.form.cancel' })}
        </Button>
      </div>
    </form>
  );
}

function PriceMatchCard({ trip, priceMatch }: { trip: TripDetail; priceMatch: TripPriceMatch }) {
  const intl = useIntl();
  const { boot } = usePortal();
  const titleId = useId();
  const queryClient = useQueryClient();
  const statusRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [justMade, setJustMade] = useState<PriceMatchClaim | null>(null);
  const [isOpen, setOpen] = useState(false);
  const product: Product = trip.type === 'Hotel' ? 'hotel' : 'flight';
  const terms = protectionTermsFor(boot.tenant).priceMatch;
  // The claim just made shows at once; the trip read again afterwards carries it too.
  const claim =
    justMade && (!priceMatch.claim || priceMatch.claim.createdAt < justMade.createdAt)
      ? justMade
      : priceMatch.claim;
  const reason =
    claim?.status === 'InReview'
      ? 'ClaimInReview'
      : claim?.status === 'Accepted'
        ? 'ClaimAccepted'
        : priceMatch.unavailableReason;
  const canClaim = reason === null;
  const until = formatClaimInstant(intl, priceMatch.windowClosesAt);

  if (!claim && reason && HIDDEN_WHEN_UNCLAIMED.has(reason)) return null;

  const refreshTrip = () => void queryClient.invalidateQueries({ queryKey: ['trips'] });

  return (
    <section
      className="wf-card wf-trip-section wf-price-match"
      aria-labelledby={titleId}
      data-testid="price-match"
    >
      <h2 id={titleId}>{intl.formatMessage({ id: 'priceMatch.title' })}</h2>
      <div
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className="wf-price-match-status"
        data-status={claim?.status}
      >
        {claim ? <ClaimStatus claim={claim} /> : null}
      </div>
      {canClaim && isOpen ? (
        <ClaimForm
          bookingId={trip.booking.id}
          product={product}
          paid={priceMatch.paidTotal}
          onClaimed={(made) => {
            setJustMade(made);
            setOpen(false);
            refreshTrip();
            requestAnimationFrame(() => statusRef.current?.focus());
          }}
          onCancel={() => {
            setOpen(false);
            requestAnimationFrame(() => openerRef.current?.focus());
          }}
          onRefused={refreshTrip}
        />
      ) : null}
      {canClaim && !isOpen ? (
        <>
          <p>
            {claim
              ? intl.formatMessage({ id: 'priceMatch.claimAgain' }, { until })
              : intl.formatMessage({ id: `priceMatch.intro.${product}` }, { until })}
          </p>
          <button
            ref={openerRef}
            type="button"
            className="wf-button"
            data-variant="secondary"
            onClick={() => setOpen(true)}
          >
            {intl.formatMessage({ id: claim ? 'priceMatch.openAgain' : 'priceMatch.open' })}
          </button>
        </>
      ) : null}
      {reason === 'WindowClosed' ? (
        <p data-testid="price-match-closed">
          {intl.formatMessage(
            { id: 'priceMatch.windowClosed' },
            { time: until, hours: terms.windowHours },
          )}
        </p>
      ) : null}
      <p className="wf-field-description">
        <Link to="/terms/best-price-guarantee">
          {intl.formatMessage({ id: 'priceMatch.termsLink' })}
        </Link>
      </p>
    </section>
  );
}

/**
 * "Found a lower price?" on a flight's or stay's page (issue 19; spec §5): the claim form within
 * 24 hours of booking, then where the claim stands — in review with the agent's due time, accepted
 * with the credit, or declined with why. The owner's only; nothing on a looked-up trip.
 */
export function PriceMatchSection({ trip }: { trip: TripDetail }) {
  if (trip.access !== 'owner' || !trip.priceMatch) return null;
  return <PriceMatchCard trip={trip} priceMatch={trip.priceMatch} />;
}
