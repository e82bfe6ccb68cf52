import { describe, expect, it } from 'vitest';
import {
  createSandboxCompetitorFeed,
  priceAtSandboxCompetitor,
  SANDBOX_COMPETITOR_SITES,
} from './competitor-price-feed';

const at = new Date('2026-11-23T15:00:00Z');
const portalTotal = { amountMinor: 41_237, currency: 'USD' };

describe('sandbox competitor price feed', () => {
  it('lists made-up sites on reserved .example names, for flights and hotels', () => {
    const sites = createSandboxCompetitorFeed().listSites();
    expect(sites.length).toBeGreaterThanOrEqual(4);
    expect(sites.every((s) => s.site.endsWith('.example'))).toBe(true);
    expect(sites.some((s) => s.products.includes('flight'))).toBe(true);
    expect(sites.some((s) => s.products.includes('hotel'))).toBe(true);
  });

  it('prices the same itinerary, site and day the same every time', async () => {
    const feed = createSandboxCompetitorFeed();
    const query = {
      site: 'skyfarehub.example',
      product: 'flight' as const,
      itineraryKey: 'flight|DL1203@2027-01-10|ADT1',
      portalTotal,
      at,
    };
    expect(await feed.findPrice(query)).toEqual(await feed.findPrice({ ...query }));
    expect(await feed.findPrice(query)).toEqual(priceAtSandboxCompetitor(query));
  });

  it('does not sell what a site does not cover, nor on unknown sites', () => {
    const base = { itineraryKey: 'x', portalTotal, at };
    expect(
      priceAtSandboxCompetitor({ ...base, site: 'hotelscout.example', product: 'flight' }),
    ).toBeNull();
    expect(
      priceAtSandboxCompetitor({ ...base, site: 'elsewhere.example', product: 'hotel' }),
    ).toBeNull();
  });

  it('is usually a little above the portal, sometimes a few percent below, rarely not listed', () => {
    let above = 0;
    let below = 0;
    let missing = 0;
    for (let i = 0; i < 4_000; i += 1)
      for (const site of SANDBOX_COMPETITOR_SITES) {
        const product = site.products[i % site.products.length] ?? 'flight';
        const price = priceAtSandboxCompetitor({
          site: site.site,
          product,
          itineraryKey: `it-${String(i)}`,
          portalTotal,
          at,
        });
        if (price === null) missing += 1;
        else {
          const ratio = price.amountMinor / portalTotal.amountMinor;
          expect(ratio).toBeGreaterThan(0.94);
          expect(ratio).toBeLessThan(1.07);
          if (ratio < 1) below += 1;
          else above += 1;
        }
      }
    const total = above + below + missing;
    expect(above / total).toBeGreaterThan(0.6);
    expect(below / total).toBeGreaterThan(0.1);
    expect(below / total).toBeLessThan(0.35);
    expect(missing / total).toBeLessThan(0.15);
  });

  it('moves with the day looked at', () => {
    const query = {
      site: 'tripwisely.example',
      product: 'hotel' as const,
      itineraryKey: 'hotel|L1|R1|2026-12-14|2026-12-16|1',
      portalTotal,
    };
    const days = Array.from({ length: 10 }, (_, d) =>
      priceAtSandboxCompetitor({ ...query, at: new Date(at.getTime() + d * 86_400_000) }),
    );
    expect(new Set(days.map((p) => p?.amountMinor ?? null)).size).toBeGreaterThan(3);
  });
});
