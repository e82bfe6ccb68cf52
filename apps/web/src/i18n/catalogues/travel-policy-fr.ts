import type { TRAVEL_POLICY_EN } from './travel-policy';

/** French for the travel policy messages: loaded with messages-fr, never in the first-load chunk. */
export const TRAVEL_POLICY_FR: Record<keyof typeof TRAVEL_POLICY_EN, string> = {
  'account.travelPolicy': 'Politique de voyage',
  'account.approvals': 'Approbations',

  'policy.in': 'Conforme',
  'policy.out': 'Non conforme',
  'policy.violation.PriceOverCap': 'Au-delà de la limite de {cap} par voyageur.',
  'policy.violation.FareClassNotAllowed':
    'La classe {cabin} n’est pas permise par votre politique pour ce vol.',
  'policy.trip.in': 'Ce voyage respecte votre politique de voyage.',
  'policy.trip.out': 'Ce voyage ne respecte pas votre politique de voyage.',
  'policy.prompt.title': 'Ce tarif n’est pas conforme à la politique',
  'policy.prompt.body':
    'Vous pouvez quand même le réserver : on vous demandera pourquoi, et votre raison est conservée avec la réservation.',
  'policy.prompt.change': 'Modifier la sélection',
  'policy.prompt.continue': 'Continuer quand même',
  'policy.booking.title': 'Politique de voyage : {tier}',
  'policy.reason.label': 'Pourquoi avez-vous besoin de ce voyage?',
  'policy.reason.hint':
    'Votre approbateur et votre gestionnaire de voyages le verront. Au moins {min} caractères.',
  'policy.reason.tooShort': 'Expliquez pourquoi en au moins {min} caractères.',
  'policy.approval.noteHotel':
    'Votre entreprise examine les séjours avant leur réservation. Nous retenons la chambre et ce prix pendant 24 heures pendant que votre approbateur décide; rien n’est débité avant l’approbation.',
  'policy.approval.noteCar':
    'Votre entreprise examine les locations de voiture avant leur réservation. Nous retenons la voiture et ce prix pendant 24 heures pendant que votre approbateur décide; rien n’est débité avant l’approbation de la location.',
  'policy.approval.noteExperience':
    'Votre entreprise examine les activités avant leur réservation. Nous retenons les places et ce prix pendant 24 heures pendant que votre approbateur décide; rien n’est débité avant l’approbation.',
  'policy.approval.noteHome':
    'Votre entreprise examine les locations avant leur réservation. Nous gardons le logement et ce prix pendant 24 heures le temps que votre approbateur décide ; rien n’est débité avant l’approbation du séjour.',
  'policy.approval.note':
    'Votre entreprise examine les voyages avant leur réservation. Nous retenons les places et ce prix 24 heures pendant que votre approbateur décide; rien n’est facturé avant l’approbation.',
  'booking.requestApproval': 'Demander l’approbation pour {total}',

  'approval.held.title': 'En attente d’approbation',
  'approval.held.body':
    'Votre voyage est retenu : les places et le prix de {total} sont conservés jusqu’au {until} pendant que votre approbateur décide. Rien n’est facturé avant l’approbation.',
  'approval.held.email': 'Nous écrirons à {email} dès que votre approbateur aura décidé.',
  'approval.held.reason': 'Votre raison : « {reason} »',

  'approvals.title': 'Voyages en attente d’approbation',
  'approvals.intro':
    'Chaque voyage est retenu à son prix jusqu’à la fin de sa période d’approbation. Approuver le réserve et le facture; refuser libère les places ou les chambres et avertit le voyageur.',
  'approvals.loading': 'Chargement des voyages en attente…',
  'approvals.error': 'Nous n’avons pas pu charger les approbations.',
  'approvals.forbidden':
    'Seuls les administrateurs voyages de votre entreprise approuvent les voyages.',
  'approvals.empty.title': 'Rien à approuver',
  'approvals.empty.body': 'Les voyages à approuver apparaissent ici dès qu’ils sont demandés.',
  'approvals.item.title': '{name} : {route}',
  'approvals.reason': 'Raison : « {reason} »',
  'approvals.expires': 'Retenu jusqu’au {until}',
  'approvals.approve': 'Approuver',
  'approvals.decline': 'Refuser',
  'approvals.approveLabel': 'Approuver le voyage de {name}, {route}',
  'approvals.declineLabel': 'Refuser le voyage de {name}, {route}',
  'approvals.approved': 'Approuvé : {name}, {route}. Le voyage est en cours de réservation.',
  'approvals.declined': 'Refusé : {name}, {route}. Les places ont été libérées.',
  'approvals.failed': 'Nous n’avons pas pu enregistrer votre décision. Réessayez.',
  'approvals.car.title': '{name} : {car}, {place}',
  'approvals.car.rental':
    '{supplier} · du {from} au {until} ({days, plural, one {# jour} other {# jours}})',
  'approvals.car.driver': 'Conducteur : {name} · retour à {dropOff}',
  'approvals.car.violation.DailyPriceOverCap': 'Au-delà de la limite du palier de {cap} par jour.',
  'approvals.car.approveLabel': 'Approuver la voiture de {name} : {car}',
  'approvals.car.declineLabel': 'Refuser la voiture de {name} : {car}',
  'approvals.car.approved': 'Approuvée : {name}, {car}. La voiture est en cours de réservation.',
  'approvals.car.declined': 'Refusée : {name}, {car}. La voiture a été libérée.',
  'approvals.experience.title': '{name} : {title}, {city}',
  'approvals.experience.facts':
    '{date} à {time} · voyageur principal {lead} · {travelers, plural, one {# voyageur} other {# voyageurs}}',
  'approvals.experience.approveLabel': 'Approuver l’activité de {name} : {title}',
  'approvals.experience.declineLabel': 'Refuser l’activité de {name} : {title}',
  'approvals.experience.approved':
    'Approuvée : {name}, {title}. Les places sont en cours de réservation.',
  'approvals.experience.declined': 'Refusée : {name}, {title}. Les places ont été libérées.',
  'approvals.home.title': '{name} : {home}, {city}',
  'approvals.home.guests':
    'Voyageur principal : {guest} · {guests, plural, one {# voyageur} other {# voyageurs}}',
  'approvals.home.violation.HomesNotAllowed': 'Le palier n’autorise pas les locations de vacances.',
  'approvals.home.approveLabel': 'Approuver le séjour de {name} à {home}',
  'approvals.home.declineLabel': 'Refuser le séjour de {name} à {home}',
  'approvals.home.approved': 'Approuvé : {name}, {home}. Le séjour est en cours de réservation.',
  'approvals.home.declined': 'Refusé : {name}, {home}. Le logement a été libéré.',
  'approvals.hotel.title': '{name} : {hotel}, {city}',
  'approvals.package.title': '{name} : vols et {hotel}, {city}',
  'approvals.package.flights': 'Vols {route} · aller {out} · retour {back}',
  'approvals.package.approveLabel': 'Approuver le forfait de {name} : vols et {hotel}',
  'approvals.package.declineLabel': 'Refuser le forfait de {name} : vols et {hotel}',
  'approvals.package.approved':
    'Approuvé : {name}, vols et {hotel}. Les vols et l’hôtel sont en cours de réservation.',
  'approvals.package.declined':
    'Refusé : {name}, vols et {hotel}. Les sièges et les chambres ont été libérés ; rien n’a été débité.',
  'approvals.hotel.stay':
    'Du {checkIn} au {checkOut} · {nights, plural, one {# nuit} other {# nuits}}',
  'approvals.hotel.room': '{room} · {rooms, plural, one {# chambre} other {# chambres}}',
  'approvals.hotel.guests': 'Clients : {names}',
  'approvals.hotel.violation.StarRatingNotAllowed':
    'Un hôtel {stars} étoiles est hors de la politique du palier.',
  'approvals.hotel.violation.NightlyPriceOverCap':
    'Au-delà de la limite du palier de {cap} par nuit.',
  'approvals.hotel.approveLabel': 'Approuver le séjour de {name} à {hotel}',
  'approvals.hotel.declineLabel': 'Refuser le séjour de {name} à {hotel}',
  'approvals.hotel.approved': 'Approuvé : {name}, {hotel}. Le séjour est en cours de réservation.',
  'approvals.hotel.declined': 'Refusé : {name}, {hotel}. Les chambres ont été libérées.',

  'bookingError.OutOfPolicyReasonRequired':
    'Ce voyage n’est pas conforme : expliquez à votre approbateur pourquoi il vous le faut (au moins 10 caractères).',
  'bookingError.ApprovalDeclined': 'Votre approbateur a refusé ce voyage. Rien n’a été facturé.',
  'bookingError.ApprovalExpired':
    'Personne n’a approuvé ce voyage en 24 heures; la retenue a pris fin. Rien n’a été facturé.',

  'travelPolicy.title': 'Votre politique de voyage',
  'travelPolicy.loading': 'Chargement de votre politique de voyage…',
  'travelPolicy.error': 'Nous n’avons pas pu charger votre politique de voyage.',
  'travelPolicy.none.title': 'Aucune politique de voyage',
  'travelPolicy.none.body':
    'Les politiques de voyage s’appliquent aux comptes de voyages d’affaires. Vos voyages n’ont aucune limite.',
  'travelPolicy.tier': 'Niveau de politique : {tier}',
  'travelPolicy.approval.24hr_review':
    'Chaque voyage est examiné par un approbateur avant sa réservation; les places et le prix sont retenus jusqu’à 24 heures.',
  'travelPolicy.approval.auto': 'Les voyages sont réservés immédiatement, sans approbation.',
  'travelPolicy.open':
    'Votre niveau n’a aucune limite : tous les tarifs, hôtels et voitures sont conformes.',
  'travelPolicy.flights.title': 'Vols',
  'travelPolicy.flights.short': 'Vols de {hours} heures de vol ou moins :',
  'travelPolicy.flights.long': 'Vols de plus de {hours} heures de vol :',
  'travelPolicy.flights.all': 'Tous les vols :',
  'travelPolicy.flights.cabins': '{cabins}.',
  'travelPolicy.flights.oneWayCap': 'Jusqu’à {amount} l’aller simple.',
  'travelPolicy.flights.noOneWayCap': 'Aucune limite pour un aller simple.',
  'travelPolicy.flights.roundTripCap': 'Jusqu’à {amount} l’aller-retour.',
  'travelPolicy.flights.noRoundTripCap': 'Aucune limite pour un aller-retour.',
  'travelPolicy.flights.perTraveler':
    'Les limites sont par voyageur, taxes et frais compris. Un voyage de plusieurs vols peut coûter jusqu’à la somme de leurs limites aller simple.',
  'travelPolicy.hotels.title': 'Hôtels',
  'travelPolicy.hotels.stars': 'Hôtels {stars} étoiles,',
  'travelPolicy.hotels.cap': 'jusqu’à {amount} la nuit.',
  'travelPolicy.hotels.noCap': 'sans limite par nuit.',
  'travelPolicy.cars.title': 'Voitures',
  'travelPolicy.cars.cap': 'Jusqu’à {amount} par jour.',
  'travelPolicy.cars.noCap': 'Aucune limite par jour.',
};
