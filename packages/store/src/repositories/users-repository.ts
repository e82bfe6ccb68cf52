import { and, asc, eq, isNull, notLike } from 'drizzle-orm';
import type { Database } from '../database';
import { businesses, corporateMemberships, rewardsAccounts, users } from '../schema';
import { DEMO_COPY_SEPARATOR } from '../seed/demo-world';

export type UserKind = 'cardholder' | 'employee' | 'agent';

export interface UserRecord {
  id: string;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  kind: UserKind;
  profileReferenceId: string | null;
  description: string;
  firstSignedInAt: Date | null;
}

export interface DirectoryEntry extends UserRecord {
  businessName: string | null;
  cards: {
    productId: string;
    productDisplayName: string;
    lastFour: string;
    currency: 'miles' | 'cash';
    balance: number;
  }[];
}

export function toUser(row: typeof users.$inferSelect): UserRecord {
  return {
    id: row.id,
    subject: row.subject,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    kind: row.kind,
    profileReferenceId: row.profileReferenceId,
    description: row.description,
    firstSignedInAt: row.firstSignedInAt,
  };
}

export function createUsersRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRecord | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ? toUser(row) : null;
    },

    async findBySubject(subject: string): Promise<UserRecord | null> {
      const [row] = await db.select().from(users).where(eq(users.subject, subject));
      return row ? toUser(row) : null;
    },

    async findByEmail(email: string): Promise<UserRecord | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row ? toUser(row) : null;
    },

    /** Customers only: an agent can never start a session as another agent. */
    async findCustomerByProfileReferenceId(profileReferenceId: string): Promise<UserRecord | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.profileReferenceId, profileReferenceId.trim().toUpperCase()));
      return row && row.kind !== 'agent' ? toUser(row) : null;
    },

    /** Records the first sign-in; returns true only for the call that recorded it. */
    async markSignedIn(userId: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ firstSignedInAt: now })
        .where(and(eq(users.id, userId), isNull(users.firstSignedInAt)))
        .returning({ id: users.id });
      return updated.length > 0;
    },

    /** Everyone the sandbox identity provider offers, with their cards and business. */
    async listDirectory(): Promise<DirectoryEntry[]> {
      const rows = await db
        .select({ user: users, businessName: businesses.name })
        .from(users)
        .leftJoin(
          corporateMemberships,
          and(eq(corporateMemberships.userId, users.id), eq(corporateMemberships.inUse, true)),
        )
        .leftJoin(businesses, eq(businesses.id, corporateMemberships.businessId))
        // The sandbox console's demo copies (a journey's own people) are not on the list.
        .where(notLike(users.id, `%${DEMO_COPY_SEPARATOR}%`))
        .orderBy(asc(users.kind), asc(users.firstName), asc(users.lastName));
      const cards = await db
        .select()
        .from(rewardsAccounts)
        .orderBy(asc(rewardsAccounts.sortOrder), asc(rewardsAccounts.accountReferenceId));
      return rows.map(({ user, businessName }) => ({
        ...toUser(user),
        businessName,
        cards: cards
          .filter((c) => c.userId === user.id)
          .map((c) => ({
            productId: c.productId,
            productDisplayName: c.productDisplayName,
            lastFour: c.lastFour,
            currency: c.currency,
            balance: c.balance,
          })),
      }));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
