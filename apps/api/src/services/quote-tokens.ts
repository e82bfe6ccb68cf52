import { createHmac } from 'node:crypto';
import { safeEqual } from './session-tokens';

/** Minutes a quoted price holds. */
export const QUOTE_TTL_MINUTES = 15;

/** `<quoteId>.<expiresAtMs>.<signature>`: the client cannot forge a quote or stretch its expiry. */
export function signQuoteToken(secret: string, quoteId: string, expiresAt: Date): string {
  const body = `${quoteId}.${expiresAt.getTime()}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

export type QuoteTokenCheck =
  { ok: true; quoteId: string; expiresAt: Date } | { ok: false; code: 'Invalid' | 'Expired' };

export function verifyQuoteToken(secret: string, token: string, now: Date): QuoteTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, code: 'Invalid' };
  const [quoteId = '', expiresMs = '', signature = ''] = parts;
  const expected = createHmac('sha256', secret)
    .update(`${quoteId}.${expiresMs}`)
    .digest('base64url');
  if (!safeEqual(signature, expected) || !/^\d+$/.test(expiresMs))
    return { ok: false, code: 'Invalid' };
  const expiresAt = new Date(Number(expiresMs));
  if (now.getTime() >= expiresAt.getTime()) return { ok: false, code: 'Expired' };
  return { ok: true, quoteId, expiresAt };
}
