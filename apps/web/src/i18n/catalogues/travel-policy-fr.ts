import type { TRAVEL_POLICY_EN } from './travel-policy';

/** French for the travel policy messages: loaded with messages-fr, never in the first-load chunk. */
export const TRAVEL_POLICY_FR: Record<keyof typeof TRAVEL_POLICY_EN, string> = {
  'account.travelPolicy': 'Politique de voyage',
  'account.approvals': 'Approbations',

  'policy.in': 'Conforme',
  'policy.out': 'Non conforme',
  'policy.violation.PriceOverCap': 'Au-delà de la limite de {cap} par voyageur.',
  'policy.violation.FareClassNotAllowed':
    'La classe {cabin} n’est pas permise par votre politique pour ce vol.',
  'policy.trip.in': 'Ce voyage respecte votre politique de voyage.',
  'policy.trip.out': 'Ce voyage ne respecte pas votre politique de voyage.',
  'policy.prompt.title': 'Ce tarif n’est pas conforme à la politique',
  'policy.prompt.body':
    'Vous pouvez quand même le réserver : on vous demandera pourquoi, et votre raison est conservée avec la réservation.',
  'policy.prompt.change': 'Modifier la sélection',
  'policy.prompt.continue': 'Continuer quand même',
  'policy.booking.title': 'Politique de voyage : {tier}',
  'policy.reason.label': 'Pourquoi avez-vous besoin de ce voyage?',
  'policy.reason.hint':
    'Votre approbateur et votre gestionnaire de voyages le verront. Au moins {min} caractères.',
  'policy.reason.tooShort': 'Expliquez pourquoi en au moins {min} caractères.',
  'policy.approval.noteHotel':
    'Votre entreprise examine les séjours avant leur réservation. Nous retenons la chambre et ce prix pendant 24 heures pendant que votre approbateur décide; rien n’est débité avant l’approbation.',
  'policy.approval.noteCar':
    'Votre entreprise examine les locations de voiture avant leur réservation. Nous retenons la voiture et ce prix pendant 24 heures pendant que votre approbateur décide; rien n’est débité avant l’approbation de la location.',
  'policy.approval.noteExperience':
    'Votre entreprise examine les activités avant leur réservation. Nous retenons les places et ce prix pendant 24 heures pendant que votre approbateur décide; rien n’est débité avant l’approbation.',
  'policy.approval.noteHome':
    'Votre entreprise examine les locations avant leur réservation. Nous gardons le logement et ce prix pendant 24 heures le temps que votre approbateur décide ; rien n’est débité avant l’approbation du séjour.',
  'policy.approval.note':
    'Votre entreprise examine les voyages avant leur réservation. Nous retenons les places et ce prix 24 heures pendant que votre approbateur décide; rien n’est facturé avant l’approbation.',
  'booking.requestApproval': 'Demander l’approbation pour {total}',

  'approval.held.title': 'En attente d’approbation',
  'approval.held.body':
    'Votre voyage est retenu : les places et le prix de {total} sont conservés jusqu’au {until} pendant que votre approbateur décide. Rien n’est facturé avant l’approbation.',
  'approval.held.email': 'Nous écrirons à {email} dès que votre approbateur aura décidé.',
  'approval.held.reason': 'Votre raison : « {reason} »',

  'bookingError.OutOfPolicyReasonRequired':
    'Ce voyage n’est pas conforme : expliquez à votre approbateur pourquoi il vous le faut (au moins 10 caractères).',
  'bookingError.ApprovalDeclined': 'Votre approbateur a refusé ce voyage. Rien n’a été facturé.',
  'bookingError.ApprovalExpired':
    'Personne n’a approuvé ce voyage en 24 heures; la retenue a pris fin. Rien n’a été facturé.',
};
