import type { PRICE_WATCH_EN } from './price-watch';

/** French for the price watch messages: loaded with messages-fr. */
export const PRICE_WATCH_FR: Record<keyof typeof PRICE_WATCH_EN, string> = {
  'priceWatch.watch': 'Surveiller ce voyage',
  'priceWatch.watching': 'Surveillé',
  'priceWatch.checking': 'Vérification de la surveillance de ce voyage…',
  'priceWatch.hint': 'Recevez un courriel quand le prix baisse.',
  'priceWatch.justWatched':
    'Nous vous écrirons quand le prix baissera ou quand il sera temps d’acheter.',
  'priceWatch.watchingSince':
    'Vous surveillez ce voyage. Nous vérifions son prix toutes les quelques heures.',
  'priceWatch.seeWatched': 'Voir vos voyages surveillés',
  'priceWatch.stopped': 'Vous ne surveillez plus ce voyage.',
  'priceWatch.watchFailed': 'Nous n’avons pas pu surveiller ce voyage. Veuillez réessayer.',
  'priceWatch.stop.title': 'Ne plus surveiller ce voyage ?',
  'priceWatch.stop.body':
    'Nous cesserons de vérifier le prix de {route} ({dates}) et ne vous écrirons plus à son sujet.',
  'priceWatch.stop.confirm': 'Ne plus surveiller',
  'priceWatch.stop.keep': 'Continuer la surveillance',
  'priceWatch.stop.failed': 'Nous n’avons pas pu arrêter la surveillance. Veuillez réessayer.',
  'priceWatch.stop.done': 'Vous ne surveillez plus {route}.',
  'priceWatch.stop.doneLast':
    'Vous ne surveillez plus {route}. Vous ne surveillez plus aucun voyage.',
  'priceWatch.route': '{origin} à {destination}',
  'priceWatch.card.kind': 'Vol surveillé',
  'priceWatch.card.dates': 'Dates',
  'priceWatch.card.travelers': 'Voyageurs',
  'priceWatch.card.price': 'Prix le plus bas',
  'priceWatch.card.advice': 'Notre conseil',
  'priceWatch.card.checked': 'Dernière vérification',
  'priceWatch.card.seeFlights': 'Voir les vols',
  'priceWatch.card.stop': 'Ne plus surveiller',
  'priceWatch.state.JustWatched': 'Surveillance commencée',
  'priceWatch.state.Watching': 'Surveillé',
  'priceWatch.price.down': '{price}, soit {amount} de moins qu’au début de la surveillance',
  'priceWatch.price.up': '{price}, soit {amount} de plus qu’au début de la surveillance',
  'priceWatch.price.same': '{price}, le même prix qu’au début de la surveillance',
  'priceWatch.price.unknown': '{price}',
  'priceWatch.price.none': 'Aucun vol trouvé à la dernière vérification',
  'priceWatch.advice.buy': 'Achetez maintenant : les prix risquent davantage de monter',
  'priceWatch.advice.wait': 'Attendez : les prix pourraient baisser',
  'priceWatch.advice.unknown': 'Pas encore de conseil : il nous faut plus d’historique des prix',
  'priceWatch.checked.never': 'Pas encore : première vérification {time}',
  'priceWatch.checked.neverUnscheduled': 'Pas encore',
  'priceWatch.loading': 'Chargement de vos voyages surveillés…',
  'priceWatch.loadFailed': 'Nous n’avons pas pu charger vos voyages surveillés',
};
