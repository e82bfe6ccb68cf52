import { describe, expect, it } from 'vitest';
import { replaceProfileReferenceId, selectStartSessionDestination } from './start-session-url';

describe('replaceProfileReferenceId', () => {
  it('replaces only the id and keeps other parameters', () => {
    expect(
      replaceProfileReferenceId(
        'http://localhost:3000/auth/startsession/?profileReferenceId=BAD&agent=true',
        ' P-1001 ',
      ),
    ).toBe('http://localhost:3000/auth/startsession/?profileReferenceId=P-1001&agent=true');
  });

  it('adds the id when it was missing', () => {
    expect(replaceProfileReferenceId('http://localhost:3000/auth/startsession/', 'x y')).toBe(
      'http://localhost:3000/auth/startsession/?profileReferenceId=x+y',
    );
  });
});

describe('selectStartSessionDestination', () => {
  it('returns to the saved page, or home', () => {
    expect(selectStartSessionDestination('/trips/')).toBe('/trips/');
    expect(selectStartSessionDestination(null)).toBe('/');
    expect(selectStartSessionDestination('/auth/startsession/?profileReferenceId=P1')).toBe('/');
  });
});
