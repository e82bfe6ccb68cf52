import type { SANDBOX_IDP_EN } from './sandbox-idp';

/** French for the sandbox sign-in page: loaded with messages-fr, never in the first-load chunk. */
export const SANDBOX_IDP_FR: Record<keyof typeof SANDBOX_IDP_EN, string> = {
  'sandbox.badge': 'Bac à sable',
  'sandbox.title': 'Choisissez un compte de démonstration',
  'sandbox.intro':
    "Ceci est la connexion du bac à sable. Elle remplace le fournisseur d'identité de la banque pour que vous puissiez essayer le portail avec des données de démonstration : choisissez un compte ci-dessous pour vous connecter en tant que cette personne. Aucun mot de passe n'est requis et rien n'est facturé.",
  'sandbox.findTrip': 'Vous cherchez un voyage sans vous connecter ? {link}.',
  'sandbox.findTripLink': 'Retrouvez-le avec votre code de confirmation',
  'sandbox.introAgents':
    'Ceci est la connexion du bac à sable pour le portail des agents. Choisissez un agent du service à la clientèle, puis ouvrez une session pour un client avec son ID de référence du profil.',
  'sandbox.group.cardholder': 'Titulaires de carte',
  'sandbox.group.employee': "Employés d'entreprise",
  'sandbox.group.agent': 'Agents du service à la clientèle',
  'sandbox.signIn': 'Se connecter',
  'sandbox.signInAs': 'Se connecter en tant que {displayName}',
  'sandbox.signingInAs': 'Connexion en tant que {displayName}',
  'sandbox.signingIn': 'Connexion…',
  'sandbox.cardsLabel': 'Cartes',
  'sandbox.profileReferenceId': 'ID de référence du profil',
  'sandbox.business': 'Entreprise',
  'sandbox.loading': 'Chargement des comptes de démonstration…',
  'sandbox.empty':
    "Aucun compte de démonstration n'est encore disponible. Démarrez le portail avec ses données de démonstration et rechargez la page.",
  'sandbox.error': "Nous n'avons pas pu charger les comptes de démonstration.",
  'sandbox.invalid.title': "Ce lien de connexion n'est plus valide",
  'sandbox.invalid.body':
    "Les liens de connexion ne servent qu'une fois et expirent après quelques minutes. Recommencez pour en obtenir un nouveau.",
  'sandbox.startOver': 'Recommencer',
  'sandbox.signInFailed': "Nous n'avons pas pu vous connecter. Veuillez réessayer.",
};
