import type { APPROVALS_EN } from './approvals';

/** French for `approvals.ts`, spread into FR_MESSAGES. */
export const APPROVALS_FR: Record<keyof typeof APPROVALS_EN, string> = {
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
};
