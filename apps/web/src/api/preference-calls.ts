import { queryOptions } from '@tanstack/react-query';
import type {
  PreferenceMetadata,
  UpdateUserPreferencesRequest,
  UserPreferences,
} from '@wayfare/contracts/preferences';
import { requestJson } from './http-client';

/** GET /user/preference: the person's travel preferences (hotel, flight, status). */
export function preferencesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['preferences', userId],
    queryFn: ({ signal }) => requestJson<UserPreferences>('/user/preference', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /user/preference/metadata: the choices the preference form offers. */
export function preferenceMetadataQueryOptions() {
  return queryOptions({
    queryKey: ['preferences', 'metadata'],
    queryFn: ({ signal }) =>
      requestJson<PreferenceMetadata>('/user/preference/metadata', {
        method: 'POST',
        body: {},
        signal,
      }),
    staleTime: 60 * 60_000,
  });
}

/** PUT /user/preference: both sections, whole; answers what is stored. */
export function savePreferences(body: UpdateUserPreferencesRequest): Promise<UserPreferences> {
  return requestJson<UserPreferences>('/user/preference', { method: 'PUT', body });
}
