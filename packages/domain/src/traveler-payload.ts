export type UpdateValue =
  string | number | boolean | null | UpdateValue[] | { [key: string]: UpdateValue };

const CUSTOM_FIELD_KEY = /^[A-Za-z0-9]+$/;
const CUSTOM_FIELD_VALUE = /^[A-Za-z0-9 /@._+-]*$/;

/** Custom field keys: letters and digits only (spec §5). */
export function isValidCustomFieldKey(key: string): boolean {
  return CUSTOM_FIELD_KEY.test(key);
}

/** Custom field values: letters, digits, space and / @ . _ + - (spec §5). */
export function isValidCustomFieldValue(value: string): boolean {
  return CUSTOM_FIELD_VALUE.test(value);
}

export interface CustomFieldError {
  key: string;
  reason: 'key' | 'value';
}

export function findInvalidCustomFields(
  fields: Readonly<Record<string, string>>,
): CustomFieldError[] {
  return Object.entries(fields).flatMap(([key, value]): CustomFieldError[] => {
    if (!isValidCustomFieldKey(key)) return [{ key, reason: 'key' }];
    if (!isValidCustomFieldValue(value)) return [{ key, reason: 'value' }];
    return [];
  });
}

function normalizeValue(value: unknown): UpdateValue | undefined {
  if (value === undefined) return undefined;
  if (value === '') return null;
  if (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  )
    return value;
  if (Array.isArray(value))
    return value.map((v) => normalizeValue(v)).filter((v): v is UpdateValue => v !== undefined);
  if (typeof value === 'object') {
    const out: Record<string, UpdateValue> = {};
    for (const [k, v] of Object.entries(value)) {
      const n = normalizeValue(v);
      if (n !== undefined) out[k] = n;
    }
    return out;
  }
  return undefined;
}

function dropEmptyEntries(map: unknown): Record<string, string> | undefined {
  if (!map || typeof map !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(map).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}

/**
 * Prepares a traveler for the update call (spec §5): the passport goes only with a 2-character
 * country of issue; undefined fields are dropped; empty strings become null; an empty loyalty or
 * frequent-flyer value removes that program's entry.
 */
export function prepareTravelerUpdate(
  traveler: Readonly<Record<string, unknown>>,
): Record<string, UpdateValue> {
  const source: Record<string, unknown> = { ...traveler };
  const passport = source.passport as { countryOfIssue?: unknown } | null | undefined;
  if (
    passport &&
    (typeof passport.countryOfIssue !== 'string' || passport.countryOfIssue.length !== 2)
  ) {
    delete source.passport;
  }
  for (const mapKey of ['frequentFlyer', 'hotelLoyalty']) {
    if (mapKey in source) source[mapKey] = dropEmptyEntries(source[mapKey]) ?? {};
  }
  const normalized = normalizeValue(source);
  return normalized && typeof normalized === 'object' && !Array.isArray(normalized)
    ? normalized
    : {};
}

/** Saving (spec §4): the update call is made only when something differs from the stored traveler. */
export function hasTravelerChanged(
  stored: Readonly<Record<string, unknown>>,
  edited: Readonly<Record<string, unknown>>,
): boolean {
  return (
    JSON.stringify(prepareTravelerUpdate(stored)) !== JSON.stringify(prepareTravelerUpdate(edited))
  );
}
