/**
 * Demo people for both tenants (issue 2, part 8): card holders on every card tier, two businesses
 * (one live, one not yet) with employees in different roles, and one support agent. Balances are
 * whole miles or US cents. Everything here is fictional.
 */
type Earn = { flights: number; hotels: number; cars: number; homes: number };

const EARN: Record<
  string,
  { displayName: string; currency: 'miles' | 'cash'; earn: Earn; minimum: number }
> = {
  VentureX: {
    displayName: 'Venture X',
    currency: 'miles',
    earn: { flights: 500, hotels: 1000, cars: 1000, homes: 500 },
    minimum: 2500,
  },
  VentureXBusiness: {
    displayName: 'Venture X Business',
    currency: 'miles',
    earn: { flights: 200, hotels: 500, cars: 500, homes: 200 },
    minimum: 2500,
  },
  Venture: {
    displayName: 'Venture',
    currency: 'miles',
    earn: { flights: 200, hotels: 500, cars: 500, homes: 200 },
    minimum: 2500,
  },
  VentureOne: {
    displayName: 'VentureOne',
    currency: 'miles',
    earn: { flights: 125, hotels: 500, cars: 500, homes: 125 },
    minimum: 2500,
  },
  Quicksilver: {
    displayName: 'Quicksilver',
    currency: 'cash',
    earn: { flights: 150, hotels: 500, cars: 500, homes: 150 },
    minimum: 2500,
  },
  Savor: {
    displayName: 'Savor',
    currency: 'cash',
    earn: { flights: 100, hotels: 500, cars: 500, homes: 100 },
    minimum: 2500,
  },
  SparkMiles: {
    displayName: 'Spark Miles',
    currency: 'miles',
    earn: { flights: 200, hotels: 500, cars: 500, homes: 200 },
    minimum: 2500,
  },
  SparkMilesSelect: {
    displayName: 'Spark Miles Select',
    currency: 'miles',
    earn: { flights: 150, hotels: 500, cars: 500, homes: 150 },
    minimum: 2500,
  },
  SparkCash: {
    displayName: 'Spark Cash',
    currency: 'cash',
    earn: { flights: 200, hotels: 200, cars: 200, homes: 200 },
    minimum: 2500,
  },
  SparkCashPlus: {
    displayName: 'Spark Cash Plus',
    currency: 'cash',
    earn: { flights: 200, hotels: 500, cars: 500, homes: 200 },
    minimum: 2500,
  },
  SparkCashSelect: {
    displayName: 'Spark Cash Select',
    currency: 'cash',
    earn: { flights: 150, hotels: 500, cars: 500, homes: 150 },
    minimum: 2500,
  },
  WalmartRewards: {
    displayName: 'Walmart Rewards Mastercard',
    currency: 'cash',
    earn: { flights: 200, hotels: 200, cars: 200, homes: 200 },
    minimum: 2500,
  },
};

export interface DemoCard {
  accountReferenceId: string;
  productId: keyof typeof EARN;
  lastFour: string;
  balance: number;
  role: 'Primary' | 'Authorized User' | 'Account Manager' | 'Non Financial User';
  businessId?: string;
}

export interface DemoUser {
  id: string;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  kind: 'cardholder' | 'employee' | 'agent';
  profileReferenceId: string | null;
  description: string;
  cards: DemoCard[];
  membership?: {
    businessId: string;
    roles: string[];
    canViewUsers: boolean;
    canViewAdmin: boolean;
    policyTierId: string | null;
    cap1Role: DemoCard['role'] | null;
    termsAcknowledged: boolean;
  };
}

export const DEMO_BUSINESSES = [
  {
    id: 'biz_northwind',
    name: 'Northwind Analytics',
    isLive: true,
    accountReferenceId: 'BA-NWA-0001',
    loyaltyPrograms: [{ programCode: 'MAR', value: 'NWA-CORP-2231' }],
  },
  {
    id: 'biz_bluebird',
    name: 'Bluebird Logistics',
    isLive: false,
    accountReferenceId: 'BA-BBL-0001',
    loyaltyPrograms: [],
  },
];

const standardPolicy = {
  settings: { isApprovalRequired: true },
  flights: {
    enableLongFlights: true,
    minHoursForLongFlight: 6,
    policies: [
      {
        duration: 'Short',
        maxPriceForOneWay: 60000,
        maxPriceForRoundTrip: 100000,
        allowedFareClasses: ['BasicEconomy', 'Economy'],
      },
      {
        duration: 'Long',
        maxPriceForOneWay: 150000,
        maxPriceForRoundTrip: 250000,
        allowedFareClasses: ['Economy', 'PremiumEconomy'],
      },
    ],
  },
  hotels: { policies: [{ allowedStarRatings: [2, 3, 4], maxPricePerNight: 30000 }] },
  cars: { policies: [{ maxPricePerDay: 9000 }] },
};
const executivePolicy = {
  settings: { isApprovalRequired: false },
  flights: {
    enableLongFlights: true,
    minHoursForLongFlight: 6,
    policies: [
      {
        duration: 'Short',
        maxPriceForOneWay: 120000,
        maxPriceForRoundTrip: 200000,
        allowedFareClasses: ['Economy', 'PremiumEconomy', 'Business'],
      },
      {
        duration: 'Long',
        maxPriceForOneWay: 600000,
        maxPriceForRoundTrip: 1000000,
        allowedFareClasses: ['Economy', 'PremiumEconomy', 'Business', 'First'],
      },
    ],
  },
  hotels: { policies: [{ allowedStarRatings: [3, 4, 5], maxPricePerNight: 60000 }] },
  cars: { policies: [{ maxPricePerDay: 20000 }] },
};

export const DEMO_POLICY_TIERS = [
  {
    id: 'tier_nwa_standard',
    businessId: 'biz_northwind',
    name: 'Standard',
    policy: standardPolicy,
  },
  {
    id: 'tier_nwa_executive',
    businessId: 'biz_northwind',
    name: 'Executive',
    policy: executivePolicy,
  },
  { id: 'tier_bbl_standard', businessId: 'biz_bluebird', name: 'Standard', policy: standardPolicy },
];

const card = (
  accountReferenceId: string,
  productId: keyof typeof EARN,
  lastFour: string,
  balance: number,
  role: DemoCard['role'] = 'Primary',
  businessId?: string,
): DemoCard =>
  businessId
    ? { accountReferenceId, productId, lastFour, balance, role, businessId }
    : { accountReferenceId, productId, lastFour, balance, role };

const cardholder = (
  id: string,
  firstName: string,
  lastName: string,
  prf: string,
  description: string,
  cards: DemoCard[],
): DemoUser => ({
  id,
  subject: `sandbox|${id}`,
  email: `${firstName}.${lastName}@example.com`.toLowerCase(),
  firstName,
  lastName,
  kind: 'cardholder',
  profileReferenceId: prf,
  description,
  cards,
});

export const DEMO_USERS: DemoUser[] = [
  cardholder(
    'usr_ada',
    'Ada',
    'Lovelace',
    'C1-4821-7730',
    'Venture X card holder with a large miles balance and the $300 annual travel credit.',
    [card('RA-1001', 'VentureX', '4821', 184250)],
  ),
  cardholder(
    'usr_marcus',
    'Marcus',
    'Chen',
    'C1-3307-1142',
    'Venture card holder who travels a few times a year.',
    [card('RA-1002', 'Venture', '3307', 42310)],
  ),
  cardholder(
    'usr_priya',
    'Priya',
    'Raman',
    'C1-9914-2208',
    'VentureOne card holder building up miles.',
    [card('RA-1003', 'VentureOne', '9914', 12480)],
  ),
  cardholder(
    'usr_leo',
    'Leo',
    'Martin',
    'C1-5160-9031',
    'VentureOne card holder whose balance is below the redemption minimum.',
    [card('RA-1004', 'VentureOne', '5160', 1200)],
  ),
  cardholder(
    'usr_sofia',
    'Sofia',
    'Alvarez',
    'C1-2741-5586',
    'Quicksilver cash-back card holder.',
    [card('RA-1005', 'Quicksilver', '2741', 61235)],
  ),
  cardholder(
    'usr_jamal',
    'Jamal',
    'Wright',
    'C1-6652-0417',
    'Savor card holder who mostly books hotels.',
    [card('RA-1006', 'Savor', '6652', 23810)],
  ),
  cardholder(
    'usr_emily',
    'Emily',
    'Dubois',
    'C1-8023-6675',
    'Walmart Rewards card holder, francophone.',
    [card('RA-1007', 'WalmartRewards', '8023', 9420)],
  ),
  cardholder(
    'usr_nora',
    'Nora',
    'Kim',
    'C1-1198-3304',
    'Runs a studio: a Venture X personal card and a Spark Cash Plus business card.',
    [card('RA-1008', 'VentureX', '1198', 96400), card('RA-1009', 'SparkCashPlus', '7781', 412900)],
  ),
  cardholder(
    'usr_owen',
    'Owen',
    'Brooks',
    'C1-4470-8812',
    'Sole proprietor with a Spark Miles card.',
    [card('RA-1010', 'SparkMiles', '4470', 57300)],
  ),
  cardholder(
    'usr_hana',
    'Hana',
    'Sato',
    'C1-3095-2267',
    'Spark Miles Select and Spark Cash Select for two small businesses.',
    [
      card('RA-1011', 'SparkMilesSelect', '3095', 30880),
      card('RA-1012', 'SparkCashSelect', '6610', 18845),
    ],
  ),
  cardholder('usr_diego', 'Diego', 'Ramos', 'C1-7264-1150', 'Spark Cash card holder.', [
    card('RA-1013', 'SparkCash', '7264', 128870),
  ]),
  {
    id: 'usr_grace',
    subject: 'sandbox|usr_grace',
    email: 'grace.hopper@northwind.example',
    firstName: 'Grace',
    lastName: 'Hopper',
    kind: 'employee',
    profileReferenceId: 'B1-2001-0001',
    description:
      'Northwind travel administrator: can view users and the admin host; approves trips.',
    cards: [
      card('RA-2001', 'VentureXBusiness', '2001', 356120, 'Account Manager', 'biz_northwind'),
    ],
    membership: {
      businessId: 'biz_northwind',
      roles: ['admin', 'arranger', 'approver'],
      canViewUsers: true,
      canViewAdmin: true,
      policyTierId: 'tier_nwa_executive',
      cap1Role: 'Account Manager',
      termsAcknowledged: true,
    },
  },
  {
    id: 'usr_katherine',
    subject: 'sandbox|usr_katherine',
    email: 'katherine.johnson@northwind.example',
    firstName: 'Katherine',
    lastName: 'Johnson',
    kind: 'employee',
    profileReferenceId: 'B1-2001-0002',
    description: 'Northwind travel arranger: books for colleagues, no admin access.',
    cards: [
      card('RA-2002', 'VentureXBusiness', '2002', 356120, 'Authorized User', 'biz_northwind'),
    ],
    membership: {
      businessId: 'biz_northwind',
      roles: ['arranger'],
      canViewUsers: true,
      canViewAdmin: false,
      policyTierId: 'tier_nwa_standard',
      cap1Role: 'Authorized User',
      termsAcknowledged: true,
    },
  },
  {
    id: 'usr_alan',
    subject: 'sandbox|usr_alan',
    email: 'alan.turing@northwind.example',
    firstName: 'Alan',
    lastName: 'Turing',
    kind: 'employee',
    profileReferenceId: 'B1-2001-0003',
    description: 'Northwind traveler on the Standard tier (approval required); sees only himself.',
    cards: [
      card('RA-2003', 'VentureXBusiness', '2003', 356120, 'Authorized User', 'biz_northwind'),
    ],
    membership: {
      businessId: 'biz_northwind',
      roles: ['traveler'],
      canViewUsers: false,
      canViewAdmin: false,
      policyTierId: 'tier_nwa_standard',
      cap1Role: 'Authorized User',
      termsAcknowledged: true,
    },
  },
  {
    id: 'usr_linus',
    subject: 'sandbox|usr_linus',
    email: 'linus.park@northwind.example',
    firstName: 'Linus',
    lastName: 'Park',
    kind: 'employee',
    profileReferenceId: 'B1-2001-0004',
    description: 'New Northwind employee who has not yet accepted the business travel terms.',
    cards: [],
    membership: {
      businessId: 'biz_northwind',
      roles: ['traveler'],
      canViewUsers: false,
      canViewAdmin: false,
      policyTierId: 'tier_nwa_standard',
      cap1Role: 'Non Financial User',
      termsAcknowledged: false,
    },
  },
  {
    id: 'usr_maya',
    subject: 'sandbox|usr_maya',
    email: 'maya.okafor@bluebird.example',
    firstName: 'Maya',
    lastName: 'Okafor',
    kind: 'employee',
    profileReferenceId: 'B1-3001-0001',
    description:
      'Bluebird administrator: the business is not live yet, so she is sent to onboarding.',
    cards: [card('RA-3001', 'SparkCashPlus', '3001', 88410, 'Primary', 'biz_bluebird')],
    membership: {
      businessId: 'biz_bluebird',
      roles: ['admin'],
      canViewUsers: true,
      canViewAdmin: true,
      policyTierId: 'tier_bbl_standard',
      cap1Role: 'Primary',
      termsAcknowledged: true,
    },
  },
  {
    id: 'usr_ravi',
    subject: 'sandbox|usr_ravi',
    email: 'ravi.shah@bluebird.example',
    firstName: 'Ravi',
    lastName: 'Shah',
    kind: 'employee',
    profileReferenceId: 'B1-3001-0002',
    description: 'Bluebird traveler: the business is not live yet (not in the program).',
    cards: [card('RA-3002', 'SparkCashPlus', '3002', 88410, 'Authorized User', 'biz_bluebird')],
    membership: {
      businessId: 'biz_bluebird',
      roles: ['traveler'],
      canViewUsers: false,
      canViewAdmin: false,
      policyTierId: 'tier_bbl_standard',
      cap1Role: 'Authorized User',
      termsAcknowledged: true,
    },
  },
  {
    id: 'usr_agent_sam',
    subject: 'sandbox|usr_agent_sam',
    email: 'sam.rivera@support.example',
    firstName: 'Sam',
    lastName: 'Rivera',
    kind: 'agent',
    profileReferenceId: null,
    description: 'Support agent: starts sessions for customers by Profile Reference ID.',
    cards: [],
  },
];

export function describeCardProduct(productId: string) {
  const product = EARN[productId];
  if (!product) throw new Error(`Unknown demo card product ${productId}`);
  return product;
}

export interface DemoTraveler {
  id: string;
  ownerUserId: string;
  businessId: string | null;
  givenName: string;
  surname: string;
  gender: 'M' | 'F';
  dateOfBirth: string;
  emailAddress: string | null;
  passport: {
    number: string;
    countryOfIssue: string;
    nationality: string;
    expiration: string;
  } | null;
  knownTravelerNumber: string | null;
  frequentFlyer: Record<string, string>;
  hotelLoyalty: Record<string, string>;
}

const traveler = (
  t: Partial<DemoTraveler> &
    Pick<DemoTraveler, 'id' | 'ownerUserId' | 'givenName' | 'surname' | 'gender' | 'dateOfBirth'>,
): DemoTraveler => ({
  businessId: null,
  emailAddress: null,
  passport: null,
  knownTravelerNumber: null,
  frequentFlyer: {},
  hotelLoyalty: {},
  ...t,
});

/** Saved travelers: consumers' companions, and Northwind's profiles (one a ghost with no user). */
export const DEMO_TRAVELERS: DemoTraveler[] = [
  traveler({
    id: 'trv_ada',
    ownerUserId: 'usr_ada',
    givenName: 'Ada',
    surname: 'Lovelace',
    gender: 'F',
    dateOfBirth: '1985-12-10',
    emailAddress: 'ada.lovelace@example.com',
    passport: {
      number: 'GB5523871',
      countryOfIssue: 'GB',
      nationality: 'GB',
      expiration: '2031-04-30',
    },
    knownTravelerNumber: 'TT4821773',
    frequentFlyer: { BA: 'BA58213377' },
  }),
  traveler({
    id: 'trv_ada_charles',
    ownerUserId: 'usr_ada',
    givenName: 'Charles',
    surname: 'Babbage',
    gender: 'M',
    dateOfBirth: '1979-12-26',
  }),
  traveler({
    id: 'trv_ada_byron',
    ownerUserId: 'usr_ada',
    givenName: 'Byron',
    surname: 'Lovelace',
    gender: 'M',
    dateOfBirth: '2018-05-16',
  }),
  traveler({
    id: 'trv_marcus',
    ownerUserId: 'usr_marcus',
    givenName: 'Marcus',
    surname: 'Chen',
    gender: 'M',
    dateOfBirth: '1990-03-02',
    emailAddress: 'marcus.chen@example.com',
  }),
  traveler({
    id: 'trv_grace',
    ownerUserId: 'usr_grace',
    businessId: 'biz_northwind',
    givenName: 'Grace',
    surname: 'Hopper',
    gender: 'F',
    dateOfBirth: '1976-12-09',
    emailAddress: 'grace.hopper@northwind.example',
    passport: {
      number: 'US5480032',
      countryOfIssue: 'US',
      nationality: 'US',
      expiration: '2030-08-15',
    },
    frequentFlyer: { AA: 'AA7G2K391' },
    hotelLoyalty: { MAR: 'MR88120044' },
  }),
  traveler({
    id: 'trv_katherine',
    ownerUserId: 'usr_katherine',
    businessId: 'biz_northwind',
    givenName: 'Katherine',
    surname: 'Johnson',
    gender: 'F',
    dateOfBirth: '1981-08-26',
    emailAddress: 'katherine.johnson@northwind.example',
  }),
  traveler({
    id: 'trv_nwa_guest',
    ownerUserId: 'usr_katherine',
    businessId: 'biz_northwind',
    givenName: 'Alex',
    surname: 'Visitor',
    gender: 'M',
    dateOfBirth: '1988-01-14',
    emailAddress: 'alex.visitor@partner.example',
  }),
];

/** Which user's default traveler each profile is (the corporate link that makes a traveler not a ghost). */
export const DEMO_DEFAULT_TRAVELERS: Record<string, string> = {
  usr_grace: 'trv_grace',
  usr_katherine: 'trv_katherine',
};
