import type { SPREEDLY_CARD_EN } from './spreedly-card';

/** French for Spreedly's card fields. */
export const SPREEDLY_CARD_FR: Record<keyof typeof SPREEDLY_CARD_EN, string> = {
  'booking.spreedly.holderName': 'Nom sur la carte',
  'booking.spreedly.number': 'Numéro de carte',
  'booking.spreedly.cvv': 'Code de sécurité',
  'booking.spreedly.expiryMonth': 'Mois d’expiration (MM)',
  'booking.spreedly.expiryYear': 'Année d’expiration (AAAA)',
  'booking.spreedly.postalCode': 'Code postal de facturation',
  'booking.spreedly.submit': 'Utiliser cette carte',
  'booking.spreedly.saving': 'Vérification de votre carte…',
  'booking.spreedly.loadFailed':
    'Le formulaire de carte sécurisé n’a pas pu se charger. Réessayez dans un instant.',
  'booking.spreedly.invalidNumber': 'Vérifiez le numéro de carte.',
  'booking.spreedly.invalidCvv': 'Vérifiez le code de sécurité.',
  'booking.spreedly.invalidExpiry':
    'Indiquez l’expiration avec un mois (1 à 12) et une année à quatre chiffres.',
  'booking.spreedly.nameRequired': 'Indiquez le nom sur la carte.',
  'booking.spreedly.failed':
    'Nous n’avons pas pu ajouter cette carte. Vérifiez-la ou essayez une autre carte.',
};
