import { describe, expect, it } from 'vitest';
import {
  isLuhnValid,
  redactUrlQuery,
  sanitizeTrackingProperties,
  scrubPersonalText,
} from './tracking-privacy';

describe('tracking privacy', () => {
  it('recognises card numbers by the Luhn check, spaced or not', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(scrubPersonalText('paid with 4242 4242 4242 4242.')).toBe('paid with [redacted].');
    expect(scrubPersonalText('order 4242424242424241')).toBe('order 4242424242424241');
    expect(scrubPersonalText('born 1990-01-31, status 404')).toBe('born [redacted], status 404');
  });

  it('keeps a URL’s path and query names, never the values or fragment', () => {
    expect(redactUrlQuery('http://localhost:3000/trips/find?code=H-1&lastName=Kim#x')).toBe(
      'http://localhost:3000/trips/find?code=[redacted]&lastName=[redacted]',
    );
    expect(redactUrlQuery('/flights/search')).toBe('/flights/search');
    expect(redactUrlQuery('/a?')).toBe('/a');
  });

  it('drops names off the allowlist and reference ids that are not request ids', () => {
    expect(
      sanitizeTrackingProperties({
        url: '/x?q=1',
        status_code: 500,
        passport: 'X1234567',
        reference_id: 'X1234567',
        dateOfBirth: '1990-01-31',
      }),
    ).toEqual({ url: '/x?q=[redacted]', status_code: 500 });
    const referenceId = 'req_0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(sanitizeTrackingProperties({ reference_id: referenceId })).toEqual({
      reference_id: referenceId,
    });
  });
});
