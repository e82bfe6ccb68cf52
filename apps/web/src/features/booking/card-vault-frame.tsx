import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CardBrand, SavedCard } from '@wayfare/contracts/flight-booking';
import type { Tenant } from '@wayfare/contracts/tenant';

const CARD_BRANDS: readonly string[] = [
  'visa',
  'master',
  'american_express',
  'discover',
  'diners_club',
  'jcb',
  'maestro',
];

/** Reads a vault frame message; anything else (other frames, extensions) is ignored. */
export function readVaultMessage(
  data: unknown,
): { type: 'card'; card: SavedCard } | { type: 'resize'; height: number } | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  const message = data as Record<string, unknown>;
  if (message.type === 'wayfare-vault:resize' && typeof message.height === 'number')
    return { type: 'resize', height: Math.min(Math.max(message.height, 120), 2000) };
  if (message.type !== 'wayfare-vault:card') return null;
  const card = message.card as Record<string, unknown> | undefined;
  if (
    !card ||
    typeof card.cardToken !== 'string' ||
    typeof card.brand !== 'string' ||
    !CARD_BRANDS.includes(card.brand) ||
    typeof card.lastFour !== 'string' ||
    !/^\d{4}$/.test(card.lastFour)
  )
    return null;
  return {
    type: 'card',
    card: {
      cardToken: card.cardToken,
      brand: card.brand as CardBrand,
      lastFour: card.lastFour,
      expiryMonth: typeof card.expiryMonth === 'number' ? card.expiryMonth : 0,
      expiryYear: typeof card.expiryYear === 'number' ? card.expiryYear : 0,
      holderName: typeof card.holderName === 'string' ? card.holderName : '',
    },
  };
}

export interface CardVaultFrameProps {
  vaultOrigin: string;
  tenant: Tenant;
  onCard: (card: SavedCard) => void;
}

/**
 * The card form, in a frame from the vault's own origin: the number and security code are typed
 * there and never reach this page; the frame answers with a token, brand and last four.
 */
export function CardVaultFrame({ vaultOrigin, tenant, onCard }: CardVaultFrameProps) {
  const intl = useIntl();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(300);
  const onCardRef = useRef(onCard);
  useEffect(() => {
    onCardRef.current = onCard;
  });

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== vaultOrigin || event.source !== frameRef.current?.contentWindow) return;
      const message = readVaultMessage(event.data);
      if (message?.type === 'resize') setHeight(message.height);
      if (message?.type === 'card') onCardRef.current(message.card);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [vaultOrigin]);

  const src = new URL('/vault/frame', vaultOrigin);
  src.searchParams.set('parent', window.location.origin);
  src.searchParams.set('tenant', tenant);
  src.searchParams.set('lang', intl.locale.startsWith('fr') ? 'fr' : 'en');
  return (
    <iframe
      ref={frameRef}
      className="wf-vault-frame"
      src={src.toString()}
      title={intl.formatMessage({ id: 'booking.card.frameTitle' })}
      style={{ height }}
    />
  );
}
