import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import type { RewardsAccount } from '@wayfare/contracts/rewards';
import { EN_MESSAGES } from '../i18n/messages-en';
import { buildThemeProperties, toCustomPropertyName } from './apply-theme';
import { selectEarnGreetingMessage } from './earn-greeting';
import { TENANT_BRANDS, findTenantBrand } from './tenant-brand';

function renderEnglish(message: {
  id: keyof typeof EN_MESSAGES;
  values: Record<string, string>;
}): string {
  return String(new IntlMessageFormat(EN_MESSAGES[message.id], 'en-US').format(message.values));
}

type EarnInput = Pick<RewardsAccount, 'productId' | 'earnRates' | 'currency'>;

describe('tenant brands', () => {
  it('give each tenant its own name, copy, phone and colours', () => {
    const consumer = findTenantBrand('capone');
    const business = findTenantBrand('capone-corporate');
    expect(EN_MESSAGES[consumer.displayName]).toBe('Capital One Travel');
    expect(EN_MESSAGES[business.displayName]).toBe('Capital One Business Travel');
    expect(consumer.supportPhone.display).toBe('1-800-555-0142');
    expect(business.supportPhone.display).toBe('1-800-555-0199');
    expect(consumer.theme.colorBrand).not.toBe(business.theme.colorBrand);
    expect(consumer.theme.colorAccent).not.toBe(business.theme.colorAccent);
    expect(Object.keys(TENANT_BRANDS).sort()).toEqual(['capone', 'capone-corporate']);
  });

  it('uses system fonts only', () => {
    for (const brand of Object.values(TENANT_BRANDS)) {
      expect(brand.theme.fontFamily).toMatch(/system-ui/);
      expect(brand.theme.fontFamily).not.toMatch(/url\(/);
    }
  });

  it('turns theme tokens into CSS custom properties', () => {
    expect(toCustomPropertyName('colorBrandStrong')).toBe('--wf-color-brand-strong');
    const properties = new Map(buildThemeProperties(findTenantBrand('capone').theme));
    expect(properties.get('--wf-color-brand')).toBe('#004977');
    expect(properties.get('--wf-radius')).toBe('16px');
  });
});

describe('selectEarnGreetingMessage', () => {
  it('gives Venture X Business its special message', () => {
    const input: EarnInput = {
      productId: 'VentureXBusiness',
      currency: 'miles',
      earnRates: { flights: 200, hotels: 500, cars: 500, homes: 200 },
    };
    expect(renderEnglish(selectEarnGreetingMessage(input))).toBe(
      'Earn 2X miles on flights and 5X miles on hotels and rental cars booked through Capital One Business Travel',
    );
  });

  it('names the hotel-and-car rate then the flight rate for miles cards', () => {
    const input: EarnInput = {
      productId: 'VentureX',
      currency: 'miles',
      earnRates: { flights: 500, hotels: 1000, cars: 1000, homes: 500 },
    };
    expect(renderEnglish(selectEarnGreetingMessage(input))).toBe(
      'Earn 10X miles on hotels and rental cars and 5X miles on flights',
    );
  });

  it('shows cash cards as a percent', () => {
    const input: EarnInput = {
      productId: 'Quicksilver',
      currency: 'cash',
      earnRates: { flights: 150, hotels: 500, cars: 500, homes: 150 },
    };
    expect(renderEnglish(selectEarnGreetingMessage(input))).toBe(
      'Earn 5% cash back on hotels and rental cars and 1.5% on flights',
    );
  });

  it('uses one rate when every category earns the same', () => {
    const input: EarnInput = {
      productId: 'WalmartRewards',
      currency: 'cash',
      earnRates: { flights: 200, hotels: 200, cars: 200, homes: 200 },
    };
    expect(renderEnglish(selectEarnGreetingMessage(input))).toBe('Earn 2% on every booking');
  });
});
