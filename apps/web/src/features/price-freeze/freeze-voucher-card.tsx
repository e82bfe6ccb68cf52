import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Money } from '@wayfare/contracts/money';
import type { FlightFreezeVoucher, PriceFreezeVoucher } from '@wayfare/contracts/price-freeze';
import { formatCharge, formatTotal } from '../../format/format-money';
import { computeFreezeTimeLeft } from './freeze-time-left';
import { FrozenFlightList, sayPerTraveler } from './freeze-terms';

/** "Ends in 6d 23h 59m", ticking each second; "Ended Dec 2, 3:00 PM" once over. */
export function FreezeCountdown({ expiresAt }: { expiresAt: string }) {
  const intl = useIntl();
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNowMs(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = computeFreezeTimeLeft(Date.parse(expiresAt), nowMs);
  if (!left)
    return (
      <p className="wf-freeze-countdown" data-ended="true">
        {intl.formatMessage(
          { id: 'priceFreeze.voucher.endedAt' },
          { date: intl.formatDate(expiresAt, { dateStyle: 'medium', timeStyle: 'short' }) },
        )}
      </p>
    );
  const text =
    left.days > 0
      ? intl.formatMessage({ id: 'priceFreeze.voucher.leftDays' }, { ...left })
      : intl.formatMessage({ id: 'priceFreeze.voucher.leftHours' }, { ...left });
  return (
    <p className="wf-freeze-countdown">
      {/* The ticking figure is not announced every second; the end date is read once. */}
      <span aria-hidden="true">
        {intl.formatMessage({ id: 'priceFreeze.voucher.left' }, { left: text })}
      </span>
      <span className="wf-visually-hidden">
        {intl.formatMessage(
          { id: 'priceFreeze.ends' },
          { date: intl.formatDate(expiresAt, { dateStyle: 'medium', timeStyle: 'short' }) },
        )}
      </span>
    </p>
  );
}

/**
 * A voucher can be booked now: Valid, before its end, and no booking of it under way or held for
 * an approver (that booking holds the freeze).
 */
export function isFreezeBookable(voucher: PriceFreezeVoucher): boolean {
  return voucher.state === 'Valid' && voucher.activity === 'IsActive' && voucher.booking === null;
}

/** The voucher's state, or its booking's while one holds it ("Awaiting approval"). */
export function FreezeStateBadge({ voucher }: { voucher: PriceFreezeVoucher }) {
  const intl = useIntl();
  const { booking } = voucher;
  const isValid = voucher.state === 'Valid';
  return (
    <span className="wf-badge" data-tone={isValid && !booking ? 'success' : undefined}>
      {isValid && booking
        ? intl.formatMessage({
            id: booking.awaitingApproval
              ? 'priceFreeze.state.awaitingApproval'
              : 'priceFreeze.state.booking',
          })
        : intl.formatMessage({ id: `priceFreeze.state.${voucher.state}` })}
    </span>
  );
}

/** While a booking holds the voucher: what that means, and the booking's trip page. */
export function FreezeBookingNote({ voucher }: { voucher: PriceFreezeVoucher }) {
  const intl = useIntl();
  const { booking } = voucher;
  if (voucher.state !== 'Valid' || !booking) return null;
  return (
    <p className="wf-freeze-booking" role="note">
      {intl.formatMessage({
        id: booking.awaitingApproval
          ? 'priceFreeze.voucher.awaitingApproval'
          : 'priceFreeze.voucher.bookingUnderWay',
      })}{' '}
      <Link to={`/trips/${encodeURIComponent(booking.bookingId)}`}>
        {intl.formatMessage({ id: 'priceFreeze.voucher.seeBooking' })}
      </Link>
    </p>
  );
}

/** The fee's refunds, a line each: how much went back where, when and why. */
export function FreezeRefundList({
  refunds,
  product,
}: {
  refunds: PriceFreezeVoucher['refunds'];
  product: PriceFreezeVoucher['product'];
}) {
  const intl = useIntl();
  if (refunds.length === 0) return null;
  return (
    <ul className="wf-freeze-refunds">
      {refunds.map((refund) => (
        <li key={`${refund.refundedAt}-${refund.reason}`}>
          {intl.formatMessage(
            { id: 'priceFreeze.voucher.refundLine' },
            {
              amount: formatCharge(intl, refund.amount),
              source: intl.formatMessage({ id: `booking.source.${refund.source}` }),
              date: intl.formatDate(refund.refundedAt, { dateStyle: 'medium' }),
              reason: intl.formatMessage({
                id:
                  product === 'hotel' && refund.reason === 'SoldOut'
                    ? 'hotelFreeze.voucher.refundReason.SoldOut'
                    : `priceFreeze.voucher.refundReason.${refund.reason}`,
              }),
            },
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A voucher's figures, either product: the frozen price and cap, and while it can be booked
 * today's price, what booking costs now and what the freeze saves; the fee paid; a note when
 * today's price is over the cap or the frozen flights or rooms no longer sell.
 */
export function FreezeVoucherFigures({
  frozen,
  cap,
  isOpen,
  selling,
  pay,
  savings,
  deposit,
  overCapNote,
  soldOutNote,
}: {
  frozen: ReactNode;
  cap: string;
  isOpen: boolean;
  /** Today's price of everything frozen; null once it no longer sells. */
  selling: Money | null;
  pay: Money | null;
  savings: Money | null;
  deposit: Money;
  overCapNote: string | null;
  soldOutNote: string;
}) {
  const intl = useIntl();
  return (
    <>
      <dl className="wf-freeze-terms">
        <div>
          <dt>{intl.formatMessage({ id: 'priceFreeze.frozen' })}</dt>
          <dd>{frozen}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'priceFreeze.cap' })}</dt>
          <dd>{cap}</dd>
        </div>
        {isOpen && selling ? (
          <div>
            <dt>{intl.formatMessage({ id: 'priceFreeze.voucher.current' })}</dt>
            <dd>{formatTotal(intl, selling)}</dd>
          </div>
        ) : null}
        {isOpen && pay ? (
          <div>
            <dt>{intl.formatMessage({ id: 'priceFreeze.voucher.pay' })}</dt>
            <dd>
              <strong>{formatTotal(intl, pay)}</strong>
            </dd>
          </div>
        ) : null}
        {isOpen && savings && savings.amountMinor > 0 ? (
          <div>
            <dt>{intl.formatMessage({ id: 'priceFreeze.voucher.savings' })}</dt>
            <dd>{formatTotal(intl, savings)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{intl.formatMessage({ id: 'priceFreeze.voucher.deposit' })}</dt>
          <dd>{formatCharge(intl, deposit)}</dd>
        </div>
      </dl>
      {isOpen && overCapNote ? (
        <p className="wf-freeze-warning" role="note">
          {overCapNote}
        </p>
      ) : null}
      {isOpen && selling === null ? (
        <p className="wf-freeze-warning" role="note">
          {soldOutNote}
        </p>
      ) : null}
    </>
  );
}

/**
 * The price-freeze voucher (spec §4): its flights, state and time left, the frozen price and cap,
 * today's price and what booking would cost now, the fee paid and any refund. `actions` are the
 * page's (book now, freeze again).
 */
export function FreezeVoucherCard({
  voucher,
  headingLevel = 3,
  actions,
}: {
  voucher: FlightFreezeVoucher;
  headingLevel?: 2 | 3;
  actions?: ReactNode;
}) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const first = voucher.flights.slices[0];
  const count = voucher.flights.passengerCount;
  const { pricings } = voucher;
  const isOpen = isFreezeBookable(voucher);
  return (
    <article className="wf-card wf-freeze-voucher" aria-labelledby={`freeze-${voucher.id}`}>
      <header className="wf-freeze-voucher-header">
        <Heading id={`freeze-${voucher.id}`}>
          {first
            ? intl.formatMessage(
                { id: 'priceFreeze.voucher.title' },
                { origin: first.origin, destination: first.destination },
              )
            : voucher.id}
        </Heading>
        <FreezeStateBadge voucher={voucher} />
      </header>
      <p className="wf-field-description">
        {intl.formatMessage({ id: 'priceFreeze.voucher.id' }, { id: voucher.id })}
      </p>
      {voucher.state === 'Valid' ? <FreezeCountdown expiresAt={voucher.action.expiration} /> : null}
      <FreezeBookingNote voucher={voucher} />
      <FrozenFlightList flights={voucher.flights} />
      <FreezeVoucherFigures
        frozen={
          <>
            <strong>{formatTotal(intl, pricings.frozen.total)}</strong>{' '}
            <span className="wf-field-description">
              {intl.formatMessage({ id: 'priceFreeze.travelers' }, { count })}
            </span>
          </>
        }
        cap={sayPerTraveler(intl, pricings.cap, count, 'charge')}
        isOpen={isOpen}
        selling={pricings.currentSelling?.total ?? null}
        pay={voucher.exercise?.pay ?? null}
        savings={pricings.savings?.total ?? null}
        deposit={voucher.deposit.total}
        overCapNote={
          voucher.fareOverCap
            ? intl.formatMessage(
                { id: 'priceFreeze.voucher.overCap' },
                { cap: formatCharge(intl, pricings.cap.perPassenger) },
              )
            : null
        }
        soldOutNote={intl.formatMessage({ id: 'priceFreeze.voucher.soldOut' })}
      />
      <FreezeRefundList refunds={voucher.refunds} product="flight" />
      {actions ? <div className="wf-row">{actions}</div> : null}
    </article>
  );
}
