// Type-checks every workspace with its own tsconfig (the web has DOM types, the server Node's).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  '.',
  'packages/contracts',
  'packages/domain',
  'packages/store',
  'packages/supply',
  'apps/api',
  'apps/web',
  'e2e',
  'bench',
];
for (const project of projects) {
  if (!existsSync(`${project}/tsconfig.json`)) continue;
  console.log(`› tsc -p ${project}`);
  execSync(`npx tsc -p ${project} --noEmit`, { stdio: 'inherit' });
}
