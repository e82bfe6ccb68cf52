// `npm test`: install, then every check: formatting, lint, types, unit + API tests, browser tests.
import { execSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureDeps();
const { buildWeb } = await import('./build-web.mjs');

const started = Date.now();

/** Runs a command with its output kept, to print once it ends (several run side by side). */
function runQuietly(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, shell: true, env: { ...process.env, TZ: 'UTC' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * Format, lint and typecheck are single-threaded: on a 2-core machine they share the cores and
 * end together in about the time of the longest (lint).
 */
async function checkSideBySide() {
  const checks = [
    ['format', 'npx prettier --check --log-level warn .'],
    ['lint', 'npx eslint --max-warnings 0 .'],
    ['typecheck', 'node scripts/typecheck.mjs'],
  ];
  const results = await Promise.all(
    checks.map(async ([name, command]) => {
      const t0 = Date.now();
      const result = await runQuietly(command);
      return { name, ...result, seconds: (Date.now() - t0) / 1000 };
    }),
  );
  let failed = false;
  for (const { name, code, output, seconds } of results) {
    const shown = output.trim();
    if (shown) console.log(shown);
    console.log(`${code === 0 ? '✔' : '✖'} ${name} (${seconds.toFixed(1)} s)`);
    failed ||= code !== 0;
  }
  if (failed) throw new Error('a check failed');
}

const steps = [
  ['format, lint and typecheck', checkSideBySide],
  [
    'unit and API tests',
    () =>
      // Vitest's default is one worker on two cores; the API tests mostly wait on their
      // databases and the supplier's pauses, so two workers finish in about two thirds the time.
      execSync('npx vitest run --maxWorkers=2', {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, TZ: 'UTC' },
      }),
  ],
  ['web build', () => buildWeb()],
  ['chromium', () => execSync('bash scripts/ensure-chromium.sh', { cwd: root, stdio: 'inherit' })],
  [
    'browser tests',
    () =>
      execSync('npm run test -w @wayfare/e2e', {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, TZ: 'UTC' },
      }),
  ],
];
for (const [name, run] of steps) {
  const t0 = Date.now();
  console.log(`\n━━ ${name}`);
  try {
    await run();
  } catch {
    console.error(`\n✖ ${name} failed`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
