import { randomUUID } from 'node:crypto';
import { isCardErrorCode, type CardErrorCode } from '@wayfare/contracts/errors';
import {
  CardBrandSchema,
  type CardVaultRequest,
  type CardVaultResponse,
  type PaymentMethodsResponse,
} from '@wayfare/contracts/flight-booking';
import { checkCard } from '@wayfare/domain/card-rules';
import { AppError } from '../app-error';
import type { PaymentsRepository } from '@wayfare/store/repositories/payments-repository';
import type { Clock } from '../clock';
import type { SpreedlyClient } from './spreedly-client';
import { createSpreedlyPaymentGateway } from './spreedly-gateway';

/** What saving cards and the payment provider use. */
export interface PaymentPorts {
  clock: Clock;
  repos: { payments: PaymentsRepository };
  /** Spreedly, when the deployment configured it (createApp); absent or null: the sandbox vault. */
  spreedly?: SpreedlyClient | null;
}

/**
 * Sandbox test cards (also in docs/decisions/004-booking-saga.md). Any other valid number succeeds,
 * e.g. 4242424242424242, 5555555555554444, 378282246310005.
 */
export const TEST_CARD_BEHAVIOURS = {
  '4000000000000002': 'CardDeclined',
  '4000000000009995': 'InsufficientFunds',
  '4000000000000069': 'CreditCardExpired',
  '4000000000000119': 'GenericError',
  '4000000000000127': 'InvalidCreditCardVerificationNumber',
  '4100000000000019': 'LikelyFraud',
  '4000000000000259': 'SlowSupplier',
  '4000000000009987': 'CreditCardLostStolen',
  '4000000000000341': 'CreditCardNotSupported',
  '4000000000000010': 'InvalidCreditCardNumber',
  '4000000000000101': 'InvalidCreditCardInformation',
  '4000000000000713': 'InvalidCreditCardCountryCode',
  '4000000000000036': 'InvalidCreditCardZipCode',
} as const satisfies Record<string, CardErrorCode | 'SlowSupplier'>;

type TestBehaviour = (typeof TEST_CARD_BEHAVIOURS)[keyof typeof TEST_CARD_BEHAVIOURS] | 'Approve';

const isTestCard = (digits: string): digits is keyof typeof TEST_CARD_BEHAVIOURS =>
  Object.hasOwn(TEST_CARD_BEHAVIOURS, digits);

/** Stores a card behind a token; only brand, last four, expiry and the test behaviour are kept. */
export async function vaultCard(
  ctx: PaymentPorts,
  input: CardVaultRequest,
): Promise<CardVaultResponse> {
  const checked = checkCard(input, ctx.clock.now());
  if (!checked.ok) throw new AppError(checked.code, checked.message, checked.field);
  const testBehaviour: TestBehaviour = isTestCard(checked.digits)
    ? TEST_CARD_BEHAVIOURS[checked.digits]
    : 'Approve';
  const cardToken = `card_${randomUUID().replaceAll('-', '')}`;
  await ctx.repos.payments.saveCard({
    token: cardToken,
    brand: checked.brand,
    lastFour: checked.lastFour,
    expiryMonth: input.expiryMonth,
    expiryYear: input.expiryYear,
    holderName: input.holderName.trim(),
    testBehaviour,
  });
  return { cardToken, brand: checked.brand, lastFour: checked.lastFour };
}

/**
 * What the processor may answer at authorization: the card codes of the one catalogue list
 * (`CARD_ERROR_CODES`, contracts/errors.ts); the sandbox's test cards produce each of its
 * processor codes.
 */
export type PaymentFailureCode = CardErrorCode;

const isPaymentFailure = (behaviour: string): behaviour is PaymentFailureCode =>
  isCardErrorCode(behaviour);

export type AuthorizeResult =
  { ok: true; authorizationId: string } | { ok: false; code: PaymentFailureCode };

/** The payment provider port: the sandbox vault below, or Spreedly (spreedly-gateway.ts). */
export interface PaymentProvider {
  /** `reference` (the booking id) makes a retried authorization return the same one. */
  authorize(
    cardToken: string,
    amountMinor: number,
    currency: string,
    reference: string,
  ): Promise<AuthorizeResult>;
  capture(authorizationId: string): Promise<void>;
  void(authorizationId: string): Promise<void>;
  /** Gives back part or all of a captured charge, once (a cancelled trip; issue 7). */
  refund(authorizationId: string, amountMinor: number): Promise<void>;
  /**
   * Gives back part of a captured charge under `key`, once however often it is asked (a stay's
   * dates changed to a cheaper stay, a partial cancellation; issue 22). The charge stays Captured.
   */
  refundPart(authorizationId: string, key: string, amountMinor: number): Promise<void>;
  /** The test behaviour of a vaulted card (sandbox only; a real provider answers 'Approve'). */
  describeCard(cardToken: string): Promise<{ testBehaviour: string } | null>;
}

/** The provider the deployment configured: Spreedly when set (SPREEDLY_*), else the sandbox. */
export function createPaymentProvider(ctx: PaymentPorts): PaymentProvider {
  return ctx.spreedly
    ? createSpreedlyPaymentGateway(ctx, ctx.spreedly)
    : createSandboxPaymentProvider(ctx);
}

export function createSandboxPaymentProvider(ctx: PaymentPorts): PaymentProvider {
  const { payments } = ctx.repos;
  return {
    async authorize(cardToken, amountMinor, currency, reference) {
      const card = await payments.findCard(cardToken);
      if (!card) return { ok: false, code: 'UnknownCard' };
      const behaviour = card.testBehaviour;
      if (isPaymentFailure(behaviour)) return { ok: false, code: behaviour };
      const authorizationId = `auth_${reference}`;
      await payments.createAuthorization(
        { id: authorizationId, cardToken, reference, amountMinor, currency, status: 'Authorized' },
        ctx.clock.now(),
      );
      return { ok: true, authorizationId };
    },
    async capture(authorizationId) {
      await payments.settleAuthorization(authorizationId, 'Captured', ctx.clock.now());
    },
    async void(authorizationId) {
      await payments.settleAuthorization(authorizationId, 'Voided', ctx.clock.now());
    },
    async refund(authorizationId, amountMinor) {
      await payments.refundAuthorization(authorizationId, amountMinor, ctx.clock.now());
    },
    async refundPart(authorizationId, key, amountMinor) {
      await payments.refundPart(authorizationId, key, amountMinor, ctx.clock.now());
    },
    async describeCard(cardToken) {
      const card = await payments.findCard(cardToken);
      return card ? { testBehaviour: card.testBehaviour } : null;
    },
  };
}

/** GET /api/v0/paymentMethods: the person's saved cards. */
export async function listPaymentMethods(
  ports: Pick<PaymentPorts, 'repos'>,
  userId: string,
): Promise<PaymentMethodsResponse> {
  const cards = await ports.repos.payments.listSavedCards(userId);
  return {
    cards: cards.map((card) => ({
      cardToken: card.token,
      brand: CardBrandSchema.parse(card.brand),
      lastFour: card.lastFour,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      holderName: card.holderName,
    })),
  };
}

/** DELETE /api/v0/paymentMethods/:cardToken: forgets one of the person's cards (NotFound otherwise). */
export async function forgetPaymentMethod(
  ports: Pick<PaymentPorts, 'repos'>,
  userId: string,
  cardToken: string,
): Promise<void> {
  if (!(await ports.repos.payments.forgetCard(cardToken, userId))) throw new AppError('NotFound');
}
