import { queryOptions } from '@tanstack/react-query';
import {
  MissedConnectionCaseDetailSchema,
  MissedConnectionGuaranteeSchema,
  MissedConnectionQueueSchema,
  type MissedConnectionCaseDetail,
  type MissedConnectionGuarantee,
  type MissedConnectionQueue,
} from '@wayfare/contracts/missed-connection';
import { requestJson } from './http-client';

/*
 * The missed-connection guarantee (issue 20, part C; contracts/missed-connection.ts): the
 * traveller's view and rebooking, the agents' queue, case and resolution. Answers are parsed with
 * the contracts' schemas: these pages load on their own, never on the first load.
 */

function guaranteePath(bookingId: string, suffix = ''): string {
  return `/trips/${encodeURIComponent(bookingId)}/missed-connection${suffix}`;
}

function casePath(bookingId: string, suffix = ''): string {
  return `/agent/missed-connections/${encodeURIComponent(bookingId)}${suffix}`;
}

export const missedConnectionQueryKey = (userId: string, bookingId: string) =>
  ['trips', userId, bookingId, 'missed-connection'] as const;

/** GET /trips/:bookingId/missed-connection: the guarantee, what happened, the options. */
export function missedConnectionQueryOptions(userId: string, bookingId: string) {
  return queryOptions({
    queryKey: missedConnectionQueryKey(userId, bookingId),
    queryFn: async ({ signal }): Promise<MissedConnectionGuarantee> =>
      MissedConnectionGuaranteeSchema.parse(
        await requestJson<unknown>(guaranteePath(bookingId), { signal }),
      ),
    retry: 1,
  });
}

/** POST /trips/:bookingId/missed-connection/rebook: the chosen option, answered Rebooking. */
export async function postMissedConnectionRebook(
  bookingId: string,
  optionId: string,
): Promise<MissedConnectionGuarantee> {
  return MissedConnectionGuaranteeSchema.parse(
    await requestJson<unknown>(guaranteePath(bookingId, '/rebook'), {
      method: 'POST',
      body: { optionId },
    }),
  );
}

/** GET /agent/missed-connections: the tenant's cases sent to support. */
export function missedConnectionQueueQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['agent', userId, 'missed-connections'],
    queryFn: async ({ signal }): Promise<MissedConnectionQueue> =>
      MissedConnectionQueueSchema.parse(
        await requestJson<unknown>('/agent/missed-connections', { signal }),
      ),
    retry: false,
  });
}

/** GET /agent/missed-connections/:bookingId: the case with every qualifying option's seats. */
export function missedConnectionCaseQueryOptions(userId: string, bookingId: string) {
  return queryOptions({
    queryKey: ['agent', userId, 'missed-connections', bookingId],
    queryFn: async ({ signal }): Promise<MissedConnectionCaseDetail> =>
      MissedConnectionCaseDetailSchema.parse(
        await requestJson<unknown>(casePath(bookingId), { signal }),
      ),
    retry: false,
  });
}

/** POST /agent/missed-connections/:bookingId/resolve: everyone rebooked on one option. */
export async function postMissedConnectionResolve(
  bookingId: string,
  optionId: string,
): Promise<MissedConnectionGuarantee> {
  return MissedConnectionGuaranteeSchema.parse(
    await requestJson<unknown>(casePath(bookingId, '/resolve'), {
      method: 'POST',
      body: { optionId },
    }),
  );
}
