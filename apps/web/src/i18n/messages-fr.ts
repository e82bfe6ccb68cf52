import type { MessageCatalogue } from './messages-en';

/** The French catalogue (Canadian French). Brand names stay in English. */
export const FR_MESSAGES: MessageCatalogue = {
  'brand.capone.name': 'Capital One Travel',
  'brand.capone-corporate.name': 'Capital One Business Travel',
  'tenant.capone.welcomeTitle': 'Bienvenue sur Capital One Travel',
  'tenant.capone-corporate.welcomeTitle': 'Bienvenue sur Capital One Business Travel',
  'tenant.capone.tagline':
    'Réservez vols, hôtels, voitures et plus encore, et gagnez des récompenses à chaque voyage',
  'tenant.capone-corporate.tagline': "Les voyages d'affaires plus intelligents commencent ici",
  'tenant.sandboxNotice':
    'Bac à sable : données de démonstration seulement. Aucune réservation ni aucun débit réels.',

  'shell.skipToContent': 'Passer au contenu principal',
  'shell.homeLink': 'Accueil {brand}',
  'shell.adminBadge': 'Administration',
  'shell.productsNav': 'Produits',
  'productTab.flight': 'Vols',
  'productTab.ground': 'Voitures',
  'productTab.hotel': 'Hôtels',
  'productTab.stays': 'Séjours',
  'productTab.trips': 'Voyages',
  'productTab.experiences': 'Activités',
  'productTab.wallet': 'Portefeuille voyage',
  'productTab.packages': 'Forfaits',
  'account.menu': 'Compte',
  'account.signedInAs': 'Connecté en tant que {email}',
  'account.signOut': 'Se déconnecter',
  'account.signIn': 'Se connecter',
  'language.label': 'Langue (Language)',
  'language.en': 'English',
  'language.fr': 'Français',
  'footer.support': 'Assistance voyage, 24 h sur 24, 7 jours sur 7 : {phone}',
  'footer.legalNav': 'Mentions légales',
  'footer.termsOfService': 'Conditions de service',
  'footer.siteTermsOfUse': "Conditions d'utilisation du site",
  'footer.copyright': '© {year} {brand}',

  'common.loading': 'Chargement…',
  'common.tryAgain': 'Réessayer',
  'common.goHome': "Aller à la page d'accueil",
  'common.errorTitle': 'Un problème est survenu',
  'common.errorBody': "Nous n'avons pas pu charger ce contenu. Veuillez réessayer.",
  'notFound.title': 'Nous ne trouvons pas cette page',
  'notFound.body': "La page que vous cherchez n'existe pas ou a été déplacée.",
  'routeError.title': "Cette page ne s'est pas chargée",
  'routeError.body': 'Vérifiez votre connexion, puis rechargez la page.',
  'routeError.reload': 'Recharger la page',
  'errorModal.title': 'Un problème est survenu',
  'errorModal.referenceLabel': 'Numéro de référence',
  'errorModal.referenceHelp':
    "Si le problème persiste, donnez ce numéro à notre équipe d'assistance.",
  'errorModal.submit': 'OK',
  'error.ExcessiveActivity': 'Trop de demandes. Veuillez patienter un instant et réessayer.',
  'error.network':
    "Nous n'avons pas pu joindre nos serveurs. Vérifiez votre connexion et réessayez.",

  'session.loading': 'Vérification de votre session…',
  'session.redirecting': 'Redirection…',
  'session.error': "Nous n'avons pas pu vérifier votre session.",
  'session.delegatedBanner': 'Vous agissez au nom de {firstName} {lastName}',
  'session.signInAgain': 'Se reconnecter',
  'session.ended': 'Votre session a pris fin.',

  'home.greeting': 'Bonjour {firstName} — votre carte {cardName} se terminant par {lastFour}',
  'home.greetingNoCard': 'Bonjour {firstName}',
  'home.featuresTitle': 'Réservez en toute confiance',
  'feature.pricePrediction.title': 'Prévision des prix',
  'feature.pricePrediction.body':
    'Voyez si les tarifs risquent de monter ou de baisser pour savoir quand réserver.',
  'feature.priceFreeze.title': 'Gel du prix',
  'feature.priceFreeze.body':
    "Bloquez le prix d'un vol ou d'un hôtel pendant que vous finalisez vos plans.",
  'feature.cancelForAnyReason.title': 'Annulation pour toute raison',
  'feature.cancelForAnyReason.body':
    'Ajoutez de la souplesse à vos vols et hôtels et récupérez votre argent si vos plans changent.',
  'feature.travelWallet.title': 'Portefeuille voyage',
  'feature.travelWallet.body': 'Utilisez vos crédits voyage et vos offres au moment de payer.',
  'earn.ventureXBusiness':
    'Obtenez {flights} miles sur les vols et {hotelsAndCars} miles sur les hôtels et les voitures de location réservés avec Capital One Business Travel',
  'earn.miles.split':
    'Obtenez {hotelsAndCars} miles sur les hôtels et les voitures de location et {flights} miles sur les vols',
  'earn.cash.split':
    'Obtenez {hotelsAndCars} de remise en argent sur les hôtels et les voitures de location et {flights} sur les vols',
  'earn.flat': 'Obtenez {everything} sur chaque réservation',
  'rewards.cardTitle': 'Vos récompenses',
  'rewards.balanceLabel': 'Solde disponible',
  'rewards.miles': '{count, plural, one {# mile} other {# miles}}',
  'rewards.cardLine': '{cardName} se terminant par {lastFour}',
  'rewards.loading': 'Chargement de vos récompenses…',
  'rewards.error': "Nous n'avons pas pu charger le solde de vos récompenses.",
  'rewards.empty': "Aucun compte de récompenses n'est encore lié à ce profil.",

  'agent.title': "Console de l'agent",
  'agent.intro':
    "Connecté en tant que {name}. Saisissez l'ID de référence du profil d'un client pour ouvrir une session en son nom.",
  'agent.profileReferenceId': 'ID de référence du profil',
  'agent.startSession': 'Ouvrir la session',

  'sandbox.badge': 'Bac à sable',
  'sandbox.title': 'Choisissez un compte de démonstration',
  'sandbox.intro':
    "Ceci est la connexion du bac à sable. Elle remplace le fournisseur d'identité de la banque pour que vous puissiez essayer le portail avec des données de démonstration : choisissez un compte ci-dessous pour vous connecter en tant que cette personne. Aucun mot de passe n'est requis et rien n'est facturé.",
  'sandbox.introAgents':
    'Ceci est la connexion du bac à sable pour le portail des agents. Choisissez un agent du service à la clientèle, puis ouvrez une session pour un client avec son ID de référence du profil.',
  'sandbox.group.cardholder': 'Titulaires de carte',
  'sandbox.group.employee': "Employés d'entreprise",
  'sandbox.group.agent': 'Agents du service à la clientèle',
  'sandbox.signIn': 'Se connecter',
  'sandbox.signInAs': 'Se connecter en tant que {displayName}',
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

  'startSession.loading': 'Ouverture de la session…',
  'startSession.notFound':
    'Nous ne trouvons pas cet ID de référence du profil. Voulez-vous en essayer un autre?',
  'startSession.submit': 'Soumettre',
  'endSession.loading': 'Déconnexion…',
  'endSession.error': "Nous n'avons pas pu vous déconnecter.",
  'invalidSession.loading': 'Redirection vers la connexion…',
  'invalidSession.error': "Nous n'avons pas pu lancer la connexion.",
  'invalidSession.loopTitle': "Nous n'avons pas pu maintenir votre connexion",
  'invalidSession.loopBody':
    'Votre navigateur bloque peut-être les témoins (cookies) de ce site. Autorisez-les, puis réessayez.',
  'ftux.title': 'Bienvenue à bord, {firstName}!',
  'ftux.intro':
    '{brand} vous permet de réserver vols, hôtels, voitures de location, locations de vacances, activités et forfaits, avec des outils qui vous aident à réserver au bon prix.',
  'ftux.offersTitle': 'Ce que vous pouvez faire ici',
  'ftux.earnTitle': 'Votre carte rapporte plus ici',
  'ftux.getStarted': 'Commencer',

  'accessDenied.title': "Vous n'avez pas accès à ce portail",
  'accessDenied.body':
    "Votre compte n'est pas configuré pour utiliser {brand}. S'il s'agit d'une erreur, appelez-nous et nous réglerons la situation.",
  'accessDeniedNotBeta.title':
    "Les voyages d'affaires ne sont pas encore offerts à votre entreprise",
  'accessDeniedNotBeta.body':
    "{brand} est offert aux entreprises par étapes, et la vôtre n'est pas encore inscrite. Appelez-nous pour savoir comment y adhérer.",
  'access.callUs': 'Appelez-nous au {phone}',
  'access.signOutHint': 'Connecté avec le mauvais compte?',

  'ack.title': "Conditions des voyages d'affaires",
  'ack.intro':
    "Avant de réserver, veuillez lire et accepter les conditions applicables aux voyages réservés par l'entremise de votre entreprise.",
  'ack.version': 'Version {version}',
  'ack.terms.policy':
    "Les réservations doivent respecter la politique de voyage de votre entreprise. Les choix hors politique peuvent nécessiter une approbation avant d'être confirmés.",
  'ack.terms.payment':
    "Les voyages sont facturés à la carte d'entreprise ou au compte de récompenses choisi au paiement. Votre entreprise peut examiner chaque réservation.",
  'ack.terms.travelers':
    "Vous pouvez réserver pour vous-même et, si votre rôle le permet, pour d'autres employés. Les renseignements des voyageurs doivent correspondre à une pièce d'identité officielle.",
  'ack.terms.changes':
    'Les modifications et annulations suivent les règles du tarif affichées à la réservation et les protections que vous ajoutez.',
  'ack.checkbox': "J'ai lu et j'accepte les conditions des voyages d'affaires",
  'ack.continue': 'Continuer',
  'ack.saving': 'Enregistrement…',

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
    "Les protections facultatives, comme le gel du prix et l'annulation pour toute raison, ont leurs propres conditions, affichées lorsque vous les ajoutez.",
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

  'webview.loading': 'Ouverture du portail…',
  'webview.missingToken.title': 'Il manque le jeton de connexion à ce lien',
  'webview.missingToken.body': "Rouvrez le portail de voyage à partir de l'application.",

  'admin.title': "Administration de l'entreprise",
  'admin.intro':
    "Configurez le profil de votre entreprise pour que vos employés puissent réserver des voyages d'affaires.",
  'admin.onboardingLink': "Aller à l'intégration de l'entreprise",
  'onboarding.title': "Intégration de l'entreprise",
  'onboarding.profileTitle': "Profil de l'entreprise",
  'onboarding.status': 'Statut',
  'onboarding.live': 'Active',
  'onboarding.notLive': 'Pas encore active',
  'onboarding.employees': 'Employés',
  'onboarding.policyTiers': 'Niveaux de politique',
  'onboarding.renameTitle': 'Renommer votre entreprise',
  'onboarding.nameField': "Nom de l'entreprise",
  'onboarding.save': 'Enregistrer le nom',
  'onboarding.saving': 'Enregistrement…',
  'onboarding.saved': "Nom de l'entreprise enregistré.",
  'onboarding.nameTooShort': "Le nom de l'entreprise doit compter au moins 2 caractères.",
  'onboarding.nameTooLong': "Le nom de l'entreprise compte au plus 120 caractères.",
  'onboarding.goLiveTitle': 'Mise en service',
  'onboarding.goLiveHelp':
    "Lorsque votre profil est prêt, activez l'entreprise pour que les employés puissent réserver.",
  'onboarding.goLive': "Activer l'entreprise",
  'onboarding.isLive': 'Votre entreprise est active : les employés peuvent réserver des voyages.',
  'onboarding.wentLive': 'Votre entreprise est maintenant active.',
  'onboarding.loading': 'Chargement de votre entreprise…',
  'onboarding.error': "Nous n'avons pas pu charger le profil de votre entreprise.",
};
