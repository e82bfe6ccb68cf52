import { TRAVEL_APP_FR } from './catalogues/travel-app-fr';
import { AGENTS_FR } from './catalogues/agents-fr';
import { AGENT_TRAIL_FR } from './catalogues/agent-trail-fr';
import { APPROVALS_FR } from './catalogues/approvals-fr';
import { TRAVEL_APP_TEST_FR } from './catalogues/travel-app-test-fr';
import { TRAVEL_POLICY_PAGE_FR } from './catalogues/travel-policy-page-fr';
import type { MessageCatalogue } from './messages-en';
import { FLIGHT_BOOKING_FR } from './catalogues/flight-booking-fr';
import { PRICE_FREEZE_FR } from './catalogues/price-freeze-fr';
import { FLIGHT_SHOP_FR } from './catalogues/flight-shop-fr';
import { LEGAL_FR } from './catalogues/legal-fr';
import { SITE_NOTICES_FR } from './catalogues/site-notices-fr';
import { SHOWN_ONCE_TIPS_FR } from './catalogues/shown-once-tips-fr';
import { PREFERENCES_FR } from './catalogues/preferences-fr';
import { SANDBOX_MAINTENANCE_FR } from './catalogues/sandbox-maintenance-fr';
import { FAQ_FR } from './catalogues/faq-fr';
import { SANDBOX_IDP_FR } from './catalogues/sandbox-idp-fr';
import { TRAVELERS_FR } from './catalogues/travelers-fr';
import { TRAVEL_POLICY_FR } from './catalogues/travel-policy-fr';
import { SANDBOX_OUTBOX_FR } from './catalogues/sandbox-outbox-fr';
import { ONBOARDING_FR } from './catalogues/onboarding-fr';
import { SANDBOX_CONSOLE_FR } from './catalogues/sandbox-console-fr';
import { TRAVEL_CREDITS_FR } from './catalogues/travel-credits-fr';
import { TRAVEL_OFFERS_FR } from './catalogues/travel-offers-fr';
import { TRAVEL_SALE_FR } from './catalogues/travel-sale-fr';
import { EXPERIMENTS_TRACKING_FR } from './catalogues/experiments-tracking-fr';
import { HOTELS_FR } from './catalogues/hotels-fr';
import { STAYS_FR } from './catalogues/stays-fr';
import { HOTEL_BOOKING_FR } from './catalogues/hotel-booking-fr';
import { TRIPS_FR } from './catalogues/trips-fr';
import { EXCHANGE_FR } from './catalogues/exchange-fr';
import { PRICE_WATCH_FR } from './catalogues/price-watch-fr';
import { FLIGHT_DATES_FR } from './catalogues/flight-dates-fr';
import { PRICE_MATCH_FR } from './catalogues/price-match-fr';
import { CARS_FR } from './catalogues/cars-fr';
import { ACTIVITIES_FR } from './catalogues/activities-fr';
import { ACTIVITY_BOOKING_FR } from './catalogues/activity-booking-fr';
import { CAR_RENTAL_FR } from './catalogues/car-rental-fr';
import { CAR_BOOKING_FR } from './catalogues/car-booking-fr';
import { CAR_FACTS_FR } from './catalogues/car-facts-fr';
import { HOMES_FR } from './catalogues/homes-fr';
import { STAY_SEARCH_FR } from './catalogues/stay-search-fr';
import { OFFLINE_MAP_FR } from './catalogues/offline-map-fr';
import { PACKAGES_FR } from './catalogues/packages-fr';
import { PACKAGE_BUILDER_FR } from './catalogues/package-builder-fr';

/** The French catalogue (Canadian French). Brand names stay in English. */
export const FR_MESSAGES: MessageCatalogue = {
  'brand.capone.name': 'Capital One Travel',
  'brand.capone-corporate.name': 'Capital One Business Travel',
  'tenant.capone.welcomeTitle': 'Bienvenue sur Capital One Travel',
  'tenant.capone-corporate.welcomeTitle': 'Bienvenue sur Capital One Business Travel',
  'tenant.capone.tagline': 'Réservez vols et hôtels, et gagnez des récompenses à chaque voyage',
  'tenant.capone-corporate.tagline': "Les voyages d'affaires plus intelligents commencent ici",
  'tenant.sandboxNotice':
    'Bac à sable : données de démonstration seulement. Aucune réservation ni aucun débit réels.',

  'shell.skipToContent': 'Passer au contenu principal',
  'shell.homeLink': 'Accueil {brand}',
  'shell.adminBadge': 'Administration',
  'shell.approvalsWaiting': '{count, plural, one {voyage en attente} other {voyages en attente}}',
  'shell.travelCredits': 'Crédits voyage et offres',
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
  'account.travelers': 'Voyageurs',
  'account.favorites': 'Favoris',
  'account.signOut': 'Se déconnecter',
  'account.signIn': 'Se connecter',
  'language.label': 'Langue (Language)',
  'language.en': 'English',
  'language.fr': 'Français',
  'footer.support': 'Assistance voyage, 24 h sur 24, 7 jours sur 7 : {phone}',
  'footer.legalNav': 'Aide et mentions légales',
  'footer.faq': 'Questions et réponses',
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
  'errorModal.submitReference': 'Envoyer',
  'errorModal.sent': 'Merci. Notre équipe de soutien a reçu la référence {reference}.',
  'errorModal.close': 'Fermer',
  'error.ExcessiveActivity': 'Trop de demandes. Veuillez patienter un instant et réessayer.',
  'error.network':
    "Nous n'avons pas pu joindre nos serveurs. Vérifiez votre connexion et réessayez.",

  'session.loading': 'Vérification de votre session…',
  'session.redirecting': 'Redirection…',
  'session.error': "Nous n'avons pas pu vérifier votre session.",
  'session.delegatedBanner': 'Vous agissez au nom de {firstName} {lastName}',
  'session.delegatedLabel': 'Session d’agent',
  'session.delegatedReference': 'ID de référence du profil {profileReferenceId}',
  'session.delegatedAgent': 'Agent : {name}',
  'session.switchCustomer': 'Changer de client',
  'session.endSession': 'Terminer la session',
  'session.switchCustomerFailed': 'Nous n’avons pas pu changer de client. Réessayez.',
  'session.signInAgain': 'Se reconnecter',
  'session.ended': 'Votre session a pris fin.',

  'home.greeting': 'Bonjour {firstName} — votre carte {cardName} se terminant par {lastFour}',
  'home.greetingNoCard': 'Bonjour {firstName}',
  'home.featuresTitle': 'Réservez en toute confiance',
  'home.searchTitle': 'Recherche',
  'home.searchTabs': 'Que réservez-vous ?',
  'feature.pricePrediction.title': 'Prévision des prix',
  'feature.pricePrediction.body':
    'Voyez si les tarifs risquent de monter ou de baisser pour savoir quand réserver.',
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
  'agent.priceMatchQueue': 'Demandes d’égalisation de prix à examiner',
  'agent.missedConnectionsQueue': 'Correspondances manquées à réserver à nouveau',

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
    '{brand} vous permet de réserver vols, hôtels et séjours, avec des outils qui vous aident à réserver au bon prix.',
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

  'webview.loading': 'Ouverture du portail…',
  'webview.missingToken.title': 'Il manque le jeton de connexion à ce lien',
  'webview.missingToken.body': "Rouvrez le portail de voyage à partir de l'application.",
  'webview.sessionEnded.title': 'Votre session a pris fin',
  'webview.sessionEnded.body':
    "Revenez à l'application pour vous reconnecter. Vos réservations ne sont pas perdues.",

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

  'flightSearch.pageTitle': 'Rechercher des vols',
  'flightSearch.heading': 'Où allez-vous?',
  'flightSearch.tripType': 'Type de voyage',
  'tripType.one_way': 'Aller simple',
  'tripType.round_trip': 'Aller-retour',
  'tripType.multi_city': 'Multidestination',
  'flightSearch.flightLegend': 'Vol {number}',
  'flightSearch.origin': 'De',
  'flightSearch.destination': 'À',
  'flightSearch.swap': "Inverser l'origine et la destination",
  'flightSearch.departureDate': 'Date de départ',
  'flightSearch.dates': 'Dates du voyage',
  'flightSearch.calendar': 'Calendrier',
  'flightCalendar.loading': 'Recherche des tarifs les plus bas…',
  'flightCalendar.unavailable':
    'Les tarifs ne sont pas disponibles pour le moment. Vous pouvez quand même choisir vos dates.',
  'flightCalendar.note.oneWay':
    'Tarif aller simple le plus bas chaque jour, pour {travelers, plural, one {# voyageur} other {les # voyageurs}}.',
  'flightCalendar.note.roundTrip':
    'Total aller-retour le plus bas par jour de départ pour un voyage {days, plural, =0 {d’une journée} one {de # jour} other {de # jours}}, {travelers, plural, one {# voyageur} other {# voyageurs}}.',
  'flightCalendar.note.return':
    'Total aller-retour le plus bas par jour de retour, départ le {date}, {travelers, plural, one {# voyageur} other {# voyageurs}}.',
  'flightCalendar.spoken.low': '{price}, tarif bas',
  'flightCalendar.spoken.typical': '{price}, tarif habituel',
  'flightCalendar.spoken.high': '{price}, tarif élevé',
  'flightCalendar.legend.low': 'Bas pour ce trajet',
  'flightCalendar.legend.typical': 'Habituel',
  'flightCalendar.legend.high': 'Élevé',
  'flightSearch.addFlight': 'Ajouter un vol',
  'flightSearch.removeFlight': 'Retirer le vol {number}',
  'flightSearch.maxFlights': "Jusqu'à {count} vols par voyage.",
  'flightSearch.travelers': 'Voyageurs',
  'flightSearch.travelersSummary': '{count, plural, one {# voyageur} other {# voyageurs}}',
  'flightSearch.cabin': 'Cabine',
  'flightSearch.submit': 'Rechercher des vols',
  'flightSearch.fixErrors': 'Vérifiez les champs signalés, puis relancez la recherche.',
  'flightSearch.recentTitle': 'Recherches récentes',
  'flightSearch.recentRoute': '{origin} à {destination}',
  'flightSearch.recentSearchAgain': 'Relancer : {route}, {dates}',
  'flightSearch.recentError': "Nous n'avons pas pu charger vos recherches récentes.",
  'passenger.ADT': 'Adultes',
  'passenger.CNN': 'Enfants',
  'passenger.INS': 'Bébés avec siège',
  'passenger.INF': 'Bébés sur les genoux',
  'passenger.ADT.hint': '12 ans et plus',
  'passenger.CNN.hint': 'De 2 à 11 ans',
  'passenger.INS.hint': 'Moins de 2 ans, avec leur propre siège',
  'passenger.INF.hint': "Moins de 2 ans, sur les genoux d'un adulte",
  'passenger.add': 'Ajouter : {type}',
  'passenger.remove': 'Retirer : {type}',
  'passengerRule.NoAdultPassenger': 'Au moins un adulte doit voyager.',
  'passengerRule.TooManyPassengers': 'Au plus 9 voyageurs peuvent réserver ensemble.',
  'passengerRule.TooManyLapInfants':
    "Chaque bébé sur les genoux doit être accompagné d'un adulte : pas plus de bébés sur les genoux que d'adultes.",
  'searchRule.OriginRequired': 'Choisissez votre lieu de départ.',
  'searchRule.DestinationRequired': 'Choisissez votre destination.',
  'searchRule.SameOriginAndDestination': "La destination doit être différente de l'origine.",
  'searchRule.DateRequired': 'Choisissez une date de départ.',
  'searchRule.DateBeforeToday': "Choisissez une date à partir d'aujourd'hui.",
  'searchRule.DateOutsideHorizon': 'Choisissez une date dans les {days} jours à venir.',
  'searchRule.ReturnRequired': 'Choisissez une date de retour.',
  'searchRule.ReturnBeforeDeparture': 'Le retour doit avoir lieu le jour du départ ou après.',
  'searchRule.DatesOutOfOrder': 'Chaque vol doit partir le jour du vol précédent ou après.',
  'cabin.BasicEconomy': 'Économie de base',
  'cabin.Economy': 'Économie',
  'cabin.PremiumEconomy': 'Économie Premium',
  'cabin.Business': 'Affaires',
  'cabin.First': 'Première',
  'autocomplete.loading': 'Recherche de lieux…',
  'autocomplete.empty': 'Aucun aéroport ni aucune ville ne correspond.',
  'autocomplete.error': "Nous n'avons pas pu chercher de lieux. Réessayez.",
  'autocomplete.recent': 'Lieux récents',
  'autocomplete.results': 'Aéroports et villes',
  'placeKind.metro': 'Région métropolitaine',
  'placeKind.metroName': '{name} (tous les aéroports)',
  'placeKind.airport': 'Aéroport',
  'placeKind.city': 'Ville',

  'flightShop.searchFailed.title':
    "Oh non! Nous n'avons pas pu traiter votre demande de recherche.",
  'flightShop.searchFailed.body': "Une erreur s'est produite.",
  'filters.heading': 'Filtres',
  'filters.toggle': 'Filtres',
  'filters.clear': 'Effacer les filtres',
  'itinerary.times': '{departure} – {arrival}',
  'itinerary.plusDays': '+{days}',
  'itinerary.duration': '{hours} h {minutes} min',
  'itinerary.durationHours': '{hours} h',
  'itinerary.nonStop': 'Direct',
  'itinerary.stops': '{count, plural, one {# escale} other {# escales}}',
  'fare.earn.miles': 'Obtenez {amount} milles',
  'fare.earn.cash': 'Obtenez {amount} en remise',
  'penalty.change.NoPenalty': 'Modifications gratuites',
  'penalty.change.WithFee': 'Modifications : {fee}',
  'penalty.change.NotPossible': 'Non modifiable',
  'penalty.change.Unknown': 'Modifications : renseignez-vous auprès de la compagnie',
  'penalty.cancel.NoPenalty': 'Annulation gratuite',
  'penalty.cancel.WithFee': 'Annulation : {fee}',
  'penalty.cancel.NotPossible': 'Non remboursable',
  'penalty.cancel.Unknown': 'Remboursement : renseignez-vous auprès de la compagnie',
  'penalty.askAirline': 'Renseignez-vous auprès de la compagnie',
  'review.flight': 'Vol {number} : {origin} à {destination}',
  'review.fare': '{brand} · {cabin}',
  'review.total': 'Total du voyage',
  'review.changeFlights': 'Modifier les vols',
  'selfTransfer.title':
    'Correspondance autonome à {city} : récupérez vos bagages et enregistrez-vous de nouveau',
  'selfTransfer.time':
    '{duration} entre les vols (nous vendons les correspondances autonomes avec au moins {minimum})',
  'selfTransfer.tickets': '{count, plural, one {# billet} other {# billets}}',
  'selfTransfer.guarantee': 'Garantie de correspondance manquée incluse',
  'selfTransfer.guaranteeHelp':
    'Ces vols sont des billets distincts sur des compagnies qui ne vendent pas de correspondances ensemble. Si un retard sur votre premier vol vous fait manquer le suivant, nous vous réservons un vol admissible sans frais pour vous ; si ce n’est pas possible en ligne, notre équipe de soutien s’en charge.',
  'selfTransfer.guaranteeTerms': 'Conditions de la garantie de correspondance manquée',
  'selfTransfer.ticket': 'Billet {number} : {airline}',
  'selfTransfer.ticketRoute': '{origin} à {destination}',
  'selfTransfer.locator': 'Confirmation de la compagnie {locator}',
  'selfTransfer.ticketsHeading': 'Vos billets',
  'selfTransfer.hackerFare':
    "Tarif malin : billets aller simple achetés ensemble. Chacun suit les règles de sa compagnie : pour le modifier ou l'annuler, contactez la compagnie.",
  'walletCredit.AnnualTravelCredit': 'Crédit voyage annuel {product}',
  'walletCredit.EntryTravelCredit': 'Crédit voyage de première année {product}',
  'walletCredit.TravelCardCredit': 'Crédit voyage unique {product}',
  'walletCredit.PriceDropProtection': 'Crédit de protection contre les baisses de prix',
  'walletCredit.PriceMatch': 'Crédit d’égalisation de prix',
  'booking.source.UserCard': 'Carte',
  'booking.source.Rewards': 'Récompenses',
  'booking.source.TravelWallet': 'Crédit voyage',
  'booking.source.AncillaryCredit': 'Crédit de compagnie aérienne',
  // Voyageurs
  ...SANDBOX_OUTBOX_FR,
  ...TRAVEL_APP_FR,
  ...TRAVEL_APP_TEST_FR,
  ...FLIGHT_BOOKING_FR,
  ...FLIGHT_SHOP_FR,
  ...LEGAL_FR,
  ...SITE_NOTICES_FR,
  ...SHOWN_ONCE_TIPS_FR,
  ...PREFERENCES_FR,
  ...SANDBOX_IDP_FR,
  ...TRAVELERS_FR,
  ...TRAVEL_POLICY_FR,
  ...TRAVEL_POLICY_PAGE_FR,
  ...APPROVALS_FR,
  ...AGENTS_FR,
  ...AGENT_TRAIL_FR,
  ...ONBOARDING_FR,
  ...HOTELS_FR,
  ...STAYS_FR,
  ...HOTEL_BOOKING_FR,
  ...TRIPS_FR,
  ...SANDBOX_CONSOLE_FR,
  ...SANDBOX_MAINTENANCE_FR,
  ...FAQ_FR,
  ...TRAVEL_CREDITS_FR,
  ...TRAVEL_OFFERS_FR,
  ...TRAVEL_SALE_FR,
  ...EXPERIMENTS_TRACKING_FR,
  ...PRICE_FREEZE_FR,
  ...EXCHANGE_FR,
  ...PRICE_WATCH_FR,
  ...FLIGHT_DATES_FR,
  ...PRICE_MATCH_FR,
  ...CARS_FR,
  ...CAR_RENTAL_FR,
  ...CAR_BOOKING_FR,
  ...CAR_FACTS_FR,
  ...HOMES_FR,
  ...STAY_SEARCH_FR,
  ...OFFLINE_MAP_FR,
  ...ACTIVITIES_FR,
  ...ACTIVITY_BOOKING_FR,
  ...PACKAGES_FR,
  ...PACKAGE_BUILDER_FR,
};
