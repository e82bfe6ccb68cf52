/**
 * Rows written after the answer that produced them, several in one statement: a row waits at most
 * `delayMs` (or until `maxRows` are queued). For records nobody waits on, such as recent searches:
 * with the embedded database every statement runs on the request thread, so one insert per request
 * was a large share of a cheap request. `flush` writes what is queued and waits for writes under
 * way, for readers of the same rows and for shutdown. A failed write is reported, not retried.
 */
export interface WriteBehind<Row> {
  add(row: Row): void;
  flush(): Promise<void>;
  /** Rows queued and not yet handed to a write. */
  readonly pending: number;
}

export interface WriteBehindOptions<Row> {
  write(rows: Row[]): Promise<void>;
  delayMs: number;
  maxRows: number;
  onError(error: unknown, rowCount: number): void;
}

export function createWriteBehind<Row>(options: WriteBehindOptions<Row>): WriteBehind<Row> {
  let queued: Row[] = [];
  let timer: NodeJS.Timeout | null = null;
  const writing = new Set<Promise<void>>();

  const writeQueued = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (queued.length === 0) return;
    const rows = queued;
    queued = [];
    const write: Promise<void> = options
      .write(rows)
      .catch((error: unknown) => options.onError(error, rows.length))
      .finally(() => writing.delete(write));
    writing.add(write);
  };

  return {
    add(row) {
      queued.push(row);
      if (queued.length >= options.maxRows) writeQueued();
      else if (!timer) {
        timer = setTimeout(writeQueued, options.delayMs);
        // Never what keeps a process alive: shutdown flushes.
        timer.unref();
      }
    },
    async flush() {
      writeQueued();
      await Promise.all([...writing]);
    },
    get pending() {
      return queued.length;
    },
  };
}
