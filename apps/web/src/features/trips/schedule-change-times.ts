/**
 * A local wall-clock time (`YYYY-MM-DDTHH:mm`) moved by an airline's schedule change of `minutes`:
 * the new time the trip page shows beside the booked one (the airport's own clock, so a shift
 * across a daylight-saving change may be an hour off, as the airline's notice is what counts).
 */
export function shiftLocalTime(local: string, minutes: number): string {
  const at = Date.parse(`${local.slice(0, 16)}:00Z`) + minutes * 60_000;
  return new Date(at).toISOString().slice(0, 16);
}

/** Each changed flight's shift in minutes, by flight instance. */
export function listScheduleShifts(
  changes: readonly { flightInstanceId: string; minutes: number }[] | undefined,
): ReadonlyMap<string, number> {
  return new Map((changes ?? []).map((c) => [c.flightInstanceId, c.minutes]));
}
