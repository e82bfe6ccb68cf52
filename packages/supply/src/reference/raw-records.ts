import { createRequire } from 'node:module';

/** Loads a CommonJS module or JSON file from a reference-data package as unknown data. */
export function requireReference(specifier: string): unknown {
  const require = createRequire(import.meta.url);
  return require(specifier) as unknown;
}

export type RawRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is RawRecord {
  return typeof value === 'object' && value !== null;
}

export function readArray(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`${what}: expected an array`);
  return value as unknown[];
}

export function readText(rec: RawRecord, key: string): string {
  const v = rec[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

export function readNumber(rec: RawRecord, key: string): number {
  const v = rec[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : NaN;
}
