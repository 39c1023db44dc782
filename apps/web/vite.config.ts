/**
 * Vite build of the web app, every text file also written brotli- and gzip-compressed for the server
 * to send as they are (precompress.ts); in development /api and the built-in questionnaire are
 * proxied to the server on port 3000.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  server: { proxy: { '/api': 'http://localhost:3000', '/questionario': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
