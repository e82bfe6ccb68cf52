import type { AGENTS_EN } from './agents';

/** Issue 24: French for `agents.ts`. */
export const AGENTS_FR: Record<keyof typeof AGENTS_EN, string> = {
  'agent.trailLink': 'Historique des agents',
  'agentTrail.title': 'Historique des agents',
  'agentTrail.intro':
    'Ce que les agents du service à la clientèle ont fait dans les sessions des clients, du plus récent au plus ancien.',
  'agentTrail.back': "Console de l'agent",
  'agentTrail.filters': "Afficher l'historique de",
  'agentTrail.agent': 'Agent',
  'agentTrail.day': 'Jour',
  'agentTrail.show': 'Afficher',
  'agentTrail.loading': "Chargement de l'historique des agents…",
  'agentTrail.error': "Nous n'avons pas pu charger l'historique des agents.",
  'agentTrail.only': 'Réservé aux agents du service à la clientèle',
  'agentTrail.onlyBody':
    "Connectez-vous au portail des agents pour voir votre historique. Seul un responsable voit l'historique des autres agents.",
  'agentTrail.empty': "{name} n'a effectué aucune action dans les sessions des clients le {day}.",
  'agentTrail.caption':
    '{count, plural, one {# action} other {# actions}} de {name} le {day}, de la plus récente à la plus ancienne',
  'agentTrail.truncated': 'Seules les {count} dernières actions de la journée sont affichées.',
  'agentTrail.col.time': 'Heure',
  'agentTrail.col.customer': 'Client',
  'agentTrail.col.action': 'Action',
  'agentTrail.col.target': 'Réservation ou recherche',
  'agentTrail.col.result': 'Résultat',
  'agentTrail.customer': '{name} · {profileReferenceId}',
  'agentTrail.result.ok': 'Effectué',
  'agentTrail.result.error': 'Échec ({code})',
  'agentTrail.result.errorStatus': 'Échec (HTTP {status})',
  'agentTrail.action.startSession': 'A ouvert une session',
  'agentTrail.action.endSession': 'A fermé la session',
  'agentTrail.action.switchCustomer': 'A changé de client',
  'agentTrail.action.search': 'A fait une recherche',
  'agentTrail.action.quote': 'A obtenu un prix',
  'agentTrail.action.book': 'A réservé',
  'agentTrail.action.hold': 'A gelé un prix',
  'agentTrail.action.cancel': 'A annulé',
  'agentTrail.action.change': 'A modifié un voyage',
  'agentTrail.action.changeTraveler': 'A modifié un voyageur',
  'agentTrail.action.claim': 'A fait une réclamation',
  'agentTrail.action.manageTrip': 'A géré un voyage',
  'agentTrail.action.managePayment': 'A géré un paiement',
  'agentTrail.action.manageWishlist': 'A modifié les favoris',
  'agentTrail.action.manageWatch': 'A modifié une surveillance de prix',
  'agentTrail.action.managePreferences': 'A modifié les préférences de voyage',
  'agentTrail.action.approve': 'A traité une approbation',

  'trips.madeBySupport': "Réservé avec l'aide de notre service à la clientèle le {date}",

  'business.inUse': 'Entreprise utilisée : {name}',
  'business.inUseLabel': 'Entreprise utilisée :',
  'business.switchTo': 'Passer à {name}',
  'business.switchFailed': "Nous n'avons pas pu changer d'entreprise. Veuillez réessayer.",

  'policyIntro.title': 'À propos de votre politique de voyage',
  'policyIntro.body':
    "Cette page présente ce que votre entreprise vous permet de réserver. Les voyages hors politique restent possibles : vous indiquez une raison, et certains demandent l'accord d'un approbateur.",
  'policyIntro.dismiss': 'Compris',
};
