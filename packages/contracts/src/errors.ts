import { z } from 'zod';
import { ERROR_CODES } from './error-catalogue';

// The catalogue itself is zod-free (error-catalogue.ts); it is re-exported here for the server.
export {
  ERROR_CATALOGUE,
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
