import { describe, expect, it } from 'vitest';
import { EVENT_BODY_LIMIT_BYTES, TrackingEventRequestSchema } from '@wayfare/contracts/tracking';
import {
  NETWORK_CALL_FAILED_EVENT,
  RESPONSE_TEXT_LIMIT,
  buildFailedCallProperties,
  shouldReportFailedCall,
  stripApiBase,
} from './failed-call';

describe('shouldReportFailedCall', () => {
  it('skips the event and user-info endpoints', () => {
    expect(shouldReportFailedCall('/api/v0/tracking/event')).toBe(false);
    expect(shouldReportFailedCall('/api/v0/engagement/event')).toBe(false);
    expect(shouldReportFailedCall('/api/v0/userInfo')).toBe(false);
    expect(shouldReportFailedCall('/api/v0/userInfo?fresh=1')).toBe(false);
  });

  it('reports every other call, including admin ones', () => {
    expect(shouldReportFailedCall('/api/v0/rewards')).toBe(true);
    expect(shouldReportFailedCall('/api/v0/login/agent')).toBe(true);
    expect(shouldReportFailedCall('/api/v0/experiments/cotb/active')).toBe(true);
    expect(shouldReportFailedCall('/admin/api/v0/business')).toBe(true);
    expect(shouldReportFailedCall('/api/v0/userInfoExtra')).toBe(true);
    expect(shouldReportFailedCall('/api/v0/tracking/event/batch')).toBe(true);
  });
});

describe('stripApiBase', () => {
  it('removes the API and admin API bases', () => {
    expect(stripApiBase('/api/v0/login/code?agent=true')).toBe('/login/code');
    expect(stripApiBase('/admin/api/v0/business/go-live')).toBe('/business/go-live');
    expect(stripApiBase('/api/v0')).toBe('/');
  });
});

describe('buildFailedCallProperties', () => {
  it('names the properties as the spec does and truncates the response text', () => {
    const long = 'x'.repeat(RESPONSE_TEXT_LIMIT + 50);
    const properties = buildFailedCallProperties({
      url: 'http://localhost:3000/',
      endpoint: '/api/v0/rewards',
      status: 503,
      statusText: 'Service Unavailable',
      responseText: long,
    });
    expect(NETWORK_CALL_FAILED_EVENT).toBe('network_call_failed');
    expect(properties).toEqual({
      url: 'http://localhost:3000/',
      endpoint: '/api/v0/rewards',
      status_code: 503,
      status_text: 'Service Unavailable',
      response_text: 'x'.repeat(RESPONSE_TEXT_LIMIT),
    });
  });

  it('fits the server’s event body limit and schema at its largest', () => {
    const properties = buildFailedCallProperties({
      url: `http://localhost:3000/flights/search?q=${'%E2%82%AC'.repeat(1000)}`,
      endpoint: `/api/v0/autocomplete/flights?query=${'%F0%9F%98%80'.repeat(200)}`,
      status: 502,
      statusText: 'x'.repeat(1000),
      // Control characters are what JSON escapes most (six bytes each).
      responseText: '\u0001'.repeat(2000),
    });
    const body = JSON.stringify({ eventName: NETWORK_CALL_FAILED_EVENT, properties });
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(EVENT_BODY_LIMIT_BYTES);
    expect(TrackingEventRequestSchema.safeParse(JSON.parse(body)).success).toBe(true);
  });
});
