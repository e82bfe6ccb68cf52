import { describe, expect, it } from 'vitest';
import { checkCardHolderFields } from './spreedly-card-fields';
import {
  fieldOfSpreedlyError,
  startSpreedlyCard,
  type SpreedlyFieldError,
  type SpreedlyIframe,
  type SpreedlyPaymentMethodData,
  type SpreedlyTokenizeFields,
} from './spreedly-iframe';

/** A stand-in for `window.Spreedly`: records calls and lets the test fire the iFrame's events. */
function createFakeSpreedly() {
  const handlers: {
    ready: (() => void)[];
    errors: ((errors: SpreedlyFieldError[]) => void)[];
    paymentMethod: ((token: string, data: SpreedlyPaymentMethodData) => void)[];
  } = { ready: [], errors: [], paymentMethod: [] };
  const calls: string[] = [];
  const tokenized: SpreedlyTokenizeFields[] = [];
  const spreedly: SpreedlyIframe = {
    init: (key, options) => calls.push(`init ${key} ${options.numberEl} ${options.cvvEl}`),
    on: (event: keyof typeof handlers, handler: never) => {
      handlers[event].push(handler);
    },
    removeHandlers: () => {
      calls.push('removeHandlers');
      handlers.ready = [];
      handlers.errors = [];
      handlers.paymentMethod = [];
    },
    tokenizeCreditCard: (fields) => tokenized.push(fields),
    setLabel: (field, label) => calls.push(`label ${field} ${label}`),
  };
  return { spreedly, handlers, calls, tokenized };
}

describe("Spreedly's iFrame card fields", () => {
  it('starts the hosted fields with the environment key and labels them once ready', () => {
    const fake = createFakeSpreedly();
    const seen: string[] = [];
    startSpreedlyCard(
      fake.spreedly,
      'EnvKey123',
      { numberEl: 'n1', cvvEl: 'c1' },
      { number: 'Card number', cvv: 'Security code' },
      {
        onReady: () => seen.push('ready'),
        onErrors: (fields) => seen.push(`errors ${fields.join(',')}`),
        onToken: (token) => seen.push(`token ${token}`),
      },
    );
    expect(fake.calls).toEqual(['removeHandlers', 'init EnvKey123 n1 c1']);
    for (const handler of fake.handlers.ready) handler();
    expect(fake.calls).toContain('label number Card number');
    expect(fake.calls).toContain('label cvv Security code');
    expect(seen).toEqual(['ready']);
  });

  it('tokenizes the rest of the form and hands on the payment method token', () => {
    const fake = createFakeSpreedly();
    const tokens: string[] = [];
    const card = startSpreedlyCard(
      fake.spreedly,
      'EnvKey123',
      { numberEl: 'n1', cvvEl: 'c1' },
      { number: 'Card number', cvv: 'Security code' },
      { onReady: () => {}, onErrors: () => {}, onToken: (token) => tokens.push(token) },
    );
    card.tokenize({ full_name: 'Ada Lovelace', month: '12', year: '2029', zip: '10001' });
    expect(fake.tokenized).toEqual([
      { full_name: 'Ada Lovelace', month: '12', year: '2029', zip: '10001' },
    ]);
    for (const handler of fake.handlers.paymentMethod)
      handler('56wyNnSmuA6CWYP7w0MiYCVIbW6', { token: '56wyNnSmuA6CWYP7w0MiYCVIbW6' });
    expect(tokens).toEqual(['56wyNnSmuA6CWYP7w0MiYCVIbW6']);
    card.dispose();
    expect(fake.handlers.paymentMethod).toEqual([]);
  });

  it('names the field of each iFrame error once', () => {
    const fake = createFakeSpreedly();
    const reported: string[][] = [];
    startSpreedlyCard(
      fake.spreedly,
      'EnvKey123',
      { numberEl: 'n1', cvvEl: 'c1' },
      { number: 'Card number', cvv: 'Security code' },
      { onReady: () => {}, onErrors: (fields) => reported.push(fields), onToken: () => {} },
    );
    for (const handler of fake.handlers.errors)
      handler([
        { attribute: 'number', key: 'errors.invalid', message: 'Number is invalid' },
        { attribute: 'month', key: 'errors.invalid', message: 'Month is invalid' },
        { attribute: 'year', key: 'errors.expired', message: 'Year is expired' },
      ]);
    expect(reported).toEqual([['number', 'expiry']]);
    expect(fieldOfSpreedlyError({ attribute: 'cvv', key: 'errors.blank', message: '' })).toBe(
      'cvv',
    );
    expect(
      fieldOfSpreedlyError({ attribute: 'first_name', key: 'errors.blank', message: '' }),
    ).toBe('holderName');
    expect(fieldOfSpreedlyError({ attribute: 'base', key: 'errors.x', message: '' })).toBe('form');
  });

  it('checks the name and expiry before anything goes to Spreedly', () => {
    expect(checkCardHolderFields({ holderName: 'Ada', month: '12', year: '2029' })).toEqual([]);
    expect(checkCardHolderFields({ holderName: ' ', month: '13', year: '29' })).toEqual([
      'holderName',
      'expiry',
    ]);
    expect(checkCardHolderFields({ holderName: 'Ada', month: '0', year: '2029' })).toEqual([
      'expiry',
    ]);
  });
});
