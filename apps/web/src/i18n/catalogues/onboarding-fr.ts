import type { ONBOARDING_EN } from './onboarding';

/** French for admin onboarding: loaded with messages-fr only. */
export const ONBOARDING_FR: Record<keyof typeof ONBOARDING_EN, string> = {
  'onboarding.intro':
    'Configurez {business} pour les voyages d’affaires : niveaux de politique, employés et conditions de voyage, puis mise en service.',
  'onboarding.checklist': 'Liste de configuration',
  'onboarding.step.profile': 'Profil de l’entreprise',
  'onboarding.step.tiers': 'Niveaux de politique',
  'onboarding.step.employees': 'Employés',
  'onboarding.step.terms': 'Conditions de voyage',
  'onboarding.step.live': 'Mise en service',
  'onboarding.step.done': 'Terminé',
  'onboarding.step.todo': 'À faire',
  'onboarding.blocker.BookingModeNotChosen':
    'Choisissez comment votre entreprise réserve ses voyages.',
  'onboarding.blocker.NoPolicyTier': 'Créez au moins un niveau de politique.',
  'onboarding.blocker.TermsNotAccepted': 'Acceptez les conditions de voyage d’affaires.',
  'onboarding.goLiveBlocked': 'Avant la mise en service :',

  'onboarding.mode.title': 'Comment votre entreprise réserve-t-elle ses voyages?',
  'onboarding.mode.book_for_myself': 'Je réserve pour moi-même',
  'onboarding.mode.book_for_myself.help': 'Vous êtes le seul voyageur de l’entreprise.',
  'onboarding.mode.book_for_myself_and_others': 'Je réserve pour moi-même et pour d’autres',
  'onboarding.mode.book_for_myself_and_others.help':
    'Vous devenez aussi organisateur et pouvez réserver pour tout employé.',
  'onboarding.mode.employees_book_for_themselves': 'Les employés réservent eux-mêmes',
  'onboarding.mode.employees_book_for_themselves.help':
    'Invitez les employés comme voyageurs; chacun réserve ses voyages selon son niveau.',
  'onboarding.mode.someone_else_books': 'Quelqu’un d’autre réserve',
  'onboarding.mode.someone_else_books.help':
    'Invitez un organisateur (adjoint ou responsable des voyages) qui réserve pour les voyageurs de l’entreprise.',
  'onboarding.mode.save': 'Enregistrer le mode de réservation',
  'onboarding.mode.saved': 'Mode de réservation enregistré.',
  'onboarding.mode.required': 'Choisissez comment votre entreprise réserve ses voyages.',

  'onboarding.tiers.title': 'Niveaux de politique',
  'onboarding.tiers.help':
    'Un niveau fixe ce que ses employés peuvent réserver : prix et cabines des vols, étoiles et tarif par nuit des hôtels, tarif des voitures, et si les voyages doivent être approuvés.',
  'onboarding.tiers.loading': 'Chargement des niveaux de politique…',
  'onboarding.tiers.error': 'Nous n’avons pas pu charger vos niveaux de politique.',
  'onboarding.tiers.empty':
    'Aucun niveau de politique pour l’instant. Créez-en un pour inviter des employés.',
  'onboarding.tiers.add': 'Ajouter un niveau de politique',
  'onboarding.tiers.edit': 'Modifier {tier}',
  'onboarding.tiers.delete': 'Supprimer {tier}',
  'onboarding.tiers.employees':
    '{count, plural, =0 {Aucun employé} one {# employé} other {# employés}}',
  'onboarding.tiers.approval.24hr_review':
    'Les voyages attendent une approbation (examen de 24 heures)',
  'onboarding.tiers.approval.auto': 'Les voyages sont réservés sans approbation',
  'onboarding.tiers.open': 'Aucune limite : tout est conforme',
  'onboarding.tiers.flights':
    'Vols : {cabins}; aller simple jusqu’à {oneWay}, aller-retour jusqu’à {roundTrip}',
  'onboarding.tiers.longFlights':
    'Plus de {hours} heures : {cabins}; aller simple jusqu’à {oneWay}, aller-retour jusqu’à {roundTrip}',
  'onboarding.tiers.hotels': 'Hôtels : {stars} étoiles, jusqu’à {night} la nuit',
  'onboarding.tiers.cars': 'Voitures : jusqu’à {day} par jour',
  'onboarding.tiers.noCap': 'tout prix',
  'onboarding.tiers.deleteTitle': 'Supprimer le niveau {tier}?',
  'onboarding.tiers.deleteBody': 'Personne n’est sur ce niveau. La suppression est définitive.',
  'onboarding.tiers.deleteConfirm': 'Supprimer le niveau',
  'onboarding.tiers.saved': 'Niveau « {tier} » enregistré.',
  'onboarding.tiers.deleted': 'Niveau « {tier} » supprimé.',

  'onboarding.tier.newTitle': 'Nouveau niveau de politique',
  'onboarding.tier.editTitle': 'Modifier le niveau {tier}',
  'onboarding.tier.name': 'Nom du niveau',
  'onboarding.tier.approval': 'Les voyages doivent être approuvés avant la réservation',
  'onboarding.tier.approvalHelp':
    'Les approbateurs de l’entreprise ont 24 heures pour approuver; les places et le prix sont retenus entre-temps.',
  'onboarding.tier.flights': 'Vols',
  'onboarding.tier.shortFlights': 'Tous les vols',
  'onboarding.tier.shortFlightsWhenLong': 'Vols jusqu’au seuil des vols longs',
  'onboarding.tier.longFlights': 'Vols longs',
  'onboarding.tier.enableLong': 'Permettre davantage sur les vols longs',
  'onboarding.tier.minHours': 'Un vol est long après (heures en vol)',
  'onboarding.tier.oneWay': 'Limite aller simple par voyageur (USD)',
  'onboarding.tier.roundTrip': 'Limite aller-retour par voyageur (USD)',
  'onboarding.tier.capHelp': 'Laissez vide pour aucune limite.',
  'onboarding.tier.cabins': 'Cabines permises',
  'onboarding.tier.hotels': 'Hôtels',
  'onboarding.tier.stars': 'Classements permis',
  'onboarding.tier.starsOption': '{stars, plural, one {# étoile} other {# étoiles}}',
  'onboarding.tier.perNight': 'Limite par nuit (USD)',
  'onboarding.tier.cars': 'Voitures',
  'onboarding.tier.perDay': 'Limite par jour (USD)',
  'onboarding.tier.save': 'Enregistrer le niveau',
  'onboarding.tier.create': 'Créer le niveau',
  'onboarding.tier.cancel': 'Annuler',
  'onboarding.tier.fixErrors': 'Vérifiez les champs signalés.',
  'onboarding.tier.error.nameLength': 'Donnez au niveau un nom de 2 à 60 caractères.',
  'onboarding.tier.error.hours': 'Entrez un nombre d’heures entier de 1 à 24.',
  'onboarding.tier.error.amount': 'Entrez un montant supérieur à zéro, comme 600, ou laissez vide.',
  'onboarding.tier.error.cabins': 'Choisissez au moins une cabine.',
  'onboarding.tier.error.stars': 'Choisissez au moins un classement.',

  'onboarding.employees.title': 'Employés',
  'onboarding.employees.help':
    'Invitez les personnes qui voyagent ou réservent des voyages. Elles se connectent avec leur courriel professionnel et acceptent les conditions la première fois.',
  'onboarding.employees.loading': 'Chargement des employés…',
  'onboarding.employees.error': 'Nous n’avons pas pu charger vos employés.',
  'onboarding.employees.name': 'Nom',
  'onboarding.employees.roles': 'Rôles',
  'onboarding.employees.tier': 'Niveau de politique',
  'onboarding.employees.status': 'Statut',
  'onboarding.employees.actions': 'Actions',
  'onboarding.employees.you': '(vous)',
  'onboarding.employees.noTier': 'Aucun niveau',
  'onboarding.employees.status.Invited': 'Invité',
  'onboarding.employees.status.Active': 'Actif',
  'onboarding.employees.termsPending': 'Conditions pas encore acceptées',
  'onboarding.employees.edit': 'Modifier l’accès de {name}',
  'onboarding.employees.editShort': 'Modifier l’accès',
  'onboarding.employees.editTitle': 'Accès de {name}',
  'onboarding.employees.saved': 'Accès de {name} enregistré.',
  'onboarding.employees.invited': 'Invitation envoyée à {email}.',
  'onboarding.employees.needTier':
    'Créez d’abord un niveau de politique : chaque employé en a besoin d’un.',

  'onboarding.role.traveler': 'Voyageur',
  'onboarding.role.arranger': 'Organisateur',
  'onboarding.role.approver': 'Approbateur',
  'onboarding.role.admin': 'Administrateur',
  'onboarding.role.traveler.help': 'Réserve ses propres voyages.',
  'onboarding.role.arranger.help': 'Réserve des voyages pour d’autres employés.',
  'onboarding.role.approver.help': 'Approuve ou refuse les voyages qui doivent être approuvés.',
  'onboarding.role.admin.help': 'Gère les niveaux, les employés et le profil de l’entreprise.',
  'onboarding.permission.canViewUsers':
    'Peut voir les voyageurs de l’entreprise et réserver pour eux',
  'onboarding.permission.canViewAdmin':
    'Peut utiliser le site d’administration et les approbations',
  'onboarding.permission.required': 'Requis par un rôle choisi.',
  'onboarding.permissions': 'Autorisations',

  'onboarding.invite.title': 'Inviter un employé',
  'onboarding.invite.open': 'Inviter un employé',
  'onboarding.invite.firstName': 'Prénom',
  'onboarding.invite.lastName': 'Nom',
  'onboarding.invite.email': 'Courriel professionnel',
  'onboarding.invite.tier': 'Niveau de politique',
  'onboarding.invite.roles': 'Rôles',
  'onboarding.invite.send': 'Envoyer l’invitation',
  'onboarding.invite.sending': 'Envoi…',
  'onboarding.invite.cancel': 'Annuler',
  'onboarding.invite.error.name':
    'Entrez un nom avec des lettres, des espaces, des apostrophes ou des traits d’union.',
  'onboarding.invite.error.email': 'Entrez un courriel valide, comme nom@entreprise.com.',
  'onboarding.invite.error.roles': 'Choisissez au moins un rôle.',
  'onboarding.invite.error.tier': 'Choisissez un niveau de politique.',
  'onboarding.access.save': 'Enregistrer l’accès',

  'onboarding.terms.title': 'Conditions de voyage d’affaires',
  'onboarding.terms.accepted':
    'Vous avez accepté les conditions de voyage d’affaires (version {version}).',
  'onboarding.terms.accept': 'Accepter les conditions',
  'onboarding.terms.help':
    'En tant qu’administrateur, vous acceptez ces conditions pour votre entreprise avant sa mise en service. Chaque employé les accepte aussi lors de sa première connexion.',
};
