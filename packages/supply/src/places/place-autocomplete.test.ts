import { PlaceSuggestionSchema } from '@wayfare/contracts/places';
import { describe, expect, it } from 'vitest';
import { getSandboxWorld } from '../world/sandbox-world';
import { dedupePlaceSuggestions, searchPlaces } from './place-autocomplete';

const world = getSandboxWorld();

function suggest(query: string, options: Parameters<typeof searchPlaces>[2] = {}) {
  const r = searchPlaces(world, query, options);
  if (!r.ok) throw new Error(r.message);
  return r.value.map((s) => PlaceSuggestionSchema.parse(s));
}

describe('place autocomplete', () => {
  it('puts metro areas first with the airports they group', () => {
    expect(suggest('NYC')[0]).toMatchObject({
      kind: 'metro',
      code: 'NYC',
      airportCodes: ['JFK', 'LGA', 'EWR'],
    });
    const lon = suggest('lon');
    expect(lon[0]).toMatchObject({ kind: 'metro', code: 'LON' });
    expect(lon.some((s) => s.kind === 'city' && s.label === 'London')).toBe(true);
    expect(lon.some((s) => s.code === 'LHR')).toBe(true);
    for (const code of ['TYO', 'PAR', 'CHI', 'WAS']) expect(suggest(code)[0]?.code).toBe(code);
  });

  it('finds airports by IATA code, name and city', () => {
    expect(
      suggest('jfk')
        .slice(0, 2)
        .map((s) => s.code),
    ).toContain('JFK');
    expect(suggest('heathrow')[0]?.code).toBe('LHR');
    expect(suggest('zrh', { kinds: ['airport'] })[0]?.code).toBe('ZRH');
  });

  it('matches word starts, ignores accents and ranks by population', () => {
    expect(suggest('new y')[0]?.label).toMatch(/New York/);
    expect(suggest('york', { kinds: ['city'] }).some((s) => s.label === 'New York City')).toBe(
      true,
    );
    expect(suggest('ork', { kinds: ['city'] }).some((s) => s.label === 'New York City')).toBe(
      false,
    );
    expect(suggest('zurich')).toEqual(suggest('Zürich'));
    expect(suggest('sao paulo', { kinds: ['city'] })[0]?.label).toBe('São Paulo');
    const cities = suggest('san', { kinds: ['city'], limit: 10 });
    expect(cities).toHaveLength(10);
    expect(cities[0]?.label).toMatch(/^San|^Santiago|^Santo/);
  });

  it('suggests neighbourhoods inside their city and hotels by name', () => {
    expect(suggest('kreuzberg')[0]).toMatchObject({
      kind: 'neighbourhood',
      sublabel: 'Berlin, Germany',
    });
    const hotels = suggest('hilton london', { kinds: ['hotel'] });
    expect(hotels.length).toBeGreaterThan(2);
    for (const h of hotels) {
      expect(h.label).toMatch(/Hilton.*London/);
      expect(h.code).toMatch(/^H\d+$/);
    }
  });

  it('answers one-letter queries with big places and honours kinds and limit', () => {
    const s = suggest('s', { limit: 5 });
    expect(s).toHaveLength(5);
    expect(s.every((x) => x.kind === 'metro' || x.kind === 'city')).toBe(true);
    expect(suggest('s', { kinds: ['hotel'], limit: 3 }).every((x) => x.kind === 'hotel')).toBe(
      true,
    );
    expect(suggest('qqqqzzz')).toEqual([]);
  });

  it('lists each place once and tells same-named places apart (issue 16: two "Paris – United States")', () => {
    for (const query of [
      'paris',
      'portland',
      'springfield',
      'london',
      'birmingham',
      'kansas city',
    ]) {
      const shown = suggest(query, { limit: 12 }).map((s) => `${s.label} — ${s.sublabel}`);
      expect(new Set(shown).size, `${query}: ${shown.join(' | ')}`).toBe(shown.length);
    }
    const paris = suggest('paris', { kinds: ['city'], limit: 10 }).map((s) => s.sublabel);
    expect(paris).toEqual(
      expect.arrayContaining([
        'Texas, United States',
        'Tennessee, United States',
        'Ontario, Canada',
      ]),
    );
    expect(suggest('pdx')[0]?.sublabel).toBe('Portland, Oregon, United States');
    expect(suggest('pwm')[0]?.sublabel).toBe('Portland, Maine, United States');
  });

  it('keeps one of two suggestions that read and search the same, and names the airport otherwise', () => {
    const place = (code: string, sublabel: string, airportCodes: string[]) => ({
      kind: 'city' as const,
      code,
      label: 'Springfield',
      sublabel,
      coordinates: { lat: 0, lon: 0 },
      countryCode: 'US',
      airportCodes,
      cityCode: code,
    });
    expect(
      dedupePlaceSuggestions([
        place('C1', 'Illinois, United States', ['SPI']),
        place('C1', 'Illinois, United States', ['SPI']),
        place('C2', 'Missouri, United States', ['SGF']),
      ]).map((s) => s.code),
    ).toEqual(['C1', 'C2']);
    expect(
      dedupePlaceSuggestions([
        place('C3', 'United Kingdom', ['BHX']),
        place('C4', 'United Kingdom', ['MAN']),
        place('C5', 'United Kingdom', []),
      ]).map((s) => s.sublabel),
    ).toEqual(['United Kingdom · BHX', 'United Kingdom · MAN']);
  });

  it('rejects a query with no letters or digits', () => {
    expect(searchPlaces(world, '  -- ')).toMatchObject({ ok: false, code: 'InvalidRequest' });
    expect(searchPlaces(world, 'a'.repeat(81))).toMatchObject({
      ok: false,
      code: 'InvalidRequest',
    });
  });
});
