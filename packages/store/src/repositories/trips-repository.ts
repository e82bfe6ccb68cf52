import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../database';
import {
  activityBookings,
  cancelQuotes,
  carBookings,
  flightBookings,
  homeBookings,
  hotelBookings,
  packageBookings,
  travelerEditRequests,
  tripCancellations,
} from '../schema';
import type { ActivityBookingRecord } from './activity-bookings-repository';
import type { CarBookingRecord } from './car-bookings-repository';
import type { FlightBookingRecord } from './flight-bookings-repository';
import type { HomeBookingRecord } from './home-bookings-repository';
import type { HotelBookingRecord } from './hotel-bookings-repository';
import type { PackageBookingRecord } from './package-bookings-repository';

export type TripProduct = 'flight' | 'hotel' | 'car' | 'activity' | 'home' | 'package';
export type CancelQuoteRecord = typeof cancelQuotes.$inferSelect;
export type TripCancellationRecord = typeof tripCancellations.$inferSelect;
export type TripCancellationPatch = Partial<
  Pick<
    TripCancellationRecord,
    'status' | 'progress' | 'airlineCreditId' | 'errorCode' | 'cancelledAt' | 'updatedAt'
  >
>;
export type TripBooking =
  | { product: 'flight'; booking: FlightBookingRecord }
  | { product: 'hotel'; booking: HotelBookingRecord }
  | { product: 'car'; booking: CarBookingRecord }
  | { product: 'activity'; booking: ActivityBookingRecord }
  | { product: 'home'; booking: HomeBookingRecord }
  | { product: 'package'; booking: PackageBookingRecord };

/**
 * My Trips (issue 7): a person's flight and hotel bookings, look-up by confirmation code,
 * cancellation quotes and cancellations (one per booking), and support requests.
 */
export function createTripsRepository(db: Database) {
  return {
    /** The person's bookings in this tenant that got anywhere (Failed ones are not trips). */
    async listBookings(userId: string, tenant: string): Promise<TripBooking[]> {
      const flights = await db
        .select()
        .from(flightBookings)
        .where(
          and(
            eq(flightBookings.userId, userId),
            eq(flightBookings.tenant, tenant),
            ne(flightBookings.status, 'Failed'),
          ),
        )
        .orderBy(desc(flightBookings.createdAt));
      const hotels = await db
        .select()
        .from(hotelBookings)
        .where(
          and(
            eq(hotelBookings.userId, userId),
            eq(hotelBookings.tenant, tenant),
            ne(hotelBookings.status, 'Failed'),
          ),
        )
        .orderBy(desc(hotelBookings.createdAt));
      const cars = await db
        .select()
        .from(carBookings)
        .where(
          and(
            eq(carBookings.userId, userId),
            eq(carBookings.tenant, tenant),
            ne(carBookings.status, 'Failed'),
          ),
        )
        .orderBy(desc(carBookings.createdAt));
      const activities = await db
        .select()
        .from(activityBookings)
        .where(
          and(
            eq(activityBookings.userId, userId),
            eq(activityBookings.tenant, tenant),
            ne(activityBookings.status, 'Failed'),
          ),
        )
        .orderBy(desc(activityBookings.createdAt));
      const homes = await db
        .select()
        .from(homeBookings)
        .where(
          and(
            eq(homeBookings.userId, userId),
            eq(homeBookings.tenant, tenant),
            ne(homeBookings.status, 'Failed'),
          ),
        )
        .orderBy(desc(homeBookings.createdAt));
      // A package (issue 23) is one trip: its flight and hotel parts are on its own row.
      const packages = await db
        .select()
        .from(packageBookings)
        .where(
          and(
            eq(packageBookings.userId, userId),
            eq(packageBookings.tenant, tenant),
            ne(packageBookings.status, 'Failed'),
          ),
        )
        .orderBy(desc(packageBookings.createdAt));
      return [
        ...activities.map((booking) => ({ product: 'activity' as const, booking })),
        ...flights.map((booking) => ({ product: 'flight' as const, booking })),
        ...hotels.map((booking) => ({ product: 'hotel' as const, booking })),
        ...cars.map((booking) => ({ product: 'car' as const, booking })),
        ...homes.map((booking) => ({ product: 'home' as const, booking })),
        ...packages.map((booking) => ({ product: 'package' as const, booking })),
      ];
    },

    async findBooking(id: string): Promise<TripBooking | null> {
      const [flight] = await db.select().from(flightBookings).where(eq(flightBookings.id, id));
      if (flight) return { product: 'flight', booking: flight };
      const [hotel] = await db.select().from(hotelBookings).where(eq(hotelBookings.id, id));
      if (hotel) return { product: 'hotel', booking: hotel };
      const [car] = await db.select().from(carBookings).where(eq(carBookings.id, id));
      if (car) return { product: 'car', booking: car };
      const [activity] = await db
        .select()
        .from(activityBookings)
        .where(eq(activityBookings.id, id));
      if (activity) return { product: 'activity', booking: activity };
      const [home] = await db.select().from(homeBookings).where(eq(homeBookings.id, id));
      if (home) return { product: 'home', booking: home };
      const [pkg] = await db.select().from(packageBookings).where(eq(packageBookings.id, id));
      return pkg ? { product: 'package', booking: pkg } : null;
    },

    /**
     * A confirmed or cancelled booking by its agent locator (the H- code without H-) and contact
     * e-mail, whatever the case of either; null when they don't match together.
     */
    async findByLocatorAndEmail(
      tenant: string,
      agentLocator: string,
      email: string,
    ): Promise<TripBooking | null> {
      const locator = agentLocator.toUpperCase();
      const address = email.trim().toLowerCase();
      const [flight] = await db
        .select()
        .from(flightBookings)
        .where(
          and(
            eq(flightBookings.tenant, tenant),
            eq(sql`upper(${flightBookings.agentLocator})`, locator),
            eq(sql`lower(${flightBookings.contactEmail})`, address),
          ),
        );
      if (flight && (flight.status === 'Confirmed' || flight.status === 'Cancelled'))
        return { product: 'flight', booking: flight };
      const [hotel] = await db
        .select()
        .from(hotelBookings)
        .where(
          and(
            eq(hotelBookings.tenant, tenant),
            eq(sql`upper(${hotelBookings.agentLocator})`, locator),
            eq(sql`lower(${hotelBookings.contactEmail})`, address),
          ),
        );
      if (hotel && (hotel.status === 'Confirmed' || hotel.status === 'Cancelled'))
        return { product: 'hotel', booking: hotel };
      const [car] = await db
        .select()
        .from(carBookings)
        .where(
          and(
            eq(carBookings.tenant, tenant),
            eq(sql`upper(${carBookings.agentLocator})`, locator),
            eq(sql`lower(${carBookings.contactEmail})`, address),
          ),
        );
      if (car && (car.status === 'Confirmed' || car.status === 'Cancelled'))
        return { product: 'car', booking: car };
      const [activity] = await db
        .select()
        .from(activityBookings)
        .where(
          and(
            eq(activityBookings.tenant, tenant),
            eq(sql`upper(${activityBookings.agentLocator})`, locator),
            eq(sql`lower(${activityBookings.contactEmail})`, address),
          ),
        );
      if (activity && (activity.status === 'Confirmed' || activity.status === 'Cancelled'))
        return { product: 'activity', booking: activity };
      const [home] = await db
        .select()
        .from(homeBookings)
        .where(
          and(
            eq(homeBookings.tenant, tenant),
            eq(sql`upper(${homeBookings.agentLocator})`, locator),
            eq(sql`lower(${homeBookings.contactEmail})`, address),
          ),
        );
      if (home && (home.status === 'Confirmed' || home.status === 'Cancelled'))
        return { product: 'home', booking: home };
      return null;
    },

    /** Confirmed → Cancelled (compare-and-set); false when it was not Confirmed. */
    async markCancelled(product: TripProduct, id: string, now: Date): Promise<boolean> {
      if (product === 'package') {
        const rows = await db
          .update(packageBookings)
          .set({ status: 'Cancelled', cancelledAt: now, updatedAt: now })
          .where(and(eq(packageBookings.id, id), eq(packageBookings.status, 'Confirmed')))
          .returning({ id: packageBookings.id });
        return rows.length > 0;
      }
      if (product === 'home') {
        const homes = await db
          .update(homeBookings)
          .set({ status: 'Cancelled', cancelledAt: now, updatedAt: now })
          .where(and(eq(homeBookings.id, id), eq(homeBookings.status, 'Confirmed')))
          .returning({ id: homeBookings.id });
        return homes.length > 0;
      }
      if (product === 'activity') {
        const rows = await db
          .update(activityBookings)
          .set({ status: 'Cancelled', cancelledAt: now, updatedAt: now })
          .where(and(eq(activityBookings.id, id), eq(activityBookings.status, 'Confirmed')))
          .returning({ id: activityBookings.id });
        return rows.length > 0;
      }
      if (product === 'car') {
        const cars = await db
          .update(carBookings)
          .set({ status: 'Cancelled', cancelledAt: now, updatedAt: now })
          .where(and(eq(carBookings.id, id), eq(carBookings.status, 'Confirmed')))
          .returning({ id: carBookings.id });
        return cars.length > 0;
      }
      const rows =
        product === 'flight'
          ? await db
              .update(flightBookings)
              .set({ status: 'Cancelled', updatedAt: now })
              .where(and(eq(flightBookings.id, id), eq(flightBookings.status, 'Confirmed')))
              .returning({ id: flightBookings.id })
          : await db
              .update(hotelBookings)
              .set({ status: 'Cancelled', updatedAt: now })
              .where(and(eq(hotelBookings.id, id), eq(hotelBookings.status, 'Confirmed')))
              .returning({ id: hotelBookings.id });
      return rows.length > 0;
    },

    /** Spec §2 change e-mail: the booking's contact address from now on. */
    async updateContactEmail(
      product: TripProduct,
      id: string,
      email: string,
      now: Date,
    ): Promise<void> {
      if (product === 'flight')
        await db
          .update(flightBookings)
          .set({ contactEmail: email, updatedAt: now })
          .where(eq(flightBookings.id, id));
      else if (product === 'activity')
        await db
          .update(activityBookings)
          .set({ contactEmail: email, updatedAt: now })
          .where(eq(activityBookings.id, id));
      else if (product === 'car')
        await db
          .update(carBookings)
          .set({ contactEmail: email, updatedAt: now })
          .where(eq(carBookings.id, id));
      else if (product === 'home')
        await db
          .update(homeBookings)
          .set({ contactEmail: email, updatedAt: now })
          .where(eq(homeBookings.id, id));
      else if (product === 'package')
        await db
          .update(packageBookings)
          .set({ contactEmail: email, updatedAt: now })
          .where(eq(packageBookings.id, id));
      else
        await db
          .update(hotelBookings)
          .set({ contactEmail: email, updatedAt: now })
          .where(eq(hotelBookings.id, id));
    },

    async saveCancelQuote(quote: CancelQuoteRecord): Promise<void> {
      await db.insert(cancelQuotes).values(quote);
    },

    async findCancelQuote(id: string): Promise<CancelQuoteRecord | null> {
      const [row] = await db.select().from(cancelQuotes).where(eq(cancelQuotes.id, id));
      return row ?? null;
    },

    async findCancellation(bookingId: string): Promise<TripCancellationRecord | null> {
      const [row] = await db
        .select()
        .from(tripCancellations)
        .where(eq(tripCancellations.bookingId, bookingId));
      return row ?? null;
    },

    /**
     * The booking's one cancellation: this one inserted, or the one already there (a second
     * confirm, or a concurrent one, gets the first). `created` says which.
     */
    async claimCancellation(
      row: typeof tripCancellations.$inferInsert,
    ): Promise<{ created: boolean; cancellation: TripCancellationRecord }> {
      const [inserted] = await db
        .insert(tripCancellations)
        .values(row)
        .onConflictDoNothing()
        .returning();
      if (inserted) return { created: true, cancellation: inserted };
      const existing = await this.findCancellation(row.bookingId);
      if (!existing) throw new Error('cancellation conflict without a row');
      return { created: false, cancellation: existing };
    },

    /** Cancellations waiting on the supplier (a timed-out cancel, a stopped process). */
    async listPendingCancellations(): Promise<TripCancellationRecord[]> {
      return db
        .select()
        .from(tripCancellations)
        .where(eq(tripCancellations.status, 'Pending'))
        .orderBy(tripCancellations.updatedAt)
        .limit(100);
    },

    /** A failed cancellation taken over by a new quote (only while it is Failed). */
    async replaceFailedCancellation(
      bookingId: string,
      row: Omit<typeof tripCancellations.$inferInsert, 'id' | 'bookingId'>,
    ): Promise<TripCancellationRecord | null> {
      const [updated] = await db
        .update(tripCancellations)
        .set(row)
        .where(
          and(eq(tripCancellations.bookingId, bookingId), eq(tripCancellations.status, 'Failed')),
        )
        .returning();
      return updated ?? null;
    },

    async updateCancellation(
      id: string,
      patch: TripCancellationPatch,
    ): Promise<TripCancellationRecord> {
      const [row] = await db
        .update(tripCancellations)
        .set(patch)
        .where(eq(tripCancellations.id, id))
        .returning();
      if (!row) throw new Error(`cancellation ${id} vanished`);
      return row;
    },

    async createTravelerEditRequest(row: typeof travelerEditRequests.$inferInsert): Promise<void> {
      await db.insert(travelerEditRequests).values(row);
    },
  };
}

export type TripsRepository = ReturnType<typeof createTripsRepository>;
