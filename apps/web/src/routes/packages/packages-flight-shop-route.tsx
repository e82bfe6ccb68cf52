import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ShopItinerary } from '@wayfare/contracts/flight-shop';
import type { PackageFlightShopResponse } from '@wayfare/contracts/packages';
import { isApiError } from '../../api/api-error';
import {
  packageFlightShopQueryOptions,
  packageQuoteQueryOptions,
  postPackageQuote,
} from '../../api/packages-calls';
import { PageTitle } from '../../components/page-title';
import { formatDuration, formatLocalTime } from '../../format/format-dates';
import { formatFare, formatTotal } from '../../format/format-money';
import {
  listPackageItineraries,
  priceChosenPackage,
  readChosenFares,
} from '../../features/packages/package-flight-choice';
import {
  PackageCallProblem,
  PackageSearchSummary,
  PackageStepLine,
} from '../../features/packages/package-flow';
import {
  buildPackagePath,
  readPackageArea,
  readPackageSearchParams,
  toPackageSearchRequest,
  type PackageArea,
  type PackageSearchParams,
} from '../../features/packages/package-params';
import { sayFareDifference } from '../../features/packages/package-price';
import '../../features/packages/packages.css';
import { AreaMessages } from '../../i18n/area-messages';
import { PACKAGES_EN } from '../../i18n/catalogues/packages';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';

/** Flights shown per direction before "Show more flights". */
const FIRST_SHOWN = 6;

const SLICE_PARAMS = ['outFare', 'returnFare'] as const;

function ItineraryOption({
  shop,
  itinerary,
  sliceIndex,
  chosenFareId,
  onChoose,
}: {
  shop: PackageFlightShopResponse;
  itinerary: ShopItinerary;
  sliceIndex: number;
  chosenFareId: string;
  onChoose: (fareId: string) => void;
}) {
  const intl = useIntl();
  const airlines = [...new Set(itinerary.segments.map((s) => s.marketingAirline.code))].map(
    (code) => shop.flights.carriers.find((c) => c.code === code)?.name ?? code,
  );
  const included = new Set(shop.includedFareIds);
  const titleId = `flight-${sliceIndex}-${itinerary.itineraryId}`;
  return (
    <li className="wf-card wf-package-flight" aria-labelledby={titleId}>
      <p id={titleId} className="wf-package-flight-title">
        <strong>
          {`${formatLocalTime(intl, itinerary.departureTime)} – ${formatLocalTime(intl, itinerary.arrivalTime)}`}
        </strong>{' '}
        {intl.formatMessage(
          { id: 'packageFlights.facts' },
          {
            airlines: airlines.join(', '),
            stops: itinerary.stops,
            duration: formatDuration(intl, itinerary.durationMinutes),
            origin: itinerary.origin,
            destination: itinerary.destination,
          },
        )}
      </p>
      <ul className="wf-package-fares">
        {itinerary.fares.map((fare) => {
          const difference = shop.fareDifferences[fare.fareId];
          if (!difference) return null;
          const brand = shop.flights.fareBrands[fare.brand]?.fareName ?? '';
          const isIncluded = included.has(fare.fareId);
          return (
            <li key={fare.fareId}>
              <label
                className="wf-package-fare"
                data-chosen={chosenFareId === fare.fareId || undefined}
              >
                <input
                  type="radio"
                  name={`package-slice-${sliceIndex}`}
                  value={fare.fareId}
                  checked={chosenFareId === fare.fareId}
                  onChange={() => onChoose(fare.fareId)}
                />
                <span className="wf-package-fare-name">{brand}</span>
                <span
                  className="wf-package-fare-difference"
                  data-included={isIncluded || undefined}
                >
                  {isIncluded
                    ? intl.formatMessage({ id: 'packageFlights.includedFare' })
                    : intl.formatMessage(
                        { id: 'packageFlights.difference' },
                        { difference: sayFareDifference(intl, difference.perPerson) },
                      )}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

function SliceChoice({
  shop,
  sliceIndex,
  chosenFareId,
  onChoose,
}: {
  shop: PackageFlightShopResponse;
  sliceIndex: number;
  chosenFareId: string;
  onChoose: (fareId: string) => void;
}) {
  const intl = useIntl();
  const [isAllShown, setIsAllShown] = useState(false);
  const itineraries = listPackageItineraries(shop, sliceIndex);
  const slice = shop.flights.search.slices.find((s) => s.sliceIndex === sliceIndex);
  const place = (code: string | undefined) =>
    (code ? shop.flights.airports[code]?.city : undefined) ?? code ?? '';
  // The chosen flight stays in the list when it is past the first few.
  const shown = isAllShown
    ? itineraries
    : itineraries.filter(
        (itinerary, index) =>
          index < FIRST_SHOWN || itinerary.fares.some((f) => f.fareId === chosenFareId),
      );
  const headingId = `package-slice-${sliceIndex}-title`;
  return (
    <section className="wf-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {intl.formatMessage(
          { id: sliceIndex === 0 ? 'packageFlights.outbound' : 'packageFlights.return' },
          { origin: place(slice?.origin), destination: place(slice?.destination) },
        )}
      </h2>
      {itineraries.length === 0 ? (
        <p>{intl.formatMessage({ id: 'packageFlights.none' })}</p>
      ) : (
        <ol
          className="wf-package-flights"
          aria-label={intl.formatMessage({
            id: sliceIndex === 0 ? 'packageFlights.outboundList' : 'packageFlights.returnList',
          })}
        >
          {shown.map((itinerary) => (
            <ItineraryOption
              key={itinerary.itineraryId}
              shop={shop}
              itinerary={itinerary}
              sliceIndex={sliceIndex}
              chosenFareId={chosenFareId}
              onChoose={onChoose}
            />
          ))}
        </ol>
      )}
      {!isAllShown && itineraries.length > shown.length ? (
        <div>
          <Button variant="secondary" onPress={() => setIsAllShown(true)}>
            {intl.formatMessage(
              { id: 'packageFlights.showMore' },
              { count: itineraries.length - shown.length },
            )}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function FlightShop({
  area,
  search,
  lodgingId,
  rateId,
}: {
  area: PackageArea;
  search: PackageSearchParams;
  lodgingId: string;
  rateId: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const request = { search: toPackageSearchRequest(search), lodgingId, rateId };
  const shop = useQuery(packageFlightShopQueryOptions(request));
  const [picked, setPicked] = useState<(string | null)[]>([null, null]);
  const quote = useMutation({
    mutationFn: postPackageQuote,
    onSuccess: async (held) => {
      queryClient.setQueryData(packageQuoteQueryOptions(held.quoteId).queryKey, held);
      await navigate(
        buildPackagePath(area, 'review', search, { lodgingId, rateId, quoteId: held.quoteId }),
      );
    },
  });
  const roomsPath = buildPackagePath(area, 'hotel-shop', search, { lodgingId });
  if (shop.isPending)
    return <LoadingState label={intl.formatMessage({ id: 'packageFlights.loading' })} />;
  if (shop.isError)
    return (
      <PackageCallProblem
        error={shop.error}
        title={intl.formatMessage({ id: 'packageFlights.failed' })}
        onRetry={() => void shop.refetch()}
        back={{ path: roomsPath, label: intl.formatMessage({ id: 'packageFlow.otherRoom' }) }}
      />
    );
  const data = shop.data;
  const fareIds = readChosenFares(
    data,
    SLICE_PARAMS.map((key, index) => picked[index] ?? params.get(key)),
  );
  const price = priceChosenPackage(data, fareIds);
  // The choice shows at once; the URL keeps it for a reload.
  const choose = (sliceIndex: number, fareId: string) => {
    setPicked((current) => current.map((id, i) => (i === sliceIndex ? fareId : id)));
    const next = new URLSearchParams(params);
    next.set(SLICE_PARAMS[sliceIndex] ?? 'outFare', fareId);
    setParams(next, { replace: true });
  };
  const quoteError = quote.error;
  return (
    <div className="wf-package-flight-layout">
      <div className="wf-stack">
        {[0, 1].map((sliceIndex) => (
          <SliceChoice
            key={sliceIndex}
            shop={data}
            sliceIndex={sliceIndex}
            chosenFareId={fareIds[sliceIndex] ?? ''}
            onChoose={(fareId) => choose(sliceIndex, fareId)}
          />
        ))}
      </div>
      <aside className="wf-card wf-package-total" aria-labelledby="package-total-title">
        <h2 id="package-total-title">{intl.formatMessage({ id: 'packageFlights.yourPackage' })}</h2>
        <p className="wf-package-price-person" data-testid="package-per-person">
          <strong>{formatFare(intl, price.perPerson)}</strong>{' '}
          {intl.formatMessage({ id: 'packagePrice.perPerson' })}
        </p>
        <p className="wf-field-description">
          {intl.formatMessage(
            { id: 'packagePrice.total' },
            { total: formatTotal(intl, price.total), travelers: data.package.travelers },
          )}
        </p>
        {quoteError ? (
          <div role="alert" className="wf-field-error">
            {isApiError(quoteError) &&
            (quoteError.code === 'NoAvailability' || quoteError.code === 'OfferInvalid')
              ? intl.formatMessage({ id: 'packageFlights.quoteGone' })
              : intl.formatMessage({ id: 'packageFlow.failed' })}
          </div>
        ) : null}
        <Button
          isPending={quote.isPending}
          onPress={() =>
            quote.mutate({ search: request.search, lodgingId, rateId, fareIds: [...fareIds] })
          }
        >
          {intl.formatMessage({ id: 'packageFlights.continue' })}
        </Button>
        <Link to={roomsPath}>{intl.formatMessage({ id: 'packageFlow.otherRoom' })}</Link>
      </aside>
    </div>
  );
}

/** /packages/flight-shop?…&lodgingId=&rateId=: the round trip's fares against the package. */
function FlightShopPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const area = readPackageArea(pathname);
  const search = readPackageSearchParams(params);
  const lodgingId = params.get('lodgingId');
  const rateId = params.get('rateId');
  const title = intl.formatMessage({ id: 'packageFlights.title' });
  return (
    <div className="wf-page wf-stack">
      <PageTitle title={title} />
      {search && lodgingId && rateId ? (
        <>
          <PackageStepLine step="flights" />
          <h1>{title}</h1>
          <PackageSearchSummary area={area} search={search} />
          <p>{intl.formatMessage({ id: 'packageFlights.lead' })}</p>
          <FlightShop area={area} search={search} lodgingId={lodgingId} rateId={rateId} />
        </>
      ) : (
        <Notice
          headingLevel={1}
          title={intl.formatMessage({ id: 'packageFlow.invalidLink' })}
          action={
            <Link to={`/${area}/search`} className="wf-button" data-variant="primary">
              {intl.formatMessage({ id: 'packageFlow.newSearch' })}
            </Link>
          }
        />
      )}
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={PACKAGES_EN}>
      <FlightShopPage />
    </AreaMessages>
  );
}
