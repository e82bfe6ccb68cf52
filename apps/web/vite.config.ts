/* eslint-disable no-restricted-imports -- the build's own config runs in Node, not in the page */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
/* eslint-enable no-restricted-imports */
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { precompileMessages } from './src/i18n/precompile-messages';

const API_ORIGIN = 'http://localhost:3000';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html)$/;
/** The server rewrites these per request (tenant and vault meta), so it compresses them itself. */
const REWRITTEN_PER_REQUEST = new Set(['index.html', 'vault.html']);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text asset
 * of the build, so the server sends the smallest encoding the browser accepts without compressing
 * anything per request (apps/api/src/plugins/web.ts). Quality 11 is too slow to run per request
 * and costs a few seconds once here.
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'wayfare:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => !REWRITTEN_PER_REQUEST.has(path.relative(outDir, file)));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: zlibConstants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Puts the entry's stylesheet into index.html as a `<style>` (issue 16). As a `<link>` it held the
 * first paint (the start-up shell) until one more request had come back, and the entry's scripts,
 * fetched beside it, then ran before that paint. Inline, the shell paints as soon as the page is
 * parsed, while the scripts are still loading. The server compresses index.html once per build
 * (apps/api/src/plugins/web.ts), and the policy allows inline styles (the shell's own are inline).
 * The stylesheet file stays in the build for anything that still names it.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'wayfare:inline-entry-stylesheet',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') return;
      page.source = page.source.replace(
        /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
        (link, fileName: string) => {
          const sheet = bundle[fileName];
          if (sheet?.type !== 'asset') return link;
          const css =
            typeof sheet.source === 'string'
              ? sheet.source
              : new TextDecoder().decode(sheet.source);
          return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
        },
      );
    },
  };
}

/** The first load's early script (src/early.ts): the page's first calls, sent before `app` loads. */
const EARLY_ENTRY = '/src/early.ts';

/**
 * Loads the early script from index.html, before the app's entry. Module scripts run in the
 * page's order, each once it has loaded, so the early script (a few kilobytes) runs first and
 * without waiting for the app's libraries, and the app's calls always find its calls sent
 * (app/early-start.ts).
 */
function loadEarlyScript(): Plugin {
  return {
    name: 'wayfare:load-early-script',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      const early = Object.values(bundle).find(
        (chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.name === 'early',
      );
      if (page?.type !== 'asset' || typeof page.source !== 'string' || !early) {
        throw new Error('The build has no index.html or no early script');
      }
      const entry = '<script type="module" crossorigin src="/assets/main-';
      if (!page.source.includes(entry)) throw new Error('index.html has no main entry script');
      page.source = page.source.replace(
        entry,
        `<script type="module" crossorigin src="/${early.fileName}"></script>\n    ${entry}`,
      );
    },
  };
}

/** The libraries and calls of the first load: one chunk with the entry's other modules. */
const SHELL_LIBRARIES =
  /[\\/]node_modules[\\/]|[\\/]apps[\\/]web[\\/]src[\\/]api[\\/]|[\\/]domain[\\/]src[\\/]money-format/;
/** The layers below the features, whose small modules many pages share. */
const SHARED_LAYERS =
  /[\\/]apps[\\/]web[\\/]src[\\/](?:ui|components|format|session|model|api)[\\/]|[\\/]apps[\\/]web[\\/]src[\\/]i18n[\\/]area-messages|[\\/]packages[\\/](?:domain|contracts)[\\/]src[\\/]/;
/** How many pages (lazy routes) must use a module before it joins `shared`. */
const SHARED_BY_PAGES = 12;
/** Area catalogues load with their pages; the shell's catalogue names them only for types and tests. */
const AREA_CATALOGUE = /[\\/]i18n[\\/]catalogues[\\/]/;

/**
 * Fewer, larger chunks (issue 16). Left to itself the bundler gives every set of modules that the
 * same pages share a chunk of its own: the first load fetched a dozen files and the booking page
 * some thirty more, most under 2 KB. Over HTTP/1.1 (six connections) each costs a round trip, and
 * each is a `<link rel="modulepreload">` that the router's lazy load inserts, one at a time, on the
 * main thread. So the first load's libraries and calls are one chunk (`app`), and the small modules
 * of the shared layers that two or more pages use are one more (`shared`). A module joins `shared`
 * only when everything it imports is in the first load or may join `shared` itself (this plugin
 * reads the module graph), so no page gains a heavy library (zod, React Aria) through it and no
 * chunk imports back into it; the card vault frame's modules stay out (it loads on its own origin).
 */
function chunkGroups() {
  const sharable = new Set<string>();
  /** The early script's modules: copied into it, never in `app` (which it must not wait for). */
  const earlyScript = new Set<string>();
  const plugin: Plugin = {
    name: 'wayfare:chunk-groups',
    apply: 'build',
    buildEnd() {
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const closure = (root: string) => {
        const seen = new Set<string>();
        const stack = [root];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id) || AREA_CATALOGUE.test(id)) continue;
          seen.add(id);
          stack.push(...importsOf(id));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const firstLoad = new Set(
        ids.filter((id) => id.endsWith('/index.html')).flatMap((id) => [...closure(id)]),
      );
      const vault = new Set(
        ids.filter((id) => id.endsWith('/vault.html')).flatMap((id) => [...closure(id)]),
      );
      for (const id of ids.filter((id) => id.endsWith(EARLY_ENTRY))) {
        for (const early of closure(id)) earlyScript.add(early);
      }
      const memo = new Map<string, boolean>();
      const mayShare = (id: string, path: Set<string>): boolean => {
        const known = memo.get(id);
        if (known !== undefined) return known;
        if (path.has(id)) return true;
        if (!SHARED_LAYERS.test(id) || firstLoad.has(id) || vault.has(id)) return false;
        path.add(id);
        const result = importsOf(id).every((next) => firstLoad.has(next) || mayShare(next, path));
        path.delete(id);
        memo.set(id, result);
        return result;
      };
      for (const id of ids) if (mayShare(id, new Set())) sharable.add(id);
    },
  };
  const groups = [
    // First, so that `app`, which reads some of them, does not draw them in with it.
    { name: 'early', priority: 2, test: (id: string) => earlyScript.has(id) },
    {
      name: 'app',
      priority: 1,
      tags: ['$initial' as const],
      test: SHELL_LIBRARIES,
    },
    {
      name: 'shared',
      // Every page loads `shared`, so only modules that many pages use belong in it: with two,
      // each new area's cards, calls and search parameters (used by its own few pages) joined it
      // and every first visit paid for them (issue 22). The rest share chunks by the pages that
      // use them, as the bundler does by itself.
      minShareCount: SHARED_BY_PAGES,
      includeDependenciesRecursively: false,
      test: (id: string) => sharable.has(id),
    },
  ];
  return { plugin, groups };
}

const chunking = chunkGroups();

/**
 * Common chunks smaller than this (source bytes before minifying, about 6 KB gzipped) are copied
 * into the chunks that read them. Measured on the five audited pages: each loads 5–10 scripts
 * instead of 15–23, for the same bytes; the build holds 3 MB more (copies and their maps).
 */
const INLINE_COMMON_CHUNK_BYTES = 20_000;

/**
 * React Router publishes its production build under a path of its own rather than behind an
 * export condition, so the bundler took its development build (its dev-only warnings) into the
 * first load (issue 16).
 */
const REACT_ROUTER_PRODUCTION = path.resolve(
  import.meta.dirname,
  '../../node_modules/react-router/dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] }
      : {},
  plugins: [
    react(),
    // React Aria ships its built-in strings (calendar, combo box, dialog…) in 34 languages; the
    // portal speaks English and French, and React Aria falls back to en-US for anything else.
    { ...optimizeLocales.vite({ locales: ['en-US', 'fr-FR'] }), enforce: 'pre' },
    precompileMessages(),
    precompressAssets(),
    chunking.plugin,
    inlineEntryStylesheet(),
    loadEarlyScript(),
  ],
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/admin/api': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // The portal, the card vault frame served from its own origin (vault.<host>), and the
      // portal's early script.
      input: { main: 'index.html', vault: 'vault.html', early: `.${EARLY_ENTRY}` },
      // The web imports a few constants from @wayfare/contracts, whose modules also build zod
      // schemas at top level. Marking zod's builder pure lets unused schemas (and zod itself) drop
      // out of the bundle; the web never validates at runtime with zod.
      treeshake: { manualPureFunctions: ['z'] },
      // Inlining small common chunks (below) needs the entries' unused exports left free to drop.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: chunking.groups,
          // Each page still drew some ten small common chunks (issue 16): the code that the same
          // few pages share, 0.2–4 KB each, a round trip apiece over HTTP/1.1. Rolldown copies a
          // common chunk under INLINE_COMMON_CHUNK_BYTES into each chunk that reads it instead,
          // with one registry in its runtime so the copies share one state and one set of exports.
          // Chunks holding styles stay files: Vite's CSS would otherwise be emitted once per copy.
          experimentalInlineCommonChunks: {
            maxSize: INLINE_COMMON_CHUNK_BYTES,
            exclude: /\.css(\?|$)/,
          },
        },
      },
    },
  },
}));
