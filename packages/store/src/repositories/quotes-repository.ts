import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../database';
import {
  appSettings,
  quotes,
  type CfarOfferColumn,
  type ChfarOfferColumn,
  type DisruptionOfferColumn,
} from '../schema';

export interface QuoteRecord {
  id: string;
  userId: string;
  tenant: string;
  vertical: (typeof quotes.$inferSelect)['vertical'];
  offer: Record<string, unknown>;
  totalMinor: number;
  currency: string;
  createdAt: Date;
  expiresAt: Date;
  /** The price freeze a flight quote exercises (issue 17); absent or null on ordinary quotes. */
  priceFreezeId?: string | null;
  priceFreezeUse?: 'Exercised' | 'Exchanged' | null;
  /** Cancel for any reason as offered with a flight quote (issue 18); null when not offered. */
  cfarOffer?: CfarOfferColumn | null;
  /** Change for any reason as offered with a flight quote (issue 18); null when not offered. */
  chfarOffer?: ChfarOfferColumn | null;
  /** Disruption assistance as offered with a flight quote (issue 20); null when not offered. */
  disruptionOffer?: DisruptionOfferColumn | null;
}

export function createQuotesRepository(db: Database) {
  return {
    async create(quote: QuoteRecord): Promise<void> {
      await db.insert(quotes).values(quote);
    },

    async findForUser(id: string, userId: string): Promise<QuoteRecord | null> {
      const [row] = await db
        .select()
        .from(quotes)
        .where(and(eq(quotes.id, id), eq(quotes.userId, userId)));
      return row ?? null;
    },
  };
}

/** The portal's signing secret: generated on first start, then shared by every process. */
export async function ensureAppSecret(db: Database, key = 'quote-signing-secret'): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error('app secret missing after insert');
  return row.value;
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
