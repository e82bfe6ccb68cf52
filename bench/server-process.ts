import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  origin: string;
  dataDir: string;
  process: ChildProcess;
  /** Milliseconds from spawning the process to the first 200 from the health endpoint. */
  coldStartMs: number;
  stop(): Promise<void>;
}

/** Starts the real server as `npm start` does, on a fresh embedded database. */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'wayfare-bench-'));
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
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/api/v0/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const coldStartMs = performance.now() - started;
  return {
    origin,
    dataDir,
    process: child,
    coldStartMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Signs in through the sandbox identity provider over HTTP and returns the session cookie header. */
export async function signInOverHttp(origin: string, subject: string): Promise<string> {
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
  return callback.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
