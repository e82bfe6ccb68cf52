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
  'sandbox.person.usr_ada':
    "Titulaire d'une carte Venture X avec un solde de milles élevé et le crédit voyage annuel de 300 $.",
  'sandbox.person.usr_marcus': "Titulaire d'une carte Venture qui voyage quelques fois par année.",
  'sandbox.person.usr_priya': "Titulaire d'une carte VentureOne qui accumule des milles.",
  'sandbox.person.usr_leo':
    "Titulaire d'une carte VentureOne dont le solde est sous le minimum d'échange.",
  'sandbox.person.usr_sofia': "Titulaire d'une carte Quicksilver avec remise en argent.",
  'sandbox.person.usr_jamal': "Titulaire d'une carte Savor qui réserve surtout des hôtels.",
  'sandbox.person.usr_emily': "Titulaire d'une carte Walmart Rewards, francophone.",
  'sandbox.person.usr_nora':
    "Dirige un studio : une carte personnelle Venture X et une carte d'entreprise Spark Cash Plus.",
  'sandbox.person.usr_owen': 'Travailleur autonome avec une carte Spark Miles.',
  'sandbox.person.usr_hana':
    'Spark Miles Select et Spark Cash Select pour deux petites entreprises.',
  'sandbox.person.usr_diego': "Titulaire d'une carte Spark Cash.",
  'sandbox.person.usr_grace':
    "Administratrice des voyages de Northwind : voit les utilisateurs et l'hôte d'administration; approuve les voyages.",
  'sandbox.person.usr_katherine':
    'Organisatrice de voyages chez Northwind : réserve pour ses collègues, sans accès administrateur.',
  'sandbox.person.usr_alan':
    'Voyageur de Northwind au palier Standard (approbation requise); ne voit que lui-même.',
  'sandbox.person.usr_linus':
    "Nouvel employé de Northwind qui n'a pas encore accepté les conditions de voyage d'affaires.",
  'sandbox.person.usr_maya':
    "Administratrice de Bluebird : l'entreprise n'est pas encore active, elle est donc dirigée vers l'intégration.",
  'sandbox.person.usr_ravi':
    "Voyageur de Bluebird : l'entreprise n'est pas encore active (pas dans le programme).",
  'sandbox.person.usr_agent_sam':
    'Agent du service à la clientèle : ouvre des sessions pour des clients avec leur ID de référence du profil.',
  'sandbox.person.usr_agent_dana':
    "Responsable du service à la clientèle : responsable de Sam Rivera ; consulte l'historique de chaque agent.",
  'sandbox.person.usr_noor':
    "Titulaire d'une carte Venture pour qui le service à la clientèle réserve (parcours de l'historique des agents).",
  'sandbox.person.usr_tomas':
    'Consultant dans deux entreprises : Northwind Analytics et Fjord Outfitters.',
  'sandbox.person.usr_theo':
    'Nouveau titulaire Venture : le crédit voyage unique de 250 $, valable un an.',
  'sandbox.person.usr_iris':
    'Nouvelle titulaire VentureOne : le crédit voyage de 100 $ de la première année.',
  'sandbox.person.usr_wren':
    "Titulaire d'une carte Venture qui règle ses préférences de voyage (aéroport de départ, cabine) dans son profil.",
  'sandbox.person.usr_quinn':
    'Gestionnaire de bureau chez Northwind, utilisatrice non financière : réserve des voyages, mais ne peut ni échanger de récompenses ni utiliser de crédits voyage.',
  'sandbox.person.usr_elena':
    "Titulaire d'une carte Venture X qui arrive par un lien de campagne (parcours des expériences et du suivi).",
  'sandbox.person.usr_felix':
    "Titulaire d'une carte Venture dont la console du bac à sable fixe les variantes d'expérience.",
  'sandbox.person.usr_mina':
    "Titulaire d'une carte Venture qui rencontre une fenêtre de maintenance planifiée (parcours de maintenance).",
};
