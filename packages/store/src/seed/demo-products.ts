/** Card products of the demo people: display names, rewards currency, earn rates (hundredths) and redemption minimums. */
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

export function describeCardProduct(productId: string) {
  const product = EARN[productId];
  if (!product) throw new Error(`Unknown demo card product ${productId}`);
  return product;
}

export interface DemoCard {
  accountReferenceId: string;
  productId: keyof typeof EARN;
  lastFour: string;
  balance: number;
  role: 'Primary' | 'Authorized User' | 'Account Manager' | 'Non Financial User';
  businessId?: string;
  /** A new card member's account: opened this many days before the seed (issue 23). */
  openedDaysAgo?: number;
  /** Spec §6: the account open and in good standing (default), closed or delinquent. */
  standing?: 'Open' | 'Closed' | 'Delinquent';
}

export const card = (
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
