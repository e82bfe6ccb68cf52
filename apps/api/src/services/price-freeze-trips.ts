import type { PriceFreezeVoucher } from '@wayfare/contracts/price-freeze';
import type { PriceFreezeRecord } from '@wayfare/store/repositories/price-freezes-repository';
import { refundHotelFreeze, viewHotelVoucher, type HotelFreezePorts } from './hotel-price-freeze';
import { findOwnFreeze, refundFlightFreeze, viewFlightVoucher } from './price-freeze-voucher';

/*
 * The trips page's frozen prices (issue 17): flights' and hotels' vouchers in one list, each read
 * and refunded by its own product.
 */

/** A voucher of either product, by its own product's view. */
function viewVoucher(ports: HotelFreezePorts, row: PriceFreezeRecord): Promise<PriceFreezeVoucher> {
  return row.product === 'hotel' ? viewHotelVoucher(ports, row) : viewFlightVoucher(ports, row);
}

/**
 * Names the booking that holds each Valid voucher (under way, or held for an approver), so the
 * trips page says so instead of offering to book it again.
 */
async function withBookings(
  ports: HotelFreezePorts,
  vouchers: PriceFreezeVoucher[],
): Promise<PriceFreezeVoucher[]> {
  const claims = await ports.repos.priceFreezes.listLiveClaims(
    vouchers.filter((v) => v.state === 'Valid').map((v) => v.id),
  );
  return vouchers.map((voucher) => {
    const claim = claims.get(voucher.id);
    return claim
      ? {
          ...voucher,
          booking: {
            bookingId: claim.bookingId,
            awaitingApproval: claim.status === 'AwaitingApproval',
          },
        }
      : voucher;
  });
}

/** GET /api/v0/trips/freezes: the person's vouchers in this tenant, both products, newest first. */
export async function listPriceFreezes(
  ports: HotelFreezePorts,
  userId: string,
  tenant: string,
): Promise<PriceFreezeVoucher[]> {
  const rows = await ports.repos.priceFreezes.listForUser(userId, tenant);
  const vouchers: PriceFreezeVoucher[] = [];
  for (const row of rows) vouchers.push(await viewVoucher(ports, row));
  return withBookings(ports, vouchers);
}

/** GET /api/v0/trips/freezes/:freezeId: one voucher of either product with today's figures. */
export async function getPriceFreeze(
  ports: HotelFreezePorts,
  userId: string,
  freezeId: string,
): Promise<PriceFreezeVoucher> {
  const row = await findOwnFreeze(ports, userId, freezeId, 'any');
  const [voucher] = await withBookings(ports, [await viewVoucher(ports, row)]);
  if (!voucher) throw new Error('a voucher was lost naming its booking');
  return voucher;
}

/**
 * POST /api/v0/trips/freezes/:freezeId/refund: the fee back once the frozen flights or room no
 * longer sell (and, for flights, no similar flight is taken).
 */
export async function refundPriceFreeze(
  ports: HotelFreezePorts,
  userId: string,
  freezeId: string,
): Promise<PriceFreezeVoucher> {
  const row = await findOwnFreeze(ports, userId, freezeId, 'any');
  return row.product === 'hotel'
    ? refundHotelFreeze(ports, row)
    : refundFlightFreeze(ports, userId, freezeId);
}
