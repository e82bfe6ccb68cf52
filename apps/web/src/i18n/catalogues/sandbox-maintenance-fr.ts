import type { SANDBOX_MAINTENANCE_EN } from './sandbox-maintenance';

/** French messages of the sandbox console's maintenance section (issue 24). */
export const SANDBOX_MAINTENANCE_FR: Record<keyof typeof SANDBOX_MAINTENANCE_EN, string> = {
  'sandboxMaintenance.title': 'Fenêtre de maintenance',
  'sandboxMaintenance.intro':
    'Une fenêtre sur l’horloge de voyage, à la place de MAINTENANCE_WINDOW_START et _END de l’environnement : le bandeau s’affiche dès l’heure d’annonce, toute cotation et réservation est refusée pendant la fenêtre, et tout reprend à sa fin.',
  'sandboxMaintenance.phase': 'Maintenant',
  'sandboxMaintenance.phase.none': 'Aucune maintenance',
  'sandboxMaintenance.phase.upcoming': 'Annoncée (bandeau affiché)',
  'sandboxMaintenance.phase.active': 'En cours (réservations suspendues)',
  'sandboxMaintenance.phase.ended': 'Terminée',
  'sandboxMaintenance.window': 'Fenêtre',
  'sandboxMaintenance.window.none': 'Aucune',
  'sandboxMaintenance.window.console': 'Du {start} au {end} (définie ici)',
  'sandboxMaintenance.window.environment': 'Du {start} au {end} (de l’environnement)',
  'sandboxMaintenance.startsAt': 'Début',
  'sandboxMaintenance.endsAt': 'Fin',
  'sandboxMaintenance.noticeHours': 'Bandeau dès (heures avant)',
  'sandboxMaintenance.save': 'Définir la fenêtre',
  'sandboxMaintenance.clear': 'Effacer la fenêtre',
  'sandboxMaintenance.set': 'Fenêtre de maintenance définie.',
  'sandboxMaintenance.cleared': 'Fenêtre de maintenance effacée.',
  'sandboxMaintenance.failed': 'La fenêtre de maintenance n’a pas été modifiée.',
  'sandboxMaintenance.windowInvalid': 'Saisissez un début et une fin postérieure.',
  'sandboxMaintenance.noticeInvalid': 'Saisissez un nombre entier d’heures de 0 à 720.',
};
