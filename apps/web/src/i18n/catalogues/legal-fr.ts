import type { LEGAL_EN } from './legal';

/** French for the legal pages: loaded with messages-fr, never in the first-load chunk. */
export const LEGAL_FR: Record<keyof typeof LEGAL_EN, string> = {
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
};
