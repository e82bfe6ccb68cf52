import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { runOpenApiFuzz } from './openapi-fuzz';

/** The in-suite size; the bench runs the same fuzz with 10,000 or more. */
const IN_SUITE_REQUESTS = 2000;

describe.each(listTestDatabaseTargets())('G10 OpenAPI fuzz on $name', (target) => {
  it('answers every generated request below 500 and as its schema declares', async () => {
    const report = await runOpenApiFuzz({ requests: IN_SUITE_REQUESTS, target });
    expect(report.requests).toBe(IN_SUITE_REQUESTS);
    expect(report.operations).toBeGreaterThan(50);
    expect(report.findings, JSON.stringify(report.findings, null, 2)).toEqual([]);
    expect(report.fiveXX).toBe(0);
    expect(report.schemaMismatches).toBe(0);
    // Some generated requests get past validation, so the handlers are fuzzed too.
    expect(report.statuses['2xx'] ?? 0).toBeGreaterThan(0);
  }, 240_000);
});
