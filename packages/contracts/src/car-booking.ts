import { z } from 'zod';
import {
  CarChosenExtraSchema,
  CarPolicyStatusSchema,
  CarPriceBreakdownSchema,
  CarRentalSchema,
} from './cars';
import { ErrorCodeSchema } from './errors';
import { BookingPaymentSchema, BookingStepSchema, PaymentSourceSchema } from './flight-booking';
import { PayTimingSchema } from './lodging';
import { MoneySchema } from './money';
import { ApprovalProcessSchema } from './policy';
import { RewardsCurrencySchema } from './rewards';

/** A driver from the travellers list (GET /api/v0/users/list); their date of birth decides the age. */
export const CarDriverRefSchema = z.object({ travelerId: z.string().trim().min(1).max(80) });
export type CarDriverRef = z.infer<typeof CarDriverRefSchema>;

/**
 * POST /api/v0/cars/book (header Idempotency-Key required, as for flights and hotels).
 * The driver's age on the pick-up date must be at least `offer.minimumDriverAge` and in the
 * searched band (under 25 pays the young-driver fee; 25 and over does not): DriverUnderMinimumAge /
 * DriverAgeMismatch at `driver.travelerId`. The loyalty number is checked with the rental
 * company's programme: InvalidLoyaltyNumber, LoyaltyNameMismatch, LoyaltyProgramNotAccepted,
 * LoyaltyAccountInactive at `loyaltyNumber`.
 */
export const CarBookingRequestSchema = z.object({
  quoteToken: z.string().min(1).max(400),
  driver: CarDriverRefSchema,
  /** Named additional drivers: at most the quoted AdditionalDriver quantity. */
  additionalDrivers: z.array(CarDriverRefSchema).max(3).default([]),
  /** The main driver's number in the rental company's programme (`loyaltyProgram`). */
  loyaltyNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,30}$/, 'A loyalty number is 4 to 30 letters or digits.')
    .optional(),
  contact: z.object({ email: z.string().max(200), phone: z.string().max(40) }),
  payment: BookingPaymentSchema,
  /** The traveller's consent to a new price (never a silent rise). */
  acceptPriceChange: z.object({ newTotalMinor: z.number().int().min(0) }).optional(),
  /** Required when the car is outside the traveller's travel policy (10+ characters). */
  outOfPolicyReason: z.string().max(500).optional(),
});
export type CarBookingRequest = z.infer<typeof CarBookingRequestSchema>;

/** As hotels (spec §4 states): Pending → PendingConfirm, Failed → Failure. */
export const CarBookingStatusSchema = z.enum([
  'PendingConfirm',
  'AwaitingApproval',
  'Confirmed',
  'Cancelled',
  'Failure',
]);
export type CarBookingStatus = z.infer<typeof CarBookingStatusSchema>;

export const CarDriverSchema = z.object({
  travelerId: z.string().nullable(),
  givenName: z.string(),
  surname: z.string(),
  /** Age on the pick-up date. */
  age: z.number().int(),
});
export type CarDriver = z.infer<typeof CarDriverSchema>;

/** POST /api/v0/cars/book answer (202 new, 200 same key) and GET /api/v0/cars/bookings/:id. */
export const CarBookingViewSchema = CarRentalSchema.extend({
  id: z.string(),
  status: CarBookingStatusSchema,
  step: BookingStepSchema,
  /** The portal's code prefixed `H-`, once confirmed. */
  confirmationCode: z.string().nullable(),
  /** The rental company's own reservation number, once confirmed. */
  supplierConfirmation: z.string().nullable(),
  payTiming: PayTimingSchema,
  driver: CarDriverSchema,
  additionalDrivers: z.array(CarDriverSchema),
  /** The loyalty number, masked to its last four characters. */
  loyalty: z.object({ programCode: z.string(), numberLastFour: z.string() }).nullable(),
  extras: z.array(CarChosenExtraSchema),
  pricing: CarPriceBreakdownSchema,
  totals: z.object({
    /** Charged through the portal (pay now), split per source. */
    total: MoneySchema,
    payments: z.array(z.object({ source: PaymentSourceSchema, amount: MoneySchema })),
    /** Due at the counter (pay-at-counter rentals). */
    dueAtCounter: MoneySchema,
  }),
  contactEmail: z.string(),
  earn: z.object({ value: z.number().int(), currency: RewardsCurrencySchema }).nullable(),
  error: z.object({ code: ErrorCodeSchema, message: z.string() }).nullable(),
  policy: z
    .object({
      inPolicy: z.boolean(),
      outOfPolicyReason: z.string().nullable(),
      approvalProcess: ApprovalProcessSchema,
      approvalExpiresAt: z.iso.datetime().nullable(),
      status: CarPolicyStatusSchema.nullable(),
    })
    .nullable(),
  createdAt: z.iso.datetime(),
  cancelledAt: z.iso.datetime().nullable(),
});
export type CarBookingView = z.infer<typeof CarBookingViewSchema>;
