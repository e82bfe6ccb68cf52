import type { SANDBOX_OUTBOX_EN } from './sandbox-outbox';

/** The sandbox outbox page in French, spread into FR_MESSAGES. */
export const SANDBOX_OUTBOX_FR: Record<keyof typeof SANDBOX_OUTBOX_EN, string> = {
  'sandboxOutbox.title': "Boîte d'envoi du bac à sable",
  'sandboxOutbox.badge': 'Bac à sable',
  'sandboxOutbox.intro':
    "Les courriels que le portail a envoyés ou va envoyer, du plus récent au plus ancien. Cette page n'existe que dans le bac à sable.",
  'sandboxOutbox.refresh': 'Actualiser',
  'sandboxOutbox.consoleLink': 'Console du bac à sable',
  'sandboxOutbox.listLabel': 'Courriels',
  'sandboxOutbox.loading': 'Chargement des courriels…',
  'sandboxOutbox.error': "Nous n'avons pas pu charger la boîte d'envoi.",
  'sandboxOutbox.empty': "Aucun courriel pour l'instant…",
  'sandboxOutbox.emptyBody': "Réservez un voyage : son courriel de confirmation s'affichera ici.",
  'sandboxOutbox.showOlder': 'Afficher les courriels plus anciens',
  'sandboxOutbox.status.Sent': 'Envoyé',
  'sandboxOutbox.status.Pending': 'En attente',
  'sandboxOutbox.status.Failed': 'Échec',
  'sandboxOutbox.toLine': 'À {address}',
  'sandboxOutbox.selectPrompt': 'Choisissez un courriel pour le lire.',
  'sandboxOutbox.detailLoading': 'Chargement du courriel…',
  'sandboxOutbox.detailError': "Nous n'avons pas pu charger ce courriel.",
  'sandboxOutbox.notFound': "Ce courriel n'est pas dans la boîte d'envoi.",
  'sandboxOutbox.from': 'De',
  'sandboxOutbox.to': 'À',
  'sandboxOutbox.queuedAt': 'Mis en file',
  'sandboxOutbox.sentAt': 'Envoyé',
  'sandboxOutbox.status': 'État',
  'sandboxOutbox.attempts':
    '{count, plural, =0 {Pas encore tenté} one {# tentative} other {# tentatives}}',
  'sandboxOutbox.nextAttempt': 'Prochaine tentative',
  'sandboxOutbox.lastError': 'Dernière erreur',
  'sandboxOutbox.htmlHeading': 'Version HTML',
  'sandboxOutbox.htmlFrameTitle': 'Version HTML de {subject}',
  'sandboxOutbox.textHeading': 'Version texte',
};
