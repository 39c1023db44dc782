/** Vite build of the web app; in development /api and the built-in questionnaire are proxied to the server on port 3000. */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000', '/questionario': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
