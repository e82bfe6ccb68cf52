// Builds the web app when its sources (or the shared packages it imports) changed since the last build.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vault.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contracts/src',
  'packages/domain/src',
  'package-lock.json',
];

function hashTree(hash, target) {
  if (!existsSync(target)) return;
  const stat = statSync(target);
  if (stat.isDirectory()) {
    for (const name of readdirSync(target).sort()) hashTree(hash, path.join(target, name));
  } else {
    hash.update(target).update(readFileSync(target));
  }
}

export function buildWeb({ force = false } = {}) {
  const hash = createHash('sha256');
  for (const input of inputs) hashTree(hash, path.join(root, input));
  const digest = hash.digest('hex');
  const stamp = path.join(root, 'apps/web/dist/.build-stamp');
  if (!force && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return;
  console.log('› Building the web app…');
  execSync('npm run build -w @wayfare/web', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, digest);
}

if (import.meta.url === `file://${process.argv[1]}`)
  buildWeb({ force: process.argv.includes('--force') });
