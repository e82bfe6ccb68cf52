import { useQuery } from '@tanstack/react-query';
import {
  preferenceMetadataQueryOptions,
  preferencesQueryOptions,
} from '../../api/preference-calls';

/**
 * The person's preferred hotel chains, named as the supplier names them (issue 24): the hotel
 * results offer them first as a filter. None while loading, for people without any, or when the
 * preferences cannot be read (the results work as before).
 */
export function usePreferredChains(userId: string): { code: string; name: string }[] {
  const preferences = useQuery(preferencesQueryOptions(userId));
  const codes = preferences.data?.hotel.chainCodes ?? [];
  const metadata = useQuery({ ...preferenceMetadataQueryOptions(), enabled: codes.length > 0 });
  const chains = metadata.data?.hotel?.chains ?? [];
  if (chains.length === 0) return [];
  return codes.map((code) => ({
    code,
    name: chains.find((chain) => chain.code === code)?.name ?? code,
  }));
}
