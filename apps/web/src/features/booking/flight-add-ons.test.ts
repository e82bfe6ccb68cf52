import { describe, expect, it } from 'vitest';
import type { Money } from '@wayfare/contracts/money';
import { buildAddOnsRequest, sumAddOnsMinor } from './flight-add-ons';

const usd = (amountMinor: number): Money => ({ amountMinor, currency: 'USD' });

describe('the flight booking add-ons', () => {
  it('sends nothing when neither is added', () => {
    const none = { cancelForAnyReason: null, changeForAnyReason: null };
    expect(buildAddOnsRequest(none)).toEqual({});
    expect(sumAddOnsMinor(none)).toBe(0);
  });

  it('sends each one added on its own', () => {
    expect(
      buildAddOnsRequest({ cancelForAnyReason: usd(1_500), changeForAnyReason: null }),
    ).toEqual({ addOns: { cancelForAnyReason: true } });
    expect(
      buildAddOnsRequest({ cancelForAnyReason: null, changeForAnyReason: usd(1_200) }),
    ).toEqual({ addOns: { changeForAnyReason: true } });
  });

  it('sends both together and adds both premiums to the fares', () => {
    const both = { cancelForAnyReason: usd(1_500), changeForAnyReason: usd(1_200) };
    expect(buildAddOnsRequest(both)).toEqual({
      addOns: { cancelForAnyReason: true, changeForAnyReason: true },
    });
    expect(sumAddOnsMinor(both)).toBe(2_700);
  });

  it('adds disruption assistance’s fee per booking and asks for it (issue 20)', () => {
    const chosen = {
      cancelForAnyReason: null,
      changeForAnyReason: usd(1_200),
      disruptionAssistance: usd(2_499),
    };
    expect(buildAddOnsRequest(chosen)).toEqual({
      addOns: { changeForAnyReason: true, disruptionAssistance: true },
    });
    expect(sumAddOnsMinor(chosen)).toBe(3_699);
  });
});
