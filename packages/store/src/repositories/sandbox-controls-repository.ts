import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../database';
import {
  appSettings,
  sandboxCancelFees,
  sandboxDisruptions,
  sandboxFaults,
  sandboxPriceMoves,
} from '../schema';

export type SandboxFaultProduct = 'flight' | 'hotel' | 'any';
export type SandboxDisruptionKind = 'Delay' | 'AirlineCancellation' | 'ScheduleChange';

export interface SandboxFaultRecord {
  id: string;
  product: SandboxFaultProduct;
  operation: string;
  kind: string;
  createdAt: Date;
}

export interface SandboxPriceMoveRecord {
  id: string;
  targetKind: 'flight' | 'hotel';
  targetId: string;
  percent: number;
  label: string;
  createdAt: Date;
}

export interface SandboxDisruptionRecord {
  flightInstanceId: string;
  kind: SandboxDisruptionKind;
  minutes: number;
  announcedAt: Date;
}

/** What every process polls once a second: the travel clock's offset and the controls' version. */
export interface SandboxSyncState {
  clockOffset: string | null;
  version: string | null;
}

/** The travel clock's offset in minutes (a decimal string), in app_settings. */
export const TRAVEL_CLOCK_SETTING = 'sandbox-travel-clock-offset-minutes';
/** Bumped with every change to price moves or disruptions, so pollers reload only then. */
export const SANDBOX_CONTROLS_VERSION_SETTING = 'sandbox-controls-version';

/**
 * What the sandbox console arms and moves (issues 7 and 15), shared by every process on one
 * database: one-shot faults (taken atomically), price moves and injected airline events (with a
 * version that other processes poll) and the supplier's cancellation fees.
 */
export function createSandboxControlsRepository(db: Database) {
  type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
  const bumpVersion = (tx: Tx) =>
    tx
      .insert(appSettings)
      .values({ key: SANDBOX_CONTROLS_VERSION_SETTING, value: '1' })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: sql`((${appSettings.value})::bigint + 1)::text` },
      });

  return {
    async readSyncState(): Promise<SandboxSyncState> {
      const rows = await db
        .select({ key: appSettings.key, value: appSettings.value })
        .from(appSettings)
        .where(inArray(appSettings.key, [TRAVEL_CLOCK_SETTING, SANDBOX_CONTROLS_VERSION_SETTING]));
      const find = (key: string) => rows.find((r) => r.key === key)?.value ?? null;
      return {
        clockOffset: find(TRAVEL_CLOCK_SETTING),
        version: find(SANDBOX_CONTROLS_VERSION_SETTING),
      };
    },

    async writeClockOffset(minutes: number): Promise<void> {
      const value = String(minutes);
      await db
        .insert(appSettings)
        .values({ key: TRAVEL_CLOCK_SETTING, value })
        .onConflictDoUpdate({ target: appSettings.key, set: { value } });
    },

    /* Faults: read and changed in the database only, never cached. */

    async armFault(fault: SandboxFaultRecord): Promise<void> {
      await db.insert(sandboxFaults).values(fault);
    },

    async listFaults(): Promise<SandboxFaultRecord[]> {
      return db
        .select({
          id: sandboxFaults.id,
          product: sandboxFaults.product,
          operation: sandboxFaults.operation,
          kind: sandboxFaults.kind,
          createdAt: sandboxFaults.createdAt,
        })
        .from(sandboxFaults)
        .orderBy(asc(sandboxFaults.seq));
    },

    async clearFault(id: string): Promise<boolean> {
      const rows = await db
        .delete(sandboxFaults)
        .where(eq(sandboxFaults.id, id))
        .returning({ id: sandboxFaults.id });
      return rows.length > 0;
    },

    /**
     * Takes the oldest fault armed for this product and operation (or `any`) in one statement: a
     * fault locked by another process's take is skipped, so two processes never take one fault.
     */
    async takeFault(product: 'flight' | 'hotel', operation: string): Promise<string | null> {
      const next = db
        .select({ id: sandboxFaults.id })
        .from(sandboxFaults)
        .where(
          and(
            or(eq(sandboxFaults.product, 'any'), eq(sandboxFaults.product, product)),
            or(eq(sandboxFaults.operation, 'any'), eq(sandboxFaults.operation, operation)),
          ),
        )
        .orderBy(asc(sandboxFaults.seq))
        .limit(1)
        .for('update', { skipLocked: true });
      const [taken] = await db
        .delete(sandboxFaults)
        .where(inArray(sandboxFaults.id, next))
        .returning({ kind: sandboxFaults.kind });
      return taken?.kind ?? null;
    },

    /* Price moves and disruptions: every process keeps a copy, reloaded when the version moves. */

    async listPriceMoves(): Promise<SandboxPriceMoveRecord[]> {
      return db
        .select({
          id: sandboxPriceMoves.id,
          targetKind: sandboxPriceMoves.targetKind,
          targetId: sandboxPriceMoves.targetId,
          percent: sandboxPriceMoves.percent,
          label: sandboxPriceMoves.label,
          createdAt: sandboxPriceMoves.createdAt,
        })
        .from(sandboxPriceMoves)
        .orderBy(asc(sandboxPriceMoves.seq));
    },

    async addPriceMove(move: SandboxPriceMoveRecord): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(sandboxPriceMoves).values(move);
        await bumpVersion(tx);
      });
    },

    async clearPriceMove(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(sandboxPriceMoves)
          .where(eq(sandboxPriceMoves.id, id))
          .returning({ id: sandboxPriceMoves.id });
        if (rows.length > 0) await bumpVersion(tx);
        return rows.length > 0;
      });
    },

    async listDisruptions(): Promise<SandboxDisruptionRecord[]> {
      return db.select().from(sandboxDisruptions);
    },

    /** One event per flight instance: a new one replaces the last. */
    async injectDisruption(event: SandboxDisruptionRecord): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(sandboxDisruptions)
          .values(event)
          .onConflictDoUpdate({
            target: sandboxDisruptions.flightInstanceId,
            set: { kind: event.kind, minutes: event.minutes, announcedAt: event.announcedAt },
          });
        await bumpVersion(tx);
      });
    },

    async clearDisruption(flightInstanceId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const rows = await tx
          .delete(sandboxDisruptions)
          .where(eq(sandboxDisruptions.flightInstanceId, flightInstanceId))
          .returning({ id: sandboxDisruptions.flightInstanceId });
        if (rows.length > 0) await bumpVersion(tx);
      });
    },

    /* The supplier's cancellation fees: read where a cancellation is quoted or confirmed. */

    /** A new fee: every quote of the booking made so far predates it. */
    async setCancelFee(bookingId: string, feeMinor: number): Promise<void> {
      await db
        .insert(sandboxCancelFees)
        .values({ bookingId, feeMinor, quoteIds: [] })
        .onConflictDoUpdate({
          target: sandboxCancelFees.bookingId,
          set: { feeMinor, quoteIds: sql`'{}'::text[]` },
        });
    },

    async findCancelFee(
      bookingId: string,
    ): Promise<{ feeMinor: number; quoteIds: string[] } | null> {
      const [row] = await db
        .select({ feeMinor: sandboxCancelFees.feeMinor, quoteIds: sandboxCancelFees.quoteIds })
        .from(sandboxCancelFees)
        .where(eq(sandboxCancelFees.bookingId, bookingId));
      return row ?? null;
    },

    /** Notes a quote priced with the booking's fee; nothing when the booking has none. */
    async noteQuoteWithFee(bookingId: string, quoteId: string): Promise<void> {
      await db
        .update(sandboxCancelFees)
        .set({ quoteIds: sql`array_append(${sandboxCancelFees.quoteIds}, ${quoteId}::text)` })
        .where(eq(sandboxCancelFees.bookingId, bookingId));
    },
  };
}

export type SandboxControlsRepository = ReturnType<typeof createSandboxControlsRepository>;
