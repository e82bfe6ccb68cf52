import type { SITE_NOTICES_EN } from './site-notices';

/** French messages of the site-wide notices (issue 24). */
export const SITE_NOTICES_FR: Record<keyof typeof SITE_NOTICES_EN, string> = {
  'maintenance.banner.upcoming':
    '<b>Maintenance planifiée</b> du {start} au {end}. Vous pourrez chercher et consulter vos voyages, mais les réservations seront suspendues.',
  'maintenance.banner.active':
    '<b>Maintenance en cours.</b> Les réservations sont suspendues jusqu’au {end}. Vous pouvez toujours chercher et consulter vos voyages.',
  'maintenance.page.title': 'Nous revenons bientôt',
  'maintenance.page.subtitle':
    'Cette partie du site est en maintenance. Vos voyages et réservations ne sont pas touchés ; revenez un peu plus tard.',
  'maintenance.booking.title': 'Réservations suspendues pour maintenance',
  'maintenance.booking.until':
    'La maintenance planifiée dure jusqu’au {end}. Rien n’a été réservé ni débité. Revenez à ce moment pour réserver ; votre recherche vous attendra.',
  'maintenance.booking.later':
    'Les réservations sont suspendues pendant la maintenance. Rien n’a été réservé ni débité. Veuillez réessayer plus tard.',
  'takeover.dismiss': 'Fermer : {title}',
};
