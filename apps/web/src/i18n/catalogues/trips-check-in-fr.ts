import type { TRIPS_CHECK_IN_EN } from './trips-check-in';

/** L’enregistrement d’un vol sur la page d’un voyage (la section et la fenêtre « S’enregistrer »). */
export const TRIPS_CHECK_IN_FR: Record<keyof typeof TRIPS_CHECK_IN_EN, string> = {
  'trips.checkIn.title': 'Enregistrement',
  'trips.checkIn.slice': '{origin} à {destination} · {airline}',
  'trips.checkIn.open': 'L’enregistrement est ouvert jusqu’au {time}.',
  'trips.checkIn.opens': 'L’enregistrement ouvre le {time}.',
  'trips.checkIn.closed': 'L’enregistrement en ligne est fermé pour ce voyage.',
  'trips.checkIn.checkedIn': 'Enregistré',
  'trips.checkIn.checkedInCount':
    '{checked} sur {total, plural, one {# voyageur enregistré} other {# voyageurs enregistrés}}.',
  'trips.checkIn.start': 'S’enregistrer',
  'trips.checkIn.viewPasses': 'Voir les cartes d’embarquement',
  'trips.checkIn.checkInOthers': 'Enregistrer les autres voyageurs',
  'trips.checkIn.dialogTitle': 'Enregistrement : {origin} à {destination}',
  'trips.checkIn.step.select': 'Qui s’enregistre ?',
  'trips.checkIn.step.passes': 'Vos cartes d’embarquement',
  'trips.checkIn.step.error': 'Nous n’avons pas pu vous enregistrer',
  'trips.checkIn.pending': 'Enregistrement auprès de {airline}…',
  'trips.checkIn.airlineCode': 'Code de confirmation {airline}',
  'trips.checkIn.travelers': 'Voyageurs',
  'trips.checkIn.alreadyCheckedIn': 'Déjà enregistré',
  'trips.checkIn.travelersRequired': 'Choisissez au moins un voyageur à enregistrer.',
  'trips.checkIn.dangerousGoods.title': 'Marchandises dangereuses',
  'trips.checkIn.dangerousGoods.body':
    'Pour la sécurité de tous, aucun bagage ne peut contenir d’explosifs ou de feux d’artifice, de liquides ou gaz inflammables, de gaz comprimé, de produits corrosifs, de poisons ni de matières radioactives. Les batteries au lithium de rechange et les cigarettes électroniques voyagent uniquement en cabine.',
  'trips.checkIn.dangerousGoods.confirm':
    'Je confirme que personne sur cette réservation ne transporte de marchandises dangereuses.',
  'trips.checkIn.dangerousGoods.required':
    'Confirmez que personne ne transporte de marchandises dangereuses pour vous enregistrer.',
  'trips.checkIn.submit': 'S’enregistrer',
  'trips.checkIn.notNow': 'Plus tard',
  'trips.checkIn.done':
    '{count, plural, one {# carte d’embarquement est prête} other {# cartes d’embarquement sont prêtes}}. Présentez-en une au contrôle de sûreté et à la porte.',
  'trips.checkIn.passes': 'Cartes d’embarquement',
  'trips.checkIn.pass.label': 'Carte d’embarquement : {name}, vol {flight}',
  'trips.checkIn.pass.heading': 'Carte d’embarquement',
  'trips.checkIn.pass.passenger': 'Passager',
  'trips.checkIn.pass.flight': 'Vol',
  'trips.checkIn.pass.route': 'De → à',
  'trips.checkIn.pass.departs': 'Départ (heure locale)',
  'trips.checkIn.pass.boarding': 'Embarquement',
  'trips.checkIn.pass.seat': 'Siège',
  'trips.checkIn.pass.group': 'Groupe',
  'trips.checkIn.pass.gate': 'Porte',
  'trips.checkIn.pass.gateAtAirport': 'Affichée à l’aéroport',
  'trips.checkIn.pass.cabin': 'Cabine',
  'trips.checkIn.pass.sequence': 'Séquence',
  'trips.checkIn.pass.locator': 'Confirmation',
  'trips.checkIn.pass.barcode': 'Code-barres (données IATA de la carte d’embarquement)',
  'trips.checkIn.print': 'Imprimer',
  'trips.checkIn.error.CheckInNotOpen':
    'L’enregistrement en ligne n’est pas encore ouvert. Il ouvre 24 heures avant le vol.',
  'trips.checkIn.error.CheckInClosed':
    'L’enregistrement en ligne est fermé pour ce vol. Enregistrez-vous à l’aéroport.',
  'trips.checkIn.error.CheckInNotAllowed':
    'Ce voyage ne peut pas être enregistré en ligne. Enregistrez-vous à l’aéroport.',
};
