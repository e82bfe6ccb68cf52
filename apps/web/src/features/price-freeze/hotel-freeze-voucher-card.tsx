import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { HotelFreezeVoucher } from '@wayfare/contracts/price-freeze';
import { formatCharge, formatTotal } from '../../format/format-money';
import {
  FreezeBookingNote,
  FreezeCountdown,
  FreezeRefundList,
  FreezeStateBadge,
  FreezeVoucherFigures,
  isFreezeBookable,
} from './freeze-voucher-card';
import { sayPerRoom } from './hotel-freeze-terms';
import { FrozenStaySummary } from './hotel-frozen-stay';

/**
 * The hotel price-freeze voucher (spec §3, §4): the stay, state and time left, the frozen price
 * (for the stay and a night) and cap per room, today's price and what booking would cost now, the
 * fee paid and any refund. `actions` are the page's (book now, freeze again).
 */
export function HotelFreezeVoucherCard({
  voucher,
  headingLevel = 3,
  actions,
}: {
  voucher: HotelFreezeVoucher;
  headingLevel?: 2 | 3;
  actions?: ReactNode;
}) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { stay, rooms } = voucher;
  const { total, nightly } = voucher.pricings;
  const isOpen = isFreezeBookable(voucher);
  return (
    <article className="wf-card wf-freeze-voucher" aria-labelledby={`freeze-${voucher.id}`}>
      <header className="wf-freeze-voucher-header">
        <Heading id={`freeze-${voucher.id}`}>{stay.hotelName}</Heading>
        <FreezeStateBadge voucher={voucher} />
      </header>
      <p className="wf-field-description">
        {intl.formatMessage({ id: 'priceFreeze.voucher.id' }, { id: voucher.id })}
      </p>
      {voucher.state === 'Valid' ? <FreezeCountdown expiresAt={voucher.action.expiration} /> : null}
      <FreezeBookingNote voucher={voucher} />
      <FrozenStaySummary stay={stay} withName={false} />
      <FreezeVoucherFigures
        frozen={
          <>
            <strong>{formatTotal(intl, total.frozen.allRooms)}</strong>{' '}
            <span className="wf-field-description">
              {intl.formatMessage(
                { id: 'hotelFreeze.frozenDetail' },
                { rooms, nights: stay.nights, nightly: formatTotal(intl, nightly.frozen.perRoom) },
              )}
            </span>
          </>
        }
        cap={sayPerRoom(intl, total.cap, rooms, 'charge')}
        isOpen={isOpen}
        selling={total.selling?.allRooms ?? null}
        pay={voucher.exercise?.pay ?? null}
        savings={total.savings?.allRooms ?? null}
        deposit={voucher.deposit.allRooms}
        overCapNote={
          voucher.priceOverCap
            ? intl.formatMessage(
                { id: 'hotelFreeze.voucher.overCap' },
                { cap: formatCharge(intl, total.cap.perRoom) },
              )
            : null
        }
        soldOutNote={intl.formatMessage({ id: 'hotelFreeze.voucher.soldOut' })}
      />
      <FreezeRefundList refunds={voucher.refunds} product="hotel" />
      {actions ? <div className="wf-row">{actions}</div> : null}
    </article>
  );
}
