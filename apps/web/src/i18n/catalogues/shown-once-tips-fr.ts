import type { SHOWN_ONCE_TIPS_EN } from './shown-once-tips';

/** French for the tips and survey shown once: loaded with messages-fr. */
export const SHOWN_ONCE_TIPS_FR: Record<keyof typeof SHOWN_ONCE_TIPS_EN, string> = {
  'seanEllis.title': 'Une petite question',
  'seanEllis.question': 'Comment vous sentiriez-vous si vous ne pouviez plus utiliser {portal} ?',
  'seanEllis.very_disappointed': 'Très déçu',
  'seanEllis.somewhat_disappointed': 'Plutôt déçu',
  'seanEllis.not_disappointed': 'Pas déçu',
  'seanEllis.dismiss': 'Non merci',
  'seanEllis.thanks': 'Merci de votre réponse.',
  'vxbHelptip.title': 'Votre carte Venture X Business',
  'vxbHelptip.body':
    'Réservez vols, hôtels et voitures ici avec votre carte Venture X Business : les voyages réservés ici rapportent le plus de milles que votre carte offre, et la politique de voyage de votre entreprise est vérifiée pendant la réservation.',
  'vxbHelptip.dismiss': 'Compris',
  'nfuAwareness.title': 'Les récompenses et les crédits voyage ne vous sont pas offerts',
  'nfuAwareness.body':
    'En tant qu’utilisateur non financier de {card}, vous pouvez réserver et payer par carte, mais vous ne pouvez pas échanger les récompenses du compte ni dépenser ses crédits voyage.',
  'nfuAwareness.dismiss': 'Compris',
  'cardRole.rewardsNote':
    'Les récompenses de {card} sont échangées par son titulaire principal ou son gestionnaire de compte.',
};
