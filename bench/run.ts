import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server-process';

type Bench = (log: (line: string) => void) => Promise<Record<string, number>>;

/** Every bench module and the function it exports; later issues add theirs here. */
const BENCHES: { module: string; exportName: string; onlyWhenNamed?: boolean }[] = [
  { module: './api-bench', exportName: 'runApiBench' },
  // Only when asked by name (`npm run bench car-search`, `package-search`): the API bench
  // measures them already.
  { module: './car-search-load', exportName: 'runCarSearchBench', onlyWhenNamed: true },
  { module: './activity-search-load', exportName: 'runActivitySearchBench', onlyWhenNamed: true },
  { module: './home-search-load', exportName: 'runHomeSearchBench', onlyWhenNamed: true },
  { module: './package-search-load', exportName: 'runPackageSearchBench', onlyWhenNamed: true },
  { module: './travel-sale-bench', exportName: 'runTravelSaleBench', onlyWhenNamed: true },
  { module: './supply-bench', exportName: 'runSupplyBench' },
  { module: './web-bench', exportName: 'runWebBench' },
  { module: './web-search-bench', exportName: 'runWebSearchBench' },
  { module: './freeze-bench', exportName: 'runFreezeBench' },
  { module: './cfar-bench', exportName: 'runCfarBench' },
  { module: './prediction-bench', exportName: 'runPredictionBench' },
  { module: './lighthouse-bench', exportName: 'runLighthouseBench' },
  { module: './reliability-bench', exportName: 'runReliabilityBench' },
];

const units: Record<string, string> = {
  _ms: 'ms',
  _s: 's',
  _mb: 'MB',
  _rps: 'req/s',
  // The bytes the server sent (brotli or gzip, as the browser accepted), not a recompression.
  _kb_gz: 'KB compressed, as sent',
};
const unitOf = (name: string) =>
  Object.entries(units).find(([suffix]) => name.endsWith(suffix))?.[1] ?? '';

const resultsPath = path.join(REPO_ROOT, 'bench', 'results.json');
const only = process.argv.slice(2);
// Only what this run measured: a figure from an earlier run is never carried over.
const results: Record<string, number> = {};

for (const { module, exportName, onlyWhenNamed } of BENCHES) {
  if ((only.length > 0 || onlyWhenNamed) && !only.some((name) => module.includes(name))) continue;
  if (!existsSync(path.join(REPO_ROOT, 'bench', `${module.slice(2)}.ts`))) continue;
  const loaded = (await import(module)) as Record<string, Bench | undefined>;
  const run = loaded[exportName];
  if (!run) throw new Error(`${module} does not export ${exportName}`);
  const figures = await run((line) => console.log(`  ${line}`));
  for (const [name, value] of Object.entries(figures)) {
    results[name] = value;
    console.log(`${name}: ${value} ${unitOf(name)}`.trimEnd());
  }
}
writeFileSync(resultsPath, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWrote ${path.relative(process.cwd(), resultsPath)}`);
