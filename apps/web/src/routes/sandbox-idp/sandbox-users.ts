import type { SandboxDemoUser } from '@wayfare/contracts/auth';

export type DemoUserKind = SandboxDemoUser['kind'];

/** Display order of the groups on the sandbox sign-in page. */
export const DEMO_USER_KINDS: readonly DemoUserKind[] = ['cardholder', 'employee', 'agent'];

export interface DemoUserGroup {
  kind: DemoUserKind;
  users: SandboxDemoUser[];
}

/** Groups demo users by kind, keeping the server's order inside each group and skipping empty groups. */
export function groupDemoUsers(users: readonly SandboxDemoUser[]): DemoUserGroup[] {
  return DEMO_USER_KINDS.map((kind) => ({
    kind,
    users: users.filter((user) => user.kind === kind),
  })).filter((group) => group.users.length > 0);
}
