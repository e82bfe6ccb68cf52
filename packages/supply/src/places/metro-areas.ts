/** IATA metropolitan area codes grouping the airports of one city (real codes, curated). */
export interface MetroArea {
  code: string;
  name: string;
  /** GeoNames id of the main city. */
  geonameId: number;
  airports: string[];
}

const m = (code: string, name: string, geonameId: number, airports: string[]): MetroArea => ({
  code,
  name,
  geonameId,
  airports,
});

export const METRO_AREAS: readonly MetroArea[] = [
  m('NYC', 'New York City', 5128581, ['JFK', 'LGA', 'EWR']),
  m('LON', 'London', 2643743, ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN']),
  m('PAR', 'Paris', 2988507, ['CDG', 'ORY', 'BVA']),
  m('TYO', 'Tokyo', 1850147, ['HND', 'NRT']),
  m('CHI', 'Chicago', 4887398, ['ORD', 'MDW']),
  m('WAS', 'Washington', 4140963, ['IAD', 'DCA', 'BWI']),
  m('MIL', 'Milan', 3173435, ['MXP', 'LIN', 'BGY']),
  m('ROM', 'Rome', 3169070, ['FCO', 'CIA']),
  m('MOW', 'Moscow', 524901, ['SVO', 'DME', 'VKO']),
  m('SAO', 'São Paulo', 3448439, ['GRU', 'CGH', 'VCP']),
  m('RIO', 'Rio de Janeiro', 3451190, ['GIG', 'SDU']),
  m('BUE', 'Buenos Aires', 3435910, ['EZE', 'AEP']),
  m('YTO', 'Toronto', 6167865, ['YYZ', 'YTZ']),
  m('YMQ', 'Montréal', 6077243, ['YUL']),
  m('OSA', 'Osaka', 1853909, ['KIX', 'ITM', 'UKB']),
  m('SEL', 'Seoul', 1835848, ['ICN', 'GMP']),
  m('BJS', 'Beijing', 1816670, ['PEK', 'PKX']),
  m('SHA', 'Shanghai', 1796236, ['PVG', 'SHA']),
  m('STO', 'Stockholm', 2673730, ['ARN', 'BMA', 'NYO']),
  m('BKK', 'Bangkok', 1609350, ['BKK', 'DMK']),
  m('JKT', 'Jakarta', 1642911, ['CGK', 'HLP']),
  m('IST', 'Istanbul', 745044, ['IST', 'SAW']),
  m('HOU', 'Houston', 4699066, ['IAH', 'HOU']),
  m('DFW', 'Dallas–Fort Worth', 4684888, ['DFW', 'DAL']),
  m('QSF', 'San Francisco Bay Area', 5391959, ['SFO', 'OAK', 'SJC']),
  m('QLA', 'Los Angeles', 5368361, ['LAX', 'BUR', 'LGB', 'SNA', 'ONT']),
  m('QMI', 'Miami', 4164138, ['MIA', 'FLL', 'PBI']),
  m('REK', 'Reykjavík', 3413829, ['KEF', 'RKV']),
  m('OSL', 'Oslo', 3143244, ['OSL', 'TRF', 'RYG']),
  m('BRU', 'Brussels', 2800866, ['BRU', 'CRL']),
  m('VCE', 'Venice', 3164603, ['VCE', 'TSF']),
  m('BHZ', 'Belo Horizonte', 3470127, ['CNF', 'PLU']),
  m('TPE', 'Taipei', 1668341, ['TPE', 'TSA']),
  m('MEX', 'Mexico City', 3530597, ['MEX', 'NLU']),
  m('DXB', 'Dubai', 292223, ['DXB', 'DWC']),
];
