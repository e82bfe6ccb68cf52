import type {
  JobRecord,
  JobsRepository,
  NewJob,
} from '@wayfare/store/repositories/jobs-repository';
import type { Clock } from '../clock';

/** What a job kind does; handlers are idempotent (a job whose process stopped runs again). */
export interface JobHandler {
  kind: string;
  run(job: JobRecord): Promise<void>;
  /** Recurring sweeps: run this often, first at start. */
  everyMs?: number;
}

export interface JobRunner {
  /** Schedules a job (with a key that is already scheduled, keeps that one) and wakes the runner. */
  schedule(job: NewJob): Promise<void>;
  /** Claims what is due now and runs it; returns how many ran. Tests call it directly. */
  runDue(): Promise<number>;
  /** Registers the recurring sweeps and polls for due jobs until stop(). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  repo: JobsRepository;
  /** This process, as the claimer. */
  owner: string;
  clock: Clock;
  /** The sandbox's travel clock, which trip jobs (expiries, watches) are due on. */
  travelNow: () => Date;
  handlers: readonly JobHandler[];
  log: { error(details: Record<string, unknown>, message: string): void };
  pollMs?: number;
  /** How long a claim lasts; a job running longer than this may be taken over. */
  leaseMs?: number;
}

/** A one-shot job is tried this many times, with doubling waits, before it is given up. */
const MAX_ATTEMPTS = 8;

/**
 * The one scheduler for background work (DESIGN.md: jobs). Jobs live in the database; every
 * process polls, claims due jobs with `for update skip locked` and a lease, and runs them. A
 * recurring sweep is one row per kind, rescheduled after each run; a one-shot job is deleted when
 * done, retried with backoff when it fails.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { repo, owner, clock } = options;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const handlers = new Map(options.handlers.map((h) => [h.kind, h]));
  const kinds = [...handlers.keys()];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  /** Passes asked for; a call during a pass asks for one more after it. */
  let requested = 0;
  let stopped = true;

  const runOne = async (job: JobRecord) => {
    const handler = handlers.get(job.kind);
    if (!handler) return;
    try {
      await handler.run(job);
      if (job.everyMs)
        await repo.reschedule(job.id, owner, new Date(clock.now().getTime() + job.everyMs), {
          lastError: null,
          resetAttempts: true,
        });
      else await repo.complete(job.id, owner);
    } catch (err) {
      options.log.error({ job: job.kind, jobId: job.id, err }, 'background job failed');
      const message = err instanceof Error ? err.message : String(err);
      if (job.everyMs) {
        await repo.reschedule(job.id, owner, new Date(clock.now().getTime() + job.everyMs), {
          lastError: message,
        });
      } else if (job.attempts >= MAX_ATTEMPTS) {
        await repo.abandon(job.id, owner, message);
      } else {
        const backoffMs = Math.min(1_000 * 2 ** job.attempts, 10 * 60_000);
        await repo.reschedule(job.id, owner, new Date(clock.now().getTime() + backoffMs), {
          lastError: message,
        });
      }
    }
  };

  const claimAndRun = async (): Promise<number> => {
    let ran = 0;
    for (;;) {
      const now = clock.now();
      const claimed = await repo.claimDue({
        owner,
        now,
        travelNow: options.travelNow(),
        lockedUntil: new Date(now.getTime() + leaseMs),
        limit: 10,
        kinds,
      });
      if (claimed.length === 0) return ran;
      for (const job of claimed) await runOne(job);
      ran += claimed.length;
    }
  };

  const runner: JobRunner = {
    async schedule(job) {
      await repo.schedule(job);
      if (!stopped) void runner.runDue().catch(() => undefined);
    },
    async runDue() {
      // One pass at a time per process; a call during a pass asks for another after it.
      requested += 1;
      if (running) return running;
      running = (async () => {
        let total = 0;
        for (;;) {
          const asked = requested;
          total += await claimAndRun();
          if (requested === asked) return total;
        }
      })().finally(() => {
        running = null;
      });
      return running;
    },
    async start() {
      stopped = false;
      const now = clock.now();
      for (const handler of handlers.values())
        if (handler.everyMs)
          await repo.schedule({
            kind: handler.kind,
            key: `every:${handler.kind}`,
            runAt: now,
            everyMs: handler.everyMs,
          });
      const tick = () => {
        if (stopped) return;
        void runner
          .runDue()
          .catch((err: unknown) => options.log.error({ err }, 'job poll failed'))
          .finally(() => {
            if (!stopped) {
              timer = setTimeout(tick, pollMs);
              timer.unref();
            }
          });
      };
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
  return runner;
}
