import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

export interface RunningServer {
  origin: string;
  dataDir: string;
  process: ChildProcess;
  /** Milliseconds from spawning the process to the first 200 from the health endpoint. */
  coldStartMs: number;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<number | NodeJS.Signals | null>;
  stop(): Promise<void>;
}

/**
 * Starts the real server as `npm start` does (apps/api/src/main.ts), on a fresh embedded database
 * unless `env.DATABASE_URL` names a server: for the bench and for tests that need real processes
 * (two on one database, or one killed mid-saga and restarted).
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'wayfare-server-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The sandbox console and outbox, as `npm start` runs them.
      SANDBOX_CONSOLE: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal));
  });
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    try {
      const res = await fetch(`${origin}/api/v0/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    origin,
    dataDir,
    process: child,
    coldStartMs: performance.now() - started,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A signed-in person over real HTTP: the session cookies, replayed with the anti-forgery token. */
export interface HttpSession {
  cookie: string;
  call(
    method: string,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>;
}

/** Signs in through the sandbox identity provider over HTTP and returns the session. */
export async function signInOverHttp(origin: string, subject: string): Promise<HttpSession> {
  const { loginUri } = (await (await fetch(`${origin}/api/v0/login/code`)).json()) as {
    loginUri: string;
  };
  const state = new URL(loginUri, origin).searchParams.get('state') ?? '';
  const authorize = await fetch(`${origin}/api/v0/sandbox-idp/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state, subject }),
  });
  const { redirectTo } = (await authorize.json()) as { redirectTo: string };
  const callback = await fetch(`${origin}${redirectTo}`, { redirect: 'manual' });
  const pairs = callback.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  const cookie = pairs.join('; ');
  const csrf = pairs.find((p) => /^(__Host-)?wf_csrf=/.test(p))?.split('=')[1] ?? '';
  return {
    cookie,
    call: (method, url, body, headers = {}) =>
      fetch(`${origin}${url}`, {
        method,
        headers: {
          cookie,
          ...(method === 'GET' ? {} : { 'x-csrf-token': csrf }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}
