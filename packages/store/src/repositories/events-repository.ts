import { desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../database';
import { engagementEvents, trackingEvents } from '../schema';

export interface TrackingEventRecord {
  eventName: string;
  properties: Record<string, unknown>;
  userId: string | null;
  tenant: string;
  createdAt: Date;
}

export interface EngagementEventRecord {
  event: string;
  url: string;
  browserSessionId: string;
  userId: string | null;
  tenant: string;
  createdAt: Date;
}

/** One count of the tracking summary: a value (null when the events lack it) and its events. */
export interface TrackingCount {
  value: string | null;
  count: number;
}

/** The tracking events since a time, counted by name, entry source, utm_source and tenant. */
export interface TrackingSummaryRecord {
  total: number;
  byName: TrackingCount[];
  byEntrySource: TrackingCount[];
  byUtmSource: TrackingCount[];
  byTenant: TrackingCount[];
}

/** At most this many values per count (the rest are few events each). */
const SUMMARY_LIMIT = 50;

export function createEventsRepository(db: Database) {
  /** One aggregate over the window (the created_at index), largest counts first. */
  async function countBy(expression: SQL<string | null>, since: Date): Promise<TrackingCount[]> {
    const count = sql<number>`count(*)::int`;
    const rows = await db
      .select({ value: expression, count })
      .from(trackingEvents)
      .where(gte(trackingEvents.createdAt, since))
      .groupBy(expression)
      .orderBy(desc(count), expression)
      .limit(SUMMARY_LIMIT);
    return rows;
  }

  return {
    async recordTracking(event: TrackingEventRecord): Promise<void> {
      await db.insert(trackingEvents).values(event);
    },

    async recordEngagement(event: EngagementEventRecord): Promise<void> {
      await db.insert(engagementEvents).values(event);
    },

    async listTracking(eventName: string, limit = 50): Promise<TrackingEventRecord[]> {
      return db
        .select({
          eventName: trackingEvents.eventName,
          properties: trackingEvents.properties,
          userId: trackingEvents.userId,
          tenant: trackingEvents.tenant,
          createdAt: trackingEvents.createdAt,
        })
        .from(trackingEvents)
        .where(eq(trackingEvents.eventName, eventName))
        .orderBy(desc(trackingEvents.id))
        .limit(limit);
    },

    async summarizeTracking(since: Date): Promise<TrackingSummaryRecord> {
      const [byName, byEntrySource, byUtmSource, byTenant] = await Promise.all([
        countBy(sql<string | null>`${trackingEvents.eventName}`, since),
        countBy(sql<string | null>`${trackingEvents.properties} ->> 'entry_source'`, since),
        countBy(sql<string | null>`${trackingEvents.properties} ->> 'utm_source'`, since),
        countBy(sql<string | null>`${trackingEvents.tenant}`, since),
      ]);
      return {
        total: byTenant.reduce((sum, row) => sum + row.count, 0),
        byName,
        byEntrySource,
        byUtmSource,
        byTenant,
      };
    },

    async listEngagement(limit = 50): Promise<EngagementEventRecord[]> {
      return db
        .select({
          event: engagementEvents.event,
          url: engagementEvents.url,
          browserSessionId: engagementEvents.browserSessionId,
          userId: engagementEvents.userId,
          tenant: engagementEvents.tenant,
          createdAt: engagementEvents.createdAt,
        })
        .from(engagementEvents)
        .orderBy(desc(engagementEvents.id))
        .limit(limit);
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
