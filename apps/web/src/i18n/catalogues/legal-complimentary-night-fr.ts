import type { LEGAL_COMPLIMENTARY_NIGHT_EN } from './legal-complimentary-night';

/** French messages of `/terms/complimentary-night` (issue 24). */
export const LEGAL_COMPLIMENTARY_NIGHT_FR: Record<
  keyof typeof LEGAL_COMPLIMENTARY_NIGHT_EN,
  string
> = {
  'complimentaryNightTerms.title': 'Nuit offerte : conditions',
  'complimentaryNightTerms.intro':
    'Séjournez {minNights} nuits ou plus dans un séjour premium admissible et votre {freeNight, selectordinal, one {#re} other {#e}} nuit vous est offerte : elle est déduite du prix avant que vous réserviez.',
  'complimentaryNightTerms.where.label': 'Où',
  'complimentaryNightTerms.where.value': 'Les hôtels de la {collections}.',
  'complimentaryNightTerms.collection.Premier': 'collection Premier',
  'complimentaryNightTerms.collection.Lifestyle': 'collection Lifestyle',
  'complimentaryNightTerms.minimum.label': 'Durée du séjour',
  'complimentaryNightTerms.minimum.value':
    'Au moins {minNights} nuits dans une même réservation. Les séjours plus courts paient chaque nuit.',
  'complimentaryNightTerms.free.label': 'Ce qui est offert',
  'complimentaryNightTerms.free.value':
    'La part de la {freeNight, selectordinal, one {#re} other {#e}} nuit dans le prix du séjour, taxes comprises, pour chaque chambre réservée. Les frais perçus par l’hôtel lui-même (frais de complexe ou de destination) restent à payer à l’hôtel.',
  'complimentaryNightTerms.once.label': 'Combien de fois',
  'complimentaryNightTerms.once.value':
    'Une fois par séjour, quelle que soit sa durée : un séjour de {example} nuits compte toujours une seule nuit offerte.',
  'complimentaryNightTerms.shown.label': 'Où la voir',
  'complimentaryNightTerms.shown.value':
    'Dans les prix des résultats de recherche, de la page de l’hôtel et de la page de réservation, et sur sa propre ligne dans votre réservation et votre reçu.',
  'complimentaryNightTerms.payLater.label': 'Tarifs payés à l’hôtel',
  'complimentaryNightTerms.payLater.value':
    'Elle est déduite de ce que l’hôtel perçoit, de la même façon.',
  'complimentaryNightTerms.change.title': 'Si vos projets changent',
  'complimentaryNightTerms.change.dates':
    'De nouvelles dates sont tarifées à nouveau : la nuit offerte reste seulement si le nouveau séjour compte encore {minNights} nuits ou plus.',
  'complimentaryNightTerms.change.cancel':
    'Une annulation suit la politique d’annulation du tarif, sur le prix payé, nuit offerte déjà déduite.',
  'complimentaryNightTerms.change.value':
    'La nuit offerte n’a aucune valeur en espèces et ne peut pas être reportée sur un autre séjour.',
  'complimentaryNightTerms.find.title': 'Trouver ces séjours',
  'complimentaryNightTerms.find.body':
    'Les séjours premium listent les hôtels admissibles, et chaque page d’hôtel indique si vos dates comprennent la nuit offerte.',
  'complimentaryNightTerms.find.link': 'Voir les séjours premium',
};
