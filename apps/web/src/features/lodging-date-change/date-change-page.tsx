import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type {
  LodgingDateChangeQuote,
  LodgingDateChangeResult,
} from '@wayfare/contracts/lodging-date-change';
import type { Money } from '@wayfare/contracts/money';
import type { HomeTripDetail, HotelTripDetail } from '@wayfare/contracts/trips';
import { isApiError, type ApiError } from '../../api/api-error';
import { postDateChangeConfirm, postDateChangeQuote } from '../../api/date-change-calls';
import { tripQueryOptions } from '../../api/trips-calls';
import { HomeViolations } from '../../components/home-stay';
import { TripLoadFailed } from '../../components/trip-load-failed';
import { formatIsoDate } from '../../format/format-dates';
import { formatTotal } from '../../format/format-money';
import { todayInPortalZone } from '../../i18n/locale';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { DateRangeField } from '../../ui/travel-date-fields';
import {
  DateChangeSuccess,
  describeDifference,
  FocusOnAppear,
  MoneyMoves,
  StayComparison,
  UnavailableNotice,
  type Available,
} from './date-change-quote';
import './date-change.css';

/** The supplier sells check-ins up to 330 days ahead (the hotel search's horizon). */
const HORIZON_DAYS = 329;

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const tripPath = (bookingId: string) => `/trips/${encodeURIComponent(bookingId)}`;

/**
 * /trips/change?bookingId=…: a booked stay's new dates (issue 22). The trip page's answer decides
 * whether it is offered; the page asks the server for the new dates' availability and price
 * difference, then confirms that quote. Same room, rate and guests; same confirmation code.
 */
export function DateChangePage({ bookingId }: { bookingId: string }) {
  const intl = useIntl();
  const session = useSignedInSession();
  const trip = useQuery(tripQueryOptions(session.userId, bookingId));
  const back = (
    <Link to={tripPath(bookingId)}>{intl.formatMessage({ id: 'dateChange.backToTrip' })}</Link>
  );
  if (trip.isPending)
    return <LoadingState label={intl.formatMessage({ id: 'dateChange.loading' })} />;
  if (trip.isError)
    return (
      <TripLoadFailed error={trip.error} onRetry={() => void trip.refetch()} headingLevel={2} />
    );
  const detail = trip.data;
  const isLodging = detail.type === 'Hotel' || detail.type === 'Home';
  if (!isLodging || !detail.dateChange?.allowed) {
    const reason =
      isLodging && detail.dateChange && !detail.dateChange.allowed
        ? detail.dateChange.reason
        : 'RateNotChangeable';
    return (
      <Notice title={intl.formatMessage({ id: 'dateChange.notAllowed.title' })} action={back}>
        <p>
          {intl.formatMessage(
            { id: `dateChange.notAllowed.${reason}` },
            { kind: detail.type === 'Home' ? 'home' : 'hotel' },
          )}
        </p>
      </Notice>
    );
  }
  return <DateChangeForm trip={detail} until={detail.dateChange.until} />;
}

type ConfirmFailure = { error: ApiError | Error; attempt: number };

/** The booked place as this page names it: a hotel and its room and rate, or a home and its city. */
function describeLodging(trip: HotelTripDetail | HomeTripDetail) {
  return trip.type === 'Hotel'
    ? {
        name: trip.booking.hotel.name,
        line: `${trip.booking.room.roomName} · ${trip.booking.room.rateName}`,
        timeZone: trip.booking.hotel.timeZone,
        nights: trip.booking.nights,
      }
    : {
        name: trip.booking.home.title,
        line: trip.booking.home.city,
        timeZone: trip.booking.home.timeZone,
        nights: trip.booking.pricing.nights,
      };
}

function DateChangeForm({
  trip,
  until,
}: {
  trip: HotelTripDetail | HomeTripDetail;
  until: string;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { booking } = trip;
  const place = describeLodging(trip);
  const today = todayInPortalZone();
  const [start, setStart] = useState<string | null>(booking.stay.checkInDate);
  const [end, setEnd] = useState<string | null>(booking.stay.checkOutDate);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  // A refused date takes the focus back to the field, where its message is read with it.
  useEffect(() => {
    if (fieldError) fieldRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
  }, [fieldError]);
  const [soldOut, setSoldOut] = useState<ReadonlySet<string>>(new Set());
  const [quote, setQuote] = useState<LodgingDateChangeQuote | null>(null);
  const [failure, setFailure] = useState<ConfirmFailure | null>(null);
  const [result, setResult] = useState<LodgingDateChangeResult | null>(null);
  const quoting = useMutation({
    mutationFn: (dates: { checkInDate: string; checkOutDate: string }) =>
      postDateChangeQuote(booking.id, dates),
    onSuccess: (answer) => {
      setQuote(answer);
      if (answer.availability === 'Unavailable' && answer.soldOutDates.length > 0)
        setSoldOut((was) => new Set([...was, ...answer.soldOutDates]));
    },
    onError: (error) => {
      setQuote(null);
      if (isApiError(error) && error.code === 'BadRequest' && error.field)
        setFieldError(error.message);
      else setFailure((was) => ({ error, attempt: (was?.attempt ?? 0) + 1 }));
    },
  });
  const confirming = useMutation({
    mutationFn: (input: { quoteToken: string; acceptedTotal?: Money }) =>
      postDateChangeConfirm(booking.id, input),
    onSuccess: (done) => {
      setResult(done);
      setFailure(null);
      void queryClient.invalidateQueries({ queryKey: ['trips'] });
    },
    onError: (error) => setFailure((was) => ({ error, attempt: (was?.attempt ?? 0) + 1 })),
  });

  const deadline = intl.formatDate(until, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: place.timeZone,
  });
  const backToTrip = (
    <Link to={tripPath(booking.id)} className="wf-button" data-variant="secondary">
      {intl.formatMessage({ id: 'dateChange.viewTrip' })}
    </Link>
  );

  if (result)
    return <DateChangeSuccess result={result} hotelName={place.name} actions={backToTrip} />;

  const check = () => {
    setFailure(null);
    if (!start || !end) {
      setFieldError(intl.formatMessage({ id: 'dateChange.pickDates' }));
      return;
    }
    setFieldError(null);
    quoting.mutate({ checkInDate: start, checkOutDate: end });
  };

  return (
    <div className="wf-date-change">
      <section className="wf-card" aria-labelledby="date-change-booked">
        <h2 id="date-change-booked">{place.name}</h2>
        <p>{place.line}</p>
        <p>
          <strong>{intl.formatMessage({ id: 'dateChange.booked' })}:</strong>{' '}
          {intl.formatMessage(
            { id: 'dateChange.stay' },
            {
              from: formatIsoDate(intl, booking.stay.checkInDate),
              until: formatIsoDate(intl, booking.stay.checkOutDate),
            },
          )}{' '}
          · {intl.formatMessage({ id: 'dateChange.nights' }, { nights: place.nights })} ·{' '}
          {formatTotal(intl, trip.receipt.total)}
        </p>
        <p className="wf-field-description">
          {intl.formatMessage(
            { id: trip.type === 'Home' ? 'dateChange.untilHome' : 'dateChange.until' },
            { deadline },
          )}
        </p>
      </section>

      <form
        className="wf-card wf-date-change-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          check();
        }}
      >
        <div ref={fieldRef}>
          <DateRangeField
            label={intl.formatMessage({ id: 'dateChange.field' })}
            description={intl.formatMessage({ id: 'dateChange.fieldHint' })}
            startDate={start}
            endDate={end}
            onChange={(from, to) => {
              setStart(from);
              setEnd(to);
              setQuote(null);
              setFieldError(null);
            }}
            errorMessage={fieldError}
            minDate={today}
            maxDate={addDays(today, HORIZON_DAYS)}
            unavailableDates={soldOut}
          />
        </div>
        <Button type="submit" variant="secondary" isPending={quoting.isPending}>
          {intl.formatMessage({ id: 'dateChange.check' })}
        </Button>
        {quoting.isPending ? (
          <LoadingState label={intl.formatMessage({ id: 'dateChange.checking' })} />
        ) : null}
      </form>

      {failure ? (
        <FailureAlert
          key={failure.attempt}
          failure={failure}
          onAccept={(total) => {
            if (quote?.availability === 'Available')
              confirming.mutate({ quoteToken: quote.quoteToken, acceptedTotal: total });
          }}
        />
      ) : null}

      {quote?.availability === 'Unavailable' ? (
        <UnavailableNotice quote={quote} kind={trip.type === 'Home' ? 'home' : 'hotel'}>
          {quote.violations?.length && trip.type === 'Home' ? (
            // A home's rules, each with what to change and, when its data says how, a fix.
            <HomeViolations
              violations={quote.violations}
              stay={{
                fromDate: start ?? booking.stay.checkInDate,
                untilDate: end ?? booking.stay.checkOutDate,
                adults: trip.booking.stay.adults,
                children: trip.booking.stay.children,
                pets: trip.booking.stay.pets,
              }}
              onFix={(fix) => {
                setStart(fix.fromDate);
                setEnd(fix.untilDate);
                setQuote(null);
                quoting.mutate({ checkInDate: fix.fromDate, checkOutDate: fix.untilDate });
              }}
            />
          ) : undefined}
        </UnavailableNotice>
      ) : null}
      {quote?.availability === 'Available' ? (
        <QuoteReview
          key={quote.quoteId}
          quote={quote}
          isConfirming={confirming.isPending}
          onConfirm={() => {
            setFailure(null);
            confirming.mutate({ quoteToken: quote.quoteToken });
          }}
        />
      ) : null}
    </div>
  );
}

function QuoteReview({
  quote,
  isConfirming,
  onConfirm,
}: {
  quote: Available;
  isConfirming: boolean;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  const held = intl.formatTime(quote.expiresAt, { timeStyle: 'short' });
  return (
    <FocusOnAppear className="wf-card wf-date-change-quote" labelledBy="date-change-quote-title">
      <h2 id="date-change-quote-title" className="wf-date-change-headline">
        {describeDifference(intl, quote)}
      </h2>
      <StayComparison quote={quote} />
      <MoneyMoves charge={quote.charge} refunds={quote.refunds} />
      <p className="wf-field-description">
        {intl.formatMessage({ id: 'dateChange.heldUntil' }, { time: held })}
      </p>
      <Button isPending={isConfirming} onPress={onConfirm}>
        {quote.charge
          ? intl.formatMessage(
              { id: 'dateChange.confirmPay' },
              { amount: formatTotal(intl, quote.charge.amount) },
            )
          : intl.formatMessage({ id: 'dateChange.confirm' })}
      </Button>
      {isConfirming ? (
        <LoadingState label={intl.formatMessage({ id: 'dateChange.confirming' })} />
      ) : null}
    </FocusOnAppear>
  );
}

const OWN_WORDS = new Set(['ExpiredQuoteToken', 'BookingChanged', 'NotAvailable']);

/** A failed quote or confirmation, in view and focused; a moved price asks for consent. */
function FailureAlert({
  failure,
  onAccept,
}: {
  failure: ConfirmFailure;
  onAccept: (total: Money) => void;
}) {
  const intl = useIntl();
  const { error } = failure;
  const api = isApiError(error) ? error : null;
  if (api?.code === 'PriceChanged') {
    const total = {
      amountMinor: Number(api.details.newTotalMinor),
      currency: String(api.details.currency),
    } as Money;
    const amount = formatTotal(intl, total);
    return (
      <FocusOnAppear className="wf-notice wf-date-change-alert" role="alert" tone="error">
        <p>{intl.formatMessage({ id: 'dateChange.priceChanged' }, { total: amount })}</p>
        <Button onPress={() => onAccept(total)}>
          {intl.formatMessage({ id: 'dateChange.acceptPrice' }, { total: amount })}
        </Button>
      </FocusOnAppear>
    );
  }
  const message =
    api?.code && OWN_WORDS.has(api.code)
      ? intl.formatMessage({
          id: `dateChange.error.${api.code as 'ExpiredQuoteToken' | 'BookingChanged' | 'NotAvailable'}`,
        })
      : api && api.status !== 0
        ? api.message
        : intl.formatMessage({ id: 'error.network' });
  return (
    <FocusOnAppear className="wf-notice wf-date-change-alert" role="alert" tone="error">
      <p>{message}</p>
      {api?.referenceId ? (
        <p className="wf-field-description">
          {intl.formatMessage({ id: 'trips.reference' }, { reference: api.referenceId })}
        </p>
      ) : null}
    </FocusOnAppear>
  );
}
