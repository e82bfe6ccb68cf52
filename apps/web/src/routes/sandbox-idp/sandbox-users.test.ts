import { describe, expect, it } from 'vitest';
import type { SandboxDemoUser } from '@wayfare/contracts/auth';
import { groupDemoUsers } from './sandbox-users';

function createUser(subject: string, kind: SandboxDemoUser['kind']): SandboxDemoUser {
  return {
    subject,
    displayName: subject,
    email: `${subject}@example.com`,
    kind,
    description: '',
    cards: [],
    businessName: null,
    profileReferenceId: null,
  };
}

describe('groupDemoUsers', () => {
  it('orders groups card holders, employees, agents and skips empty ones', () => {
    const groups = groupDemoUsers([
      createUser('agent-1', 'agent'),
      createUser('ada', 'cardholder'),
      createUser('bob', 'cardholder'),
    ]);
    expect(groups.map((group) => group.kind)).toEqual(['cardholder', 'agent']);
    expect(groups[0]?.users.map((user) => user.subject)).toEqual(['ada', 'bob']);
  });

  it('returns nothing for no users', () => {
    expect(groupDemoUsers([])).toEqual([]);
  });
});
