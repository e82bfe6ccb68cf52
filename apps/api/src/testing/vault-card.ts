import { CardVaultResponseSchema } from '@wayfare/contracts/flight-booking';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * Puts a test card in the sandbox vault (on its own origin, as the booking page's frame does) and
 * returns its token. Any valid number is approved; the test cards of services/payments.ts fail.
 */
export async function vaultTestCard(
  app: FastifyInstance,
  number = '4242424242424242',
  holder: { name: string; postalCode: string } = { name: 'Ada Lovelace', postalCode: '10001' },
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/vault/v1/cards',
    headers: { host: 'vault.localhost:3000', 'content-type': 'application/json' },
    payload: JSON.stringify({
      number,
      expiryMonth: 12,
      expiryYear: 2029,
      // American Express numbers (15 digits) have a four-digit security code.
      cvc: number.length === 15 ? '1234' : '123',
      holderName: holder.name,
      postalCode: holder.postalCode,
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return CardVaultResponseSchema.parse(res.json()).cardToken;
}
