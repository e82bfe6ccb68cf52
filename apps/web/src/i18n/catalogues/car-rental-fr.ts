import type { CAR_RENTAL_EN } from './car-rental';

/** Les conditions d’une location (comptoirs, kilométrage, carburant, dépôt, inclusions, frais, options, annulation). Français. */
export const CAR_RENTAL_FR: Record<keyof typeof CAR_RENTAL_EN, string> = {
  'carFuelRule.FullToFull': 'Vous recevez le réservoir plein et le rendez plein.',
  'carFuelRule.SameToSame':
    'Rendez la voiture avec autant de carburant qu’au moment de la prise en charge.',
  'carFuelRule.PrePurchase':
    'Vous payez un plein au comptoir et pouvez rendre la voiture vide; le carburant restant n’est pas remboursé.',
  'carFuelRule.FullToEmpty':
    'Le premier plein est facturé à la prise en charge; rendez la voiture aussi vide que vous voulez, sans remboursement du carburant restant.',
  'carCounter.pickUp': 'Prise en charge',
  'carCounter.dropOff': 'Retour',
  'carCounter.InTerminal':
    'Le comptoir est dans l’aérogare : suivez les panneaux de location de voitures jusqu’au niveau {level} des arrivées, comptoir {desk}.',
  'carCounter.Shuttle':
    'Prenez la navette gratuite à l’arrêt {stop} devant les arrivées : elle part toutes les {every} minutes et le trajet dure environ {ride} minutes.',
  'carCounter.CityBranch':
    'La succursale est en ville, à environ {minutes, plural, one {# minute} other {# minutes}} à pied de la gare principale.',
  'carCounter.open24': 'Ouvert 24 heures sur 24',
  'carCounter.hours': 'Ouvert de {opens} à {closes} ce jour-là',
  'carTerms.mileage': 'Kilométrage',
  'carTerms.fuel': 'Carburant',
  'carTerms.deposit': 'Dépôt',
  'carTerms.depositBody':
    '{amount} est retenu sur la carte de crédit du conducteur principal à la prise en charge et libéré au retour de la voiture.',
  'carTerms.excess': 'Franchise dommages et vol',
  'carTerms.excessBody':
    'Jusqu’à {amount} si la voiture est endommagée ou volée; la protection complète la ramène à zéro.',
  'carTerms.included': 'Inclus',
  'carTerms.driver': 'Conducteur',
  'carTerms.cancellation': 'Annulation',
  'carInclusion.CollisionDamageWaiver': 'Exonération des dommages par collision',
  'carInclusion.TheftProtection': 'Protection contre le vol',
  'carInclusion.ThirdPartyLiability': 'Responsabilité civile',
  'carInclusion.Taxes': 'Taxes',
  'carInclusion.UnlimitedMileage': 'Kilométrage illimité',
  'carInclusion.RoadsideAssistance': 'Assistance routière',
  'carInclusion.AirportFees': 'Frais d’aéroport',
  'carCancellation.NonRefundable':
    'Non remboursable : cette offre prépayée n’est pas remboursée une fois réservée, même si vous annulez.',
  'carCancellation.FreeUntilDeadline':
    'Annulation gratuite jusqu’au {until} (heure du comptoir). Ensuite, jusqu’à la prise en charge, {fee} est retenu; après l’heure de prise en charge, rien n’est remboursé.',
  'carCancellation.aFee': 'des frais',
  'carCancellation.FreeUntilPickUp.prepaid':
    'Annulation gratuite jusqu’à l’heure de prise en charge, le {until} (heure du comptoir). Si vous ne prenez pas la voiture, le montant prépayé n’est pas remboursé.',
  'carCancellation.FreeUntilPickUp.counter':
    'Annulation gratuite jusqu’à l’heure de prise en charge, le {until} (heure du comptoir). Vous payez au comptoir : rien n’est débité si vous annulez.',
  'carCharge.Base': 'Location de voiture',
  'carCharge.YoungDriver': 'Frais de jeune conducteur',
  'carCharge.OneWay': 'Frais d’aller simple',
  'carCharge.AirportConcession': 'Frais d’aéroport',
  'carCharge.Tax': 'Taxes',
  'carExtra.ChildSeat': 'Siège enfant (1 à 4 ans)',
  'carExtra.InfantSeat': 'Siège bébé (moins de 1 an)',
  'carExtra.BoosterSeat': 'Siège d’appoint (4 à 12 ans)',
  'carExtra.Gps': 'Navigation GPS',
  'carExtra.AdditionalDriver': 'Conducteur additionnel',
  'carExtra.SkiRack': 'Porte-skis',
  'carExtra.SnowChains': 'Chaînes à neige',
  'carExtra.WifiHotspot': 'Point d’accès Wi-Fi',
  'carExtra.TollPass': 'Transpondeur de péage',
  'carExtra.FullCoverage': 'Protection complète (sans franchise)',
};
