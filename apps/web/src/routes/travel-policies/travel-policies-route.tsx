import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { FlightDurationPolicy } from '@wayfare/contracts/policy';
import { policyDetailsQueryOptions } from '../../api/policy-calls';
import '../../features/booking/booking.css';
import { formatTotal } from '../../format/format-money';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { PageTitle } from '../../components/page-title';
import { PolicyIntro } from '../../features/travel-policy/policy-intro';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { AreaMessages } from '../../i18n/area-messages';
import { TRAVEL_POLICY_PAGE_EN } from '../../i18n/catalogues/travel-policy-page';

/** /travel-policies/: the person's policy tier in plain language. */
function TravelPolicyPage() {
  const intl = useIntl();
  const session = useSignedInSession();
  const details = useQuery(policyDetailsQueryOptions(session.userId));
  const money = (minor: number) => formatTotal(intl, { amountMinor: minor, currency: 'USD' });
  const cabins = (p: FlightDurationPolicy) =>
    intl.formatList(p.allowedFareClasses.map((c) => intl.formatMessage({ id: `cabin.${c}` })));

  let body;
  if (details.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'travelPolicy.loading' })} />;
  } else if (details.isError) {
    body = (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'travelPolicy.error' })}
        action={
          <Button onPress={() => void details.refetch()}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      />
    );
  } else if (!details.data.tier) {
    body = (
      <Notice title={intl.formatMessage({ id: 'travelPolicy.none.title' })}>
        <p>{intl.formatMessage({ id: 'travelPolicy.none.body' })}</p>
      </Notice>
    );
  } else {
    const { tier } = details.data;
    const { flights, hotels, cars } = tier.policy;
    const flightPolicy = (p: FlightDurationPolicy) => (
      <li key={p.duration}>
        <strong>
          {intl.formatMessage(
            {
              id:
                p.duration === 'Long'
                  ? 'travelPolicy.flights.long'
                  : flights.enableLongFlights
                    ? 'travelPolicy.flights.short'
                    : 'travelPolicy.flights.all',
            },
            { hours: flights.minHoursForLongFlight },
          )}
        </strong>{' '}
        {intl.formatMessage({ id: 'travelPolicy.flights.cabins' }, { cabins: cabins(p) })}{' '}
        {p.maxPriceForOneWay === null
          ? intl.formatMessage({ id: 'travelPolicy.flights.noOneWayCap' })
          : intl.formatMessage(
              { id: 'travelPolicy.flights.oneWayCap' },
              { amount: money(p.maxPriceForOneWay) },
            )}{' '}
        {p.maxPriceForRoundTrip === null
          ? intl.formatMessage({ id: 'travelPolicy.flights.noRoundTripCap' })
          : intl.formatMessage(
              { id: 'travelPolicy.flights.roundTripCap' },
              { amount: money(p.maxPriceForRoundTrip) },
            )}
      </li>
    );
    body = (
      <div className="wf-stack">
        <section className="wf-card wf-booking-section" aria-labelledby="policy-tier">
          <h2 id="policy-tier">
            {intl.formatMessage({ id: 'travelPolicy.tier' }, { tier: tier.name })}
          </h2>
          <p>
            {intl.formatMessage({
              id: tier.isActive
                ? `travelPolicy.approval.${tier.approvalProcess}`
                : 'travelPolicy.open',
            })}
          </p>
        </section>
        <section className="wf-card wf-booking-section" aria-labelledby="policy-flights">
          <h2 id="policy-flights">{intl.formatMessage({ id: 'travelPolicy.flights.title' })}</h2>
          <ul>
            {flights.policies
              .filter((p) => flights.enableLongFlights || p.duration === 'Short')
              .map(flightPolicy)}
          </ul>
          <p className="wf-field-description">
            {intl.formatMessage({ id: 'travelPolicy.flights.perTraveler' })}
          </p>
        </section>
        <section className="wf-card wf-booking-section" aria-labelledby="policy-hotels">
          <h2 id="policy-hotels">{intl.formatMessage({ id: 'travelPolicy.hotels.title' })}</h2>
          <ul>
            {hotels.policies.map((h, i) => (
              <li key={i}>
                {intl.formatMessage(
                  { id: 'travelPolicy.hotels.stars' },
                  {
                    stars: intl.formatList(h.allowedStarRatings.map(String), {
                      type: 'disjunction',
                    }),
                  },
                )}{' '}
                {h.maxPricePerNight === null
                  ? intl.formatMessage({ id: 'travelPolicy.hotels.noCap' })
                  : intl.formatMessage(
                      { id: 'travelPolicy.hotels.cap' },
                      { amount: money(h.maxPricePerNight) },
                    )}
              </li>
            ))}
          </ul>
        </section>
        <section className="wf-card wf-booking-section" aria-labelledby="policy-cars">
          <h2 id="policy-cars">{intl.formatMessage({ id: 'travelPolicy.cars.title' })}</h2>
          <ul>
            {cars.policies.map((c, i) => (
              <li key={i}>
                {c.maxPricePerDay === null
                  ? intl.formatMessage({ id: 'travelPolicy.cars.noCap' })
                  : intl.formatMessage(
                      { id: 'travelPolicy.cars.cap' },
                      { amount: money(c.maxPricePerDay) },
                    )}
              </li>
            ))}
          </ul>
        </section>
      </div>
    );
  }

  return (
    <div className="wf-page">
      <PageTitle title={intl.formatMessage({ id: 'travelPolicy.title' })} />
      <h1>{intl.formatMessage({ id: 'travelPolicy.title' })}</h1>
      {details.data?.tier ? <PolicyIntro session={session} /> : null}
      {body}
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={TRAVEL_POLICY_PAGE_EN}>
      <TravelPolicyPage />
    </AreaMessages>
  );
}
