import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web client lives in src/web and builds to dist/web, which the table server serves.
export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: { outDir: '../../dist/web', emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  server: { proxy: { '/api': 'http://localhost:3000', '/ws': { target: 'ws://localhost:3000', ws: true } } },
});
