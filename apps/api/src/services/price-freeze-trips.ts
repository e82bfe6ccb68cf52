import type { PriceFreezeVoucher } from '@wayfare/contracts/price-freeze';
import { refundHotelFreeze, viewHotelVoucher, type HotelFreezePorts } from './hotel-price-freeze';
import { findOwnFreeze, refundFlightFreeze, viewFlightVoucher } from './price-freeze-voucher';

/*
 * The trips page's frozen prices (issue 17): flights' and hotels' vouchers in one list, each read
 * and refunded by its own product.
 */

/** GET /api/v0/trips/freezes: the person's vouchers in this tenant, both products, newest first. */
export async function listPriceFreezes(
  ports: HotelFreezePorts,
  userId: string,
  tenant: string,
): Promise<PriceFreezeVoucher[]> {
  const rows = await ports.repos.priceFreezes.listForUser(userId, tenant);
  const vouchers: PriceFreezeVoucher[] = [];
  for (const row of rows)
    vouchers.push(
      row.product === 'hotel'
        ? await viewHotelVoucher(ports, row)
        : await viewFlightVoucher(ports, row),
    );
  return vouchers;
}

/** GET /api/v0/trips/freezes/:freezeId: one voucher of either product with today's figures. */
export async function getPriceFreeze(
  ports: HotelFreezePorts,
  userId: string,
  freezeId: string,
): Promise<PriceFreezeVoucher> {
  const row = await findOwnFreeze(ports, userId, freezeId, 'any');
  return row.product === 'hotel' ? viewHotelVoucher(ports, row) : viewFlightVoucher(ports, row);
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
