// `npm start`: install, build the web app, and run the portal on its embedded defaults
// (PGlite under .data/, sandbox supplier and sign-in, and the sandbox console and outbox for a
// signed-in admin unless NODE_ENV=production). PORT, DATABASE_URL, TENANT, SANDBOX_CONSOLE… override.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureDeps();
const { buildWeb } = await import('./build-web.mjs');
buildWeb();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    // On for a local start, not for NODE_ENV=production (where the server would refuse it without
    // SANDBOX_CONSOLE_IN_PRODUCTION); a SANDBOX_CONSOLE in the environment wins either way.
    ...(process.env.NODE_ENV === 'production' ? {} : { SANDBOX_CONSOLE: 'true' }),
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
