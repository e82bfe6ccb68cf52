import { desc, eq } from 'drizzle-orm';
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

export function createEventsRepository(db: Database) {
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
