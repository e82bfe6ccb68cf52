import { useQuery } from '@tanstack/react-query';
import type { SessionInfo } from '@wayfare/contracts/session';
import { userInfoQueryOptions } from '../api/session-calls';

/** The session inside protected routes, where the gate has already loaded it. */
export function useSignedInSession(): SessionInfo {
  const { data } = useQuery(userInfoQueryOptions());
  if (!data) throw new Error('useSignedInSession is only for routes behind the protected layout');
  return data;
}
