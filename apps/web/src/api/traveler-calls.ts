import { queryOptions } from '@tanstack/react-query';
import type { CorporateUser, Traveler, TravelerInput } from '@wayfare/contracts/travelers';
import { requestJson } from './http-client';

/** PUT /passengers/list (empty body): the travelers this person may see. */
export async function fetchTravelers(signal?: AbortSignal): Promise<Traveler[]> {
  const response = await requestJson<{ value: Traveler[] }>('/passengers/list', {
    method: 'PUT',
    signal,
    timing: 'afterPaint',
  });
  return response.value;
}

export function travelersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['travelers', 'list', userId],
    queryFn: ({ signal }) => fetchTravelers(signal),
    retry: false,
  });
}

/** PUT /users/list: the business's users (with canViewUsers), otherwise only yourself. */
export async function fetchCorporateUsers(signal?: AbortSignal): Promise<CorporateUser[]> {
  const response = await requestJson<{ users: CorporateUser[] }>('/users/list', {
    method: 'PUT',
    signal,
  });
  return response.users;
}

export function corporateUsersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['travelers', 'users', userId],
    queryFn: ({ signal }) => fetchCorporateUsers(signal),
    retry: false,
  });
}

/** PUT /passengers/update: creates the person when it has no id. A 400 names `person.<field>`. */
export async function updateTraveler(person: TravelerInput): Promise<Traveler> {
  const response = await requestJson<{ person: Traveler }>('/passengers/update', {
    method: 'PUT',
    body: { person },
  });
  return response.person;
}

/** POST /passengers/delete: answers 204. */
export function deleteTraveler(personId: string): Promise<void> {
  return requestJson<undefined>('/passengers/delete', { method: 'POST', body: { personId } });
}

/** PUT /passengers/assign_default: makes the traveler the user's default (business tenant). */
export function assignDefaultTraveler(travelerId: string, userId: string): Promise<void> {
  return requestJson<undefined>('/passengers/assign_default', {
    method: 'PUT',
    body: { travelerId, userId },
  });
}

/** PUT /passengers/hide: a private profile (business tenant). */
export function hideTraveler(travelerId: string): Promise<void> {
  return requestJson<undefined>('/passengers/hide', { method: 'PUT', body: { travelerId } });
}

/** PUT /passengers/show: no longer private (business tenant). */
export function showTraveler(travelerId: string): Promise<void> {
  return requestJson<undefined>('/passengers/show', { method: 'PUT', body: { travelerId } });
}
