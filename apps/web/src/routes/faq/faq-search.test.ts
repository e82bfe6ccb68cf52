import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES, FAQ_GROUPS, listFaqEntries, readFaqValues } from './faq-entries';
import { foldSearchText, matchesFaqQuery } from './faq-search';

describe('the FAQ search', () => {
  it('matches every word typed, as the start of a word, ignoring case and accents', () => {
    const q = 'Can I hold a fare?';
    const a = 'Freeze the price for up to 14 days.';
    expect(matchesFaqQuery('', q, a)).toBe(true);
    expect(matchesFaqQuery('FREEZE', q, a)).toBe(true);
    expect(matchesFaqQuery('fare days', q, a)).toBe(true);
    expect(matchesFaqQuery('fre', q, a)).toBe(true);
    expect(matchesFaqQuery('reeze', q, a)).toBe(false);
    expect(matchesFaqQuery('fare boats', q, a)).toBe(false);
    expect(matchesFaqQuery('geler', 'Puis-je geler un tarif ?', 'Gelé')).toBe(true);
    expect(matchesFaqQuery('gele', 'Question', 'Le prix est gelé.')).toBe(true);
  });

  it('finds any question by any word of it', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-zé]{1,8}$/), { minLength: 1 }), (words) => {
        const text = words.join(' ');
        for (const word of words) expect(matchesFaqQuery(word, text, '')).toBe(true);
        expect(foldSearchText(text)).toBe(foldSearchText(foldSearchText(text)));
      }),
    );
  });
});

describe('the FAQ questions', () => {
  it('have unique anchors, known groups, and business questions only in that tenant', () => {
    const ids = FAQ_ENTRIES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of FAQ_ENTRIES) expect(FAQ_GROUPS).toContain(entry.group);
    expect(listFaqEntries('capone').some((e) => e.group === 'corporate')).toBe(false);
    expect(listFaqEntries('capone-corporate').some((e) => e.group === 'corporate')).toBe(true);
  });

  it('quote each tenant its own terms', () => {
    expect(readFaqValues('capone', 'en')).toMatchObject({ flightFreezeDays: 14, cfarPercent: 80 });
    expect(readFaqValues('capone-corporate', 'en')).toMatchObject({ flightFreezeDays: 7 });
  });
});
