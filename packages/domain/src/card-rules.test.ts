import { describe, expect, it } from 'vitest';
import { checkCard, detectCardBrand, isLuhnValid } from './card-rules';

const NOW = new Date('2026-11-23T15:00:00Z');

describe('card rules', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'master'],
    ['2223003122003222', 'master'],
    ['378282246310005', 'american_express'],
    ['6011111111111117', 'discover'],
    ['36227206271667', 'diners_club'],
    ['3530111333300000', 'jcb'],
    ['6759649826438453', 'maestro'],
  ])('detects %s as %s and passes Luhn', (n, brand) => {
    expect(detectCardBrand(n)).toBe(brand);
    expect(isLuhnValid(n)).toBe(true);
  });

  it('refuses a wrong check digit, an expired card and a short security code', () => {
    const base = { number: '4242424242424242', expiryMonth: 11, expiryYear: 2026, cvc: '123' };
    expect(checkCard(base, NOW)).toMatchObject({ ok: true, brand: 'visa', lastFour: '4242' });
    expect(checkCard({ ...base, number: '4242424242424241' }, NOW)).toMatchObject({
      code: 'InvalidCreditCardNumber',
    });
    expect(checkCard({ ...base, expiryMonth: 10 }, NOW)).toMatchObject({
      code: 'CreditCardExpired',
    });
    expect(checkCard({ ...base, number: '378282246310005', cvc: '123' }, NOW)).toMatchObject({
      code: 'InvalidCreditCardVerificationNumber',
    });
  });
});
