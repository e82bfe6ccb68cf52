import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { SandboxPriceFreeze } from '@wayfare/contracts/sandbox';
import { EN_MESSAGES } from '../../i18n/messages-en';
import { FR_MESSAGES } from '../../i18n/messages-fr';
import { ConsoleFreezes } from './console-freezes';

const USD = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

const FREEZE: SandboxPriceFreeze = {
  freezeId: 'pf_1',
  product: 'flight',
  state: 'Valid',
  contactEmail: 'marcus@example.com',
  route: 'JFK→LAX',
  flights: [
    { flightInstanceId: '12@20800', label: 'AA 12 JFK→LAX 2026-12-15 08:00', isSoldOut: true },
  ],
  passengerCount: 2,
  frozenTotal: USD(64_000),
  capPerPassenger: USD(50_000),
  expiresAt: '2026-11-26T15:00:00.000Z',
  todayTotal: null,
  createdAt: '2026-11-23T15:00:00.000Z',
};

function render(
  locale: 'en' | 'fr',
  freezes: SandboxPriceFreeze[],
  sellouts = [{ flightInstanceId: '12@20800', label: 'AA 12', createdAt: FREEZE.createdAt }],
) {
  return renderToStaticMarkup(
    <IntlProvider
      locale={locale}
      timeZone="UTC"
      messages={locale === 'en' ? EN_MESSAGES : FR_MESSAGES}
    >
      <ConsoleFreezes freezes={freezes} sellouts={sellouts} run={() => Promise.resolve(true)} />
    </IntlProvider>,
  );
}

describe('the console’s price freezes', () => {
  it('names each branch of a Valid freeze by its id, as the journeys find them', () => {
    const html = render('en', [FREEZE]);
    for (const name of [
      'Raise above cap for pf_1',
      'Drop below frozen price for pf_1',
      'Sell out flights for pf_1',
      'Run clock past end for pf_1',
      'Put back on sale: AA 12',
    ])
      expect(html).toContain(`aria-label="${name}"`);
    expect(html).toContain('Not on sale');
    expect(html).toContain('2 passengers');
    expect(html).toContain('sold out');
  });

  it('offers no branch once a freeze is not Valid, and says when there is none (French too)', () => {
    const html = render('en', [{ ...FREEZE, state: 'Expired' }], []);
    expect(html).not.toContain('Raise above cap');
    expect(html).toContain('Expired');
    expect(render('en', [], [])).toContain('No price freezes yet.');
    expect(render('fr', [FREEZE])).toContain('aria-label="Dépasser le plafond pour pf_1"');
  });
});
