import { eq } from 'drizzle-orm';
import type { Database } from '../database';
import { appSettings } from '../schema';

/**
 * The sandbox console's maintenance window (JSON: startsAt, endsAt, noticeHours), in app_settings
 * like the console's other settings, so every process and a restart follow it.
 */
export const SANDBOX_MAINTENANCE_SETTING = 'sandbox-maintenance-window';

export function createMaintenanceSettingsRepository(db: Database) {
  return {
    async readSandboxWindow(): Promise<string | null> {
      const [row] = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, SANDBOX_MAINTENANCE_SETTING));
      return row?.value ?? null;
    },

    async writeSandboxWindow(value: string): Promise<void> {
      await db
        .insert(appSettings)
        .values({ key: SANDBOX_MAINTENANCE_SETTING, value })
        .onConflictDoUpdate({ target: appSettings.key, set: { value } });
    },

    async clearSandboxWindow(): Promise<void> {
      await db.delete(appSettings).where(eq(appSettings.key, SANDBOX_MAINTENANCE_SETTING));
    },
  };
}

export type MaintenanceSettingsRepository = ReturnType<typeof createMaintenanceSettingsRepository>;
