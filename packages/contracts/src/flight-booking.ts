import { z } from 'zod';
import { WalletCreditKindSchema } from './travel-wallet';
import { BookingAddOnsSchema } from './cancel-for-any-reason';
import { ErrorCodeSchema } from './errors';
import { FlightOfferSchema, MultiTicketTypeSchema } from './flights';
import { MoneySchema } from './money';
import { SplitPaymentRequestSchema } from './split-payment';
import { GenderSchema, PassportSchema } from './travelers';

const IsoDateSchema = z.iso.date();

/** Spec §4 post-booking steps, polled by the booking page. */
export const BookingStepSchema = z.enum([
  'ScheduleQuote',
  'PollingQuote',
  'SchedulePurchase',
  'PollingPurchase',
]);
export type BookingStep = z.infer<typeof BookingStepSchema>;

/**
 * Spec §4 payment/ticketing states, with Confirmed for a ticketed booking and Cancelled for one
 * the traveller cancelled afterwards (issue 7, My Trips).
 */
export const FlightBookingStatusSchema = z.enum([
  'Pending',
  'AwaitingApproval',
  'Confirmed',
  'Failed',
  'Cancelled',
]);
export type FlightBookingStatus = z.infer<typeof FlightBookingStatusSchema>;

/** Spec §4 payment sources. */
export const PaymentSourceSchema = z.enum([
  'UserCard',
  'Rewards',
  'AncillaryCredit',
  'TravelWallet',
]);
export type PaymentSource = z.infer<typeof PaymentSourceSchema>;

/**
 * Spec §3 passenger types a traveller books as: Adult ADT, AgeChild CNN, SeatedInfant INS,
 * LapInfant INF, AgelessChild CHD and the private (negotiated-fare) variants JCB, JNN, JNS, JNF.
 * Each counts as the adult, child, seated or lap infant the quote was priced for
 * (`domain/passenger-rules.ts`).
 */
export const BookingPassengerTypeSchema = z.enum([
  'ADT',
  'CNN',
  'INS',
  'INF',
  'CHD',
  'JCB',
  'JNN',
  'JNS',
  'JNF',
]);
export type BookingPassengerType = z.infer<typeof BookingPassengerTypeSchema>;

/** A saved traveler by id, or the person typed in on the booking page. */
export const BookingTravelerSchema = z.union([
  z.object({ passengerType: BookingPassengerTypeSchema, travelerId: z.string().min(1).max(80) }),
  z.object({
    passengerType: BookingPassengerTypeSchema,
    givenName: z.string().min(1).max(60),
    surname: z.string().min(1).max(60),
    gender: GenderSchema,
    dateOfBirth: IsoDateSchema,
    passport: PassportSchema.nullable().optional(),
    knownTravelerNumber: z.string().max(20).nullable().optional(),
    tsaRedressNumber: z.string().max(20).nullable().optional(),
  }),
]);
export type BookingTraveler = z.infer<typeof BookingTravelerSchema>;

/** How a booking is paid (flights and hotels alike): wallet credit, then rewards, then the card. */
export const BookingPaymentSchema = z.object({
  /** A token from the card vault; card numbers never reach this API. Needed when the card pays a part. */
  cardToken: z.string().min(1).max(80).optional(),
  rewardsAccountReferenceId: z.string().min(1).max(80).optional(),
  rewardsMinor: z.number().int().min(0),
  applyWalletCredit: z.boolean(),
  /** Keep the card on the person's saved payment methods. */
  saveCard: z.boolean().optional(),
  /**
   * The card was chosen from the person's saved cards: if it was removed since (another tab, the
   * profile), the booking answers UserCardNotFound rather than paying with a forgotten card.
   */
  savedCard: z.boolean().optional(),
  /**
   * Flights only: an airline travel credit (GET /api/v0/travelCredits) applied before everything
   * else, on flights of its own airline; recorded as payment source AncillaryCredit.
   */
  airlineCreditId: z.string().min(1).max(80).optional(),
  /** Split payment (issue 23): what the card pays shared across cards or travellers. */
  split: SplitPaymentRequestSchema.optional(),
  /**
   * A tenant travel offer (GET /api/v0/travelOffers) taken off what is charged now (issue 23);
   * TravelOfferUnavailable when it no longer applies or was used meanwhile.
   */
  travelOfferId: z.string().min(1).max(80).optional(),
});
export type BookingPayment = z.infer<typeof BookingPaymentSchema>;

/** POST /api/v0/flights/book (header Idempotency-Key required). */
export const FlightBookRequestSchema = z.object({
  quoteToken: z.string().min(1).max(400),
  travelers: z.array(BookingTravelerSchema).min(1).max(9),
  contact: z.object({ email: z.string().max(200), phone: z.string().max(40) }),
  payment: BookingPaymentSchema,
  /** The traveller's consent to a new price (never a silent rise). */
  acceptPriceChange: z.object({ newTotalMinor: z.number().int().min(0) }).optional(),
  /** Required when the trip is outside the booker's travel policy (spec §8 out-of-policy prompt). */
  outOfPolicyReason: z.string().max(500).optional(),
  /** Add-ons bought with the booking, at the quote's held price (issue 18). */
  addOns: z
    .object({
      cancelForAnyReason: z.boolean().optional(),
      changeForAnyReason: z.boolean().optional(),
      /** Disruption assistance at the fee held with the quote (issue 20). */
      disruptionAssistance: z.boolean().optional(),
    })
    .optional(),
});
export type FlightBookRequest = z.infer<typeof FlightBookRequestSchema>;

export const FlightBookingSchema = z.object({
  id: z.string(),
  status: FlightBookingStatusSchema,
  step: BookingStepSchema,
  /** The agent locator prefixed with `H-` (spec §9), once confirmed. */
  confirmationCode: z.string().nullable(),
  tripSubtitle: z.enum(['Round-trip', 'One-way', 'Multi-city']),
  /** The flights and fares as booked. */
  offer: FlightOfferSchema,
  /**
   * Issue 20: a two-ticket booking's kind (`offer.multiTicketType`) and its tickets as bought, each
   * with its airline's locator once booked and the segments it covers; absent for one ticket.
   */
  multiTicketType: MultiTicketTypeSchema.optional(),
  tickets: z
    .array(
      z.object({
        ticketIndex: z.number().int().nonnegative(),
        airlineCode: z.string(),
        locator: z.string().nullable(),
        sliceIndex: z.number().int().nonnegative(),
        segmentIndexes: z.array(z.number().int().nonnegative()),
      }),
    )
    .optional(),
  travelerNames: z.array(z.string()),
  contactEmail: z.string(),
  totals: z.object({
    /** Everything charged: the fares and the add-ons. */
    total: MoneySchema,
    payments: z.array(z.object({ source: PaymentSourceSchema, amount: MoneySchema })),
  }),
  /** The add-ons bought with it (in `totals.total`). */
  addOns: BookingAddOnsSchema,
  earn: z.object({ value: z.number().int(), currency: z.enum(['miles', 'cash']) }).nullable(),
  error: z.object({ code: ErrorCodeSchema, message: z.string() }).nullable(),
  /** The travel policy's say on a corporate booking; null for consumer bookings. */
  policy: z
    .object({
      inPolicy: z.boolean(),
      outOfPolicyReason: z.string().nullable(),
      approvalProcess: z.enum(['24hr_review', 'auto']),
      /** While AwaitingApproval: the held price and seats are kept until then. */
      approvalExpiresAt: z.iso.datetime().nullable(),
    })
    .nullable(),
  /**
   * Split payment (issue 23): the booking is held (status Pending) until every share is paid;
   * `GET /splitPayments/bookings/:id` tells the shares. Absent otherwise.
   */
  awaitingSplitPayment: z.boolean().optional(),
  createdAt: z.iso.datetime(),
});
export type FlightBooking = z.infer<typeof FlightBookingSchema>;

/** POST /vault/v1/cards: served for the vault origin only; answers with a token. */
export const CardVaultRequestSchema = z.object({
  number: z.string().min(12).max(23),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, 'The security code is 3 or 4 digits.'),
  holderName: z.string().min(1).max(80),
  postalCode: z.string().min(1).max(12),
});
export type CardVaultRequest = z.infer<typeof CardVaultRequestSchema>;

export const CardBrandSchema = z.enum([
  'visa',
  'master',
  'american_express',
  'discover',
  'diners_club',
  'jcb',
  'maestro',
]);
export type CardBrand = z.infer<typeof CardBrandSchema>;

export const CardVaultResponseSchema = z.object({
  cardToken: z.string(),
  brand: CardBrandSchema,
  lastFour: z.string().length(4),
});
export type CardVaultResponse = z.infer<typeof CardVaultResponseSchema>;

/** A card kept on the person's saved payment methods (`GET /api/v0/paymentMethods`). */
export const SavedCardSchema = z.object({
  cardToken: z.string(),
  brand: CardBrandSchema,
  lastFour: z.string().length(4),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  holderName: z.string(),
});
export type SavedCard = z.infer<typeof SavedCardSchema>;

export const PaymentMethodsResponseSchema = z.object({ cards: z.array(SavedCardSchema) });
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponseSchema>;

/** A travel-wallet credit the person can apply (`GET /api/v0/user/wallet`). */
export const WalletCreditSchema = z.object({
  id: z.string(),
  /**
   * What the credit is (the web names it: "Venture X annual travel credit", "Price drop
   * protection credit"): a card's annual credit, or one earned on a trip (issue 19).
   */
  kind: WalletCreditKindSchema,
  /** The card product it comes with. */
  productName: z.string(),
  accountReferenceId: z.string(),
  granted: MoneySchema,
  remaining: MoneySchema,
  /** The calendar year the credit is for. */
  period: z.string(),
});
export type WalletCredit = z.infer<typeof WalletCreditSchema>;

export const WalletResponseSchema = z.object({ credits: z.array(WalletCreditSchema) });
export type WalletResponse = z.infer<typeof WalletResponseSchema>;

/** Messages between the card-vault frame and the booking page (window.postMessage). */
export const VaultFrameMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('wayfare-vault:ready') }),
  z.object({ type: z.literal('wayfare-vault:resize'), height: z.number().int().min(0).max(4000) }),
  z.object({
    type: z.literal('wayfare-vault:card'),
    card: z.object({
      cardToken: z.string(),
      brand: CardBrandSchema,
      lastFour: z.string().length(4),
      expiryMonth: z.number().int(),
      expiryYear: z.number().int(),
      holderName: z.string(),
    }),
  }),
]);
export type VaultFrameMessage = z.infer<typeof VaultFrameMessageSchema>;

/** Which card form the portal shows: the sandbox vault's frame or Spreedly's iFrame (issue 24). */
export const PaymentProviderSchema = z.enum(['sandbox', 'spreedly']);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

export const PaymentCredentialsSchema = z.object({
  /** Spreedly's environment key (public by design), or `sandbox`. */
  environmentKey: z.string(),
  vaultOrigin: z.string(),
  paymentProvider: PaymentProviderSchema,
});
export type PaymentCredentials = z.infer<typeof PaymentCredentialsSchema>;

/** `POST /api/v0/payments/spreedly/paymentMethods`: the token Spreedly's iFrame gave the page. */
export const SpreedlyPaymentMethodRequestSchema = z.object({
  paymentMethodToken: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type SpreedlyPaymentMethodRequest = z.infer<typeof SpreedlyPaymentMethodRequestSchema>;
