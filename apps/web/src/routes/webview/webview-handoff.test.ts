import { describe, expect, it } from 'vitest';
import { readWebviewHandoff } from './webview-handoff';

describe('readWebviewHandoff', () => {
  it('reads the token from the hash and next from the query', () => {
    expect(readWebviewHandoff('#token=abc123', '?next=%2Ftrips%2F')).toEqual({
      token: 'abc123',
      next: '/trips/',
    });
  });

  it('defaults next to home and refuses other origins', () => {
    expect(readWebviewHandoff('#token=abc', '')).toEqual({ token: 'abc', next: '/' });
    expect(readWebviewHandoff('#token=abc', '?next=https://evil.example/')).toEqual({
      token: 'abc',
      next: '/',
    });
    expect(readWebviewHandoff('#token=abc', '?next=//evil.example/')).toEqual({
      token: 'abc',
      next: '/',
    });
  });

  it('reports a missing token', () => {
    expect(readWebviewHandoff('', '').token).toBeNull();
    expect(readWebviewHandoff('#token=', '').token).toBeNull();
  });
});
