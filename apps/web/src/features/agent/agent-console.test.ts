import { describe, expect, it } from 'vitest';
import { buildStartSessionPath } from './agent-console';

describe('buildStartSessionPath', () => {
  it('puts the trimmed, encoded id in the query string', () => {
    expect(buildStartSessionPath(' P-1001 ')).toBe('/auth/startsession/?profileReferenceId=P-1001');
    expect(buildStartSessionPath('a&b c')).toBe('/auth/startsession/?profileReferenceId=a%26b+c');
  });
});
