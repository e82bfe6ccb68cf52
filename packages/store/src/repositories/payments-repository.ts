import { and, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { paymentAuthorizations, vaultCards } from '../schema';

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

export type AuthorizationStatus = 'Authorized' | 'Captured' | 'Voided';

export interface AuthorizationRecord {
  id: string;
  cardToken: string;
  reference: string;
  amountMinor: number;
  currency: string;
  status: AuthorizationStatus;
}

export function createPaymentsRepository(db: Database) {
  return {
    async saveCard(card: VaultCardRecord): Promise<void> {
      await db.insert(vaultCards).values(card);
    },

    async findCard(token: string): Promise<VaultCardRecord | null> {
      const [row] = await db.select().from(vaultCards).where(eq(vaultCards.token, token));
      if (!row) return null;
      const { createdAt: _createdAt, ...card } = row;
      return card;
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
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
