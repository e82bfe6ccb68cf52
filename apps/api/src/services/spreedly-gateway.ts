import { CardBrandSchema, type CardVaultResponse } from '@wayfare/contracts/flight-booking';
import { AppError } from '../app-error';
import type { PaymentFailureCode, PaymentPorts, PaymentProvider } from './payments';
import type { SpreedlyAnswer, SpreedlyClient, SpreedlyErrorItem } from './spreedly-client';

/**
 * The payment port over Spreedly (docs/decisions/024-spreedly.md). It keeps the sandbox's
 * bookkeeping — one `payment_authorizations` row per reference, id `auth_<reference>`, moved by
 * compare-and-set — so the sagas, refunds and receipts read the same rows whichever provider is
 * behind the port; the row also keeps Spreedly's transaction token, which capture, void and
 * credit use.
 */

/** The gateway's `response.error_code` (ActiveMerchant's standard codes and common others). */
export const SPREEDLY_ERROR_CODES: Readonly<Record<string, PaymentFailureCode>> = {
  card_declined: 'CardDeclined',
  call_issuer: 'CardDeclined',
  do_not_honor: 'CardDeclined',
  insufficient_funds: 'InsufficientFunds',
  expired_card: 'CreditCardExpired',
  invalid_expiry_date: 'CreditCardExpired',
  incorrect_number: 'InvalidCreditCardNumber',
  invalid_number: 'InvalidCreditCardNumber',
  incorrect_cvc: 'InvalidCreditCardVerificationNumber',
  invalid_cvc: 'InvalidCreditCardVerificationNumber',
  incorrect_zip: 'InvalidCreditCardZipCode',
  incorrect_address: 'InvalidCreditCardInformation',
  pickup_card: 'CreditCardLostStolen',
  lost_card: 'CreditCardLostStolen',
  stolen_card: 'CreditCardLostStolen',
  fraudulent: 'LikelyFraud',
  suspected_fraud: 'LikelyFraud',
  card_not_supported: 'CreditCardNotSupported',
  processing_error: 'GenericError',
};

/** States where the gateway may or may not have taken the money yet: never a card's fault. */
const UNSETTLED_STATES = new Set(['gateway_processing_result_unknown', 'pending', 'processing']);

const mentions = (items: readonly SpreedlyErrorItem[], text: string, words: readonly string[]) =>
  words.some((word) => text.includes(word) || items.some((item) => item.key.includes(word)));

/**
 * What an authorization that did not succeed means for the portal: a card code (the booking
 * path's existing handling), or `unavailable` when nobody can tell yet (503, retried later).
 */
export function classifySpreedlyFailure(
  answer: SpreedlyAnswer,
): PaymentFailureCode | 'unavailable' {
  if (answer.kind === 'errors') {
    // The payment method is not in the environment (redacted, another environment's token).
    if (answer.status === 404) return 'UnknownCard';
    if (mentions(answer.errors, '', ['redacted', 'not_found'])) return 'UnknownCard';
    if (mentions(answer.errors, '', ['card_type', 'unsupported'])) return 'CreditCardNotSupported';
    return 'InvalidCreditCardInformation';
  }
  const { state, response, message_key: messageKey } = answer.transaction;
  if (UNSETTLED_STATES.has(state)) return 'unavailable';
  if (state === 'gateway_processing_failed') {
    const code = response?.error_code?.trim().toLowerCase() ?? '';
    return SPREEDLY_ERROR_CODES[code] ?? 'CardDeclined';
  }
  // `failed`: Spreedly refused it before the gateway (the payment method is unusable).
  const key = messageKey ?? '';
  if (mentions([], key, ['redacted', 'not_found'])) return 'UnknownCard';
  if (mentions([], key, ['card_type', 'unsupported'])) return 'CreditCardNotSupported';
  return 'InvalidCreditCardInformation';
}

const isSuccess = (answer: SpreedlyAnswer) =>
  answer.kind === 'transaction' && answer.transaction.succeeded;

/** A capture, void or credit Spreedly refused: the caller's step fails and is logged (no card data). */
function refused(operation: string, answer: SpreedlyAnswer): Error {
  if (answer.kind === 'transaction' && UNSETTLED_STATES.has(answer.transaction.state))
    return new AppError('ServiceUnavailable', 'The payment service is briefly unavailable.');
  const detail =
    answer.kind === 'transaction'
      ? `${answer.transaction.state} ${answer.transaction.response?.error_code ?? ''}`.trim()
      : answer.errors.map((e) => e.key).join(', ');
  return new Error(`Spreedly refused the ${operation} (HTTP ${answer.status}: ${detail})`);
}

export function createSpreedlyPaymentGateway(
  ports: PaymentPorts,
  client: SpreedlyClient,
): PaymentProvider {
  const { payments } = ports.repos;

  /** The authorization row and its Spreedly token, when the row is in the state given. */
  async function findTransaction(authorizationId: string, status: 'Authorized' | 'Captured') {
    const row = await payments.findAuthorization(authorizationId);
    if (!row || row.status !== status || !row.gatewayTransactionToken) return null;
    return { row, token: row.gatewayTransactionToken };
  }

  return {
    async authorize(cardToken, amountMinor, currency, reference) {
      const authorizationId = `auth_${reference}`;
      // A retried step (the sweep taking a booking up) finds its authorization rather than
      // authorizing twice.
      const existing = await payments.findAuthorization(authorizationId);
      if (existing?.gatewayTransactionToken) return { ok: true, authorizationId };
      if (!(await payments.findCard(cardToken))) return { ok: false, code: 'UnknownCard' };
      const answer = await client.authorize({
        paymentMethodToken: cardToken,
        amountMinor,
        currency: currency.toUpperCase(),
        orderId: reference,
      });
      if (answer.kind === 'transaction' && answer.transaction.succeeded) {
        await payments.createAuthorization(
          {
            id: authorizationId,
            cardToken,
            reference,
            amountMinor,
            currency,
            status: 'Authorized',
            gatewayTransactionToken: answer.transaction.token,
          },
          ports.clock.now(),
        );
        return { ok: true, authorizationId };
      }
      const code = classifySpreedlyFailure(answer);
      if (code === 'unavailable')
        throw new AppError('ServiceUnavailable', 'The payment service is briefly unavailable.');
      return { ok: false, code };
    },

    async capture(authorizationId) {
      const found = await findTransaction(authorizationId, 'Authorized');
      if (!found) return;
      const answer = await client.capture(found.token);
      if (!isSuccess(answer)) throw refused('capture', answer);
      await payments.settleAuthorization(authorizationId, 'Captured', ports.clock.now());
    },

    async void(authorizationId) {
      // Only an Authorized row is voided, as in the sandbox: voiding twice changes nothing.
      const found = await findTransaction(authorizationId, 'Authorized');
      if (!found) return;
      const answer = await client.void(found.token);
      if (!isSuccess(answer)) throw refused('void', answer);
      await payments.settleAuthorization(authorizationId, 'Voided', ports.clock.now());
    },

    async refund(authorizationId, amountMinor) {
      const found = await findTransaction(authorizationId, 'Captured');
      if (!found || amountMinor <= 0) return;
      const answer = await client.credit(
        found.token,
        amountMinor,
        found.row.currency.toUpperCase(),
      );
      if (!isSuccess(answer)) throw refused('credit', answer);
      await payments.refundAuthorization(authorizationId, amountMinor, ports.clock.now());
    },

    async refundPart(authorizationId, key, amountMinor) {
      // Recorded once per key: a retried step credits nothing twice. (A crash between Spreedly's
      // credit and the record would credit again on retry: Spreedly's core API takes no
      // idempotency key for a credit; docs/decisions/024-spreedly.md.)
      if (amountMinor <= 0 || (await payments.hasRefundPart(key))) return;
      const found = await findTransaction(authorizationId, 'Captured');
      if (found) {
        const answer = await client.credit(
          found.token,
          amountMinor,
          found.row.currency.toUpperCase(),
        );
        if (!isSuccess(answer)) throw refused('credit', answer);
      }
      // Without a captured charge the record refuses, as the sandbox's does.
      await payments.refundPart(authorizationId, key, amountMinor, ports.clock.now());
    },

    async describeCard(cardToken) {
      const card = await payments.findCard(cardToken);
      return card ? { testBehaviour: card.testBehaviour } : null;
    },
  };
}

/**
 * A card the Spreedly iFrame tokenized, read back from Spreedly (brand, last four, expiry, name:
 * never the number) and kept like a vault card, so the booking path claims and shows it the same
 * way. Its test behaviour is `Approve`: Spreedly's gateway decides.
 */
export async function registerSpreedlyPaymentMethod(
  ports: PaymentPorts,
  client: SpreedlyClient,
  paymentMethodToken: string,
): Promise<CardVaultResponse> {
  const answer = await client.showPaymentMethod(paymentMethodToken);
  if (answer.kind === 'errors') throw new AppError('UnknownCard', undefined, 'paymentMethodToken');
  const method = answer.paymentMethod;
  if (method.payment_method_type !== 'credit_card' || method.storage_state === 'redacted')
    throw new AppError('UnknownCard', undefined, 'paymentMethodToken');
  const brand = CardBrandSchema.safeParse(method.card_type);
  if (!brand.success) throw new AppError('CreditCardNotSupported', undefined, 'paymentMethodToken');
  const lastFour = method.last_four_digits ?? '';
  if (
    method.errors.length > 0 ||
    !/^\d{4}$/.test(lastFour) ||
    !method.month ||
    !method.year ||
    !method.full_name?.trim()
  )
    throw new AppError('InvalidCreditCardInformation', undefined, 'paymentMethodToken');
  await ports.repos.payments.saveCardOnce({
    token: method.token,
    brand: brand.data,
    lastFour,
    expiryMonth: method.month,
    expiryYear: method.year,
    holderName: method.full_name.trim(),
    testBehaviour: 'Approve',
  });
  return { cardToken: method.token, brand: brand.data, lastFour };
}
