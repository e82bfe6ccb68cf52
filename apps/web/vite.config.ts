import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { precompileMessages } from './src/i18n/precompile-messages';

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // React Aria ships its built-in strings (calendar, combo box, dialog…) in 34 languages; the
    // portal speaks English and French, and React Aria falls back to en-US for anything else.
    { ...optimizeLocales.vite({ locales: ['en-US', 'fr-FR'] }), enforce: 'pre' },
    precompileMessages(),
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
