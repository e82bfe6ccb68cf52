import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { HotelFreezeExerciseQuote, HotelFreezeVoucher } from '@wayfare/contracts/price-freeze';
import { isApiError } from '../../api/api-error';
import { hotelQuoteQueryOptions } from '../../api/hotel-booking-calls';
import {
  hotelFreezeQueryOptions,
  postHotelFreezeExercise,
  postHotelFreezeExerciseQuote,
  postPriceFreezeRefund,
} from '../../api/price-freeze-calls';
import { FreezePage } from '../../features/price-freeze/freeze-page';
import { isFreezeBookable } from '../../features/price-freeze/freeze-voucher-card';
import { frozenStayShopPath } from '../../features/price-freeze/hotel-freeze-params';
import { HotelFreezeVoucherCard } from '../../features/price-freeze/hotel-freeze-voucher-card';
import { formatCharge, formatTotal } from '../../format/format-money';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { AreaMessages } from '../../i18n/area-messages';
import { FLIGHT_BOOKING_EN } from '../../i18n/catalogues/flight-booking';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { PRICE_FREEZE_EN } from '../../i18n/catalogues/price-freeze';

/** The page's messages: the freeze's, the hotels' (meal plans) and booking's (paid-with lines). */
const MESSAGES = { ...FLIGHT_BOOKING_EN, ...HOTELS_EN, ...PRICE_FREEZE_EN };

/** An exercise's refusal in the traveler's words (spec §8 hotel exercise errors). */
function useSayExerciseError() {
  const intl = useIntl();
  return (error: unknown): string => {
    const code = isApiError(error) ? error.code : null;
    const id = `hotelFreeze.error.${code ?? 'GenericFailed'}`;
    return id in intl.messages
      ? intl.formatMessage({ id: id as 'hotelFreeze.error.GenericFailed' })
      : intl.formatMessage({ id: 'hotelFreeze.error.GenericFailed' });
  };
}

/** The frozen rooms still sell: what booking them costs today with the freeze, then booking. */
function AvailableExercise({
  voucher,
  quote,
}: {
  voucher: HotelFreezeVoucher;
  quote: Extract<HotelFreezeExerciseQuote, { outcome: 'Available' }>;
}) {
  const intl = useIntl();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const sayError = useSayExerciseError();
  const hold = useMutation({
    mutationFn: () => postHotelFreezeExercise(voucher.id),
    onSuccess: async (held) => {
      queryClient.setQueryData(hotelQuoteQueryOptions(held.quoteId).queryKey, held);
      const params = new URLSearchParams({
        quoteId: held.quoteId,
        hotelBookType: 'pf-exercise',
        priceFreezeId: voucher.id,
      });
      await navigate(`/hotels/book?${params.toString()}`, {
        state: { shopUrl: `${location.pathname}${location.search}` },
      });
    },
  });
  const { exercise } = quote;
  return (
    <section className="wf-card wf-freeze-voucher" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'hotelFreeze.exercise.title' })}</h2>
      <dl className="wf-freeze-terms">
        <div>
          <dt>{intl.formatMessage({ id: 'priceFreeze.voucher.current' })}</dt>
          <dd>{formatTotal(intl, quote.selling.allRooms)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'priceFreeze.exercise.covered' })}</dt>
          <dd>{formatTotal(intl, exercise.covered)}</dd>
        </div>
        {exercise.overCap.amountMinor > 0 ? (
          <div>
            <dt>{intl.formatMessage({ id: 'priceFreeze.exercise.overCap' })}</dt>
            <dd>{formatTotal(intl, exercise.overCap)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{intl.formatMessage({ id: 'hotelFreeze.exercise.pay' }, { rooms: quote.rooms })}</dt>
          <dd>
            <strong>{formatTotal(intl, exercise.pay)}</strong>
          </dd>
        </div>
      </dl>
      <p className="wf-field-description">
        {intl.formatMessage({ id: 'hotelFreeze.exercise.together' }, { rooms: quote.rooms })}
      </p>
      {hold.isError ? (
        <p className="wf-field-error" role="alert">
          {sayError(hold.error)}
        </p>
      ) : null}
      <div className="wf-row">
        <Button isPending={hold.isPending} onPress={() => hold.mutate()}>
          {intl.formatMessage(
            { id: 'hotelFreeze.exercise.book' },
            { rooms: quote.rooms, total: formatTotal(intl, exercise.pay) },
          )}
        </Button>
      </div>
    </section>
  );
}

/** The frozen rooms no longer sell: the fee goes back (spec §8 `Refund`). */
function SoldOutExercise({
  voucher,
  quote,
}: {
  voucher: HotelFreezeVoucher;
  quote: Extract<HotelFreezeExerciseQuote, { outcome: 'SoldOut' }>;
}) {
  const intl = useIntl();
  const id = useId();
  const queryClient = useQueryClient();
  const refund = useMutation({
    mutationFn: () => postPriceFreezeRefund(voucher.id),
    onSuccess: (refunded) => {
      if (refunded.product === 'hotel')
        queryClient.setQueryData(hotelFreezeQueryOptions(voucher.id).queryKey, refunded);
      void queryClient.invalidateQueries({ queryKey: ['trips', 'freezes'] });
    },
  });
  return (
    <section className="wf-card wf-freeze-voucher" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'hotelFreeze.exercise.soldOut.title' })}</h2>
      <p>{intl.formatMessage({ id: 'hotelFreeze.exercise.soldOut.body' })}</p>
      {refund.isError ? (
        <p className="wf-field-error" role="alert">
          {intl.formatMessage({ id: 'hotelFreeze.error.GenericFailed' })}
        </p>
      ) : null}
      <div className="wf-row">
        <Button isPending={refund.isPending} onPress={() => refund.mutate()}>
          {intl.formatMessage(
            { id: 'priceFreeze.exercise.refund' },
            { amount: formatCharge(intl, quote.refund) },
          )}
        </Button>
        <Link to={frozenStayShopPath(voucher.stay)}>
          {intl.formatMessage({ id: 'hotelFreeze.otherRooms' })}
        </Link>
      </div>
    </section>
  );
}

/** What using the freeze costs today, asked of the server each time the page opens. */
function ExerciseSection({ voucher }: { voucher: HotelFreezeVoucher }) {
  const intl = useIntl();
  const quote = useQuery({
    queryKey: ['hotels', 'freeze', voucher.id, 'exerciseQuote'],
    queryFn: () => postHotelFreezeExerciseQuote(voucher.id),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const sayError = useSayExerciseError();
  if (quote.isPending)
    return <LoadingState label={intl.formatMessage({ id: 'hotelFreeze.exercise.loading' })} />;
  if (quote.isError)
    return (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'hotelFreeze.exercise.failed' })}
        action={
          <Button onPress={() => void quote.refetch()}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      >
        <p>{sayError(quote.error)}</p>
      </Notice>
    );
  return quote.data.outcome === 'Available' ? (
    <AvailableExercise voucher={voucher} quote={quote.data} />
  ) : (
    <SoldOutExercise voucher={voucher} quote={quote.data} />
  );
}

/**
 * /trips/hotels/freeze/overview?priceFreezeId=… (spec §2): a hotel voucher, and booking its rooms
 * at the frozen price (`hotelBookType=pf-exercise`), the fee back when they sold out, or freezing
 * again once it ended.
 */
function HotelFreezeOverviewPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const freezeId = params.get('priceFreezeId') ?? params.get('freezeId');
  const voucher = useQuery({
    ...hotelFreezeQueryOptions(freezeId ?? ''),
    enabled: freezeId !== null,
  });
  let body;
  if (
    freezeId === null ||
    (voucher.isError && !isApiError(voucher.error)) ||
    (voucher.isError && isApiError(voucher.error) && voucher.error.status === 404)
  ) {
    body = (
      <Notice
        title={intl.formatMessage({ id: 'hotelFreeze.overview.none' })}
        action={
          <Link to="/trips?tab=frozen" className="wf-button" data-variant="primary">
            {intl.formatMessage({ id: 'priceFreeze.viewFrozen' })}
          </Link>
        }
      />
    );
  } else if (voucher.isPending) {
    body = <LoadingState label={intl.formatMessage({ id: 'priceFreeze.loading' })} />;
  } else if (voucher.isError) {
    body = (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'hotelFreeze.voucherFailed' })}
        action={
          <Button onPress={() => void voucher.refetch()}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      />
    );
  } else {
    const data = voucher.data;
    const isOpen = isFreezeBookable(data);
    const ended =
      data.state === 'Expired' || (data.state === 'Valid' && data.activity === 'IsExpired');
    body = (
      <div className="wf-freeze-layout">
        <HotelFreezeVoucherCard
          voucher={data}
          headingLevel={2}
          actions={
            ended ? (
              <Link
                to={frozenStayShopPath(data.stay)}
                className="wf-button"
                data-variant="secondary"
              >
                {intl.formatMessage({ id: 'priceFreeze.refreeze' })}
              </Link>
            ) : null
          }
        />
        {isOpen ? <ExerciseSection voucher={data} /> : null}
        <p>
          <Link to="/trips?tab=frozen">{intl.formatMessage({ id: 'priceFreeze.viewFrozen' })}</Link>
        </p>
      </div>
    );
  }
  return (
    <FreezePage heading={intl.formatMessage({ id: 'hotelFreeze.overview.heading' })}>
      {body}
    </FreezePage>
  );
}

export function Component() {
  return (
    <AreaMessages english={MESSAGES}>
      <HotelFreezeOverviewPage />
    </AreaMessages>
  );
}
