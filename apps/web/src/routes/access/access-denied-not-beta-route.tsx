import { AccessPage } from '../../features/session/access-page';

/** /access-denied-not-beta/ (40102). */
export function Component() {
  return <AccessPage title="accessDeniedNotBeta.title" body="accessDeniedNotBeta.body" />;
}
