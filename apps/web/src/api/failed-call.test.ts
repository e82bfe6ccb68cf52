import { describe, expect, it } from 'vitest';
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
});
