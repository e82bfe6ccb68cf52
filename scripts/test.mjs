// `npm test`: install, then every check: formatting, lint, types, unit + API tests, browser tests.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDeps } from './ensure-deps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureDeps();
const { buildWeb } = await import('./build-web.mjs');

const started = Date.now();
const steps = [
  [
    'format',
    () => execSync('npx prettier --check --log-level warn .', { cwd: root, stdio: 'inherit' }),
  ],
  ['lint', () => execSync('npx eslint --max-warnings 0 .', { cwd: root, stdio: 'inherit' })],
  ['typecheck', () => execSync('node scripts/typecheck.mjs', { cwd: root, stdio: 'inherit' })],
  [
    'unit and API tests',
    () =>
      execSync('npx vitest run', {
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
    run();
  } catch {
    console.error(`\n✖ ${name} failed`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
