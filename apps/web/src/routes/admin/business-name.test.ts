import { describe, expect, it } from 'vitest';
import { UpdateBusinessRequestSchema } from '@wayfare/contracts/business';
import { EN_MESSAGES } from '../../i18n/messages-en';
import { validateBusinessName } from './business-name';

describe('validateBusinessName', () => {
  it('agrees with the shared schema at the boundaries', () => {
    for (const name of [
      '',
      ' ',
      'A',
      ' A ',
      'AB',
      'x'.repeat(120),
      'x'.repeat(121),
      '  Acme Ltd  ',
    ]) {
      const schemaAccepts = UpdateBusinessRequestSchema.safeParse({ name }).success;
      expect(validateBusinessName(name) === null, JSON.stringify(name)).toBe(schemaAccepts);
    }
  });

  it('uses the same words as the schema', () => {
    expect(EN_MESSAGES[validateBusinessName('A') ?? 'onboarding.nameTooLong']).toBe(
      'Business name must be at least 2 characters.',
    );
    expect(EN_MESSAGES[validateBusinessName('x'.repeat(121)) ?? 'onboarding.nameTooShort']).toBe(
      'Business name is at most 120 characters.',
    );
  });
});
