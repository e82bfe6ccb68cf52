import { z } from 'zod';
import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from './error-catalogue';
import { ERROR_MESSAGES } from './error-messages';

// The codes are zod-free (error-catalogue.ts); they are re-exported here for the server.
export {
  ERROR_STATUS,
  ERROR_CODES,
  CARD_ERROR_CODES,
  isCardErrorCode,
  PASSENGER_RULE_CODES,
  CORPORATE_ACCESS_CODES,
  isErrorCode,
} from './error-catalogue';
export type {
  ErrorCode,
  CardErrorCode,
  PassengerRuleCode,
  CorporateAccessCode,
} from './error-catalogue';

/**
 * Each code's status and default message, as the server answers it. The web reads only the codes
 * (error-catalogue.ts), so the messages stay out of its bundle.
 */
export const ERROR_CATALOGUE = Object.fromEntries(
  ERROR_CODES.map((code) => [code, { status: ERROR_STATUS[code], message: ERROR_MESSAGES[code] }]),
) as {
  readonly [Code in ErrorCode]: {
    readonly status: (typeof ERROR_STATUS)[Code];
    readonly message: string;
  };
};

export const ErrorCodeSchema = z.enum(ERROR_CODES);

export const ErrorResponseSchema = z.object({
  code: ErrorCodeSchema,
  message: z.string(),
  /** The offending field for validation failures, as a dotted path. */
  field: z.string().optional(),
  /** Correlates the failure with server logs; shown in the generic error modal. */
  referenceId: z.string().optional(),
  /** Facts the page needs to explain the error, e.g. PriceChanged's old and new totals. */
  details: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
