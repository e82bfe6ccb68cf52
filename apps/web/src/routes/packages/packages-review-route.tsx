import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { PackageQuoteResponse } from '@wayfare/contracts/packages';
import { isApiError } from '../../api/api-error';
import { packageQuoteQueryOptions, postPackageRequote } from '../../api/packages-calls';
import { PageTitle } from '../../components/page-title';
import type { BookLocationState } from '../../features/booking/booking-shell';
import '../../features/booking/booking.css';
import { PackageStepLine } from '../../features/packages/package-flow';
import {
  buildPackagePath,
  readPackageArea,
  readPackageSearchParams,
  type PackageArea,
  type PackageSearchParams,
} from '../../features/packages/package-params';
import {
  PackageFlightSummary,
  PackageHotelSummary,
  PackagePriceLines,
} from '../../features/packages/package-summary';
import '../../features/packages/packages.css';
import { formatTotal } from '../../format/format-money';
import { AreaMessages } from '../../i18n/area-messages';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { PACKAGES_EN } from '../../i18n/catalogues/packages';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';

/** A quote past its booking page's hold (30 minutes) is priced again before booking. */
export function isPackageQuoteEnded(quote: PackageQuoteResponse, now: number): boolean {
  return Date.parse(quote.expiresAt) <= now;
}

/** The notice of a quote priced again: the new total against the one it replaced. */
export function RequotedNotice({ quote }: { quote: PackageQuoteResponse }) {
  const intl = useIntl();
  const requoted = quote.requotedFrom;
  if (!requoted) return null;
  const difference = requoted.priceDifference.amountMinor;
  const direction = difference > 0 ? 'up' : difference < 0 ? 'down' : 'same';
  return (
    <div role="status" className="wf-booking-notice">
      <Notice title={intl.formatMessage({ id: `packageReview.requoted.${direction}` })}>
        <p>
          {intl.formatMessage(
            { id: 'packageReview.requoted.body' },
            {
              minutes: quote.holdMinutes,
              previous: formatTotal(intl, requoted.previousTotal),
              total: formatTotal(intl, quote.price.total),
              difference: formatTotal(intl, {
                amountMinor: Math.abs(difference),
                currency: requoted.priceDifference.currency,
              }),
            },
          )}
        </p>
      </Notice>
    </div>
  );
}

function Review({
  area,
  search,
  quote,
}: {
  area: PackageArea;
  search: PackageSearchParams | null;
  quote: PackageQuoteResponse;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const lodgingId = params.get('lodgingId') ?? quote.hotel.lodgingId;
  const rateId = params.get('rateId') ?? quote.room.rateId;
  const flightShopPath = search
    ? buildPackagePath(area, 'flight-shop', search, { lodgingId, rateId })
    : `/${area}/search`;
  const bookPath = (quoteId: string) => buildPackagePath(area, 'book', null, { quoteId });
  // Priced again: shown here with its notice, or (on the way to booking) on the booking page,
  // whose price-difference notice compares the new total with the one reviewed here.
  const requote = useMutation({
    mutationFn: (_next: { thenBook: boolean }) => postPackageRequote(quote.quoteId),
    onSuccess: async (fresh, { thenBook }) => {
      queryClient.setQueryData(packageQuoteQueryOptions(fresh.quoteId).queryKey, fresh);
      const next = new URLSearchParams(params);
      next.set('quoteId', fresh.quoteId);
      await navigate(`${location.pathname}?${next.toString()}`, { replace: true });
      if (thenBook) {
        const state: BookLocationState = {
          shopUrl: flightShopPath,
          reviewedTotalMinor: quote.price.total.amountMinor,
        };
        await navigate(bookPath(fresh.quoteId), { state });
      }
    },
  });
  // When the page opened: a hold that ended before then is priced again at once.
  const [openedAt] = useState(() => Date.now());
  const isEnded = isPackageQuoteEnded(quote, openedAt);
  const { mutate, isIdle } = requote;
  // Opened (or come back to) after the hold ended: priced again at once, with the notice.
  useEffect(() => {
    if (isEnded && isIdle) mutate({ thenBook: false });
  }, [isEnded, isIdle, mutate]);

  if (requote.isError)
    return (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'packageReview.requoteFailed' })}
        action={
          <Link to={flightShopPath} className="wf-button" data-variant="primary">
            {intl.formatMessage({ id: 'packageReview.chooseAgain' })}
          </Link>
        }
      >
        <p>
          {isApiError(requote.error) && requote.error.code === 'NoAvailability'
            ? intl.formatMessage({
                id:
                  requote.error.details.part === 'flight'
                    ? 'packageFlow.noFlight'
                    : 'packageFlow.noHotel',
              })
            : intl.formatMessage({ id: 'packageFlow.failed' })}
        </p>
      </Notice>
    );
  if (isEnded || requote.isPending)
    return <LoadingState label={intl.formatMessage({ id: 'packageReview.requoting' })} />;
  const bookState: BookLocationState = {
    shopUrl: flightShopPath,
    reviewedTotalMinor: quote.price.total.amountMinor,
  };
  return (
    <div className="wf-stack">
      <RequotedNotice quote={quote} />
      <section className="wf-card wf-booking-section" aria-labelledby="review-flights-title">
        <h2 id="review-flights-title">{intl.formatMessage({ id: 'packageSummary.flights' })}</h2>
        <PackageFlightSummary flight={quote.flight} />
        <Link to={flightShopPath}>{intl.formatMessage({ id: 'packageReview.changeFlights' })}</Link>
      </section>
      <section className="wf-card wf-booking-section" aria-labelledby="review-hotel-title">
        <h2 id="review-hotel-title">{intl.formatMessage({ id: 'packageSummary.hotel' })}</h2>
        <PackageHotelSummary parts={quote} />
        {search ? (
          <Link to={buildPackagePath(area, 'hotel-shop', search, { lodgingId })}>
            {intl.formatMessage({ id: 'packageFlow.otherRoom' })}
          </Link>
        ) : null}
      </section>
      <section className="wf-card wf-booking-section" aria-labelledby="review-price-title">
        <h2 id="review-price-title">{intl.formatMessage({ id: 'packageReview.price' })}</h2>
        <PackagePriceLines price={quote.price} />
        <p className="wf-field-description">
          {intl.formatMessage({ id: 'packageSummary.hiddenRate' })}{' '}
          {intl.formatMessage({ id: 'packageSummary.noPriceDrop' })}
        </p>
        <p className="wf-field-description">
          {intl.formatMessage(
            { id: 'packageReview.held' },
            {
              seconds: quote.priceTimeoutSeconds,
              until: intl.formatTime(quote.expiresAt),
            },
          )}
        </p>
        <div className="wf-row">
          <Button
            onPress={() => {
              // A hold that ended while the page was open is priced again here, not at Book.
              if (isPackageQuoteEnded(quote, Date.now())) requote.mutate({ thenBook: true });
              else void navigate(bookPath(quote.quoteId), { state: bookState });
            }}
          >
            {intl.formatMessage({ id: 'packageReview.continue' })}
          </Button>
        </div>
      </section>
    </div>
  );
}

/** /packages/review?…&quoteId=: the whole package with one total, then on to booking. */
function ReviewPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const area = readPackageArea(pathname);
  const search = readPackageSearchParams(params);
  const quoteId = params.get('quoteId');
  const quote = useQuery({ ...packageQuoteQueryOptions(quoteId ?? ''), enabled: !!quoteId });
  const title = intl.formatMessage({ id: 'packageReview.title' });
  let body;
  if (!quoteId || (quote.isError && isApiError(quote.error) && quote.error.status === 404)) {
    body = (
      <Notice
        title={intl.formatMessage({ id: 'packageReview.gone' })}
        action={
          <Link to={`/${area}/search`} className="wf-button" data-variant="primary">
            {intl.formatMessage({ id: 'packageFlow.newSearch' })}
          </Link>
        }
      />
    );
  } else if (quote.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'packageReview.loading' })} />;
  } else if (quote.isError) {
    body = (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'packageReview.gone' })}
        action={
          <Button onPress={() => void quote.refetch()}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      >
        <p>{intl.formatMessage({ id: 'packageFlow.failed' })}</p>
      </Notice>
    );
  } else {
    body = <Review area={area} search={search} quote={quote.data} />;
  }
  return (
    <div className="wf-page wf-stack">
      <PageTitle title={title} />
      <PackageStepLine step="review" />
      <h1>{title}</h1>
      {body}
    </div>
  );
}

const MESSAGES = { ...HOTELS_EN, ...PACKAGES_EN };

export function Component() {
  return (
    <AreaMessages english={MESSAGES}>
      <ReviewPage />
    </AreaMessages>
  );
}
