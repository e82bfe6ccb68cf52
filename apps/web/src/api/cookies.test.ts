import { describe, expect, it } from 'vitest';
import { isUnsafeMethod, readCookieValue, readCsrfToken } from './cookies';

describe('readCookieValue', () => {
  it('finds the named cookie among others', () => {
    expect(readCookieValue('a=1; wf_csrf=abc%3D; b=2', 'wf_csrf')).toBe('abc=');
    expect(readCookieValue('wf_csrf=xyz', 'wf_csrf')).toBe('xyz');
  });

  it('returns null when absent and does not match prefixes', () => {
    expect(readCookieValue('', 'wf_csrf')).toBeNull();
    expect(readCookieValue('wf_csrf_old=1; other', 'wf_csrf')).toBeNull();
  });

  it('keeps a value that is not valid percent-encoding', () => {
    expect(readCookieValue('wf_csrf=%E0%A4%A', 'wf_csrf')).toBe('%E0%A4%A');
  });
});

describe('readCsrfToken', () => {
  it('reads the __Host- cookie over HTTPS and the plain one in development', () => {
    expect(readCsrfToken('a=1; __Host-wf_csrf=secure%3D')).toBe('secure=');
    expect(readCsrfToken('wf_csrf=plain; b=2')).toBe('plain');
    expect(readCsrfToken('wf_csrf=plain; __Host-wf_csrf=secure')).toBe('secure');
    expect(readCsrfToken('wf_session=x')).toBeNull();
  });
});

describe('isUnsafeMethod', () => {
  it('covers POST, PUT, PATCH and DELETE', () => {
    expect(['POST', 'PUT', 'PATCH', 'DELETE', 'post'].every(isUnsafeMethod)).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some(isUnsafeMethod)).toBe(false);
  });
});
