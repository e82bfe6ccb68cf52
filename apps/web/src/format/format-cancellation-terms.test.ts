import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { CancellationPolicy, CancellationTier } from '@wayfare/contracts/lodging';
import { EN_MESSAGES } from '../i18n/messages-en';
import { FR_MESSAGES } from '../i18n/messages-fr';
import { sayCancellationTerms } from './format-cancellation-terms';

const english = createIntl({ locale: 'en-US', messages: EN_MESSAGES });
const french = createIntl({ locale: 'fr-CA', messages: FR_MESSAGES });
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

function tier(
  untilLocal: string | null,
  penaltyKind: CancellationTier['penaltyKind'],
  penaltyPercent: number,
  penaltyMinor: number,
): CancellationTier {
  return {
    fromHoursBeforeCheckIn: null,
    untilHoursBeforeCheckIn: null,
    untilLocal,
    penaltyKind,
    penaltyPercent,
    penalty: usd(penaltyMinor),
  };
}

function policy(
  terms: CancellationPolicy['terms'],
  tiers: CancellationTier[],
  refundPercent: number | null = null,
): CancellationPolicy {
  return {
    terms,
    refundability: terms === 'NonRefundable' ? 'NonRefundable' : 'FullyRefundable',
    freeCancellationUntil: null,
    freeCancellationHoursBeforeCheckIn: null,
    tiers,
    refundPercent,
  };
}

const fullStay = tier(null, 'FullStay', 100, 60_000);

describe('sayCancellationTerms', () => {
  it('says free cancellation with the date in the person’s format and the first night’s price', () => {
    const free = policy('FreeCancellation', [
      tier('2026-12-15T15:00', 'None', 0, 0),
      tier('2026-12-17T15:00', 'FirstNight', 33, 20_000),
      fullStay,
    ]);
    expect(sayCancellationTerms(english, free)).toBe(
      'Free cancellation until Dec 15, 3:00 PM (hotel time). After that, the first night ($200.00) is charged; no-shows pay the full stay.',
    );
    const french15 = sayCancellationTerms(french, free);
    expect(french15).toMatch(/^Annulation gratuite jusqu’au 15\sdéc\.,?\s15\sh\s00\s/);
    expect(french15).toMatch(/200,00\s\$/);
    expect(french15).not.toContain('2026-12-15');
  });

  it('says a partial refund before check-in or before a deadline, and the refundable room', () => {
    const partial = [tier('2026-12-17T15:00', 'Percent', 50, 30_000), fullStay];
    expect(sayCancellationTerms(english, policy('PartialRefundBeforeCheckIn', partial))).toBe(
      'Cancel before check-in (Dec 17, 3:00 PM, hotel time) and get 50% back. No-shows pay the full stay.',
    );
    expect(sayCancellationTerms(english, policy('PartialRefundBeforeDeadline', partial))).toBe(
      'Cancel before Dec 17, 3:00 PM (local time) and get 50% back. After that, nothing is refunded.',
    );
    const room = policy('RefundableRoom', [tier('2026-12-16T15:00', 'None', 0, 0), fullStay], 80);
    expect(sayCancellationTerms(english, room)).toMatch(
      /^Cancel until Dec 16, 3:00 PM \(hotel time\) and get 80% of your stay back;/,
    );
  });

  it('says non-refundable in both languages', () => {
    const none = policy('NonRefundable', [fullStay]);
    expect(sayCancellationTerms(english, none)).toBe(EN_MESSAGES['cancellation.none']);
    expect(sayCancellationTerms(french, none)).toBe(FR_MESSAGES['cancellation.none']);
  });
});
