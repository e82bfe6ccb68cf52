import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
      // The web imports a few constants from @wayfare/contracts, whose modules also build zod
      // schemas at top level. Marking zod's builder pure lets unused schemas (and zod itself) drop
      // out of the bundle; the web never validates at runtime with zod.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
