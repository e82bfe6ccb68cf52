import { randomUUID } from 'node:crypto';
import {
  ArmedFaultKindSchema,
  SandboxFaultOperationSchema,
  type SandboxFault,
  type SandboxPriceMove,
} from '@wayfare/contracts/sandbox';
import type {
  SandboxControlsRepository,
  SandboxDisruptionRecord,
  SandboxFaultRecord,
  SandboxPriceMoveRecord,
} from '@wayfare/store/repositories/sandbox-controls-repository';
import {
  createDisruptionRegistry,
  type DisruptionRegistry,
} from '@wayfare/supply/flights/flight-disruptions';
import { toEpochMinute } from '@wayfare/supply/reference/calendar';
import type { Clock, TravelClock } from '../clock';
import { SANDBOX_PENDING_CANCEL_RETRY_MS, type SandboxControls } from './sandbox-controls';

/**
 * How often each process reads the shared state: the travel clock's offset and the controls'
 * version in one small query, and price moves and disruptions again only when the version moved.
 */
export const SANDBOX_SYNC_INTERVAL_MS = 1_000;

const targetKey = (target: SandboxPriceMove['target']) =>
  target.kind === 'flight' ? `flight:${target.flightInstanceId}` : `hotel:${target.lodgingId}`;

const toFault = (row: SandboxFaultRecord): SandboxFault => ({
  id: row.id,
  product: row.product,
  operation: SandboxFaultOperationSchema.parse(row.operation),
  kind: ArmedFaultKindSchema.parse(row.kind),
  createdAt: row.createdAt.toISOString(),
});

const toPriceMove = (row: SandboxPriceMoveRecord): SandboxPriceMove => ({
  id: row.id,
  target:
    row.targetKind === 'flight'
      ? { kind: 'flight', flightInstanceId: row.targetId }
      : { kind: 'hotel', lodgingId: row.targetId },
  percent: row.percent,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The sandbox controls over the database (issue 15). Faults and cancellation fees are read and
 * changed there only (a fault is taken in one statement). Price moves, injected disruptions and the
 * travel clock are read in hot paths, so each process keeps a copy: reloaded at once after its own
 * change and within about a second of another process's (SANDBOX_SYNC_INTERVAL_MS). Reads and
 * changes of the copy run one at a time, so a slow poll never puts back what a change replaced.
 */
export function createSandboxControls(options: {
  /** SANDBOX and SANDBOX_CONSOLE: otherwise nothing is read and nothing applies. */
  enabled: boolean;
  clock: Clock;
  /** The app's travel clock (a getter: the controls are built beside it). */
  travelClock: () => TravelClock;
  repository: SandboxControlsRepository;
  pendingCancelRetryMs?: number;
  /** Price moves changed (here or in another process): cached searches must price again. */
  onPriceMovesChanged?: () => void;
  onSyncError?: (err: unknown) => void;
}): SandboxControls {
  const { enabled, repository } = options;
  let moves: SandboxPriceMove[] = [];
  let factors = new Map<string, number>();
  let registry: DisruptionRegistry = createDisruptionRegistry();
  /** The registry's injected events by flight instance, for `disruptionsOver`. */
  let injected = new Map<string, SandboxDisruptionRecord>();
  /** The controls' version last loaded; undefined before the first load. */
  let version: string | null | undefined;
  /** The stored clock offset last seen: only a change made elsewhere moves this process's clock. */
  let clockSetting: string | null | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let polling = false;

  /** Runs after every read or change already queued (errors go to the caller, not the queue). */
  const serialize = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  const apply = (moveRows: SandboxPriceMoveRecord[], disruptionRows: SandboxDisruptionRecord[]) => {
    const next = moveRows.map(toPriceMove);
    const changed = JSON.stringify(next) !== JSON.stringify(moves);
    moves = next;
    factors = new Map();
    // Several moves on one target compound, as successive supplier changes would.
    for (const m of next)
      factors.set(
        targetKey(m.target),
        (factors.get(targetKey(m.target)) ?? 1) * (1 + m.percent / 100),
      );
    const fresh = createDisruptionRegistry();
    for (const d of disruptionRows) fresh.inject(d);
    registry = fresh;
    injected = new Map(disruptionRows.map((d) => [d.flightInstanceId, d]));
    if (changed) options.onPriceMovesChanged?.();
  };

  const read = async (force: boolean): Promise<void> => {
    if (!enabled) return;
    const state = await repository.readSyncState();
    if (state.clockOffset !== clockSetting) {
      clockSetting = state.clockOffset;
      const minutes = state.clockOffset === null ? 0 : Number(state.clockOffset);
      options.travelClock().setOffsetMinutes(Number.isSafeInteger(minutes) ? minutes : 0);
    }
    if (!force && version !== undefined && state.version === version) return;
    const [moveRows, disruptionRows] = await Promise.all([
      repository.listPriceMoves(),
      repository.listDisruptions(),
    ]);
    version = state.version;
    apply(moveRows, disruptionRows);
  };

  return {
    enabled,
    async armFault(request) {
      const row: SandboxFaultRecord = {
        id: `fault_${randomUUID().slice(0, 8)}`,
        ...request,
        createdAt: options.clock.now(),
      };
      await repository.armFault(row);
      return toFault(row);
    },
    listFaults: async () => (await repository.listFaults()).map(toFault),
    clearFault: (id) => repository.clearFault(id),
    async takeFault(product, operation) {
      if (!enabled) return null;
      const kind = await repository.takeFault(product, operation);
      return kind === null ? null : ArmedFaultKindSchema.parse(kind);
    },
    async addPriceMove(request, label) {
      const row: SandboxPriceMoveRecord = {
        id: `move_${randomUUID().slice(0, 8)}`,
        targetKind: request.target.kind,
        targetId:
          request.target.kind === 'flight'
            ? request.target.flightInstanceId
            : request.target.lodgingId,
        percent: request.percent,
        label,
        createdAt: options.clock.now(),
      };
      await repository.addPriceMove(row);
      await serialize(() => read(false));
      return toPriceMove(row);
    },
    listPriceMoves: () => moves,
    async clearPriceMove(id) {
      const cleared = await repository.clearPriceMove(id);
      if (cleared) await serialize(() => read(false));
      return cleared;
    },
    priceFactor(target) {
      if (factors.size === 0) return 1;
      return factors.get(targetKey(target)) ?? 1;
    },
    disruptions: { find: (world, id, now) => registry.find(world, id, now) },
    disruptionsOver: (background) => ({
      find(flightInstanceId, now) {
        const own = injected.get(flightInstanceId);
        if (!own) return background.find(flightInstanceId, now);
        // As the registry answers an injected event: known from the minute it was announced.
        const announcedMinute = toEpochMinute(own.announcedAt);
        if (announcedMinute > toEpochMinute(now)) return null;
        return {
          flightInstanceId,
          kind: own.kind,
          minutes: own.minutes,
          announcedAt: new Date(announcedMinute * 60_000).toISOString(),
          source: 'injected',
        };
      },
    }),
    async injectDisruption(event) {
      await repository.injectDisruption({ ...event, announcedAt: new Date(event.announcedAt) });
      await serialize(() => read(false));
    },
    async clearDisruption(flightInstanceId) {
      await repository.clearDisruption(flightInstanceId);
      await serialize(() => read(false));
    },
    setTravelClockOffset: (minutes) =>
      // In the queue, so a poll that read the old offset cannot set it back afterwards.
      serialize(async () => {
        await repository.writeClockOffset(minutes);
        clockSetting = String(minutes);
        options.travelClock().setOffsetMinutes(minutes);
      }),
    async setSupplierCancelFee(bookingId, feeMinor) {
      if (enabled) await repository.setCancelFee(bookingId, feeMinor);
    },
    async supplierCancelFee(bookingId) {
      if (!enabled) return 0;
      return (await repository.findCancelFee(bookingId))?.feeMinor ?? 0;
    },
    async noteQuoteWithFee(bookingId, quoteId) {
      if (enabled) await repository.noteQuoteWithFee(bookingId, quoteId);
    },
    async isQuoteBeforeFee(bookingId, quoteId) {
      if (!enabled) return false;
      const fee = await repository.findCancelFee(bookingId);
      return fee !== null && !fee.quoteIds.includes(quoteId);
    },
    pendingCancelRetryMs: options.pendingCancelRetryMs ?? SANDBOX_PENDING_CANCEL_RETRY_MS,
    refresh: () => serialize(() => read(true)),
    start() {
      if (!enabled || timer) return;
      timer = setInterval(() => {
        // A read slower than the interval is not queued behind itself.
        if (polling) return;
        polling = true;
        serialize(() => read(false))
          .catch((err: unknown) => options.onSyncError?.(err))
          .finally(() => {
            polling = false;
          });
      }, SANDBOX_SYNC_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await queue;
    },
  };
}
