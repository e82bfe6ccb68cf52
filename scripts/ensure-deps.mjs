// Installs npm dependencies when node_modules is missing or older than the lock file.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampPath = path.join(root, 'node_modules', '.wayfare-deps-stamp');
const lock = readFileSync(path.join(root, 'package-lock.json'));
const digest = createHash('sha256').update(lock).digest('hex');

export function ensureDeps() {
  if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === digest) return;
  console.log('› Installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund --loglevel=error', { cwd: root, stdio: 'inherit' });
  writeFileSync(stampPath, digest);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDeps();
