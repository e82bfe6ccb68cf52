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
  // Issue 24: the customer support books for in the agent trail journey.
  traveler({
    id: 'trv_noor',
    ownerUserId: 'usr_noor',
    givenName: 'Noor',
    surname: 'Haddad',
    gender: 'F',
    dateOfBirth: '1990-04-02',
    emailAddress: 'noor.haddad@example.com',
  }),
  traveler({
    id: 'trv_theo',
    ownerUserId: 'usr_theo',
    givenName: 'Theo',
    surname: 'Okafor',
    gender: 'M',
    dateOfBirth: '1992-07-19',
    emailAddress: 'theo.okafor@example.com',
  }),
  traveler({
    id: 'trv_iris',
    ownerUserId: 'usr_iris',
    givenName: 'Iris',
    surname: 'Novak',
    gender: 'F',
    dateOfBirth: '1996-02-08',
    emailAddress: 'iris.novak@example.com',
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
  // Issue 24: the preferences journeys' consumer books for herself.
  traveler({
    id: 'trv_wren',
    ownerUserId: 'usr_wren',
    givenName: 'Wren',
    surname: 'Castillo',
    gender: 'F',
    dateOfBirth: '1990-06-02',
    emailAddress: 'wren.castillo@example.com',
  }),
];

/** Which user's default traveler each profile is (the corporate link that makes a traveler not a ghost). */
export const DEMO_DEFAULT_TRAVELERS: Record<string, string> = {
  usr_grace: 'trv_grace',
  usr_katherine: 'trv_katherine',
};
