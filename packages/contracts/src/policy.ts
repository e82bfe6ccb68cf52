import { z } from 'zod';
import { CabinClassSchema } from './flights';
import { MoneySchema } from './money';

/** A price cap in US cents; null means no cap. */
const CapMinorSchema = z.number().int().nonnegative().nullable();

export const FlightDurationPolicySchema = z.object({
  duration: z.enum(['Short', 'Long']),
  maxPriceForOneWay: CapMinorSchema,
  maxPriceForRoundTrip: CapMinorSchema,
  allowedFareClasses: z.array(CabinClassSchema),
});
export type FlightDurationPolicy = z.infer<typeof FlightDurationPolicySchema>;

export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;

/** A business's policy tier (spec §3), as stored and as the admin edits it. */
export const TravelPolicySchema = z.object({
  settings: z.object({ isApprovalRequired: z.boolean() }),
  flights: z.object({
    enableLongFlights: z.boolean(),
    minHoursForLongFlight: z.number().int().min(1).max(24),
    policies: z
      .array(FlightDurationPolicySchema)
      .refine((ps) => ps.some((p) => p.duration === 'Short'), 'A Short flight policy is required.')
      .refine(
        (ps) => new Set(ps.map((p) => p.duration)).size === ps.length,
        'One policy per duration.',
      ),
  }),
  hotels: z.object({
    policies: z.array(
      z.object({
        allowedStarRatings: z.array(z.number().int().min(1).max(5)),
        maxPricePerNight: CapMinorSchema,
      }),
    ),
  }),
  cars: z.object({ policies: z.array(z.object({ maxPricePerDay: CapMinorSchema })) }),
});
export type TravelPolicy = z.infer<typeof TravelPolicySchema>;

export const RatePolicyStatusSchema = z.enum(['none', 'some', 'all']);
export type RatePolicyStatus = z.infer<typeof RatePolicyStatusSchema>;

export const ApprovalProcessSchema = z.enum(['24hr_review', 'auto']);
export type ApprovalProcess = z.infer<typeof ApprovalProcessSchema>;

/** GET /api/v0/policies/details: the signed-in person's policy tier, or null outside a business. */
export const PolicyDetailsResponseSchema = z.object({
  tier: z
    .object({
      id: z.string(),
      name: z.string(),
      policy: TravelPolicySchema,
      approvalProcess: ApprovalProcessSchema,
      /** False when the tier restricts nothing (spec §5). */
      isActive: z.boolean(),
    })
    .nullable(),
});
export type PolicyDetailsResponse = z.infer<typeof PolicyDetailsResponseSchema>;

/** Why a hotel rate is outside the tier (spec §5); the hotel shop and approvals both show it. */
export const HotelPolicyViolationSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('StarRatingNotAllowed'), starRating: z.number().int() }),
  /** The tier's nightly cap in US cents, per room before taxes. */
  z.object({ code: z.literal('NightlyPriceOverCap'), capMinor: z.number().int() }),
]);
export type HotelPolicyViolation = z.infer<typeof HotelPolicyViolationSchema>;

/** Why a car is outside the tier (spec §5 cars.maxPricePerDay: per day before taxes, US cents). */
export const CarPolicyViolationSchema = z.object({
  code: z.literal('DailyPriceOverCap'),
  capMinor: z.number().int(),
});
export type CarPolicyViolation = z.infer<typeof CarPolicyViolationSchema>;

/**
 * Why a vacation rental is outside the tier (issue 22): a tier's hotel nightly cap judges the
 * average nightly rent (before fees and taxes, US cents); some businesses allow no homes at all.
 */
export const HomePolicyViolationSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('NightlyPriceOverCap'), capMinor: z.number().int() }),
  z.object({ code: z.literal('HomesNotAllowed') }),
]);
export type HomePolicyViolation = z.infer<typeof HomePolicyViolationSchema>;

/** What every held booking in the approvals queue says, whatever the product. */
const ApprovalRequestBaseSchema = z.object({
  bookingId: z.string(),
  bookerName: z.string(),
  travelerNames: z.array(z.string()),
  total: MoneySchema,
  inPolicy: z.boolean(),
  outOfPolicyReason: z.string().nullable(),
  requestedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});

/** A held flight booking in the approvals queue. */
export const FlightApprovalRequestSchema = ApprovalRequestBaseSchema.extend({
  product: z.literal('flight'),
  tripSubtitle: z.enum(['Round-trip', 'One-way', 'Multi-city']),
  /** `JFK → LAX, LAX → JFK` */
  route: z.string(),
  /** Local departure of the first flight, `YYYY-MM-DDTHH:mm`. */
  departureTime: z.string(),
});
export type FlightApprovalRequest = z.infer<typeof FlightApprovalRequestSchema>;

/** A held hotel booking (a stay) in the approvals queue. */
export const HotelApprovalRequestSchema = ApprovalRequestBaseSchema.extend({
  product: z.literal('hotel'),
  hotelName: z.string(),
  city: z.string(),
  /** `YYYY-MM-DD`, hotel-local. */
  checkInDate: z.iso.date(),
  checkOutDate: z.iso.date(),
  nights: z.number().int().positive(),
  rooms: z.number().int().positive(),
  roomName: z.string(),
  /** The lead guest, as the hotel will have the booking. */
  guestName: z.string(),
  /** Why the stay was out of policy when it was quoted; empty when in policy or not judged. */
  violations: z.array(HotelPolicyViolationSchema),
});
export type HotelApprovalRequest = z.infer<typeof HotelApprovalRequestSchema>;

/** A held car rental in the approvals queue (issue 21). */
export const CarApprovalRequestSchema = ApprovalRequestBaseSchema.extend({
  product: z.literal('car'),
  supplierName: z.string(),
  carClass: z.string(),
  /** `Toyota Corolla or similar` (the supplier's words). */
  model: z.string(),
  pickUpName: z.string(),
  dropOffName: z.string(),
  /** Counter-local `YYYY-MM-DDTHH:mm`. */
  pickUpAt: z.string(),
  dropOffAt: z.string(),
  days: z.number().int().positive(),
  driverName: z.string(),
  /** Why the car was out of policy when it was quoted; empty when in policy. */
  violations: z.array(CarPolicyViolationSchema),
});
export type CarApprovalRequest = z.infer<typeof CarApprovalRequestSchema>;

/** A held vacation rental in the approvals queue (issue 22). */
export const HomeApprovalRequestSchema = ApprovalRequestBaseSchema.extend({
  product: z.literal('home'),
  /** The listing's title (the host's words). */
  homeTitle: z.string(),
  city: z.string(),
  /** `YYYY-MM-DD`, home-local. */
  checkInDate: z.iso.date(),
  checkOutDate: z.iso.date(),
  nights: z.number().int().positive(),
  guests: z.number().int().positive(),
  /** The main guest, as the host will have the booking. */
  guestName: z.string(),
  /** Why the home was out of policy when it was quoted; empty when in policy. */
  violations: z.array(HomePolicyViolationSchema),
});
export type HomeApprovalRequest = z.infer<typeof HomeApprovalRequestSchema>;

/** A held experience in the approvals queue (issue 22): no tier has a rule for it, so it is in policy. */
export const ExperienceApprovalRequestSchema = ApprovalRequestBaseSchema.extend({
  product: z.literal('experience'),
  title: z.string(),
  city: z.string(),
  /** Local `YYYY-MM-DD` and `HH:mm` of the start. */
  date: z.iso.date(),
  startTime: z.string(),
  /** People in the party (every age band). */
  travelers: z.number().int().positive(),
  leadName: z.string(),
});
export type ExperienceApprovalRequest = z.infer<typeof ExperienceApprovalRequestSchema>;

/**
 * A held package in the approvals queue (issue 23): its flight part (route and times) and its
 * hotel part (hotel, dates, room), with the package's one total.
 */
export const PackageApprovalRequestSchema = ApprovalRequestBaseSchema.extend({
  product: z.literal('package'),
  /** `JFK → LAX, LAX → JFK` */
  route: z.string(),
  /** Local departure of the outbound and return flights, `YYYY-MM-DDTHH:mm`. */
  departureTime: z.string(),
  returnTime: z.string(),
  hotelName: z.string(),
  city: z.string(),
  /** `YYYY-MM-DD`, hotel-local. */
  checkInDate: z.iso.date(),
  checkOutDate: z.iso.date(),
  nights: z.number().int().positive(),
  roomName: z.string(),
});
export type PackageApprovalRequest = z.infer<typeof PackageApprovalRequestSchema>;

/** A held booking in the approvals queue (GET /api/v0/approvals), by product. */
export const ApprovalRequestSchema = z.discriminatedUnion('product', [
  PackageApprovalRequestSchema,
  FlightApprovalRequestSchema,
  HotelApprovalRequestSchema,
  CarApprovalRequestSchema,
  HomeApprovalRequestSchema,
  ExperienceApprovalRequestSchema,
]);
export type ApprovalRequest = z.infer<typeof ApprovalRequestSchema>;
export type ApprovalProduct = ApprovalRequest['product'];

/** Newest first, flights, stays and cars together. */
export const ApprovalsResponseSchema = z.object({ approvals: z.array(ApprovalRequestSchema) });
export type ApprovalsResponse = z.infer<typeof ApprovalsResponseSchema>;
