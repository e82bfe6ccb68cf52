import { z } from 'zod';
import { MAINTENANCE_PRODUCTS, type MaintenanceProduct } from './maintenance-products';

export { MAINTENANCE_PRODUCTS, type MaintenanceProduct };

export const MaintenanceProductSchema = z.enum(MAINTENANCE_PRODUCTS);

/** A timed maintenance window: booking pauses from `startsAt` (inclusive) to `endsAt` (exclusive). */
export const MaintenanceWindowSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
  })
  .refine((w) => Date.parse(w.endsAt) > Date.parse(w.startsAt), {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });
export type MaintenanceWindow = z.infer<typeof MaintenanceWindowSchema>;

export const MaintenancePhaseSchema = z.enum(['none', 'upcoming', 'active', 'ended']);
export type MaintenancePhase = z.infer<typeof MaintenancePhaseSchema>;

/**
 * GET /api/v0/maintenance (public): the portal's maintenance now, on the travel clock. `now` lets
 * the web compute the window's edges itself between polls (it lifts the banner at `endsAt`).
 * `title` and `subtitle` are the environment's (MAINTENANCE_TITLE/SUBTITLE); null, the web's own.
 */
export const MaintenanceStatusSchema = z.object({
  now: z.iso.datetime({ offset: true }),
  phase: MaintenancePhaseSchema,
  window: MaintenanceWindowSchema.nullable(),
  windowSource: z.enum(['environment', 'sandboxConsole']).nullable(),
  /** The banner shows from this many hours before the window starts. */
  noticeHours: z.number().int().min(0),
  /** MAINTENANCE_ALL: the whole portal shows the maintenance page. */
  portalOff: z.boolean(),
  /** MAINTENANCE_PRODUCTS: these products show the maintenance page. */
  productsOff: z.array(MaintenanceProductSchema),
  /** Products whose quotes and bookings are refused now (off, or during an active window). */
  bookingPaused: z.array(MaintenanceProductSchema),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
});
export type MaintenanceStatus = z.infer<typeof MaintenanceStatusSchema>;

/** PUT /admin/api/v0/sandbox/maintenance: the console's window on the travel clock. */
export const SandboxMaintenanceRequestSchema = z.object({
  window: MaintenanceWindowSchema,
  noticeHours: z.number().int().min(0).max(720).optional(),
});
export type SandboxMaintenanceRequest = z.infer<typeof SandboxMaintenanceRequestSchema>;

/** The console's maintenance section: its own window (null: the environment's applies). */
export const SandboxMaintenanceStateSchema = z.object({
  override: z
    .object({ window: MaintenanceWindowSchema, noticeHours: z.number().int().min(0) })
    .nullable(),
  status: MaintenanceStatusSchema,
});
export type SandboxMaintenanceState = z.infer<typeof SandboxMaintenanceStateSchema>;
