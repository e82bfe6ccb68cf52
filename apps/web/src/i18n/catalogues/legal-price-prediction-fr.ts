import type { LEGAL_PRICE_PREDICTION_EN } from './legal-price-prediction';

/** `/terms/price-prediction-price-watch` en français, réparti dans LEGAL_FR. */
export const LEGAL_PRICE_PREDICTION_FR: Record<keyof typeof LEGAL_PRICE_PREDICTION_EN, string> = {
  'predictionTerms.title': 'Prévision des prix et surveillance des prix',
  'predictionTerms.intro':
    'La prévision des prix vous indique s’il vaut mieux acheter un vol maintenant ou attendre, d’après les prix que nous avons relevés pour votre voyage exact. La surveillance des prix suit ce prix pour vous et vous écrit quand il baisse ou quand il est temps d’acheter.',
  'predictionTerms.method.title': 'Comment nous prévoyons',
  'predictionTerms.method.observe':
    'Chaque jour, nous relevons le prix total le plus bas de votre recherche exacte : mêmes aéroports, dates, voyageurs et cabine. Quand nous commençons à suivre un voyage, nous complétons les 45 derniers jours avec les prix que les transporteurs proposaient alors.',
  'predictionTerms.method.model':
    'Un modèle entraîné sur des milliers d’historiques de tarifs que nous avons relevés lit ces prix des 45 derniers jours et celui d’aujourd’hui, le nombre de jours avant le départ, le jour de la semaine du vol et le type de trajet (intérieur ou international, court ou long). Il regarde comment le prix a évolué : son niveau par rapport au plus bas récent et au prix habituel, le temps écoulé depuis son dernier changement, les baisses soudaines qui ressemblent à une promotion.',
  'predictionTerms.method.advice':
    'Il estime ce qu’attendre vous coûterait si vous suiviez nos conseils jour après jour à partir de demain, en achetant le premier jour où nous disons d’acheter (et au plus tard la veille du départ). Nous conseillons d’attendre seulement quand attendre devrait faire économiser et risque peu de coûter plus cher; sinon, nous conseillons d’acheter maintenant.',
  'predictionTerms.method.facts':
    'Les tarifs suivent des tendances publiées depuis longtemps par les suiveurs de tarifs : ils sont en général au plus bas un à trois mois avant un vol intérieur (plus tôt pour l’international), ils bondissent quand passent les dates limites d’achat à l’avance, 21, 14, 7 et 3 jours avant le départ, ils montent à mesure qu’un vol se remplit, et les promotions vont et viennent en quelques jours.',
  'predictionTerms.figures.title': 'Ce que signifient les chiffres',
  'predictionTerms.figures.change.label': 'Variation prévue si vous attendez',
  'predictionTerms.figures.change.value':
    'Combien de plus (ou, avec un signe moins, de moins) nous prévoyons que vous paierez en attendant et en suivant nos conseils, par rapport à un achat immédiat.',
  'predictionTerms.figures.chance.label': 'Probabilité que le prix monte si vous attendez',
  'predictionTerms.figures.chance.value':
    'La probabilité qu’attendre de cette façon finisse par coûter plus cher qu’acheter maintenant.',
  'predictionTerms.figures.band.label': 'La prévision du graphique',
  'predictionTerms.figures.band.value':
    'Pour chacun des 14 prochains jours (jamais après la veille du départ), le prix le plus bas que nous prévoyons et une fourchette où il se trouve quatre fois sur cinq. La ligne qui précède est le prix le plus bas relevé chaque jour.',
  'predictionTerms.figures.backtest.label': '« Suivre nos conseils a fait économiser… »',
  'predictionTerms.figures.backtest.value':
    'Nous testons les conseils sur des voyages sur lesquels le modèle n’a jamais été entraîné : des voyageurs simulés commencent de 7 à 60 jours avant le départ, ne voient que les prix relevés jusqu’à chaque jour et suivent les conseils. Le chiffre est leur économie moyenne par rapport à un achat le premier jour, pour des voyages du même type que le vôtre.',
  'predictionTerms.backtest.caption':
    'Test rétrospectif du modèle actuel : {travellers} voyageurs sur {searches} voyages absents de son entraînement',
  'predictionTerms.backtest.group': 'Type de voyage',
  'predictionTerms.backtest.saving': 'Économie moyenne',
  'predictionTerms.backtest.noWorse': 'N’ont pas payé plus cher que le premier jour',
  'predictionTerms.group.domestic-short': 'Intérieur, moins de 1 500 km',
  'predictionTerms.group.domestic-long': 'Intérieur, 1 500 km ou plus',
  'predictionTerms.group.international-regional': 'International, moins de 4 500 km',
  'predictionTerms.group.international-long-haul': 'International, 4 500 km ou plus',
  'predictionTerms.limits':
    'Une prévision n’est pas une promesse : les prix peuvent évoluer dans les deux sens, et les résultats passés ne garantissent pas d’économies futures. Nous ne lisons jamais les systèmes de tarification des transporteurs, seulement les prix qu’ils proposent.',
  'predictionTerms.watch.title': 'Surveillance des prix',
  'predictionTerms.watch.start':
    'Choisissez Surveiller ce voyage dans la prévision des prix de votre recherche. La surveillance est gratuite et ne réserve ni place ni prix.',
  'predictionTerms.watch.checks':
    'Nous vérifions le prix le plus bas de votre recherche toutes les 6 heures.',
  'predictionTerms.watch.alerts':
    'Nous vous écrivons quand le prix le plus bas a baissé d’au moins 1 $ et de 1 % sous le dernier prix que nous vous avons signalé (ou le prix au début de la surveillance), ou quand notre conseil passe à l’achat. Chaque courriel renvoie aux vols.',
  'predictionTerms.watch.stop':
    'Vous pouvez arrêter la surveillance à tout moment depuis Voyages surveillés, dans Mes voyages. Une surveillance prend fin d’elle-même le jour du départ.',
};
