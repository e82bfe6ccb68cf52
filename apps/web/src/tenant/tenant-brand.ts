import type { Tenant } from '@wayfare/contracts/tenant';
import type { MessageId } from '../i18n/messages-en';

/** Design tokens a tenant can change; applied as CSS custom properties (see apply-theme.ts). */
export interface TenantTheme {
  colorBrand: string;
  colorBrandStrong: string;
  colorOnBrand: string;
  colorAccent: string;
  colorAccentStrong: string;
  colorOnAccent: string;
  colorBackground: string;
  colorSurface: string;
  colorSurfaceMuted: string;
  colorText: string;
  colorTextMuted: string;
  colorBorder: string;
  colorFocus: string;
  radius: string;
  radiusSmall: string;
  fontFamily: string;
}

export interface SupportPhone {
  /** As printed. */
  display: string;
  /** For the tel: link (E.164). */
  tel: string;
}

export interface TenantBrand {
  tenant: Tenant;
  displayName: MessageId;
  welcomeTitle: MessageId;
  tagline: MessageId;
  supportPhone: SupportPhone;
  theme: TenantTheme;
}

const SYSTEM_SANS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';

/** Spec §1: consumer and business support numbers differ (fictional 555 numbers). */
export const TENANT_BRANDS: Record<Tenant, TenantBrand> = {
  capone: {
    tenant: 'capone',
    displayName: 'brand.capone.name',
    welcomeTitle: 'tenant.capone.welcomeTitle',
    tagline: 'tenant.capone.tagline',
    supportPhone: { display: '1-800-555-0142', tel: '+18005550142' },
    theme: {
      colorBrand: '#004977',
      colorBrandStrong: '#00324f',
      colorOnBrand: '#ffffff',
      colorAccent: '#c8281b',
      colorAccentStrong: '#9f1f14',
      colorOnAccent: '#ffffff',
      colorBackground: '#f3f6f9',
      colorSurface: '#ffffff',
      colorSurfaceMuted: '#e8f0f6',
      colorText: '#13212c',
      colorTextMuted: '#4a5a67',
      colorBorder: '#cfd9e1',
      colorFocus: '#0a6cc2',
      radius: '16px',
      radiusSmall: '10px',
      fontFamily: SYSTEM_SANS,
    },
  },
  'capone-corporate': {
    tenant: 'capone-corporate',
    displayName: 'brand.capone-corporate.name',
    welcomeTitle: 'tenant.capone-corporate.welcomeTitle',
    tagline: 'tenant.capone-corporate.tagline',
    supportPhone: { display: '1-800-555-0199', tel: '+18005550199' },
    theme: {
      colorBrand: '#1f2d3a',
      colorBrandStrong: '#121c25',
      colorOnBrand: '#ffffff',
      colorAccent: '#0b7356',
      colorAccentStrong: '#085a43',
      colorOnAccent: '#ffffff',
      colorBackground: '#f2f4f1',
      colorSurface: '#ffffff',
      colorSurfaceMuted: '#e4ece7',
      colorText: '#17211c',
      colorTextMuted: '#4b5852',
      colorBorder: '#cbd5cf',
      colorFocus: '#0b7356',
      radius: '8px',
      radiusSmall: '6px',
      fontFamily: `"Segoe UI", ${SYSTEM_SANS}`,
    },
  },
};

export function findTenantBrand(tenant: Tenant): TenantBrand {
  return TENANT_BRANDS[tenant];
}
