import { z } from 'zod';
import { AppError } from '../app-error';
import type { SpreedlySettings } from '../env';

/**
 * Spreedly's core API (https://core.spreedly.com/v1/, JSON), the calls the payment port needs:
 * authorize on the configured gateway, then capture, void or credit by the transaction's token,
 * and show a payment method the iFrame tokenized. Basic auth is the environment key and access
 * secret. Nothing here logs: request bodies carry tokens and amounts, never card numbers.
 */

/** How long one call may take: Spreedly waits on the gateway, which can be slow. */
export const SPREEDLY_TIMEOUT_MS = 30_000;

const SpreedlyTransactionSchema = z.object({
  token: z.string().min(1),
  succeeded: z.boolean(),
  /** succeeded, failed (Spreedly refused it), gateway_processing_failed (the gateway declined), gateway_processing_result_unknown, pending… */
  state: z.string(),
  transaction_type: z.string().nullish(),
  message_key: z.string().nullish(),
  message: z.string().nullish(),
  amount: z.number().int().nullish(),
  currency_code: z.string().nullish(),
  order_id: z.string().nullish(),
  /** The gateway's own answer; `error_code` is the gateway's (often ActiveMerchant's standard codes). */
  response: z
    .object({
      success: z.boolean().nullish(),
      message: z.string().nullish(),
      error_code: z.string().nullish(),
      pending: z.boolean().nullish(),
    })
    .nullish(),
});
export type SpreedlyTransaction = z.infer<typeof SpreedlyTransactionSchema>;

const SpreedlyErrorsSchema = z.object({
  errors: z.array(
    z.object({ key: z.string(), message: z.string().nullish(), attribute: z.string().nullish() }),
  ),
});
export type SpreedlyErrorItem = z.infer<typeof SpreedlyErrorsSchema>['errors'][number];

const SpreedlyPaymentMethodSchema = z.object({
  token: z.string().min(1),
  /** cached until retained, retained, redacted… */
  storage_state: z.string(),
  payment_method_type: z.string(),
  card_type: z.string().nullish(),
  last_four_digits: z.string().nullish(),
  month: z.number().int().nullish(),
  year: z.number().int().nullish(),
  full_name: z.string().nullish(),
  errors: z.array(z.object({ key: z.string(), attribute: z.string().nullish() })).default([]),
});
export type SpreedlyPaymentMethod = z.infer<typeof SpreedlyPaymentMethodSchema>;

/** What a call answered: a transaction (whether it succeeded or not) or Spreedly's error list. */
export type SpreedlyAnswer =
  | { kind: 'transaction'; status: number; transaction: SpreedlyTransaction }
  | { kind: 'errors'; status: number; errors: SpreedlyErrorItem[] };

export type SpreedlyPaymentMethodAnswer =
  | { kind: 'paymentMethod'; paymentMethod: SpreedlyPaymentMethod }
  | { kind: 'errors'; status: number; errors: SpreedlyErrorItem[] };

export interface SpreedlyAuthorizeRequest {
  paymentMethodToken: string;
  amountMinor: number;
  currency: string;
  /** Our reference (the booking's id): Spreedly and the gateway keep it as the order id. */
  orderId: string;
}

export interface SpreedlyClient {
  /** Public by design: the web's iFrame needs it. */
  readonly environmentKey: string;
  authorize(request: SpreedlyAuthorizeRequest): Promise<SpreedlyAnswer>;
  /** Captures the whole authorized amount. */
  capture(transactionToken: string): Promise<SpreedlyAnswer>;
  void(transactionToken: string): Promise<SpreedlyAnswer>;
  /** Refunds part or all of a captured charge. */
  credit(transactionToken: string, amountMinor: number, currency: string): Promise<SpreedlyAnswer>;
  showPaymentMethod(paymentMethodToken: string): Promise<SpreedlyPaymentMethodAnswer>;
}

export interface SpreedlyClientOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Spreedly did not answer, answered 5xx or something unreadable: the payment may be retried. */
function unavailable(): AppError {
  return new AppError('ServiceUnavailable', 'The payment service is briefly unavailable.');
}

export function createSpreedlyClient(
  settings: SpreedlySettings,
  options: SpreedlyClientOptions = {},
): SpreedlyClient {
  const timeoutMs = options.timeoutMs ?? SPREEDLY_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(
    `${settings.environmentKey}:${settings.accessSecret}`,
  ).toString('base64')}`;

  async function send(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await doFetch(`${settings.baseUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw unavailable();
    }
    if (response.status >= 500) throw unavailable();
    // Credentials refused or the account inactive: a deployment's mistake, not the card's.
    if (response.status === 401 || response.status === 402 || response.status === 403)
      throw new Error(`Spreedly refused the environment's credentials (HTTP ${response.status})`);
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw unavailable();
    }
    return { status: response.status, json };
  }

  async function transact(path: string, body?: unknown): Promise<SpreedlyAnswer> {
    const { status, json } = await send('POST', path, body);
    const transaction = z.object({ transaction: SpreedlyTransactionSchema }).safeParse(json);
    if (transaction.success)
      return { kind: 'transaction', status, transaction: transaction.data.transaction };
    const errors = SpreedlyErrorsSchema.safeParse(json);
    if (errors.success && status >= 400)
      return { kind: 'errors', status, errors: errors.data.errors };
    throw unavailable();
  }

  const byToken = (token: string) => encodeURIComponent(token);
  const gateway = byToken(settings.gatewayToken);

  return {
    environmentKey: settings.environmentKey,
    authorize: (request) =>
      transact(`/v1/gateways/${gateway}/authorize.json`, {
        transaction: {
          payment_method_token: request.paymentMethodToken,
          amount: request.amountMinor,
          currency_code: request.currency,
          order_id: request.orderId,
          // Saved cards are paid with again later; a card only cached would be redacted.
          retain_on_success: true,
        },
      }),
    capture: (token) => transact(`/v1/transactions/${byToken(token)}/capture.json`),
    void: (token) => transact(`/v1/transactions/${byToken(token)}/void.json`),
    credit: (token, amountMinor, currency) =>
      transact(`/v1/transactions/${byToken(token)}/credit.json`, {
        transaction: { amount: amountMinor, currency_code: currency },
      }),
    async showPaymentMethod(token) {
      const { status, json } = await send('GET', `/v1/payment_methods/${byToken(token)}.json`);
      const found = z.object({ payment_method: SpreedlyPaymentMethodSchema }).safeParse(json);
      if (found.success && status === 200)
        return { kind: 'paymentMethod', paymentMethod: found.data.payment_method };
      const errors = SpreedlyErrorsSchema.safeParse(json);
      if (errors.success && status >= 400)
        return { kind: 'errors', status, errors: errors.data.errors };
      throw unavailable();
    },
  };
}

/** Where the iFrame's script and hosted fields come from (the portal's CSP allows it when configured). */
export const SPREEDLY_IFRAME_ORIGIN = 'https://core.spreedly.com';
