import { and, asc, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { splitPayments, splitPaymentShares } from '../schema';

export type SplitPaymentRecord = typeof splitPayments.$inferSelect;
export type SplitShareRecord = typeof splitPaymentShares.$inferSelect;
export type SplitPaymentStatus = SplitPaymentRecord['status'];
export type SplitShareStatus = SplitShareRecord['status'];

export interface NewSplitShare {
  id: string;
  position: number;
  amountMinor: number;
  payerName: string | null;
  payerEmail: string | null;
  tokenHash: string | null;
  cardToken: string | null;
}

/** A split with its shares in position order. */
export interface SplitWithShares {
  split: SplitPaymentRecord;
  shares: SplitShareRecord[];
}

/**
 * Split payments (issue 23): a split and its shares are inserted together, once per booking (a
 * unique index); every move after that is one compare-and-set `UPDATE … RETURNING`, so one share
 * is paid once (Requested/Declined → Authorizing is taken by one attempt) and a split ends once
 * (Collecting → Authorized only when no share is left unauthorized, or → Declined/Expired).
 */
export function createSplitPaymentsRepository(db: Database) {
  const withShares = async (split: SplitPaymentRecord | undefined) => {
    if (!split) return null;
    const shares = await db
      .select()
      .from(splitPaymentShares)
      .where(eq(splitPaymentShares.splitId, split.id))
      .orderBy(asc(splitPaymentShares.position));
    return { split, shares };
  };
  return {
    /** The split and all its shares in one transaction; false when the booking already has one. */
    async create(
      split: Omit<SplitPaymentRecord, 'deadlineAt'>,
      shares: NewSplitShare[],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(splitPayments)
          .values({ ...split, deadlineAt: null })
          .onConflictDoNothing({ target: splitPayments.bookingId })
          .returning({ id: splitPayments.id });
        if (inserted.length === 0) return false;
        await tx.insert(splitPaymentShares).values(
          shares.map((s) => ({
            ...s,
            splitId: split.id,
            status: 'Requested' as const,
            updatedAt: split.createdAt,
          })),
        );
        return true;
      });
    },

    async findByBooking(bookingId: string): Promise<SplitWithShares | null> {
      const [split] = await db
        .select()
        .from(splitPayments)
        .where(eq(splitPayments.bookingId, bookingId));
      return withShares(split);
    },

    async findById(id: string): Promise<SplitWithShares | null> {
      const [split] = await db.select().from(splitPayments).where(eq(splitPayments.id, id));
      return withShares(split);
    },

    /** The share a link's secret opens (by its hash), with its split. */
    async findByTokenHash(
      tokenHash: string,
    ): Promise<{ share: SplitShareRecord; split: SplitWithShares } | null> {
      const [share] = await db
        .select()
        .from(splitPaymentShares)
        .where(eq(splitPaymentShares.tokenHash, tokenHash));
      if (!share) return null;
      const split = await this.findById(share.splitId);
      return split ? { share, split } : null;
    },

    /** Starts the hold's clock once (the first saga run that reaches it); the deadline as stored. */
    async startDeadline(id: string, deadlineAt: Date, now: Date): Promise<Date> {
      const [row] = await db
        .update(splitPayments)
        .set({
          deadlineAt: sql`coalesce(${splitPayments.deadlineAt}, ${deadlineAt})`,
          updatedAt: now,
        })
        .where(eq(splitPayments.id, id))
        .returning({ deadlineAt: splitPayments.deadlineAt });
      return row?.deadlineAt ?? deadlineAt;
    },

    /** Compare-and-set on a split's status. */
    async moveSplit(
      id: string,
      from: SplitPaymentStatus[],
      to: SplitPaymentStatus,
      now: Date,
    ): Promise<SplitPaymentRecord | null> {
      const [row] = await db
        .update(splitPayments)
        .set({ status: to, updatedAt: now })
        .where(and(eq(splitPayments.id, id), inArray(splitPayments.status, from)))
        .returning();
      return row ?? null;
    },

    /**
     * Collecting → Authorized only when every share is authorized: of two payers authorizing the
     * last two shares at once, exactly one moves the split (the other's update finds it moved).
     */
    async completeIfAllAuthorized(id: string, now: Date): Promise<SplitPaymentRecord | null> {
      const [row] = await db
        .update(splitPayments)
        .set({ status: 'Authorized', updatedAt: now })
        .where(
          and(
            eq(splitPayments.id, id),
            eq(splitPayments.status, 'Collecting'),
            notExists(
              db
                .select({ one: sql`1` })
                .from(splitPaymentShares)
                .where(
                  and(
                    eq(splitPaymentShares.splitId, id),
                    ne(splitPaymentShares.status, 'Authorized'),
                  ),
                ),
            ),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * One payer's attempt takes the share (Requested or Declined → Authorizing) with the card it
     * pays by, while its split is collecting; null when someone else holds or paid it.
     */
    async claimShare(
      shareId: string,
      cardToken: string,
      now: Date,
    ): Promise<SplitShareRecord | null> {
      const [row] = await db
        .update(splitPaymentShares)
        .set({
          status: 'Authorizing',
          cardToken,
          attempts: sql`${splitPaymentShares.attempts} + 1`,
          updatedAt: now,
        })
        .where(
          and(
            eq(splitPaymentShares.id, shareId),
            inArray(splitPaymentShares.status, ['Requested', 'Declined']),
            sql`exists (select 1 from ${splitPayments} where ${splitPayments.id} = ${splitPaymentShares.splitId} and ${splitPayments.status} = 'Collecting')`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Compare-and-set on one share's status. */
    async moveShare(
      shareId: string,
      from: SplitShareStatus[],
      to: SplitShareStatus,
      now: Date,
      patch: { authorizationId?: string | null; declineCode?: string | null } = {},
    ): Promise<SplitShareRecord | null> {
      const [row] = await db
        .update(splitPaymentShares)
        .set({ ...patch, status: to, updatedAt: now })
        .where(and(eq(splitPaymentShares.id, shareId), inArray(splitPaymentShares.status, from)))
        .returning();
      return row ?? null;
    },

    /**
     * Takes the one reminder of an unpaid payer's share (issue 23): `reminded_at` is set once, by
     * compare-and-set, while the share is still unpaid and its split collecting; null when it was
     * taken already (by this or another process) or the share no longer needs it.
     */
    async claimReminder(shareId: string, now: Date): Promise<SplitShareRecord | null> {
      const [row] = await db
        .update(splitPaymentShares)
        .set({ remindedAt: now, updatedAt: now })
        .where(
          and(
            eq(splitPaymentShares.id, shareId),
            isNull(splitPaymentShares.remindedAt),
            inArray(splitPaymentShares.status, ['Requested', 'Declined']),
            sql`exists (select 1 from ${splitPayments} where ${splitPayments.id} = ${splitPaymentShares.splitId} and ${splitPayments.status} = 'Collecting')`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Records what a cancellation gave back to a captured share's card, once (the refund is the
     * payment provider's own idempotent one): null when it was recorded already.
     */
    async recordRefund(
      shareId: string,
      refundedMinor: number,
      now: Date,
    ): Promise<SplitShareRecord | null> {
      const [row] = await db
        .update(splitPaymentShares)
        .set({ refundedMinor, updatedAt: now })
        .where(
          and(
            eq(splitPaymentShares.id, shareId),
            eq(splitPaymentShares.status, 'Captured'),
            eq(splitPaymentShares.refundedMinor, 0),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Moves every share of a split in `from` to `to` at once; the shares moved. */
    async moveShares(
      splitId: string,
      from: SplitShareStatus[],
      to: SplitShareStatus,
      now: Date,
    ): Promise<SplitShareRecord[]> {
      return db
        .update(splitPaymentShares)
        .set({ status: to, updatedAt: now })
        .where(
          and(eq(splitPaymentShares.splitId, splitId), inArray(splitPaymentShares.status, from)),
        )
        .returning();
    },
  };
}

export type SplitPaymentsRepository = ReturnType<typeof createSplitPaymentsRepository>;
