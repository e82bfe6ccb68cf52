import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CardTravelCredit } from '@wayfare/contracts/card-travel-credits';
import type { AirlineTravelCredit, TravelCreditsResponse } from '@wayfare/contracts/trips';
import type { TravelOffer } from '@wayfare/contracts/travel-offers';
import { travelOffersQueryOptions } from '../../api/travel-offer-calls';
import {
  sayTravelOfferDescription,
  sayTravelOfferTerms,
  sayTravelOfferTitle,
} from '../../format/format-travel-offer';
import { travelCreditsQueryOptions } from '../../api/travel-credit-calls';
import { formatTotal } from '../../format/format-money';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { PageTitle } from '../../components/page-title';
import { AreaMessages } from '../../i18n/area-messages';
import { TRAVEL_CREDITS_EN } from '../../i18n/catalogues/travel-credits';
import type { MessageId } from '../../i18n/messages-en';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import './travel-offers.css';
import { sayWalletCredit } from '../../format/format-wallet-credit';
import { TravelWalletStatement } from '../../features/travel-wallet/travel-wallet-statement';

const DATE = { dateStyle: 'medium' } as const;

function AirlineCreditCard({ credit }: { credit: AirlineTravelCredit }) {
  const intl = useIntl();
  const id = useId();
  return (
    <li
      className="wf-card wf-credit-card"
      aria-labelledby={`${id}-name`}
      data-status={credit.status}
    >
      <div className="wf-credit-card-head">
        <h3 id={`${id}-name`}>
          {intl.formatMessage(
            { id: 'travelCredits.airline.name' },
            { airline: credit.airline.name, code: credit.airline.code },
          )}
        </h3>
        <span className="wf-badge wf-credit-status" data-status={credit.status}>
          {intl.formatMessage({ id: `travelCredits.status.${credit.status}` })}
        </span>
      </div>
      <dl className="wf-credit-facts">
        <div>
          <dt>{intl.formatMessage({ id: 'travelCredits.remaining' })}</dt>
          <dd className="wf-credit-amount">{formatTotal(intl, credit.remaining)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'travelCredits.amount' })}</dt>
          <dd>{formatTotal(intl, credit.amount)}</dd>
        </div>
        <div>
          <dt>
            {intl.formatMessage({
              id: credit.status === 'expired' ? 'travelCredits.expired' : 'travelCredits.expires',
            })}
          </dt>
          <dd>
            <time dateTime={credit.expiresAt}>{intl.formatDate(credit.expiresAt, DATE)}</time>
          </dd>
        </div>
        {credit.travelerNames.length > 0 ? (
          <div>
            <dt>{intl.formatMessage({ id: 'travelCredits.travelers' })}</dt>
            <dd>{intl.formatList(credit.travelerNames, { type: 'conjunction' })}</dd>
          </div>
        ) : null}
      </dl>
      <p className="wf-credit-origin">
        <Link to={`/trips/${encodeURIComponent(credit.origin.bookingId)}`}>
          {credit.origin.confirmationCode
            ? intl.formatMessage(
                { id: 'travelCredits.origin' },
                { code: credit.origin.confirmationCode },
              )
            : intl.formatMessage({ id: 'travelCredits.originNoCode' })}
        </Link>
      </p>
    </li>
  );
}

/** A card travel credit (issue 23): what is left, when it ends, its rule, its card and state. */
function CardCreditCard({ credit }: { credit: CardTravelCredit }) {
  const intl = useIntl();
  const id = useId();
  const ended = credit.state === 'expired' || credit.state === 'canceled';
  const endsAt = credit.state === 'canceled' ? credit.canceledAt : credit.expiresAt;
  return (
    <li
      className="wf-card wf-credit-card"
      aria-labelledby={`${id}-name`}
      data-status={credit.state === 'created' ? 'available' : credit.state}
    >
      <div className="wf-credit-card-head">
        <h3 id={`${id}-name`}>
          {sayWalletCredit(intl, { kind: credit.kind, productName: credit.card.productName })}
        </h3>
        <span
          className="wf-badge wf-credit-status"
          data-status={credit.state === 'created' ? 'available' : credit.state}
        >
          {intl.formatMessage({ id: `travelCredits.card.state.${credit.state}` })}
        </span>
      </div>
      <p className="wf-credit-origin">
        {intl.formatMessage(
          { id: 'travelCredits.card.card' },
          { product: credit.card.productName, lastFour: credit.card.lastFour },
        )}
      </p>
      <dl className="wf-credit-facts">
        <div>
          <dt>{intl.formatMessage({ id: 'travelCredits.remaining' })}</dt>
          <dd className="wf-credit-amount">{formatTotal(intl, credit.remaining)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'travelCredits.amount' })}</dt>
          <dd>{formatTotal(intl, credit.amount)}</dd>
        </div>
        {endsAt ? (
          <div>
            <dt>
              {intl.formatMessage({
                id:
                  credit.state === 'canceled'
                    ? 'travelCredits.card.canceledOn'
                    : ended
                      ? 'travelCredits.card.ended'
                      : 'travelCredits.card.ends',
              })}
            </dt>
            <dd>
              <time dateTime={endsAt}>{intl.formatDate(endsAt, DATE)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="wf-field-description">
        {credit.state === 'canceled'
          ? intl.formatMessage({ id: 'travelCredits.card.canceledBody' })
          : intl.formatMessage(
              { id: `travelCredits.card.rule.${credit.kind}` },
              { amount: formatTotal(intl, credit.amount) },
            )}
      </p>
      {credit.state === 'created' ? (
        <p>
          <Link to="/flights/search" className="wf-button" data-variant="secondary">
            {intl.formatMessage({ id: 'travelCredits.card.use' })}
          </Link>
        </p>
      ) : null}
    </li>
  );
}

/**
 * One list of the page (card credits, airline credits, offers): its heading, an optional intro,
 * whatever the list says while it loads, then its cards or, when there are none, a notice.
 */
function CreditListSection({
  name,
  ids,
  status,
  items,
}: {
  name: 'wallet' | 'airline' | 'offers';
  ids: { title: MessageId; intro?: MessageId; empty: MessageId; emptyBody: MessageId };
  status?: ReactNode;
  items: ReactNode[] | undefined;
}) {
  const intl = useIntl();
  return (
    <section className="wf-credit-section" aria-labelledby={`travel-credits-${name}`}>
      <h2 id={`travel-credits-${name}`}>{intl.formatMessage({ id: ids.title })}</h2>
      {ids.intro ? (
        <p className="wf-field-description">{intl.formatMessage({ id: ids.intro })}</p>
      ) : null}
      {status}
      {items && items.length === 0 ? (
        <Notice title={intl.formatMessage({ id: ids.empty })}>
          <p>{intl.formatMessage({ id: ids.emptyBody })}</p>
        </Notice>
      ) : null}
      {items && items.length > 0 ? <ul className="wf-credit-list">{items}</ul> : null}
    </section>
  );
}

function CreditSections({ data }: { data: TravelCreditsResponse }) {
  return (
    <>
      <CreditListSection
        name="wallet"
        ids={{
          title: 'travelCredits.wallet.title',
          intro: 'travelCredits.card.intro',
          empty: 'travelCredits.wallet.empty',
          emptyBody: 'travelCredits.wallet.emptyBody',
        }}
        items={data.cardTravelCredits.map((credit) => (
          <CardCreditCard key={credit.id} credit={credit} />
        ))}
      />
      <CreditListSection
        name="airline"
        ids={{
          title: 'travelCredits.airline.title',
          intro: 'travelCredits.airline.intro',
          empty: 'travelCredits.airline.empty',
          emptyBody: 'travelCredits.airline.emptyBody',
        }}
        items={data.airlineCredits.map((credit) => (
          <AirlineCreditCard key={credit.id} credit={credit} />
        ))}
      />
    </>
  );
}

const OFFER_STYLE: Record<TravelOffer['status'], string> = {
  Eligible: 'available',
  NotYetValid: 'available',
  Used: 'redeemed',
  Expired: 'expired',
};

/** A tenant travel offer (issue 23): its title, state, what it gives, and its terms. */
function OfferCard({ offer }: { offer: TravelOffer }) {
  const intl = useIntl();
  const id = useId();
  // The credit cards' styles: available, redeemed (used) or expired (ended).
  const status = OFFER_STYLE[offer.status];
  return (
    <li
      className="wf-card wf-credit-card"
      aria-labelledby={`${id}-name`}
      data-status={status}
      data-testid="travel-offer"
    >
      <div className="wf-credit-card-head">
        <h3 id={`${id}-name`}>{sayTravelOfferTitle(intl, offer)}</h3>
        <span className="wf-badge wf-credit-status" data-status={status}>
          {intl.formatMessage({ id: `travelOffer.status.${offer.status}` })}
        </span>
      </div>
      <p>{sayTravelOfferDescription(intl, offer)}</p>
      {offer.usedOn ? (
        <p className="wf-credit-origin">
          <Link to={`/trips/${encodeURIComponent(offer.usedOn.bookingId)}`}>
            {intl.formatMessage(
              { id: 'travelOffer.usedOn' },
              { amount: formatTotal(intl, offer.usedOn.discount) },
            )}
          </Link>
        </p>
      ) : null}
      <ul className="wf-field-description wf-offer-terms">
        {sayTravelOfferTerms(intl, offer).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </li>
  );
}

function OffersSection({ userId }: { userId: string }) {
  const intl = useIntl();
  const offers = useQuery(travelOffersQueryOptions(userId));
  return (
    <CreditListSection
      name="offers"
      ids={{
        title: 'travelCredits.offers.title',
        empty: 'travelCredits.offers.empty',
        emptyBody: 'travelCredits.offers.emptyBody',
      }}
      status={
        offers.isPending ? (
          <LoadingState label={intl.formatMessage({ id: 'travelCredits.loading' })} />
        ) : offers.isError ? (
          <Notice
            tone="error"
            title={intl.formatMessage({ id: 'travelCredits.error' })}
            action={
              <Button onPress={() => void offers.refetch()}>
                {intl.formatMessage({ id: 'common.tryAgain' })}
              </Button>
            }
          />
        ) : null
      }
      items={offers.data?.offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} />
      ))}
    />
  );
}

function TravelOffersPage() {
  const intl = useIntl();
  const session = useSignedInSession();
  const credits = useQuery(travelCreditsQueryOptions(session.userId));
  const title = intl.formatMessage({ id: 'travelCredits.title' });
  return (
    <div className="wf-credits-page">
      <PageTitle title={title} />
      <header>
        <h1>{title}</h1>
        <p className="wf-lead">{intl.formatMessage({ id: 'travelCredits.intro' })}</p>
      </header>
      <TravelWalletStatement userId={session.userId} />
      {credits.isPending ? (
        <LoadingState label={intl.formatMessage({ id: 'travelCredits.loading' })} />
      ) : null}
      {credits.isError ? (
        <Notice
          tone="error"
          title={intl.formatMessage({ id: 'travelCredits.error' })}
          action={
            <Button onPress={() => void credits.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
          }
        />
      ) : null}
      {credits.data ? <CreditSections data={credits.data} /> : null}
      <OffersSection userId={session.userId} />
    </div>
  );
}

/** /travel-offers/: My Travel Credits and Offers (spec §2), reached from the header's icon. */
export function Component() {
  return (
    <AreaMessages english={TRAVEL_CREDITS_EN}>
      <TravelOffersPage />
    </AreaMessages>
  );
}
