import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA. `npm run dev` serves it with hot reload and proxies the API to `wrangler dev`
// (WORKER_PORT, default 8787); `npm run build` writes web/dist, served as Workers static assets.
const workerOrigin = `http://127.0.0.1:${process.env.WORKER_PORT ?? '8787'}`;

export default defineConfig({
  root: 'web',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': workerOrigin,
      '/objects': workerOrigin,
    },
  },
});
