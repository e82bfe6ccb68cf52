/**
 * Spreedly's iFrame (docs.spreedly.com/reference/iframe/v1/), the card form when the portal pays
 * through Spreedly: the number and security code are Spreedly's hosted fields, so they never reach
 * this page; tokenizing answers a payment method token, which the booking path then uses like the
 * sandbox vault's card token. Only the parts of the API the form uses are typed here.
 */

export const SPREEDLY_IFRAME_SCRIPT = 'https://core.spreedly.com/iframe/iframe-v1.min.js';

/** A field error the iFrame reports (`errors` event): `attribute` names the field. */
export interface SpreedlyFieldError {
  attribute: string;
  key: string;
  message: string;
}

/** What the iFrame tells about a tokenized card (`paymentMethod` event); never the number. */
export interface SpreedlyPaymentMethodData {
  token: string;
  card_type?: string;
  last_four_digits?: string;
}

export interface SpreedlyTokenizeFields {
  full_name: string;
  month: string;
  year: string;
  zip?: string;
}

type SpreedlyField = 'number' | 'cvv';

export interface SpreedlyIframe {
  init(environmentKey: string, options: { numberEl: string; cvvEl: string }): void;
  on(event: 'ready', handler: () => void): void;
  on(event: 'errors', handler: (errors: SpreedlyFieldError[]) => void): void;
  on(
    event: 'paymentMethod',
    handler: (token: string, paymentMethod: SpreedlyPaymentMethodData) => void,
  ): void;
  removeHandlers(): void;
  tokenizeCreditCard(fields: SpreedlyTokenizeFields): void;
  setFieldType?(field: SpreedlyField, type: 'text' | 'tel' | 'number'): void;
  setNumberFormat?(format: 'prettyFormat' | 'plainFormat' | 'maskedFormat'): void;
  setLabel?(field: SpreedlyField, label: string): void;
  setTitle?(field: SpreedlyField, title: string): void;
  setStyle?(field: SpreedlyField, css: string): void;
}

declare global {
  interface Window {
    Spreedly?: SpreedlyIframe;
  }
}

let loading: Promise<SpreedlyIframe> | null = null;

/** Adds Spreedly's script once (the CSP allows its origin only when configured). */
export function loadSpreedlyIframe(): Promise<SpreedlyIframe> {
  if (window.Spreedly) return Promise.resolve(window.Spreedly);
  loading ??= new Promise<SpreedlyIframe>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SPREEDLY_IFRAME_SCRIPT;
    script.async = true;
    script.onload = () => {
      if (window.Spreedly) resolve(window.Spreedly);
      else reject(new Error('Spreedly iFrame script loaded without Spreedly'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Spreedly iFrame script failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Which of the form's fields an iFrame error is about. */
export type SpreedlyErrorField = 'number' | 'cvv' | 'expiry' | 'holderName' | 'form';

export function fieldOfSpreedlyError(error: SpreedlyFieldError): SpreedlyErrorField {
  if (error.attribute === 'number' || error.attribute === 'cvv') return error.attribute;
  if (error.attribute === 'month' || error.attribute === 'year') return 'expiry';
  if (['full_name', 'first_name', 'last_name'].includes(error.attribute)) return 'holderName';
  return 'form';
}

export interface SpreedlyCardCallbacks {
  onReady(): void;
  onErrors(fields: SpreedlyErrorField[]): void;
  onToken(token: string): void;
}

/**
 * Starts the iFrame in the two elements and routes its events; `tokenize` sends the rest of the
 * form. `dispose` drops the handlers (the page left the form).
 */
export function startSpreedlyCard(
  spreedly: SpreedlyIframe,
  environmentKey: string,
  elements: { numberEl: string; cvvEl: string },
  labels: { number: string; cvv: string },
  callbacks: SpreedlyCardCallbacks,
): { tokenize(fields: SpreedlyTokenizeFields): void; dispose(): void } {
  spreedly.removeHandlers();
  spreedly.on('ready', () => {
    spreedly.setFieldType?.('number', 'text');
    spreedly.setNumberFormat?.('prettyFormat');
    for (const field of ['number', 'cvv'] as const) {
      spreedly.setLabel?.(field, labels[field]);
      spreedly.setTitle?.(field, labels[field]);
      spreedly.setStyle?.(field, 'font-size: 16px; width: 100%; padding: 0.5rem;');
    }
    callbacks.onReady();
  });
  spreedly.on('errors', (errors) => {
    callbacks.onErrors([...new Set(errors.map(fieldOfSpreedlyError))]);
  });
  spreedly.on('paymentMethod', (token) => callbacks.onToken(token));
  spreedly.init(environmentKey, elements);
  return {
    tokenize: (fields) => spreedly.tokenizeCreditCard(fields),
    dispose: () => spreedly.removeHandlers(),
  };
}
