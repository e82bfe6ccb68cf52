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

export default defineConfig({
  plugins: [
    react(),
    // React Aria ships its built-in strings (calendar, combo box, dialog…) in 34 languages; the
    // portal speaks English and French, and React Aria falls back to en-US for anything else.
    { ...optimizeLocales.vite({ locales: ['en-US', 'fr-FR'] }), enforce: 'pre' },
    precompileMessages(),
    precompressAssets(),
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
      // The portal, and the card vault frame served from its own origin (vault.<host>).
      input: { main: 'index.html', vault: 'vault.html' },
      // The web imports a few constants from @wayfare/contracts, whose modules also build zod
      // schemas at top level. Marking zod's builder pure lets unused schemas (and zod itself) drop
      // out of the bundle; the web never validates at runtime with zod.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
