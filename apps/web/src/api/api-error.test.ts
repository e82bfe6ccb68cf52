import { describe, expect, it } from 'vitest';
import { ApiError, createNetworkError, isApiError, parseApiError } from './api-error';

const base = { status: 400, statusText: 'Bad Request', endpoint: '/api/v0/login/agent' };

describe('parseApiError', () => {
  it('reads the spec error shape', () => {
    const error = parseApiError({
      ...base,
      status: 404,
      statusText: 'Not Found',
      responseText: JSON.stringify({
        code: 'InvalidCustomer',
        message: "We couldn't find that Profile Reference ID. Try a different one?",
        referenceId: 'ref-123',
      }),
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('InvalidCustomer');
    expect(error.status).toBe(404);
    expect(error.referenceId).toBe('ref-123');
    expect(error.message).toBe("We couldn't find that Profile Reference ID. Try a different one?");
  });

  it('keeps corporate access codes and the offending field', () => {
    expect(
      parseApiError({ ...base, status: 403, responseText: '{"code":"40105","message":"x"}' }).code,
    ).toBe('40105');
    const invalid = parseApiError({
      ...base,
      responseText: '{"code":"BadRequest","message":"Business name is too short","field":"name"}',
    });
    expect(invalid.field).toBe('name');
  });

  it('drops codes outside the catalogue', () => {
    const error = parseApiError({ ...base, responseText: '{"code":"Nope","message":"odd"}' });
    expect(error.code).toBeNull();
    expect(error.message).toBe('odd');
  });

  it('copes with bodies that are not JSON objects', () => {
    for (const responseText of ['', '<html>oops</html>', '[1,2]', 'null', '"text"']) {
      const error = parseApiError({
        ...base,
        status: 502,
        statusText: 'Bad Gateway',
        responseText,
      });
      expect(error.code).toBeNull();
      expect(error.message).toBe('Bad Gateway');
      expect(error.responseText).toBe(responseText);
    }
    expect(parseApiError({ ...base, statusText: '', responseText: '' }).message).toBe(
      'Request failed with status 400',
    );
  });
});

describe('createNetworkError', () => {
  it('has status 0 and no code', () => {
    const error = createNetworkError('/api/v0/rewards', new TypeError('Failed to fetch'));
    expect(isApiError(error)).toBe(true);
    expect(error.status).toBe(0);
    expect(error.code).toBeNull();
    expect(error.message).toBe('Failed to fetch');
  });
});
