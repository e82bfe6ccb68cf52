/** Work a request starts and does not wait for (the booking saga), tracked so shutdown and tests can wait. */
export interface BackgroundJobs {
  /** Starts the task now; a failure is logged, never thrown at the caller. */
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far (and any they start) has finished. */
  idle(): Promise<void>;
  /** How many tasks are running. */
  readonly size: number;
}

export interface JobLogger {
  error(details: { job: string; err: unknown }, message: string): void;
}

export function createBackgroundJobs(log: JobLogger): BackgroundJobs {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const job: Promise<void> = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (err: unknown) => log.error({ job: name, err }, 'background job failed'),
        )
        .finally(() => running.delete(job));
      running.add(job);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    get size() {
      return running.size;
    },
  };
}
