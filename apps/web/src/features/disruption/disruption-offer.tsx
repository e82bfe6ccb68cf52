import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { DisruptionAssistance, DisruptionOffer } from '@wayfare/contracts/disruption';
import { disruptionQueryOptions, postDisruptionPurchase } from '../../api/disruption-calls';
import { disruptionUrl } from '../../components/disruption-claim';
import { formatCharge } from '../../format/format-money';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/states';
import { TripLink } from './disruption-page';
import { useSayDisruptionError } from './disruption-refund';

/** What it covers and what it costs, from the tenant's terms (the offer carries them). */
export function DisruptionOfferTerms({ offer }: { offer: DisruptionOffer }) {
  const intl = useIntl();
  const t = offer.terms;
  const threshold = {
    hours: Math.floor(t.delayThresholdMinutes / 60),
    minutes: t.delayThresholdMinutes % 60,
  };
  return (
    <>
      <ul>
        <li>{intl.formatMessage({ id: 'disruption.covers.delay' }, threshold)}</li>
        <li>{intl.formatMessage({ id: 'disruption.covers.connection' })}</li>
        <li>{intl.formatMessage({ id: 'disruption.covers.cancellation' })}</li>
        <li>{intl.formatMessage({ id: 'disruption.covers.choice' })}</li>
        <li>
          {intl.formatMessage({ id: 'disruption.covers.window' }, { hours: t.decisionWindowHours })}
        </li>
      </ul>
      <p className="wf-field-description">
        {intl.formatMessage(
          { id: 'disruption.covers.fee' },
          { fee: formatCharge(intl, offer.fee), hours: t.minHoursBeforeDeparture },
        )}{' '}
        <Link to="/terms/disruption-assistance">
          {intl.formatMessage({ id: 'disruption.terms.link' })}
        </Link>
      </p>
    </>
  );
}

/** Already bought, or no longer on sale: the page says so and leads back. */
function NotOnSale({ protection }: { protection: DisruptionAssistance }) {
  const intl = useIntl();
  const bought = protection.state !== null;
  return (
    <Notice
      headingLevel={1}
      title={intl.formatMessage({
        id: bought ? 'disruption.offer.bought' : 'disruption.offer.closed',
      })}
      action={
        <>
          {bought && protection.disruption ? (
            <Link className="wf-button" to={disruptionUrl(protection.bookingId)}>
              {intl.formatMessage({ id: 'disruption.row.open' })}
            </Link>
          ) : null}
          <TripLink bookingId={protection.bookingId} />
        </>
      }
    />
  );
}

/** /flights/disruption-offer?tripId=… (spec §2): the offer for a booked trip, then Continue. */
export function DisruptionOfferScreen({ protection }: { protection: DisruptionAssistance }) {
  const intl = useIntl();
  const offer = protection.offer;
  if (!offer || protection.state !== null) return <NotOnSale protection={protection} />;
  const deadline = intl.formatDate(offer.purchaseDeadline, {
    dateStyle: 'full',
    timeStyle: 'short',
  });
  return (
    <>
      <h1>{intl.formatMessage({ id: 'disruption.offer.title' })}</h1>
      <p>{intl.formatMessage({ id: 'disruption.offer.intro' })}</p>
      <section className="wf-card" aria-labelledby="disruption-offer-covers">
        <h2 id="disruption-offer-covers">
          {intl.formatMessage({ id: 'disruption.offer.covers' })}
        </h2>
        <DisruptionOfferTerms offer={offer} />
        <p>{intl.formatMessage({ id: 'disruption.offer.until' }, { deadline })}</p>
      </section>
      <div className="wf-row">
        <Link
          className="wf-button"
          data-variant="primary"
          to={`/flights/ancillary/disruption/confirm?tripId=${encodeURIComponent(protection.bookingId)}`}
        >
          {intl.formatMessage(
            { id: 'disruption.offer.continue' },
            { fee: formatCharge(intl, offer.fee) },
          )}
        </Link>
        <TripLink bookingId={protection.bookingId} />
      </div>
    </>
  );
}

/**
 * /flights/ancillary/disruption/confirm?tripId=… (spec §2): the fee charged to the card the trip
 * was paid with, confirmed once; then what was bought.
 */
export function DisruptionPurchaseScreen({ protection }: { protection: DisruptionAssistance }) {
  const intl = useIntl();
  const id = useId();
  const session = useSignedInSession();
  const queryClient = useQueryClient();
  const sayError = useSayDisruptionError();
  const buy = useMutation({
    mutationFn: (offer: DisruptionOffer) =>
      postDisruptionPurchase(protection.bookingId, { fee: offer.fee }),
    onSuccess: (next) => {
      queryClient.setQueryData(
        disruptionQueryOptions(session.userId, protection.bookingId).queryKey,
        next,
      );
      void queryClient.invalidateQueries({ queryKey: ['trips', session.userId] });
    },
  });
  if (buy.isSuccess)
    return (
      <Notice
        tone="success"
        headingLevel={1}
        title={intl.formatMessage({ id: 'disruption.purchase.done' })}
        action={<TripLink bookingId={protection.bookingId} />}
      >
        <p>
          {intl.formatMessage(
            { id: 'disruption.purchase.doneBody' },
            { fee: formatCharge(intl, buy.data.fee ?? { amountMinor: 0, currency: 'USD' }) },
          )}
        </p>
      </Notice>
    );
  const offer = protection.offer;
  if (!offer || protection.state !== null) return <NotOnSale protection={protection} />;
  const fee = formatCharge(intl, offer.fee);
  return (
    <>
      <h1>{intl.formatMessage({ id: 'disruption.purchase.title' })}</h1>
      <section className="wf-card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'disruption.purchase.review' })}</h2>
        <dl className="wf-trip-lines">
          <div>
            <dt>{intl.formatMessage({ id: 'disruption.label' })}</dt>
            <dd>{fee}</dd>
          </div>
        </dl>
        <p>{intl.formatMessage({ id: 'disruption.purchase.card' })}</p>
        <p className="wf-field-description">
          {intl.formatMessage({ id: 'disruption.purchase.fineprint' })}
        </p>
        {buy.isError ? (
          <p className="wf-field-error" role="alert">
            {sayError(buy.error)}
          </p>
        ) : null}
        <div className="wf-row">
          <Button isPending={buy.isPending} onPress={() => buy.mutate(offer)}>
            {intl.formatMessage({ id: 'disruption.purchase.confirm' }, { fee })}
          </Button>
          <TripLink bookingId={protection.bookingId} />
        </div>
      </section>
    </>
  );
}
