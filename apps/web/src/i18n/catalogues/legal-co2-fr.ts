import type { LEGAL_CO2_EN } from './legal-co2';

/** `/terms/co2-estimates` en français, réparti dans LEGAL_FR. */
export const LEGAL_CO2_FR: Record<keyof typeof LEGAL_CO2_EN, string> = {
  'co2Terms.title': 'Comment nous estimons les émissions des vols',
  'co2Terms.intro':
    'Chaque vol affiche une estimation du dioxyde de carbone (CO₂) dont un passager est responsable, pour vous permettre de comparer les vols. C’est une estimation : ce qu’un vol émet réellement dépend de la météo, de la route suivie et de son remplissage le jour même.',
  'co2Terms.row.routing': 'Distance ajoutée au trajet le plus court',
  'co2Terms.row.routingValue':
    '{short} km pour les vols de moins de 550 km, {medium} km jusqu’à 5 500 km, {long} km au-delà',
  'co2Terms.row.fuel': 'CO₂ issu de la combustion du kérosène',
  'co2Terms.row.fuelValue': '{kg} kg par kg de carburant',
  'co2Terms.row.passengers': 'Part du carburant attribuée aux passagers plutôt qu’au fret',
  'co2Terms.row.loadFactor': 'Sièges occupés sur un vol moyen',
  'co2Terms.row.typical': 'Émissions habituelles',
  'co2Terms.row.typicalValue':
    'le milieu des estimations des vols trouvés sur le trajet ; à {band} près dans un sens ou dans l’autre, c’est l’habitude',
  'co2Terms.method.title': 'Comment l’estimation est faite',
  'co2Terms.method.distance':
    'Nous prenons la distance la plus courte entre les deux aéroports et ajoutons un peu pour la façon dont les avions volent réellement : départs, approches et détours.',
  'co2Terms.method.aircraft':
    'Nous classons les avions par taille : avions régionaux, avions à un couloir (moyen-courriers) et à deux couloirs (gros-porteurs). Pour chaque groupe, nous utilisons le carburant qu’un siège consomme sur la distance, d’après des chiffres publiés de consommation des avions. Si l’avion n’est pas connu, la distance décide du groupe.',
  'co2Terms.method.fuel': 'Brûler du carburant produit du CO₂ dans une proportion fixe.',
  'co2Terms.method.share':
    'Une partie du carburant transporte le fret en soute ; le reste est réparti entre les passagers d’un vol rempli comme d’habitude.',
  'co2Terms.method.cabin':
    'Les cabines plus spacieuses occupent plus de place à bord : un siège y porte donc une plus grande part.',
  'co2Terms.method.sum':
    'Un voyage avec correspondances additionne chaque vol. Le total d’une réservation compte chaque passager qui occupe un siège.',
  'co2Terms.cabins.title': 'Les cabines par rapport à l’économie',
  'co2Terms.cabins.item':
    '{cabin} : {narrow} × sur les avions régionaux et moyen-courriers, {wide} × sur les gros-porteurs',
  'co2Terms.sources.title': 'Sources publiées',
  'co2Terms.sources.icao':
    'Méthodologie du calculateur d’émissions de carbone de l’OACI (la correction de distance, le CO₂ d’un kilogramme de carburant, la part du carburant des passagers, ses chiffres publiés pour des trajets courts)',
  'co2Terms.sources.desnz':
    'Facteurs de conversion des gaz à effet de serre du gouvernement britannique (DESNZ, anciennement DEFRA) pour les déclarations des entreprises, 2024 (le poids des cabines)',
  'co2Terms.sources.eea':
    'Guide EMEP/AEE des inventaires d’émissions de polluants atmosphériques 2019, chapitre aviation 1.A.3.a (carburant consommé par type d’avion selon la distance)',
  'co2Terms.limits.title': 'Ce qui n’est pas compris',
  'co2Terms.limits.body':
    'L’estimation compte le CO₂ issu de la combustion du carburant à bord. Elle laisse de côté les effets du vol en altitude autres que le CO₂ (traînées de condensation, oxydes d’azote), qui s’ajoutent au réchauffement, ainsi que les émissions de la production et de la livraison du carburant.',
};
