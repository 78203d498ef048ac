import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA lives under /management on the same origin as the site and the API.
export default defineConfig({
  root: import.meta.dirname,
  base: '/management/',
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    host: '127.0.0.1',
    // With `npm start` running, `npm run dev:management` serves the SPA with hot reload against it.
    proxy: { '/api': 'http://127.0.0.1:3000', '/ws': { target: 'ws://127.0.0.1:3000', ws: true } },
  },
});
