import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWriteBehind } from './write-behind';

describe('write-behind', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = (maxRows = 100) => {
    const writes: number[][] = [];
    const errors: number[] = [];
    let fail = false;
    const log = createWriteBehind<number>({
      write: async (rows) => {
        await Promise.resolve();
        if (fail) throw new Error('database down');
        writes.push(rows);
      },
      delayMs: 50,
      maxRows,
      onError: (_error, count) => errors.push(count),
    });
    return { log, writes, errors, failNext: () => (fail = true) };
  };

  it('writes the rows of a short while in one statement', async () => {
    vi.useFakeTimers();
    const { log, writes } = setup();
    log.add(1);
    log.add(2);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    log.add(3);
    await vi.advanceTimersByTimeAsync(50);
    expect(writes).toEqual([[1, 2], [3]]);
  });

  it('writes at once when enough rows are queued, and flush waits for writes under way', async () => {
    const { log, writes } = setup(2);
    log.add(1);
    log.add(2);
    log.add(3);
    expect(log.pending).toBe(1);
    await log.flush();
    expect(writes).toEqual([[1, 2], [3]]);
    expect(log.pending).toBe(0);
  });

  it('reports a failed write and goes on', async () => {
    const { log, writes, errors, failNext } = setup();
    failNext();
    log.add(1);
    await log.flush();
    expect(errors).toEqual([1]);
    expect(writes).toEqual([]);
  });
});
