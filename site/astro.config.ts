import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { serviceWorker } from './integrations/service-worker.ts';

// The public origin the pages are published at (canonical URLs, share images, sitemap). One value, set
// at build time.
const site = process.env.SITE_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'directory' },
  integrations: [serviceWorker()],
  vite: { plugins: [tailwindcss()] },
});
