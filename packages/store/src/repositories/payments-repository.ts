import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { paymentAuthorizations, paymentRefunds, vaultCards } from '../schema';

/** What the vault keeps for a card: never the full number or the security code. */
export interface VaultCardRecord {
  token: string;
  brand: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
  testBehaviour: string;
}

/** A vaulted card as its owner sees it. */
export interface OwnedCardRecord extends VaultCardRecord {
  userId: string | null;
  saved: boolean;
}

export type AuthorizationStatus = 'Authorized' | 'Captured' | 'Voided' | 'Refunded';

export interface AuthorizationRecord {
  id: string;
  cardToken: string;
  reference: string;
  amountMinor: number;
  currency: string;
  status: AuthorizationStatus;
  /** What went back after capture (a cancelled trip); 0 otherwise. */
  refundedMinor?: number;
  /** Spreedly's transaction token for the authorization; null or absent in the sandbox. */
  gatewayTransactionToken?: string | null;
}

export function createPaymentsRepository(db: Database) {
  return {
    async saveCard(card: VaultCardRecord): Promise<void> {
      await db.insert(vaultCards).values(card);
    },

    /** Keeps a card a payment provider tokenized (Spreedly), once: a second call changes nothing. */
    async saveCardOnce(card: VaultCardRecord): Promise<void> {
      await db.insert(vaultCards).values(card).onConflictDoNothing();
    },

    async findCard(token: string): Promise<OwnedCardRecord | null> {
      const [row] = await db.select().from(vaultCards).where(eq(vaultCards.token, token));
      if (!row) return null;
      const { createdAt: _createdAt, ...card } = row;
      return card;
    },

    /**
     * Makes the card this person's (a fresh vault token belongs to whoever pays with it first) and
     * optionally keeps it on their saved payment methods. Null when someone else owns the token.
     */
    async claimCard(token: string, userId: string, save: boolean): Promise<OwnedCardRecord | null> {
      const [row] = await db
        .update(vaultCards)
        .set(save ? { userId, saved: true } : { userId })
        .where(
          and(
            eq(vaultCards.token, token),
            or(isNull(vaultCards.userId), eq(vaultCards.userId, userId)),
          ),
        )
        .returning();
      if (!row) return null;
      const { createdAt: _createdAt, ...card } = row;
      return card;
    },

    /** The person's saved cards, newest first. */
    async listSavedCards(userId: string): Promise<OwnedCardRecord[]> {
      const rows = await db
        .select()
        .from(vaultCards)
        .where(and(eq(vaultCards.userId, userId), eq(vaultCards.saved, true)))
        .orderBy(desc(vaultCards.createdAt), desc(vaultCards.token));
      return rows.map(({ createdAt: _createdAt, ...card }) => card);
    },

    /** Takes a card off the person's saved methods; false when it was not theirs. */
    async forgetCard(token: string, userId: string): Promise<boolean> {
      const rows = await db
        .update(vaultCards)
        .set({ saved: false })
        .where(and(eq(vaultCards.token, token), eq(vaultCards.userId, userId)))
        .returning({ token: vaultCards.token });
      return rows.length > 0;
    },

    async createAuthorization(record: AuthorizationRecord, now: Date): Promise<void> {
      await db
        .insert(paymentAuthorizations)
        .values({ ...record, createdAt: now, updatedAt: now })
        .onConflictDoNothing();
    },

    async findAuthorization(id: string): Promise<AuthorizationRecord | null> {
      const [row] = await db
        .select()
        .from(paymentAuthorizations)
        .where(eq(paymentAuthorizations.id, id));
      if (!row) return null;
      const { createdAt: _c, updatedAt: _u, ...record } = row;
      return record;
    },

    /** Moves an authorization on from Authorized only; returns false when it was not Authorized. */
    async settleAuthorization(id: string, to: 'Captured' | 'Voided', now: Date): Promise<boolean> {
      const rows = await db
        .update(paymentAuthorizations)
        .set({ status: to, updatedAt: now })
        .where(
          and(eq(paymentAuthorizations.id, id), eq(paymentAuthorizations.status, 'Authorized')),
        )
        .returning({ id: paymentAuthorizations.id });
      return rows.length > 0;
    },

    /**
     * Refunds a captured authorization, in full or in part, once: only a Captured one moves to
     * Refunded, so a retried refund changes nothing. False when it was not Captured.
     */
    async refundAuthorization(id: string, amountMinor: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(paymentAuthorizations)
        .set({
          status: 'Refunded',
          // Added to what partial refunds (a stay's cheaper dates, issue 22) already gave back.
          refundedMinor: sql`${paymentAuthorizations.refundedMinor} + ${amountMinor}`,
          updatedAt: now,
        })
        .where(and(eq(paymentAuthorizations.id, id), eq(paymentAuthorizations.status, 'Captured')))
        .returning({ id: paymentAuthorizations.id });
      return rows.length > 0;
    },

    /**
     * Gives back part of a captured charge under a key (issue 22: a stay moved to cheaper dates),
     * once per key: the refund row and the authorization's running total in one transaction,
     * never beyond what was captured. The charge stays Captured, so a later cancellation still
     * refunds the rest. False when the key was used already or the charge can't take it.
     */
    /** Whether the keyed part refund `key` is already recorded. */
    async hasRefundPart(key: string): Promise<boolean> {
      const [found] = await db
        .select({ id: paymentRefunds.id })
        .from(paymentRefunds)
        .where(eq(paymentRefunds.id, key));
      return found !== undefined;
    },
    async refundPart(id: string, key: string, amountMinor: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [written] = await tx
          .insert(paymentRefunds)
          .values({ id: key, authorizationId: id, amountMinor, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: paymentRefunds.id });
        if (!written) return false;
        const rows = await tx
          .update(paymentAuthorizations)
          .set({
            refundedMinor: sql`${paymentAuthorizations.refundedMinor} + ${amountMinor}`,
            updatedAt: now,
          })
          .where(
            and(
              eq(paymentAuthorizations.id, id),
              eq(paymentAuthorizations.status, 'Captured'),
              sql`${paymentAuthorizations.refundedMinor} + ${amountMinor} <= ${paymentAuthorizations.amountMinor}`,
            ),
          )
          .returning({ id: paymentAuthorizations.id });
        if (rows.length === 0) throw new RefundRefused(id);
        return true;
      });
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

/** A partial refund the charge can't take (not captured, or more than is left of it). */
export class RefundRefused extends Error {
  constructor(id: string) {
    super(`authorization ${id} can't take this refund`);
  }
}
