import { AccessPage } from '../../features/session/access-page';

/** /access-denied/ (40103, and the consumer tenant's access codes). */
export function Component() {
  return <AccessPage title="accessDenied.title" body="accessDenied.body" />;
}
