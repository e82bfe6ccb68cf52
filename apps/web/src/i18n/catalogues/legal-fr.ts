import { LEGAL_CO2_FR } from './legal-co2-fr';
import { LEGAL_COMPLIMENTARY_NIGHT_FR } from './legal-complimentary-night-fr';
import { LEGAL_DISRUPTION_FR } from './legal-disruption-fr';
import { LEGAL_MISSED_CONNECTION_FR } from './legal-missed-connection-fr';
import type { LEGAL_EN } from './legal';
import { LEGAL_PRICE_DROP_FR } from './legal-price-drop-fr';
import { LEGAL_PRICE_PREDICTION_FR } from './legal-price-prediction-fr';

/** French for the legal pages: loaded with messages-fr, never in the first-load chunk. */
export const LEGAL_FR: Record<keyof typeof LEGAL_EN, string> = {
  ...LEGAL_CO2_FR,
  ...LEGAL_COMPLIMENTARY_NIGHT_FR,
  ...LEGAL_PRICE_DROP_FR,
  ...LEGAL_MISSED_CONNECTION_FR,
  ...LEGAL_DISRUPTION_FR,
  ...LEGAL_PRICE_PREDICTION_FR,
  'tos.title': 'Conditions de service',
  'tos.intro':
    'Ces conditions régissent votre utilisation de {brand} pour chercher et réserver des voyages. En réservant, vous les acceptez.',
  'tos.bookings.title': 'Réservations',
  'tos.bookings.body':
    "Les voyages sont fournis par des transporteurs aériens, des hôtels, des agences de location de voitures et d'autres fournisseurs. Leurs règles, y compris les frais de modification et d'annulation, s'appliquent à votre réservation et sont affichées avant le paiement.",
  'tos.prices.title': 'Prix et récompenses',
  'tos.prices.body':
    'Les prix sont en dollars américains et comprennent les taxes et frais, sauf indication contraire. Si vous payez avec des récompenses, celles-ci sont déduites de votre compte à la confirmation de la réservation.',
  'tos.protections.title': 'Protections',
  'tos.protections.body':
    'Les protections facultatives ont leurs propres conditions, affichées lorsque vous les ajoutez.',
  'tos.promotions.title': 'Promotions',
  'tos.promotions.body':
    "Les promotions sont limitées à une réservation par compte et réservées à un usage personnel et non commercial, sauf indication contraire de l'offre.",
  'siteTerms.title': "Conditions d'utilisation du site",
  'siteTerms.intro': "Ces conditions s'appliquent à toute personne qui visite ce site Web.",
  'siteTerms.use.title': 'Utilisation du site',
  'siteTerms.use.body':
    "Utilisez ce site uniquement pour planifier et réserver des voyages pour vous-même ou pour les personnes pour qui vous êtes autorisé à réserver. Ne perturbez pas le site et n'y accédez pas par des moyens automatisés.",
  'siteTerms.privacy.title': 'Confidentialité',
  'siteTerms.privacy.body':
    'Nous utilisons vos renseignements pour fournir le service, protéger votre compte et améliorer le site, comme le décrit notre avis de confidentialité.',
  'siteTerms.content.title': 'Contenu',
  'siteTerms.content.body':
    "Les renseignements de voyage de ce site proviennent de nos fournisseurs. Nous veillons à leur exactitude, sans pouvoir garantir qu'ils sont complets ou à jour.",
  'cfarTerms.title': 'Annulation pour toute raison : conditions',
  'cfarTerms.intro':
    'L’annulation pour toute raison vous permet d’annuler une réservation de vol pour une raison qui vous appartient et de récupérer la plus grande partie de votre argent. Elle ne s’ajoute qu’au moment de réserver.',
  'cfarTerms.back.label': 'Ce que vous récupérez',
  'cfarTerms.back.value':
    '{percent} % de vos tarifs sur votre moyen de paiement, ou leur valeur totale en crédit de voyage auprès de la compagnie (moins ses frais de modification si votre tarif en a). Vous choisissez au moment de l’utiliser.',
  'cfarTerms.until.label': 'Jusqu’à quand',
  'cfarTerms.until.value': 'Jusqu’à {hours} heures avant le départ de votre premier vol.',
  'cfarTerms.premium.label': 'Ce qu’elle coûte',
  'cfarTerms.premium.value':
    'Tarifée pour chaque voyage selon la probabilité d’un changement de projets (délai avant le voyage, trajet et tarif) : entre {min} % et {max} % des tarifs, et au moins {least}. Le prix est affiché avant de réserver ; il n’est pas remboursable sauf si le billet est annulé sans frais.',
  'cfarTerms.covers.label': 'Qui elle couvre',
  'cfarTerms.covers.value':
    'Tous les voyageurs et tous les vols de la réservation. La personne qui a réservé décide de son utilisation pour tous.',
  'cfarTerms.timing.label': 'Délai de remboursement',
  'cfarTerms.timing.value':
    'Les remboursements sur carte apparaissent sous {min} à {max} cycles de facturation ; miles et crédits voyage reviennent aussitôt.',
  'cfarTerms.ends.title': 'Quand elle prend fin plus tôt',
  'cfarTerms.ends.airline':
    'La compagnie annule un vol du voyage (ses propres options s’appliquent alors).',
  'cfarTerms.ends.change': 'Vous modifiez le voyage directement auprès de la compagnie.',
  'cfarTerms.ends.government':
    'Une alerte gouvernementale ou sanitaire est émise pour votre destination.',
  'cfarTerms.ends.health': 'Une organisation de santé émet une désignation pour votre destination.',
  'cfarTerms.ends.cancelled': 'Le voyage est annulé selon les règles du tarif.',
  'cfarTerms.use.title': 'Comment l’utiliser',
  'cfarTerms.use.body':
    'Ouvrez le voyage dans Mes voyages, choisissez Annuler pour toute raison, optez pour un remboursement ou un crédit et confirmez. Tous les vols sont annulés pour tous les voyageurs, de façon irréversible. Un voyage sur plusieurs compagnies est annulé par notre équipe : appelez-nous avec la référence affichée.',
  'chfarTerms.title': 'Modification pour toute raison : conditions',
  'chfarTerms.intro':
    'La modification pour toute raison vous permet de modifier une réservation de vol une fois, pour une raison qui vous appartient, et de récupérer ce que la modification a coûté. Vous ne pouvez l’ajouter qu’au moment de réserver.',
  'chfarTerms.change.label': 'Ce que vous pouvez modifier',
  'chfarTerms.change.value':
    'Vos vols réservés, une fois, avec Modifier le vol dans votre voyage, même quand votre tarif ne permet pas de modification.',
  'chfarTerms.back.label': 'Ce que vous récupérez',
  'chfarTerms.back.value':
    'Ce que la modification vous a coûté (la différence de tarif et les frais de modification de la compagnie, payés au moment de la modification) revient sur la carte utilisée pour réserver, jusqu’à {percent} % de vos tarifs.',
  'chfarTerms.until.label': 'Jusqu’à quand',
  'chfarTerms.until.value': 'Jusqu’à {hours} heures avant le départ de votre premier vol.',
  'chfarTerms.newFlights.label': 'Vos nouveaux vols',
  'chfarTerms.newFlights.value':
    'Avec la même compagnie, au départ dans {years, plural, one {l’année} other {les # ans}} qui suit votre premier vol réservé.',
  'chfarTerms.timing.label': 'Délai de remboursement',
  'chfarTerms.timing.value': 'Sur votre carte sous {days} jours ouvrables après la modification.',
  'chfarTerms.premium.label': 'Ce qu’elle coûte',
  'chfarTerms.premium.value':
    '{percent} % des tarifs, et au moins {least}. Le prix est affiché avant de réserver ; il n’est pas remboursable.',
  'chfarTerms.sold.label': 'Quand l’ajouter',
  'chfarTerms.sold.value':
    'Au moment de réserver, quand votre premier vol part au moins {hours} heures plus tard.',
  'chfarTerms.covers.label': 'Qui elle couvre',
  'chfarTerms.covers.value':
    'Chaque voyageur et chaque vol de la réservation : une seule modification vaut pour tous. La personne qui a réservé décide de son utilisation.',
  'chfarTerms.ends.title': 'Quand elle prend fin sans avoir servi',
  'chfarTerms.ends.deadline': '{hours} heures avant le départ de votre premier vol.',
  'chfarTerms.ends.cancelled': 'Le voyage est annulé.',
  'chfarTerms.use.title': 'Comment l’utiliser',
  'chfarTerms.use.body':
    'Ouvrez le voyage dans Mes voyages et choisissez Modifier le vol. Choisissez les vols à modifier et les nouveaux, puis confirmez : la modification est payée sur votre carte comme d’habitude, et ce qu’elle a coûté y revient sous {days} jours ouvrables.',
};
