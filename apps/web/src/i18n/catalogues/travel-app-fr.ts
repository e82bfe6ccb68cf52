import type { TRAVEL_APP_EN } from './travel-app';

/** Webview mode in French, spread into FR_MESSAGES. */
export const TRAVEL_APP_FR: Record<keyof typeof TRAVEL_APP_EN, string> = {
  'travelApp.deepLink.loading': 'Ouverture de votre recherche…',
  'travelApp.account.title': 'Votre compte',
  'travelApp.account.body': "Votre profil, vos cartes et vos réglages sont dans l'application.",
  'travelApp.account.open': "Ouvrir dans l'application",
};
