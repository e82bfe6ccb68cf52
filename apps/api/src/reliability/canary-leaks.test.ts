import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { runCanaryCheck } from './canary-leaks';

describe.each(listTestDatabaseTargets())('G9 personal-data canaries on $name', (target) => {
  it('finds no passport, card number or date of birth in the log, events or error bodies', async () => {
    const report = await runCanaryCheck({ target });
    expect(report.found).toEqual({});
    expect(report.leaks).toBe(0);
  }, 120_000);
});
