export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;
/** Only refresh the stored last-seen time when it is older than this, to spare a write per request. */
export const SESSION_TOUCH_INTERVAL_SECONDS = 60;

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
}

/** When a session ends if nothing else happens: the earlier of its idle and absolute limits. */
export function computeSessionExpiration(session: SessionTimes): Date {
  const idle = session.lastSeenAt.getTime() + SESSION_IDLE_MINUTES * 60_000;
  const absolute = session.createdAt.getTime() + SESSION_ABSOLUTE_HOURS * 3_600_000;
  return new Date(Math.min(idle, absolute));
}

export function isSessionActive(session: SessionTimes, now: Date): boolean {
  return session.revokedAt === null && now.getTime() < computeSessionExpiration(session).getTime();
}

export function shouldTouchSession(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_SECONDS * 1000;
}
