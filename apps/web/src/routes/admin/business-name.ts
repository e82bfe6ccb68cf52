import type { MessageId } from '../../i18n/messages-en';

/** Mirrors UpdateBusinessRequestSchema (2 to 120 characters after trimming) for instant feedback. */
export const BUSINESS_NAME_MIN_LENGTH = 2;
export const BUSINESS_NAME_MAX_LENGTH = 120;

export function validateBusinessName(value: string): MessageId | null {
  const length = value.trim().length;
  if (length < BUSINESS_NAME_MIN_LENGTH) return 'onboarding.nameTooShort';
  if (length > BUSINESS_NAME_MAX_LENGTH) return 'onboarding.nameTooLong';
  return null;
}
