/**
 * Demo people for both tenants (issue 2, part 8): card holders on every card tier, two businesses
 * (one live, one not yet) with employees in different roles, and one support agent. Balances are
 * whole miles or US cents. Everything here is fictional.
 */
import { card, type DemoCard } from './demo-products';

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
  /** The business in use. */
  membership?: DemoMembership;
  /** Issue 24: further businesses the person belongs to (not in use at first). */
  otherMemberships?: DemoMembership[];
  /** Issue 24: an agent who leads the support team (reads every agent's trail). */
  supportLead?: boolean;
}

export interface DemoMembership {
  businessId: string;
  roles: string[];
  canViewUsers: boolean;
  canViewAdmin: boolean;
  policyTierId: string | null;
  cap1Role: DemoCard['role'] | null;
  termsAcknowledged: boolean;
}

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
  cardholder(
    'usr_theo',
    'Theo',
    'Okafor',
    'C1-5530-4418',
    'New Venture card member: the $250 one-time travel credit, for a year.',
    [{ ...card('RA-1014', 'Venture', '5530', 8200), openedDaysAgo: 20 }],
  ),
  cardholder(
    'usr_iris',
    'Iris',
    'Novak',
    'C1-6127-9902',
    'New VentureOne card member: the $100 first-year travel credit.',
    [{ ...card('RA-1015', 'VentureOne', '6127', 3100), openedDaysAgo: 300 }],
  ),
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
  {
    id: 'usr_agent_dana',
    subject: 'sandbox|usr_agent_dana',
    email: 'dana.whitfield@support.example',
    firstName: 'Dana',
    lastName: 'Whitfield',
    kind: 'agent',
    profileReferenceId: null,
    description: "Support lead: Sam Rivera's lead; reads every agent's trail.",
    cards: [],
    supportLead: true,
  },
  cardholder(
    'usr_noor',
    'Noor',
    'Haddad',
    'C1-5170-2214',
    'Venture card holder whom support books for (the agent trail journey).',
    [card('RA-1021', 'Venture', '5170', 42600)],
  ),
  {
    id: 'usr_tomas',
    subject: 'sandbox|usr_tomas',
    email: 'tomas.berg@northwind.example',
    firstName: 'Tomas',
    lastName: 'Berg',
    kind: 'employee',
    profileReferenceId: 'B1-2001-0005',
    description: 'Consultant in two businesses: Northwind Analytics and Fjord Outfitters.',
    cards: [
      card('RA-2005', 'VentureXBusiness', '2005', 120400, 'Authorized User', 'biz_northwind'),
      card('RA-4001', 'SparkCashPlus', '4001', 51300, 'Authorized User', 'biz_fjord'),
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
    otherMemberships: [
      {
        businessId: 'biz_fjord',
        roles: ['arranger'],
        canViewUsers: true,
        canViewAdmin: false,
        policyTierId: 'tier_fjo_flexible',
        cap1Role: 'Authorized User',
        termsAcknowledged: true,
      },
    ],
  },
  // Issue 24 (preferences): people no other journey uses.
  cardholder(
    'usr_wren',
    'Wren',
    'Castillo',
    'C1-6391-4470',
    'Venture card holder who sets travel preferences (home airport, cabin) on the profile.',
    [card('RA-1031', 'Venture', '6391', 38400)],
  ),
  {
    id: 'usr_quinn',
    subject: 'sandbox|usr_quinn',
    email: 'quinn.adebayo@northwind.example',
    firstName: 'Quinn',
    lastName: 'Adebayo',
    kind: 'employee',
    profileReferenceId: 'B1-2001-0031',
    description:
      'Northwind office manager, a Non Financial User: books trips but cannot redeem rewards or spend travel credits.',
    cards: [
      card('RA-2031', 'VentureXBusiness', '2031', 356120, 'Non Financial User', 'biz_northwind'),
    ],
    membership: {
      businessId: 'biz_northwind',
      roles: ['traveler'],
      canViewUsers: false,
      canViewAdmin: false,
      policyTierId: 'tier_nwa_executive',
      cap1Role: 'Non Financial User',
      termsAcknowledged: true,
    },
  },
  // Issue 24 (experiments and tracking): people no other journey uses.
  cardholder(
    'usr_elena',
    'Elena',
    'Petrova',
    'C1-7410-3358',
    'Venture X card holder who arrives from a campaign link (the experiments and tracking journey).',
    [card('RA-1041', 'VentureX', '7410', 212500)],
  ),
  cardholder(
    'usr_felix',
    'Felix',
    'Moreau',
    'C1-7411-5092',
    'Venture card holder whose experiment variants the sandbox console pins.',
    [card('RA-1042', 'Venture', '7411', 64300)],
  ),
  // Issue 24 (maintenance and site-wide notices): a person no other journey uses.
  cardholder(
    'usr_mina',
    'Mina',
    'Larsen',
    'C1-7452-6180',
    'Venture card holder who meets a scheduled maintenance window (the maintenance journey).',
    [card('RA-1051', 'Venture', '7452', 51200)],
  ),
];
