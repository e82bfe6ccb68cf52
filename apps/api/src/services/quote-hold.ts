import { randomUUID } from 'node:crypto';
import type { Money } from '@wayfare/contracts/money';
import type { QuoteRecord } from '@wayfare/store/repositories/quotes-repository';
import type { BookingPorts } from './booking-ports';

/**
 * Holds a priced offer (cars, homes): the snapshot as the traveller saw it is stored as the quote
 * with its id and expiry, for `holdMs`; the caller signs the token. Returns the stored snapshot.
 */
export async function holdQuote<S extends object>(
  ctx: Pick<BookingPorts, 'clock' | 'repos'>,
  input: {
    userId: string;
    tenant: string;
    vertical: QuoteRecord['vertical'];
    idPrefix: string;
    holdMs: number;
    priced: S;
    total: Money;
  },
): Promise<{ snapshot: S & { quoteId: string; expiresAt: string }; expiresAt: Date }> {
  const quoteId = `${input.idPrefix}_${randomUUID()}`;
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + input.holdMs);
  const snapshot = { ...input.priced, quoteId, expiresAt: expiresAt.toISOString() };
  await ctx.repos.quotes.create({
    id: quoteId,
    userId: input.userId,
    tenant: input.tenant,
    vertical: input.vertical,
    offer: snapshot,
    totalMinor: input.total.amountMinor,
    currency: input.total.currency,
    createdAt: now,
    expiresAt,
  });
  return { snapshot, expiresAt };
}
