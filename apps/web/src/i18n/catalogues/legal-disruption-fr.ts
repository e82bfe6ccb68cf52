import type { LEGAL_DISRUPTION_EN } from './legal-disruption';

/** `/terms/disruption-assistance` en français (issue 20). */
export const LEGAL_DISRUPTION_FR: Record<keyof typeof LEGAL_DISRUPTION_EN, string> = {
  'disruptionTerms.title': 'Assistance en cas de perturbation : conditions',
  'disruptionTerms.intro':
    'L’assistance en cas de perturbation veille sur votre voyage quand la compagnie aérienne le perturbe. Si un vol protégé est retardé, annulé ou vous fait manquer votre correspondance, vous choisissez : un nouveau vol sur n’importe quelle compagnie sans frais, ou le remboursement de vos tarifs.',
  'disruptionTerms.covers.label': 'Ce qui est couvert',
  'disruptionTerms.covers.value':
    'Un retard de {hours, plural, one {# heure} other {# heures}}{minutes, plural, =0 {} other { # minutes}} ou plus, un retard qui vous fait manquer une correspondance de la même réservation, ou une annulation par la compagnie, pour tout vol du voyage. Une perturbation par voyage.',
  'disruptionTerms.choice.label': 'Votre choix',
  'disruptionTerms.choice.value':
    'Un nouveau vol pour la partie perturbée du voyage sur n’importe quelle compagnie, partant dès maintenant le jour même ou les jours suivants, sans frais ; ou le remboursement de vos tarifs.',
  'disruptionTerms.refund.label': 'Ce que couvre le remboursement',
  'disruptionTerms.refund.value':
    'Le tarif de base, les taxes et les frais de vos billets, remboursés aux moyens de paiement utilisés, dans les mêmes proportions. Les options et les frais de l’assistance ne sont pas remboursés. Une fois une partie du voyage effectuée, vous pouvez changer de vol mais pas être remboursé.',
  'disruptionTerms.window.label': 'Votre délai',
  'disruptionTerms.window.value':
    'Jusqu’à {hours} heures après l’arrivée prévue de votre dernier vol. Un vol ne compte plus {pastHours} heures après la dernière arrivée prévue de sa partie du voyage.',
  'disruptionTerms.fee.label': 'Son prix',
  'disruptionTerms.fee.value':
    '{fee} par réservation, quel que soit le nombre de voyageurs. Les frais ne sont ni remboursables ni transférables.',
  'disruptionTerms.sold.label': 'Quand l’ajouter',
  'disruptionTerms.sold.value':
    'À la réservation, ou ensuite depuis votre voyage, jusqu’à {hours} heures avant le départ de votre premier vol.',
  'disruptionTerms.ends.title': 'Quand elle prend fin sans réclamation',
  'disruptionTerms.ends.window':
    '{hours} heures après votre dernier vol, si vous n’avez pas choisi.',
  'disruptionTerms.ends.cfar': 'Vous utilisez l’annulation pour toute raison sur ce voyage.',
  'disruptionTerms.ends.cancelled': 'Le voyage est annulé.',
  'disruptionTerms.ends.change':
    'Vous changez vous-même vos vols plus de {beforeHours} heures avant le départ.',
  'disruptionTerms.ends.second':
    'Elle couvre une perturbation : une deuxième sur le même voyage n’est pas couverte.',
  'disruptionTerms.use.title': 'Comment l’utiliser',
  'disruptionTerms.use.body':
    'Nous surveillons vos vols et vous écrivons quand la compagnie en perturbe un. Ouvrez le voyage dans Mes voyages et choisissez : le nouveau vol est confirmé auprès de la compagnie, ou le remboursement est envoyé, sans appeler personne.',
};
