import { CARD_BRAND_NAMES } from '@wayfare/domain/card-rules';
/** The vault frame's own words (it does not load the portal's catalogues: it must stay tiny). */
export interface VaultCopy {
  holderName: string;
  number: string;
  expiry: string;
  expiryPlaceholder: string;
  cvc: string;
  postalCode: string;
  submit: string;
  saving: string;
  saved: string;
  failed: string;
  holderRequired: string;
  expiryFormat: string;
  postalRequired: string;
  InvalidCreditCardNumber: string;
  CreditCardExpired: string;
  InvalidCreditCardVerificationNumber: string;
  ExcessiveActivity: string;
  brands: Partial<Record<string, string>>;
}

export const VAULT_COPY: Record<'en' | 'fr', VaultCopy> = {
  en: {
    holderName: 'Name on card',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    expiryPlaceholder: 'MM/YY',
    cvc: 'Security code',
    postalCode: 'Billing ZIP or postal code',
    submit: 'Use this card',
    saving: 'Checking your card…',
    saved: 'Card ending {lastFour} added.',
    failed: 'We could not add this card. Check the details and try again.',
    holderRequired: 'Enter the name as it appears on the card.',
    expiryFormat: 'Enter the expiry as MM/YY.',
    postalRequired: 'Enter the billing ZIP or postal code.',
    InvalidCreditCardNumber: 'Check the card number: it is not a valid card number.',
    CreditCardExpired: 'This card has expired. Use another card.',
    InvalidCreditCardVerificationNumber:
      'The security code is 3 digits (4 on American Express) on the card.',
    ExcessiveActivity: 'Too many attempts. Wait a moment and try again.',
    brands: CARD_BRAND_NAMES,
  },
  fr: {
    holderName: 'Nom sur la carte',
    number: 'Numéro de carte',
    expiry: 'Expiration (MM/AA)',
    expiryPlaceholder: 'MM/AA',
    cvc: 'Code de sécurité',
    postalCode: 'Code postal de facturation',
    submit: 'Utiliser cette carte',
    saving: 'Vérification de votre carte…',
    saved: 'Carte se terminant par {lastFour} ajoutée.',
    failed: "Nous n'avons pas pu ajouter cette carte. Vérifiez les détails et réessayez.",
    holderRequired: 'Entrez le nom tel qu’il figure sur la carte.',
    expiryFormat: 'Entrez la date d’expiration au format MM/AA.',
    postalRequired: 'Entrez le code postal de facturation.',
    InvalidCreditCardNumber: 'Vérifiez le numéro : ce n’est pas un numéro de carte valide.',
    CreditCardExpired: 'Cette carte est expirée. Utilisez une autre carte.',
    InvalidCreditCardVerificationNumber:
      'Le code de sécurité compte 3 chiffres (4 sur American Express).',
    ExcessiveActivity: 'Trop de tentatives. Attendez un instant et réessayez.',
    brands: CARD_BRAND_NAMES,
  },
};
