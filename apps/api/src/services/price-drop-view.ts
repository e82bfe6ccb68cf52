import { CurrencySchema } from '@wayfare/contracts/money';
import {
  PriceDropReasonSchema,
  type PriceDropProtection,
  type PriceDropReason,
} from '@wayfare/contracts/price-drop-protection';
import type {
  PriceDropCheckRecord,
  PriceDropProtectionRecord,
  PriceDropProtectionsRepository,
} from '@wayfare/store/repositories/price-drop-protections-repository';

/** What the trip page reads of price drop protection (a narrow port of the trip detail). */
export interface PriceDropViewPorts {
  repos: { priceDropProtections: Pick<PriceDropProtectionsRepository, 'findWithChecks'> };
}

/** Reasons set when the booking was attached: it was never covered. */
const NEVER_COVERED = new Set<PriceDropReason>([
  'Package',
  'HotelCollection',
  'CheckInTooSoon',
  'Currency',
]);

const readReason = (reason: string | null): PriceDropReason | null =>
  PriceDropReasonSchema.safeParse(reason).data ?? null;

/** The protection and its check log as the trip page shows them (checks newest first). */
export function toPriceDropProtection(
  row: PriceDropProtectionRecord,
  checks: readonly PriceDropCheckRecord[],
): PriceDropProtection {
  const currency = CurrencySchema.parse(row.currency);
  const money = (amountMinor: number) => ({ amountMinor, currency });
  const first = checks.find((c) => c.seq === 1);
  const firstReason = first?.result === 'NotEligible' ? readReason(first.reason) : null;
  // Which check's credit brought the total to the cap, counting in the order they ran.
  let running = 0;
  let cappedAt: number | null = null;
  for (const check of [...checks].sort((a, b) => a.seq - b.seq)) {
    running += check.creditedMinor;
    if (check.creditedMinor > 0 && running >= row.capMinor && cappedAt === null)
      cappedAt = check.seq;
  }
  return {
    product: row.product,
    status: row.status,
    notEligibleReason: firstReason && NEVER_COVERED.has(firstReason) ? firstReason : null,
    paid: money(row.paidMinor),
    lowestSeen: money(row.lowestSeenMinor),
    cap: money(row.capMinor),
    credited: money(row.creditedMinor),
    monitorUntil: row.monitorUntil.toISOString(),
    creditFrom: row.creditFrom?.toISOString() ?? null,
    nextCheckAt: row.nextCheckAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    checks: checks.map((c) => ({
      seq: c.seq,
      checkedAt: c.checkedAt.toISOString(),
      priceSeen: c.priceSeenMinor === null ? null : money(c.priceSeenMinor),
      result: c.result,
      credited: money(c.creditedMinor),
      reachesCap: c.seq === cappedAt,
      reason: readReason(c.reason),
    })),
  };
}

/** A booking's protection for its trip page; null for bookings made before it existed. */
export async function readPriceDropProtection(
  ports: PriceDropViewPorts,
  bookingId: string,
): Promise<PriceDropProtection | null> {
  const found = await ports.repos.priceDropProtections.findWithChecks(bookingId);
  return found ? toPriceDropProtection(found.protection, found.checks) : null;
}
