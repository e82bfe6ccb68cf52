import type { EXPERIMENTS_TRACKING_EN } from './experiments-tracking';

/** French for experiments-tracking.ts (issue 24). */
export const EXPERIMENTS_TRACKING_FR: Record<keyof typeof EXPERIMENTS_TRACKING_EN, string> = {
  'adminTracking.title': 'Événements de suivi',
  'adminTracking.intro':
    'Les événements de suivi enregistrés ces dernières 24 heures sur les deux portails, comptés. Aucun événement d’un voyageur n’est affiché.',
  'adminTracking.link': 'Événements de suivi',
  'adminTracking.loading': 'Chargement des événements de suivi…',
  'adminTracking.error': 'Nous n’avons pas pu charger les événements de suivi.',
  'adminTracking.retry': 'Réessayer',
  'adminTracking.refresh': 'Actualiser',
  'adminTracking.empty.title': 'Aucun événement de suivi ces dernières 24 heures',
  'adminTracking.empty.body':
    'Les événements s’affichent ici à mesure que l’on cherche, entre dans un produit et réserve sur l’un ou l’autre portail.',
  'adminTracking.total':
    '{count, plural, one {# événement} other {# événements}} depuis le {since}',
  'adminTracking.byName': 'Par événement',
  'adminTracking.byEntrySource': 'Par source d’entrée',
  'adminTracking.byUtmSource': 'Par utm_source',
  'adminTracking.byTenant': 'Par portail',
  'adminTracking.value': 'Valeur',
  'adminTracking.count': 'Événements',
  'adminTracking.none': '(aucune)',
  'adminTracking.tenant.capone': 'Titulaires de carte (capone)',
  'adminTracking.tenant.capone-corporate': 'Voyages d’affaires (capone-corporate)',
  'approvalBanner.title':
    '{count, plural, one {# voyage attend votre approbation} other {# voyages attendent votre approbation}}',
  'approvalBanner.body': 'Les places et les prix sont retenus pendant que vous décidez.',
  'approvalBanner.link': 'Examiner les demandes',
};
