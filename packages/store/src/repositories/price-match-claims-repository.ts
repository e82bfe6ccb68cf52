import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../database';
import { priceMatchClaims, sandboxCompetitorPrices } from '../schema';
import { createBookingLedgerRepository } from './booking-ledger-repository';

export type PriceMatchClaimRecord = typeof priceMatchClaims.$inferSelect;
export type PriceMatchClaimInsert = typeof priceMatchClaims.$inferInsert;

/** The travel-wallet credit an accepted claim grants (its id derived from the claim's). */
export interface PriceMatchCreditGrant {
  id: string;
  accountReferenceId: string;
  userId: string;
  label: string;
  originBookingId: string;
  amountMinor: number;
  grantedAt: Date;
  expiresAt: Date | null;
}

/** An agent's decision: Accepted with the price found and the credit, or Declined with a reason. */
export type PriceMatchDecision =
  | {
      status: 'Accepted';
      verifiedTotalMinor: number;
      creditedMinor: number;
      credit: PriceMatchCreditGrant;
      decidedByUserId: string;
      decidedAt: Date;
    }
  | {
      status: 'Declined';
      declineReason: string;
      verifiedTotalMinor: number | null;
      decidedByUserId: string;
      decidedAt: Date;
    };

/**
 * Price-match claims (issue 19). A claim is written once: one not-declined claim per booking (a
 * partial unique index), so a second claim while one is open or accepted is refused by the
 * database, not by a read before the write. An accepted claim and its wallet credit are written in
 * one transaction, the credit's id derived from the claim (written at most once). An agent decides
 * by compare-and-set on `status = 'InReview'`, so of two agents exactly one decides.
 */
export function createPriceMatchClaimsRepository(db: Database) {
  return {
    /**
     * Inserts a new claim (with its credit, when accepted at once). Answers `ClaimOpen` when the
     * booking already has a claim in review or accepted.
     */
    async create(
      claim: PriceMatchClaimInsert,
      credit: PriceMatchCreditGrant | null,
    ): Promise<{ ok: true; claim: PriceMatchClaimRecord } | { ok: false; code: 'ClaimOpen' }> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(priceMatchClaims)
          .values(claim)
          .onConflictDoNothing()
          .returning();
        if (!inserted) return { ok: false as const, code: 'ClaimOpen' as const };
        if (credit) await grantIn(tx, credit);
        return { ok: true as const, claim: inserted };
      });
    },

    async findById(id: string): Promise<PriceMatchClaimRecord | null> {
      const [row] = await db.select().from(priceMatchClaims).where(eq(priceMatchClaims.id, id));
      return row ?? null;
    },

    /** The booking's claim in review or accepted, else its latest declined one. */
    async findLatestForBooking(bookingId: string): Promise<PriceMatchClaimRecord | null> {
      const rows = await db
        .select()
        .from(priceMatchClaims)
        .where(eq(priceMatchClaims.bookingId, bookingId))
        .orderBy(desc(priceMatchClaims.createdAt), desc(priceMatchClaims.id));
      return rows.find((r) => r.status !== 'Declined') ?? rows[0] ?? null;
    },

    async listForBooking(bookingId: string): Promise<PriceMatchClaimRecord[]> {
      return db
        .select()
        .from(priceMatchClaims)
        .where(eq(priceMatchClaims.bookingId, bookingId))
        .orderBy(asc(priceMatchClaims.createdAt), asc(priceMatchClaims.id));
    },

    /** The tenant's claims awaiting an agent, oldest first. */
    async listQueue(tenant: string, limit = 100): Promise<PriceMatchClaimRecord[]> {
      return db
        .select()
        .from(priceMatchClaims)
        .where(
          and(
            eq(priceMatchClaims.tenant, tenant),
            eq(priceMatchClaims.status, 'InReview'),
            eq(priceMatchClaims.verification, 'Agent'),
          ),
        )
        .orderBy(asc(priceMatchClaims.createdAt), asc(priceMatchClaims.id))
        .limit(limit);
    },

    /**
     * An agent's decision, by compare-and-set: `UPDATE … WHERE id = … AND status = 'InReview'
     * RETURNING`, and for an acceptance the credit in the same transaction. Null when the claim was
     * already decided (or is not in review).
     */
    async decide(id: string, decision: PriceMatchDecision): Promise<PriceMatchClaimRecord | null> {
      return db.transaction(async (tx) => {
        const accepted = decision.status === 'Accepted';
        const [row] = await tx
          .update(priceMatchClaims)
          .set({
            status: decision.status,
            verifiedTotalMinor: decision.verifiedTotalMinor,
            declineReason: accepted ? null : decision.declineReason,
            creditedMinor: accepted ? decision.creditedMinor : 0,
            walletCreditId: accepted ? decision.credit.id : null,
            decidedByUserId: decision.decidedByUserId,
            decidedAt: decision.decidedAt,
          })
          .where(and(eq(priceMatchClaims.id, id), eq(priceMatchClaims.status, 'InReview')))
          .returning();
        if (!row) return null;
        if (accepted) await grantIn(tx, decision.credit);
        return row;
      });
    },

    /** Claims not yet declined, per booking (a test and support aid). */
    async countLive(bookingId: string): Promise<number> {
      const rows = await db
        .select({ id: priceMatchClaims.id })
        .from(priceMatchClaims)
        .where(
          and(eq(priceMatchClaims.bookingId, bookingId), ne(priceMatchClaims.status, 'Declined')),
        );
      return rows.length;
    },
  };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function grantIn(tx: Transaction, credit: PriceMatchCreditGrant): Promise<void> {
  await createBookingLedgerRepository(tx).grantWalletCredit({ ...credit, kind: 'PriceMatch' });
}

export type PriceMatchClaimsRepository = ReturnType<typeof createPriceMatchClaimsRepository>;

export interface CompetitorPriceOverride {
  site: string;
  itineraryKey: string;
  /** Null: the site does not sell it. */
  amountMinor: number | null;
}

/**
 * Competitor prices the sandbox console set (issue 19), per site and itinerary, in
 * `sandbox_competitor_prices` so a restart and every process see them. Only the console's decorator
 * of the competitor price feed reads them.
 */
export function createCompetitorPriceOverridesRepository(db: Database) {
  return {
    async set(override: CompetitorPriceOverride): Promise<void> {
      await db
        .insert(sandboxCompetitorPrices)
        .values(override)
        .onConflictDoUpdate({
          target: [sandboxCompetitorPrices.site, sandboxCompetitorPrices.itineraryKey],
          set: { amountMinor: override.amountMinor },
        });
    },

    /** The console's price, or undefined when it set none for this site and itinerary. */
    async find(site: string, itineraryKey: string): Promise<CompetitorPriceOverride | undefined> {
      const [row] = await db
        .select(overrideColumns)
        .from(sandboxCompetitorPrices)
        .where(
          and(
            eq(sandboxCompetitorPrices.site, site),
            eq(sandboxCompetitorPrices.itineraryKey, itineraryKey),
          ),
        );
      return row;
    },

    async list(): Promise<CompetitorPriceOverride[]> {
      return db.select(overrideColumns).from(sandboxCompetitorPrices);
    },
  };
}

const overrideColumns = {
  site: sandboxCompetitorPrices.site,
  itineraryKey: sandboxCompetitorPrices.itineraryKey,
  amountMinor: sandboxCompetitorPrices.amountMinor,
};

export type CompetitorPriceOverridesRepository = ReturnType<
  typeof createCompetitorPriceOverridesRepository
>;
