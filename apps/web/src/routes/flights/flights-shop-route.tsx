import { exchangeShopUrl } from '../../features/exchange/exchange-params';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { FlightShopRequest, FlightShopResponse } from '@wayfare/contracts/flight-shop';
import { flightQuoteQueryOptions, postFlightQuote } from '../../api/booking-calls';
import { flightSearchQueryOptions } from '../../api/flights-calls';
import { isApiError } from '../../api/api-error';
import { rewardsQueryOptions } from '../../api/session-calls';
import { FareDetailsDialog } from '../../features/flight-results/fare-details-dialog';
import type { EarnCard } from '../../features/flight-results/fare-earn';
import { ChosenFlights } from '../../features/flight-results/chosen-flights';
import { priceChosenFares, priceSliceChoices } from './trip-ticketing';
import { FlightResultList } from '../../features/flight-results/flight-result-list';
import { DateGrid, DateGridToggle } from '../../features/flight-results/date-grid';
import { useNarrowScreen } from '../../features/flight-results/use-narrow-screen';
import {
  readResultView,
  writeResultView,
  type ResultView,
} from '../../features/flight-results/result-filters-params';
import {
  resolveShopResults,
  type ResultFare,
  type ResultItinerary,
  type ShopResults,
} from '../../features/flight-results/shop-results';
import '../../features/flight-results/flight-results.css';
import '../../features/flight-search/flight-search.css';
import { formatIsoDate } from '../../format/format-dates';
import { buildFlightSearchParams, parseFlightSearchParams } from '../../model/flight-search-params';
import { countPassengers } from '@wayfare/domain/passenger-counts';
import '../../features/price-prediction/price-prediction.css';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { PageTitle } from '../../components/page-title';
import { judgeFare, judgeTrip } from '../../features/travel-policy/fare-policy';
import { usePolicyReasons } from '../../components/policy-badge';
import { useTravelPolicy } from '../../features/travel-policy/use-travel-policy';
import { Button } from '../../ui/button';
import { ModalDialog } from '../../ui/modal-dialog';
import { LoadingState, Notice } from '../../ui/states';
import type { FlightBookLocationState } from './flights-book-route';
import type { FlightSearchLocationState } from './flights-search-route';
import { ReviewItinerary } from './review-itinerary';
import { ShopFrame } from './shop-frame';
import { FreezeThisPrice, PredictionActions } from './shop-offers';
import type { ShopStepRef } from './shop-steps';
import { buildShopParams, listShopSteps, parseShopState, SHOP_PARAM_KEYS } from './shop-steps';
import {
  findFareAnywhere,
  resolveChosenFares,
  selectFreezeFareIds,
  sumGrandTotals,
} from './shop-selection';
import { FreezeExerciseShop } from './freeze-exercise-shop';
import { PRICE_FREEZE_EN } from '../../i18n/catalogues/price-freeze';
import { PRICE_WATCH_EN } from '../../i18n/catalogues/price-watch';
import { FLIGHT_DATES_EN } from '../../i18n/catalogues/flight-dates';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_SHOP_EN } from '../../i18n/catalogues/flight-shop';
import { PackageBuilderLink } from '../../features/packages/package-builder-link';
import { PACKAGE_BUILDER_EN } from '../../i18n/catalogues/package-builder';
import { useExperimentVariant } from '../../session/use-experiments';
import { useSearchLoadedEvent } from '../../native-bridge/use-search-loaded';

/** The shop's own messages (the review step's among them) and its offers'. */
const SHOP_MESSAGES = {
  ...FLIGHT_SHOP_EN,
  ...PRICE_FREEZE_EN,
  ...PRICE_WATCH_EN,
  ...FLIGHT_DATES_EN,
  ...PACKAGE_BUILDER_EN,
};

/** The person's first card: what each fare earns on it and costs in its rewards. */
function useEarnCard(userId: string): EarnCard | null {
  const rewards = useQuery(rewardsQueryOptions(userId));
  const account = rewards.data?.accounts[0];
  return useMemo(
    () =>
      account
        ? {
            flightsRateHundredths: account.earnRates.flights,
            currency: account.currency,
            productDisplayName: account.productDisplayName,
          }
        : null,
    [account],
  );
}

/** What a chosen flight is in the trip: "Departure", "Return", "Flight 2". */
function flightLabel(
  intl: ReturnType<typeof useIntl>,
  sliceIndex: number,
  tripType: FlightShopRequest['tripType'],
): string {
  if (tripType === 'multi_city')
    return intl.formatMessage({ id: 'chosen.label.flight' }, { number: sliceIndex + 1 });
  return intl.formatMessage({
    id: sliceIndex === 0 ? 'chosen.label.departure' : 'chosen.label.return',
  });
}

interface ShopStepsProps {
  request: FlightShopRequest;
  search: ShopResults;
  earnCard: EarnCard | null;
}

/** The shop once results are in: the step indicator, the current step and the fare details dialog. */
function ShopSteps({ request, search, earnCard }: ShopStepsProps) {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const sliceCount = search.slices.length;
  const state = parseShopState(searchParams, search.tripType, sliceCount);
  // Priced as the trip is ticketed (issue 20): one ticket, or one-way tickets bought together.
  const { kind: ticketing, chosen } = priceChosenFares(
    search,
    resolveChosenFares(search, state.chosenFareIds),
    earnCard,
  );
  const steps = listShopSteps(search.tripType, sliceCount);
  // A fare id the results no longer have sends the user back to that slice.
  const current: ShopStepRef =
    chosen.length < state.chosenFareIds.length ||
    (state.current.step === 'ReviewItinerary' && chosen.length < sliceCount)
      ? (steps[chosen.length] ?? state.current)
      : state.current;
  const stepKey = current.step === 'ReviewItinerary' ? 'review' : `slice-${current.sliceIndex}`;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStepKey = useRef(stepKey);
  useEffect(() => {
    // Moving between steps puts focus (and the screen reader) on the new step's heading.
    if (previousStepKey.current === stepKey) return;
    previousStepKey.current = stepKey;
    headingRef.current?.focus({ preventScroll: true });
    // After the router's scroll restoration, which runs for the new URL in the same commit.
    const frame = window.requestAnimationFrame(() => window.scrollTo({ top: 0 }));
    return () => window.cancelAnimationFrame(frame);
  }, [stepKey]);

  const goTo = (step: ShopStepRef, fareIds: readonly string[]) =>
    setSearchParams(buildShopParams(searchParams, step, fareIds));
  // The sort and filters outlive the steps (issue 16: they reset on the return): held here,
  // where every step renders, and written to the URL so a reload or a shared link keeps them.
  const [resultView, setResultView] = useState<ResultView>(() => readResultView(searchParams));
  const changeResultView = (change: Partial<ResultView>) =>
    setResultView((view) => ({ ...view, ...change }));
  useEffect(() => {
    const next = writeResultView(searchParams, resultView);
    if (next.toString() !== searchParams.toString()) setSearchParams(next, { replace: true });
  }, [resultView, searchParams, setSearchParams]);
  const chosenIds = chosen.map((c) => c.fare.fareId);
  const tier = useTravelPolicy();
  const travelers = countPassengers(search.passengers);
  const reasonsFor = usePolicyReasons();
  const [outOfPolicy, setOutOfPolicy] = useState<{
    sliceIndex: number;
    itinerary: ResultItinerary;
    fare: ResultFare;
    reasons: string[];
  } | null>(null);
  const judge = tier
    ? (itinerary: ResultItinerary, fare: ResultFare) =>
        judgeFare(tier.policy, itinerary, fare, travelers)
    : undefined;
  /** Spec §8: choosing an out-of-policy rate asks first (change selection, or continue anyway). */
  const chooseFare = (sliceIndex: number, itinerary: ResultItinerary, fare: ResultFare) => {
    const verdict = judge?.(itinerary, fare);
    if (verdict && !verdict.inPolicy) {
      setOutOfPolicy({ sliceIndex, itinerary, fare, reasons: reasonsFor(verdict) });
      return;
    }
    selectFare(sliceIndex, itinerary, fare);
  };
  const tripVerdict =
    tier && chosen.length === sliceCount
      ? judgeTrip(tier.policy, search.tripType, chosen, travelers)
      : null;

  const selectFare = (sliceIndex: number, _itinerary: ResultItinerary, fare: ResultFare) => {
    const nextIds = [...chosenIds.slice(0, sliceIndex), fare.fareId];
    goTo(steps[sliceIndex + 1] ?? { step: 'ReviewItinerary' }, nextIds);
  };
  const openFareDetails = (fareId: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('fareDetails', fareId);
    setSearchParams(next);
  };
  const closeFareDetails = () => {
    const next = new URLSearchParams(searchParams);
    next.delete('fareDetails');
    setSearchParams(next, { replace: true });
  };

  const sliceResult = current.step === 'ReviewItinerary' ? null : search.slices[current.sliceIndex];
  // A return (or later flight) priced for the flights chosen before it (kept while they are).
  const chosenBefore = chosen.slice(
    0,
    current.step === 'ReviewItinerary' ? chosen.length : current.sliceIndex,
  );
  const chosenBeforeKey = chosenBefore.map((c) => c.fare.fareId).join(' ');
  const sliceItineraries = useMemo(
    () =>
      sliceResult ? priceSliceChoices(search, chosenBefore, sliceResult.itineraries, earnCard) : [],
    // chosenBefore is named by its fare ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search, sliceResult, chosenBeforeKey, earnCard],
  );

  return (
    <ShopFrame
      request={request}
      steps={steps}
      current={current}
      onGoBack={(step, index) => goTo(step, chosenIds.slice(0, index))}
      predictionAction={<PredictionActions request={request} search={search} />}
      chosenFlights={
        current.step !== 'ReviewItinerary' ? (
          <ChosenFlights
            flights={chosen.slice(0, current.sliceIndex).map((c) => ({
              ...c,
              label: flightLabel(intl, c.sliceIndex, search.tripType),
            }))}
            onChange={(sliceIndex) => {
              const step = steps[sliceIndex];
              if (step) goTo(step, chosenIds.slice(0, sliceIndex));
            }}
          />
        ) : null
      }
      place={sliceResult}
      headingRef={headingRef}
    >
      {current.step === 'ReviewItinerary' && tripVerdict ? (
        <Notice
          tone={tripVerdict.inPolicy ? 'success' : 'neutral'}
          title={intl.formatMessage({
            id: tripVerdict.inPolicy ? 'policy.trip.in' : 'policy.trip.out',
          })}
        >
          {tripVerdict.inPolicy ? null : (
            <ul>
              {reasonsFor(tripVerdict).map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </Notice>
      ) : null}

      {current.step === 'ReviewItinerary' ? (
        <ReviewItinerary
          chosen={chosen}
          ticketing={ticketing}
          passengers={search.passengers}
          earnCard={earnCard}
          onChangeFlights={() => goTo({ step: 'ChooseDeparture', sliceIndex: 0 }, [])}
          onOpenFareDetails={openFareDetails}
          onContinue={async () => {
            const quote = await postFlightQuote({
              tripType: search.tripType,
              passengers: search.passengers,
              fareIds: chosen.map(({ fare }) => fare.fareId),
            });
            queryClient.setQueryData(flightQuoteQueryOptions(quote.quoteId).queryKey, quote);
            const reviewed = sumGrandTotals(chosen);
            const state: FlightBookLocationState = {
              shopUrl: `${location.pathname}${location.search}`,
              ...(reviewed ? { reviewedTotalMinor: reviewed.amountMinor } : {}),
            };
            await navigate(`/flights/book?quoteId=${encodeURIComponent(quote.quoteId)}`, {
              state,
            });
          }}
        />
      ) : sliceItineraries.length > 0 ? (
        <FlightResultList
          key={current.sliceIndex}
          itineraries={sliceItineraries}
          carriers={search.carriers}
          isPartOfTrip={search.tripType !== 'one_way'}
          earnCard={earnCard}
          onSelectFare={(itinerary, fare) => chooseFare(current.sliceIndex, itinerary, fare)}
          onOpenFareDetails={openFareDetails}
          judgeFare={judge}
          sortKey={resultView.sortKey}
          filters={resultView.filters}
          onSortChange={(sortKey) => changeResultView({ sortKey })}
          onFiltersChange={(filters) => changeResultView({ filters })}
        />
      ) : (
        <Notice
          title={intl.formatMessage({ id: 'flightShop.noFlights.title' })}
          action={
            <Link
              className="wf-button"
              data-variant="secondary"
              to={`/flights/search?${buildFlightSearchParams(request).toString()}`}
            >
              {intl.formatMessage({ id: 'flightShop.changeSearch' })}
            </Link>
          }
        >
          <p>{intl.formatMessage({ id: 'flightShop.noFlights.body' })}</p>
        </Notice>
      )}

      <ModalDialog
        isOpen={outOfPolicy !== null}
        role="alertdialog"
        title={intl.formatMessage({ id: 'policy.prompt.title' })}
      >
        {outOfPolicy ? (
          <>
            <ul>
              {outOfPolicy.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            <p>{intl.formatMessage({ id: 'policy.prompt.body' })}</p>
            <div className="wf-row">
              <Button variant="secondary" onPress={() => setOutOfPolicy(null)}>
                {intl.formatMessage({ id: 'policy.prompt.change' })}
              </Button>
              <Button
                onPress={() => {
                  const { sliceIndex, itinerary, fare } = outOfPolicy;
                  setOutOfPolicy(null);
                  selectFare(sliceIndex, itinerary, fare);
                }}
              >
                {intl.formatMessage({ id: 'policy.prompt.continue' })}
              </Button>
            </div>
          </>
        ) : null}
      </ModalDialog>

      <FareDetailsDialog
        isOpen={state.fareDetailsId !== null}
        fare={state.fareDetailsId ? findFareAnywhere(search, state.fareDetailsId) : null}
        onClose={closeFareDetails}
        action={
          state.fareDetailsId ? (
            <FreezeThisPrice
              search={search}
              fareIds={selectFreezeFareIds(search, {
                kind: 'fare',
                fareId: state.fareDetailsId,
                chosenFareIds: chosenIds,
              })}
              entry="fareDetails"
            />
          ) : null
        }
      />
    </ShopFrame>
  );
}

/** "New York (JFK)" from the results' airports, or the code alone before they arrive. */
function selectPlaceNames(request: FlightShopRequest, result: FlightShopResponse | undefined) {
  const first = request.slices[0];
  const last = request.slices[request.tripType === 'multi_city' ? request.slices.length - 1 : 0];
  // A metro search (NYC) is not an airport of the results: the code alone then.
  const name = (code: string | undefined) => {
    const airport = code ? result?.airports[code] : undefined;
    return airport ? `${airport.city} (${airport.code})` : (code ?? '');
  };
  return { origin: name(first?.origin), destination: name(last?.destination) };
}

function ShopHeader({
  request,
  result,
  action,
}: {
  request: FlightShopRequest;
  result: FlightShopResponse | undefined;
  /** Beside Change search (the flexible dates' toggle). */
  action?: ReactNode;
}) {
  const intl = useIntl();
  const first = request.slices[0];
  const last = request.slices[request.slices.length - 1];
  const places = selectPlaceNames(request, result);
  const dates =
    first && last && request.slices.length > 1
      ? `${formatIsoDate(intl, first.departureDate)} – ${formatIsoDate(intl, last.departureDate)}`
      : first
        ? formatIsoDate(intl, first.departureDate)
        : '';
  return (
    <header className="wf-shop-header">
      <div>
        <h1>{intl.formatMessage({ id: 'flightShop.heading' }, places)}</h1>
        <p className="wf-shop-summary">
          {intl.formatMessage(
            { id: 'flightShop.summary' },
            {
              tripType: intl.formatMessage({ id: `tripType.${request.tripType}` }),
              dates,
              travelers: intl.formatMessage(
                { id: 'flightSearch.travelersSummary' },
                { count: countPassengers(request.passengers) },
              ),
            },
          )}
        </p>
      </div>
      <div className="wf-shop-header-actions">
        <Link
          className="wf-button"
          data-variant="secondary"
          to={`/flights/search?${buildFlightSearchParams(request).toString()}`}
        >
          {intl.formatMessage({ id: 'flightShop.changeSearch' })}
        </Link>
        {action}
      </div>
    </header>
  );
}

/**
 * Flexible dates on the first step of a one-way or round trip (null otherwise): each price opens
 * that search, the result view (sort, filters) kept and the steps started over.
 */
function useFlexibleDates(request: FlightShopRequest) {
  const [searchParams] = useSearchParams();
  const isNarrow = useNarrowScreen();
  // A one-way strip is one row, shown at once on a wide screen; a round trip's 7 × 7 on request
  // (and anything on a phone, whose first screen is for the first flights).
  const [isOpen, setIsOpen] = useState(() => request.tripType === 'one_way' && !isNarrow);
  const id = useId();
  const first = request.slices[0];
  const step = searchParams.get('step');
  if (request.tripType === 'multi_city' || !first || (step && step !== 'ChooseDeparture'))
    return null;
  const hrefFor = (departureDate: string, returnDate: string | null) => {
    const slices = request.slices.map((slice, index) => ({
      ...slice,
      departureDate: index === 0 ? departureDate : (returnDate ?? slice.departureDate),
    }));
    const next = new URLSearchParams(searchParams);
    for (const key of SHOP_PARAM_KEYS) next.delete(key);
    next.set('slices', buildFlightSearchParams({ ...request, slices }).get('slices') ?? '');
    return `/flights/shop?${next.toString()}`;
  };
  return {
    toggle: (
      <DateGridToggle isOpen={isOpen} onToggle={() => setIsOpen((open) => !open)} controls={id} />
    ),
    grid: isOpen ? (
      <DateGrid
        id={id}
        trip={{
          tripType: request.tripType,
          origin: first.origin,
          destination: first.destination,
          departureDate: first.departureDate,
          returnDate:
            request.tripType === 'round_trip' ? request.slices[1]?.departureDate : undefined,
          passengers: request.passengers,
          cabinClass: request.cabinClass,
        }}
        hrefFor={hrefFor}
      />
    ) : null,
  };
}

/**
 * The trip builder (issue 23): a round trip's results offer the same trip as a flight + hotel
 * package, for the `packages` experiment's `trip-builder` variant only.
 */
function TripBuilder({
  request,
  result,
}: {
  request: FlightShopRequest;
  result: FlightShopResponse | undefined;
}) {
  const packages = useExperimentVariant('packages');
  const [outbound, inbound] = request.slices;
  if (
    packages.variant !== 'trip-builder' ||
    request.tripType !== 'round_trip' ||
    !outbound ||
    !inbound ||
    !result
  )
    return null;
  const city = (code: string) => result.airports[code]?.city ?? code;
  return (
    <PackageBuilderLink
      entryType="flight_list"
      trip={{
        origin: outbound.origin,
        originName: city(outbound.origin),
        destination: outbound.destination,
        destinationName: city(outbound.destination),
        departureDate: outbound.departureDate,
        returnDate: inbound.departureDate,
        adults: Math.max(1, request.passengers.ADT),
        children: request.passengers.CNN,
      }}
    />
  );
}

/** The search from the URL, run once per visit (its steps only change the URL). */
function ShopForRequest({ request }: { request: FlightShopRequest }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const session = useSignedInSession();
  const earnCard = useEarnCard(session.userId);
  const search = useQuery(flightSearchQueryOptions(request));
  useSearchLoadedEvent(search.isSuccess, JSON.stringify(request));
  // The results arrive as an update React must finish in one go; deferred, they render in the
  // background, a few milliseconds at a time, with the page answering input in between (issue 16:
  // the first results were one long task). Until then the searching state stays.
  const data = useDeferredValue(search.data);
  const results = useMemo(
    () => (data ? resolveShopResults(data, earnCard) : null),
    [data, earnCard],
  );
  const searchUrl = `/flights/search?${buildFlightSearchParams(request).toString()}`;
  const flexibleDates = useFlexibleDates(request);

  let body;
  if (search.isPending || (search.isSuccess && !results)) {
    // The frame the results will fill, from the URL, with the searching state inside it.
    const steps = listShopSteps(request.tripType, request.slices.length);
    body = (
      <ShopFrame
        request={request}
        steps={steps}
        current={parseShopState(searchParams, request.tripType, request.slices.length).current}
        predictionAction={<PredictionActions request={request} search={null} />}
      >
        <LoadingState label={intl.formatMessage({ id: 'flightShop.searching' })} />
      </ShopFrame>
    );
  } else if (search.isError) {
    const error = search.error;
    if (isApiError(error) && error.status === 400) {
      const state: FlightSearchLocationState = {
        serverError: { field: error.field, message: error.message },
      };
      body = (
        <Notice
          tone="error"
          title={intl.formatMessage({ id: 'flightShop.badRequest.title' })}
          action={
            <Button onPress={() => void navigate(searchUrl, { state })}>
              {intl.formatMessage({ id: 'flightShop.changeSearch' })}
            </Button>
          }
        >
          <p>{error.message}</p>
        </Notice>
      );
    } else {
      body = (
        <Notice
          tone="error"
          title={intl.formatMessage({ id: 'flightShop.searchFailed.title' })}
          action={
            <>
              <Button onPress={() => void search.refetch()}>
                {intl.formatMessage({ id: 'flightShop.searchAgain' })}
              </Button>
              <Button variant="secondary" onPress={() => void navigate(-1)}>
                {intl.formatMessage({ id: 'flightShop.goBack' })}
              </Button>
            </>
          }
        >
          <p>{intl.formatMessage({ id: 'flightShop.searchFailed.body' })}</p>
        </Notice>
      );
    }
  } else if (results) {
    body = <ShopSteps request={request} search={results} earnCard={earnCard} />;
  }
  return (
    <div className="wf-shop-page">
      <ShopHeader request={request} result={data} action={flexibleDates?.toggle} />
      <TripBuilder request={request} result={data} />
      {flexibleDates?.grid}
      {body}
    </div>
  );
}

/** /flights/shop: results for the search in the URL, step by step to the itinerary review. */
function ShopPage() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const request = parseFlightSearchParams(searchParams);
  const freezeId = searchParams.get('priceFreezeId');
  const bookingId = searchParams.get('bookingId');
  // Spec §2 `chfar-exercise`: a booked trip's change for any reason is used in the exchange flow.
  if (searchParams.get('flightShopType') === 'chfar-exercise' && bookingId)
    return <Navigate replace to={`/exchange?bookingId=${encodeURIComponent(bookingId)}`} />;
  // Spec §2 `dp-exercise` (issue 20): disruption assistance rebooks the disrupted slice, any
  // airline, at no cost, through the exchange flow's shop.
  const dpDate = searchParams.get('departureDate');
  if (searchParams.get('flightShopType') === 'dp-exercise' && bookingId)
    return (
      <Navigate
        replace
        to={
          dpDate
            ? exchangeShopUrl(bookingId, [
                { sliceIndex: Number(searchParams.get('sliceIndex') ?? 0), departureDate: dpDate },
              ])
            : `/exchange?bookingId=${encodeURIComponent(bookingId)}`
        }
      />
    );
  if (searchParams.get('flightShopType') === 'pf-exercise' && freezeId)
    return (
      <>
        <PageTitle title={intl.formatMessage({ id: 'priceFreeze.exercise.heading' })} />
        <FreezeExerciseShop freezeId={freezeId} />
      </>
    );
  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'flightShop.pageTitle' })} />
      {request ? (
        <ShopForRequest request={request} />
      ) : (
        <Notice
          headingLevel={1}
          title={intl.formatMessage({ id: 'flightShop.invalidLink.title' })}
          action={
            <Link className="wf-button" data-variant="primary" to="/flights/search">
              {intl.formatMessage({ id: 'flightShop.newSearch' })}
            </Link>
          }
        >
          <p>{intl.formatMessage({ id: 'flightShop.invalidLink.body' })}</p>
        </Notice>
      )}
    </>
  );
}

export function Component() {
  return (
    <AreaMessages english={SHOP_MESSAGES}>
      <ShopPage />
    </AreaMessages>
  );
}
