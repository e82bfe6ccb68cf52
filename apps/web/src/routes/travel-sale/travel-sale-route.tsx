import { useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import {
  TRAVEL_SALE_LISTS,
  type TravelSaleDestination,
  type TravelSaleList,
  type TravelSalePlace,
} from '@wayfare/contracts/travel-sale';
import { travelSaleQueryOptions } from '../../api/travel-sale-calls';
import { PageTitle } from '../../components/page-title';
import { PolicyBadge } from '../../components/policy-badge';
import { judgeFare } from '../../features/travel-policy/fare-policy';
import { useTravelPolicy } from '../../features/travel-policy/use-travel-policy';
import { formatIsoDate } from '../../format/format-dates';
import { formatFare } from '../../format/format-money';
import { AreaMessages } from '../../i18n/area-messages';
import { TRAVEL_SALE_EN } from '../../i18n/catalogues/travel-sale';
import { buildSaleFlightPath } from '../../model/travel-sale-links';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { TextField } from '../../ui/text-field';
import './travel-sale.css';

const CODE = /^[A-Za-z]{3}$/;

/** The business tenant's judgement of a sale fare: the flight results' own (spec §5), or none. */
type JudgeSaleFare = (
  sale: NonNullable<TravelSaleDestination['sale']>,
) => ReturnType<typeof judgeFare> | null;

function DestinationCard({
  destination,
  origin,
  judge,
}: {
  destination: TravelSaleDestination;
  origin: TravelSalePlace;
  judge: JudgeSaleFare | null;
}) {
  const intl = useIntl();
  const { place, sale } = destination;
  const verdict = sale && judge ? judge(sale) : null;
  const href = buildSaleFlightPath(origin.code, destination, 'travel_sale_landing');
  const country = new Intl.DisplayNames([intl.locale], { type: 'region' }).of(place.countryCode);
  return (
    <article className="wf-card wf-sale-card" aria-label={`${place.city} (${place.code})`}>
      <h3>
        {place.city} <span className="wf-sale-code">({place.code})</span>
      </h3>
      <p className="wf-field-description">{country ?? place.countryCode}</p>
      {sale ? (
        <>
          <p className="wf-sale-fare">
            <strong>
              {intl.formatMessage({ id: 'travelSale.fare' }, { fare: formatFare(intl, sale.fare) })}
            </strong>
            {verdict ? (
              <>
                {' '}
                <PolicyBadge result={verdict} />
              </>
            ) : null}
          </p>
          <p>
            {intl.formatMessage(
              { id: 'travelSale.usual' },
              { fare: formatFare(intl, sale.usualFare) },
            )}
            {sale.savingPercent > 0 ? (
              <>
                {' · '}
                <span className="wf-sale-saving">
                  {intl.formatMessage({ id: 'travelSale.saving' }, { percent: sale.savingPercent })}
                </span>
              </>
            ) : null}
          </p>
          <p>
            {intl.formatMessage(
              { id: 'travelSale.departs' },
              { date: formatIsoDate(intl, sale.departureDate) },
            )}
          </p>
        </>
      ) : (
        <p>{intl.formatMessage({ id: 'travelSale.noFare' }, { origin: origin.city })}</p>
      )}
      {destination.hotelsSoldOut ? (
        <p className="wf-sale-sold-out">{intl.formatMessage({ id: 'travelSale.hotelsSoldOut' })}</p>
      ) : null}
      {href ? (
        <Link to={href} className="wf-button" data-variant="secondary">
          {intl.formatMessage({ id: 'travelSale.seeFlights' }, { city: place.city })}
        </Link>
      ) : null}
    </article>
  );
}

function SaleList({
  list,
  destinations,
  origin,
  judge,
}: {
  list: TravelSaleList;
  destinations: readonly TravelSaleDestination[];
  origin: TravelSalePlace;
  judge: JudgeSaleFare | null;
}) {
  const intl = useIntl();
  const titleId = `sale-list-${list}`;
  return (
    <section className="wf-sale-list" aria-labelledby={titleId}>
      <h2 id={titleId}>{intl.formatMessage({ id: `travelSale.list.${list}` })}</h2>
      {destinations.length === 0 ? (
        <p>{intl.formatMessage({ id: 'travelSale.list.empty' })}</p>
      ) : (
        <ul className="wf-sale-grid">
          {destinations.map((d) => (
            <li key={d.place.code}>
              <DestinationCard destination={d} origin={origin} judge={judge} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OriginForm({ initial, onSubmit }: { initial: string; onSubmit: (code: string) => void }) {
  const intl = useIntl();
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!CODE.test(code.trim())) {
      setError(intl.formatMessage({ id: 'travelSale.origin.invalid' }));
      return;
    }
    setError(null);
    onSubmit(code.trim().toUpperCase());
  };
  return (
    <form className="wf-row wf-sale-origin" onSubmit={submit}>
      <TextField
        label={intl.formatMessage({ id: 'travelSale.origin.label' })}
        description={intl.formatMessage({ id: 'travelSale.origin.description' })}
        value={code}
        onChange={setCode}
        errorMessage={error}
        autoComplete="off"
      />
      <Button type="submit" variant="secondary">
        {intl.formatMessage({ id: 'travelSale.origin.submit' })}
      </Button>
    </form>
  );
}

function TravelSalePage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const originParam = params.get('origin');
  const origin = originParam && CODE.test(originParam) ? originParam.toUpperCase() : null;
  const continent = params.get('continent');
  const sale = useQuery(travelSaleQueryOptions(origin));
  // In the business tenant each sale fare is judged as the flight results judge it: the flight
  // that sells it (one adult, one way) under the traveller's tier.
  const tier = useTravelPolicy();
  const judge: JudgeSaleFare | null = tier
    ? (fare) =>
        fare.flight
          ? judgeFare(
              tier.policy,
              fare.flight,
              { cabinClass: fare.flight.cabinClass, grandTotal: fare.fare },
              1,
            )
          : null
    : null;
  const title = intl.formatMessage({ id: 'travelSale.title' });
  const update = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  let body;
  if (sale.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'travelSale.loading' })} />;
  } else if (sale.isError) {
    body = (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'travelSale.error' })}
        action={
          <Button variant="secondary" onPress={() => void sale.refetch()}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      />
    );
  } else if (!sale.data.active || sale.data.origin === null) {
    body = (
      <Notice title={intl.formatMessage({ id: 'travelSale.off.title' })}>
        <p>{intl.formatMessage({ id: 'travelSale.off.body' })}</p>
        <p>
          <Link to="/flights/search">{intl.formatMessage({ id: 'travelSale.searchFlights' })}</Link>
        </p>
      </Notice>
    );
  } else {
    const data = sale.data;
    const from: TravelSalePlace = sale.data.origin;
    const byCode = new Map(data.destinations.map((d) => [d.place.code, d]));
    const chosenContinent = data.searchContinents.find((c) => c === continent) ?? null;
    const listed = (list: TravelSaleList) =>
      data.lists[list].flatMap((code) => {
        const d = byCode.get(code);
        return d && (!chosenContinent || d.place.continent === chosenContinent) ? [d] : [];
      });
    body = (
      <>
        <p>
          {intl.formatMessage(
            { id: 'travelSale.intro' },
            {
              from: formatIsoDate(intl, data.window.fromDate),
              until: formatIsoDate(intl, data.window.toDate),
            },
          )}
        </p>
        <div className="wf-card wf-stack">
          <p>
            {intl.formatMessage(
              { id: `travelSale.origin.${data.originSource}` },
              { city: from.city, code: from.code },
            )}
          </p>
          <OriginForm
            key={from.code}
            initial={from.code}
            onSubmit={(code) => update('origin', code)}
          />
          {data.searchContinents.length > 0 ? (
            <div className="wf-field">
              <label className="wf-field-label" htmlFor="sale-continent">
                {intl.formatMessage({ id: 'travelSale.continent.label' })}
              </label>
              <select
                id="sale-continent"
                className="wf-input"
                value={chosenContinent ?? ''}
                onChange={(event) => update('continent', event.target.value || null)}
              >
                <option value="">{intl.formatMessage({ id: 'travelSale.continent.all' })}</option>
                {data.searchContinents.map((c) => (
                  <option key={c} value={c}>
                    {intl.formatMessage({ id: `travelSale.continent.${c}` })}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
        {TRAVEL_SALE_LISTS.filter((list) => data.lists[list].length > 0).map((list) => (
          <SaleList
            key={list}
            list={list}
            destinations={listed(list)}
            origin={from}
            judge={judge}
          />
        ))}
      </>
    );
  }
  return (
    <div className="wf-stack wf-travel-sale">
      <PageTitle title={title} />
      <h1>{title}</h1>
      {body}
    </div>
  );
}

/** /travelsale/ (issue 23): the sale's destination lists with their fares from the person's origin. */
export function Component() {
  return (
    <AreaMessages english={TRAVEL_SALE_EN}>
      <TravelSalePage />
    </AreaMessages>
  );
}
