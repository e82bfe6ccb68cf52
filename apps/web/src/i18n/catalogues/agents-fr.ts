import type { AGENTS_EN } from './agents';

/** Issue 24: French for `agents.ts`. */
export const AGENTS_FR: Record<keyof typeof AGENTS_EN, string> = {
  'agent.trailLink': 'Historique des agents',

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
