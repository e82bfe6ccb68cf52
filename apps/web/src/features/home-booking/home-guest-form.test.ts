import { describe, expect, it } from 'vitest';
import type { Traveler } from '@wayfare/contracts/travelers';
import { buildHomeBookRequest, checkHomeGuestDraft, placeHomeError } from './home-guest-form';

const ada = { id: 't1', givenName: 'Ada', surname: 'Lovelace' } as Traveler;
const draft = {
  travelerId: 't1',
  email: 'ada@example.com',
  phone: '+1 617 555 0101',
  messageToHost: '',
};

describe('home guest form', () => {
  it('asks for a saved guest, an e-mail and a phone', () => {
    expect(checkHomeGuestDraft(draft, [ada])).toEqual({});
    expect(
      checkHomeGuestDraft({ travelerId: null, email: 'x', phone: '', messageToHost: '' }, [ada]),
    ).toEqual({ guest: 'required', email: 'emailFormat', phone: 'required' });
    expect(
      checkHomeGuestDraft({ ...draft, messageToHost: 'x'.repeat(501) }, [ada]).messageToHost,
    ).toBe('tooLong');
  });

  it('places the server’s field errors on the form', () => {
    expect(placeHomeError('guest.travelerId')).toBe('guest');
    expect(placeHomeError('contact.phone')).toBe('phone');
    expect(placeHomeError('payment.card')).toBeNull();
  });

  it('writes the request with consent, the policy reason and the note only when given', () => {
    const payment = { cardToken: 'tok', splits: [] } as never;
    const request = buildHomeBookRequest({
      quoteToken: 'q',
      draft: { ...draft, messageToHost: ' Arriving late ' },
      payment,
      acceptedTotalMinor: 12_000,
      outOfPolicyReason: null,
    });
    expect(request).toEqual({
      quoteToken: 'q',
      guest: { travelerId: 't1' },
      contact: { email: 'ada@example.com', phone: '+1 617 555 0101' },
      payment,
      acceptPriceChange: { newTotalMinor: 12_000 },
      messageToHost: 'Arriving late',
    });
  });
});
