/**
 * The products maintenance can turn off (spec §9 maintenance flags), zod-free so the shell's
 * banner and gate read them without the validation library. Stays and premium stays book as
 * hotels; vacation rentals are homes; experiences are activities.
 */
export const MAINTENANCE_PRODUCTS = [
  'flights',
  'hotels',
  'vacation-rentals',
  'cars',
  'activities',
  'packages',
] as const;
export type MaintenanceProduct = (typeof MAINTENANCE_PRODUCTS)[number];

export function isMaintenanceProduct(value: string): value is MaintenanceProduct {
  return (MAINTENANCE_PRODUCTS as readonly string[]).includes(value);
}

/** Where a maintenance window comes from: the environment, or the sandbox console's override. */
export type MaintenanceSource = 'environment' | 'sandboxConsole';
