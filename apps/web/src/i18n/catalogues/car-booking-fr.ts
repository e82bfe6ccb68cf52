import type { CAR_BOOKING_EN } from './car-booking';

/** Voitures : la page de la voiture, la réservation et la confirmation. Français. */
export const CAR_BOOKING_FR: Record<keyof typeof CAR_BOOKING_EN, string> = {
  'carShop.pageTitle': 'Votre voiture',
  'carShop.loading': 'Vérification du prix auprès du loueur…',
  'carShop.gone.title': 'Cette voiture n’est plus offerte',
  'carShop.gone.body':
    'Les offres changent vite. Revenez aux résultats pour voir ce qui est offert maintenant.',
  'carShop.backToResults': 'Retour aux résultats',
  'carShop.loyalty': 'Les membres {program} peuvent ajouter leur numéro à la réservation.',
  'carShop.counters': 'Prise en charge et retour',
  'carShop.terms': 'Ce que l’offre comprend',
  'carShop.extras': 'Options',
  'carShop.extrasHint':
    'Payées avec la location. Les sièges enfant et les conducteurs sont confirmés au comptoir.',
  'carShop.extraPrice': '{perDay} par jour, au plus {max} pour cette location',
  'carShop.extraNone': 'Aucun',
  'carShop.price': 'Prix',
  'carShop.extrasTotal': 'Options',
  'carShop.total': 'Total, taxes et frais compris',
  'carShop.taxesIncluded':
    'Pour {days, plural, one {# jour} other {# jours}}, taxes et frais compris. Le dépôt est retenu au comptoir, pas débité.',
  'carShop.payWhen': 'Quand payez-vous?',
  'carShop.payTiming.PayNow': 'Payer maintenant',
  'carShop.payTiming.PayLater': 'Payer au comptoir',
  'carShop.continue': 'Continuer vers la réservation',
  'carShop.quoteGone':
    'Cette voiture vient d’être prise. Revenez aux résultats pour en choisir une autre.',
  'carShop.quoteFailed': 'Nous n’avons pas pu retenir ce prix. Réessayez dans un instant.',
  'carBook.pageTitle': 'Réservez votre voiture',
  'carBook.heading': 'Réservez votre voiture',
  'carBook.noCar.title': 'Aucune voiture à réserver',
  'carBook.noCar.body':
    'Ce lien de réservation ne retient aucune voiture. Recherchez une voiture et choisissez-en une.',
  'carBook.driver.title': 'Qui conduit?',
  'carBook.driver.label': 'Conducteur principal',
  'carBook.driver.choose': 'Choisissez un voyageur',
  'carBook.driver.hint':
    'Le conducteur principal présente son permis et une carte de crédit à son nom au comptoir. Cette voiture exige un conducteur de {min} ans ou plus; le prix est pour un conducteur de {age} ans.',
  'carBook.driver.tooYoung':
    'Ce conducteur aura {age} ans le jour de la prise en charge : cette voiture exige {min} ans ou plus. Choisissez un autre conducteur ou une autre voiture.',
  'carBook.driver.mismatchYoung':
    'Ce conducteur aura {age} ans le jour de la prise en charge, mais le prix est pour un conducteur de moins de 25 ans. Refaites la recherche avec son âge.',
  'carBook.driver.mismatchOlder':
    'Ce conducteur aura {age} ans le jour de la prise en charge : les moins de 25 ans paient des frais de jeune conducteur. Refaites la recherche avec son âge.',
  'carBook.driver.noBirthDate':
    'Il nous faut la date de naissance de ce voyageur pour vérifier son âge. Ajoutez-la à son profil ou choisissez un autre conducteur.',
  'carBook.rule.required': 'Ce champ est obligatoire.',
  'carBook.rule.emailFormat': 'Entrez une adresse courriel comme nom@exemple.com.',
  'carBook.rule.phoneFormat': 'Entrez un numéro de téléphone de 7 à 20 chiffres.',
  'carBook.rule.loyaltyFormat': 'Un numéro de membre compte de 4 à 30 lettres ou chiffres.',
  'carBook.loyalty.label': 'Numéro de membre {program} (facultatif)',
  'carBook.loyalty.hint':
    'Ce doit être celui du conducteur principal : nous le vérifions auprès du loueur.',
  'carBook.deposit':
    'Au comptoir : {amount} est retenu sur la carte de crédit du conducteur principal jusqu’au retour de la voiture.',
  'carBook.agree':
    'En réservant, vous acceptez les conditions du loueur. Vous payez {total} maintenant.',
  'carBook.agreeAtCounter':
    'En réservant, vous acceptez les conditions du loueur. Rien n’est débité maintenant : vous payez {later} au comptoir.',
  'carBook.reserve': 'Réserver, payer {total} au comptoir',
  'carBook.chooseAnother': 'Choisir une autre voiture',
  'carBook.change': 'Changer de voiture',
  'carBook.progress.title': 'Réservation de votre voiture',
  'carBook.summary.title': 'Votre voiture',
  'carBook.summary.extra': '{name} × {quantity}',
  'carBook.summary.payNow': 'À payer maintenant',
  'carBook.summary.atCounter': 'À payer au comptoir',
  'carBookError.InvalidLoyaltyNumber':
    'Ce numéro de membre n’est pas valide pour ce programme. Vérifiez-le sur votre carte de membre.',
  'carBookError.LoyaltyNameMismatch':
    'Ce numéro de membre appartient à quelqu’un d’autre : il doit être au nom du conducteur principal.',
  'carBookError.LoyaltyProgramNotAccepted':
    'Ce loueur n’accepte aucun numéro de fidélité à ce comptoir. Laissez le champ vide.',
  'carBookError.LoyaltyAccountInactive':
    'Cette adhésion est fermée ou inactive. Laissez le champ vide ou appelez le programme.',
  'carBookError.DriverUnderMinimumAge':
    'Le conducteur est trop jeune pour cette voiture le jour de la prise en charge. Choisissez un autre conducteur ou une autre voiture.',
  'carBookError.DriverAgeMismatch':
    'L’âge du conducteur ne correspond pas à l’âge de la recherche. Refaites la recherche avec son âge.',
  'carBookError.DriverDateOfBirthRequired':
    'Il nous faut la date de naissance du conducteur. Ajoutez-la à son profil ou choisissez un autre conducteur.',
  'carConfirm.pageTitle': 'Votre voiture est réservée',
  'carConfirm.title': 'Votre voiture est réservée!',
  'carConfirm.cancelled': 'Cette location est annulée',
  'carConfirm.failed.title': 'Nous n’avons pas pu réserver cette voiture',
  'carConfirm.supplierCode': 'Numéro de réservation {supplier} : {code}',
  'carConfirm.held.body':
    'Votre location est retenue à {total} jusqu’au {until} pendant que votre approbateur décide. Rien n’est débité avant l’approbation.',
  'carConfirm.driver': 'Conducteur principal',
  'carConfirm.loyalty': 'Numéro de membre',
  'carConfirm.loyaltyValue': 'se terminant par {lastFour}',
  'carConfirm.bookAnother': 'Réserver une autre voiture',
};
