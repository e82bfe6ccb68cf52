import { z } from 'zod';

export const TENANTS = ['capone', 'capone-corporate'] as const;
export const TenantSchema = z.enum(TENANTS);
export type Tenant = z.infer<typeof TenantSchema>;

/** Which face of the portal a host serves: a tenant's booking portal, or the admin host. */
export const HostKindSchema = z.enum(['portal', 'admin']);
export type HostKind = z.infer<typeof HostKindSchema>;

export const LocaleSchema = z.enum(['en', 'fr']);
export type Locale = z.infer<typeof LocaleSchema>;

/** Card products named by the spec (§1). */
export const CARD_PRODUCTS = [
  'VentureX',
  'VentureXBusiness',
  'Venture',
  'VentureOne',
  'Quicksilver',
  'Savor',
  'SparkMiles',
  'SparkMilesSelect',
  'SparkCash',
  'SparkCashPlus',
  'SparkCashSelect',
  'WalmartRewards',
] as const;
export const CardProductSchema = z.enum(CARD_PRODUCTS);
export type CardProduct = z.infer<typeof CardProductSchema>;

/** Bootstrap facts the server puts in the page so the SPA renders the right brand at once. */
export const PortalBootSchema = z.object({
  tenant: TenantSchema,
  hostKind: HostKindSchema,
  sandbox: z.boolean(),
  /** The sandbox console and outbox pages exist (SANDBOX_CONSOLE, admin host, admin sign-in). */
  sandboxConsole: z.boolean(),
  /** MAP_STYLE_URL: the hotel maps draw this style instead of the offline one. */
  mapStyleUrl: z.string().nullable().optional(),
});
export type PortalBoot = z.infer<typeof PortalBootSchema>;
