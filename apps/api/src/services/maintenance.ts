import {
  MaintenanceWindowSchema,
  type MaintenanceStatus,
  type SandboxMaintenanceRequest,
  type SandboxMaintenanceState,
} from '@wayfare/contracts/maintenance';
import type { MaintenanceProduct } from '@wayfare/contracts/maintenance-products';
import {
  computeRetryAfterSeconds,
  isBookingPaused,
  readMaintenanceState,
  type MaintenanceConfig,
} from '@wayfare/domain/maintenance';
import type { MaintenanceSettingsRepository } from '@wayfare/store/repositories/maintenance-settings-repository';
import { z } from 'zod';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import type { Env } from '../env';

/** How long a process keeps the console's window before reading it again (other processes). */
export const MAINTENANCE_REFRESH_MS = 1_000;

const StoredWindowSchema = z.object({
  window: MaintenanceWindowSchema,
  noticeHours: z.number().int().min(0),
});
type StoredWindow = z.infer<typeof StoredWindowSchema>;

type EnvMaintenance = Pick<
  Env,
  | 'MAINTENANCE_ALL'
  | 'MAINTENANCE_PRODUCTS'
  | 'MAINTENANCE_TITLE'
  | 'MAINTENANCE_SUBTITLE'
  | 'MAINTENANCE_WINDOW_START'
  | 'MAINTENANCE_WINDOW_END'
  | 'MAINTENANCE_NOTICE_HOURS'
>;

/** What maintenance needs of the app: its environment, the travel clock and the console's setting. */
export interface MaintenancePorts {
  env: EnvMaintenance;
  travelClock: Clock;
  /** The sandbox console is on: its window (in app_settings) overrides the environment's. */
  consoleOn: boolean;
  repo: MaintenanceSettingsRepository;
  /** Real time, for the copy's age (not the travel clock, which the console moves). */
  realNow: () => number;
}

/**
 * Spec §9 maintenance: the environment's flags and window, with the sandbox console's window over
 * the environment's when set. Each process keeps the console's window for about a second.
 */
export function createMaintenance(ports: MaintenancePorts) {
  let cached: { at: number; value: StoredWindow | null } | null = null;

  const readOverride = async (): Promise<StoredWindow | null> => {
    if (!ports.consoleOn) return null;
    const now = ports.realNow();
    if (cached && now - cached.at < MAINTENANCE_REFRESH_MS) return cached.value;
    const text = await ports.repo.readSandboxWindow();
    let value: StoredWindow | null = null;
    if (text) {
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        // A setting no console wrote: read as none, as an unparsable one below.
      }
      const parsed = StoredWindowSchema.safeParse(json);
      value = parsed.success ? parsed.data : null;
    }
    cached = { at: now, value };
    return value;
  };

  const envWindow = () =>
    ports.env.MAINTENANCE_WINDOW_START && ports.env.MAINTENANCE_WINDOW_END
      ? { startsAt: ports.env.MAINTENANCE_WINDOW_START, endsAt: ports.env.MAINTENANCE_WINDOW_END }
      : null;

  /** The configuration in force: the flags, and the console's window else the environment's. */
  const readConfig = async () => {
    const override = await readOverride();
    const window = override?.window ?? envWindow();
    const config: MaintenanceConfig = {
      all: ports.env.MAINTENANCE_ALL,
      products: ports.env.MAINTENANCE_PRODUCTS,
      window: window
        ? { startsAt: new Date(window.startsAt), endsAt: new Date(window.endsAt) }
        : null,
      noticeHours: override?.noticeHours ?? ports.env.MAINTENANCE_NOTICE_HOURS,
    };
    const source = override ? 'sandboxConsole' : window ? 'environment' : null;
    return { config, window, source, override } as const;
  };

  const readStatus = async (): Promise<MaintenanceStatus> => {
    const { config, window, source } = await readConfig();
    const now = ports.travelClock.now();
    const state = readMaintenanceState(config, now);
    return {
      now: now.toISOString(),
      phase: state.phase,
      window: window
        ? {
            startsAt: new Date(window.startsAt).toISOString(),
            endsAt: new Date(window.endsAt).toISOString(),
          }
        : null,
      windowSource: source,
      noticeHours: config.noticeHours,
      portalOff: state.portalOff,
      productsOff: state.productsOff,
      bookingPaused: state.bookingPaused,
      title: ports.env.MAINTENANCE_TITLE ?? null,
      subtitle: ports.env.MAINTENANCE_SUBTITLE ?? null,
    };
  };

  return {
    readStatus,

    /**
     * Whether a quote, prepare or booking of this product is refused now (before anything is
     * written): ServiceUnavailable (503) naming the product and, in a window, when it resumes
     * (also as Retry-After); null when booking is open.
     */
    async findBookingPause(
      product: MaintenanceProduct,
    ): Promise<{ error: AppError; retryAfterSeconds: number | null } | null> {
      const { config } = await readConfig();
      const now = ports.travelClock.now();
      const state = readMaintenanceState(config, now);
      if (!isBookingPaused(state, product)) return null;
      const error = new AppError(
        'ServiceUnavailable',
        'Booking is paused for maintenance. Please try again later.',
        undefined,
        {
          reason: 'Maintenance',
          product,
          ...(state.resumesAt ? { resumesAt: state.resumesAt.toISOString() } : {}),
        },
      );
      return { error, retryAfterSeconds: computeRetryAfterSeconds(state, now) };
    },

    async readSandboxState(): Promise<SandboxMaintenanceState> {
      const { override } = await readConfig();
      return { override, status: await readStatus() };
    },

    async setSandboxWindow(request: SandboxMaintenanceRequest): Promise<void> {
      const stored: StoredWindow = {
        window: request.window,
        noticeHours: request.noticeHours ?? ports.env.MAINTENANCE_NOTICE_HOURS,
      };
      await ports.repo.writeSandboxWindow(JSON.stringify(stored));
      cached = null;
    },

    async clearSandboxWindow(): Promise<void> {
      await ports.repo.clearSandboxWindow();
      cached = null;
    },
  };
}

export type Maintenance = ReturnType<typeof createMaintenance>;
