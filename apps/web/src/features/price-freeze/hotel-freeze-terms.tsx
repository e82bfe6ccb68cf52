import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { FrozenStay, HotelFreezeAmount } from '@wayfare/contracts/price-freeze';
import { formatCharge, formatTotal } from '../../format/format-money';
import { FreezeTermsRows } from './freeze-terms';

/**
 * The hotel price freeze's words (issue 17): the stay it holds, its figures per room and for all
 * the rooms, and what happens after, the same on the customize step, the payment step, the
 * voucher and the terms page.
 */

/** "$45 per room ($90 in all)", or just the per-room amount for one room. */
export function sayPerRoom(
  intl: ReturnType<typeof useIntl>,
  amount: HotelFreezeAmount,
  rooms: number,
  format: 'total' | 'charge' = 'total',
): string {
  const say = format === 'total' ? formatTotal : formatCharge;
  return rooms > 1
    ? intl.formatMessage(
        { id: 'hotelFreeze.perRoomTotal' },
        { amount: say(intl, amount.perRoom), total: say(intl, amount.allRooms) },
      )
    : intl.formatMessage({ id: 'hotelFreeze.perRoom' }, { amount: say(intl, amount.perRoom) });
}

/** The frozen price, the length, the fee and the cap: shown before any money moves. */
export function HotelFreezeTermsList({
  stay,
  frozenTotal,
  frozenNightly,
  cap,
  fee,
  durationHours,
  expiresAt,
}: {
  stay: FrozenStay;
  frozenTotal: HotelFreezeAmount;
  frozenNightly: HotelFreezeAmount;
  cap: HotelFreezeAmount;
  fee: HotelFreezeAmount | null;
  durationHours: number | null;
  expiresAt: string | null;
}) {
  const intl = useIntl();
  return (
    <FreezeTermsRows
      frozen={
        <>
          <strong>{formatTotal(intl, frozenTotal.allRooms)}</strong>{' '}
          <span className="wf-field-description">
            {intl.formatMessage(
              { id: 'hotelFreeze.frozenDetail' },
              {
                rooms: stay.rooms,
                nights: stay.nights,
                nightly: formatTotal(intl, frozenNightly.perRoom),
              },
            )}
          </span>
        </>
      }
      durationHours={durationHours}
      expiresAt={expiresAt}
      fee={fee ? sayPerRoom(intl, fee, stay.rooms, 'charge') : null}
      cap={sayPerRoom(intl, cap, stay.rooms, 'charge')}
    />
  );
}

/** The outcomes of a hotel freeze in plain words: a rise above the cap, a fall, a sell-out, the end. */
export function HotelFreezeScenarios({
  cap,
  rooms,
  showTermsLink = true,
}: {
  cap: Pick<HotelFreezeAmount, 'perRoom'>;
  /** The frozen room count; null on the terms page, which speaks of any freeze. */
  rooms: number | null;
  showTermsLink?: boolean;
}) {
  const intl = useIntl();
  const capText = formatCharge(intl, cap.perRoom);
  return (
    <section className="wf-freeze-scenarios" aria-labelledby="hotel-freeze-scenarios-title">
      <h2 id="hotel-freeze-scenarios-title">
        {intl.formatMessage({ id: 'priceFreeze.scenarios.title' })}
      </h2>
      <ul>
        <li>{intl.formatMessage({ id: 'hotelFreeze.scenario.rises' }, { cap: capText })}</li>
        <li>{intl.formatMessage({ id: 'priceFreeze.scenario.falls' })}</li>
        <li>{intl.formatMessage({ id: 'hotelFreeze.scenario.soldOut' })}</li>
        <li>{intl.formatMessage({ id: 'priceFreeze.scenario.expires' })}</li>
        <li>
          {rooms === null
            ? intl.formatMessage({ id: 'hotelFreeze.scenario.exactAny' })
            : intl.formatMessage({ id: 'hotelFreeze.scenario.exact' }, { count: rooms })}
        </li>
      </ul>
      <p className="wf-field-description">
        {intl.formatMessage({ id: 'hotelFreeze.feeNote' })}{' '}
        {showTermsLink ? (
          <Link to="/terms/frozen-prices-hotel">
            {intl.formatMessage({ id: 'priceFreeze.termsLink' })}
          </Link>
        ) : null}
      </p>
    </section>
  );
}
