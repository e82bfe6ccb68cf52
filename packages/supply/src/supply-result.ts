import type { SupplyErrorCode, SupplyFailure } from '@wayfare/contracts/places';

/** Expected failures are values; bugs throw. */
export type SupplyResult<T> = { ok: true; value: T } | SupplyFailure;

export function fail(code: SupplyErrorCode, message: string): SupplyFailure {
  return { ok: false, code, message };
}

export function succeed<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}
